import { defineGameClient } from '../define-client.js';
import { EmojiqIcon } from '../icons.js';
import type { EmojiqAction, EmojiqViewModel } from './engine.js';
import { emojiqInfo } from './info.js';

export const emojiqClient = defineGameClient<'emojiq', EmojiqViewModel, EmojiqAction>({
  ...emojiqInfo,
  Icon: EmojiqIcon,
  loadView: () => import('./View.js').then((m) => m.EmojiqView),
  boardHeight: () => '410px',
  /** The emoji clues, ✅ for solved phrases, ❌ for the others shown (never the answers). */
  shareSummary(view) {
    const lines = view.revealed.map((p) => `${p.emojis} ${p.solved ? '✅' : '❌'}`);
    // With the answers kept secret, the phrase the player lost on is not among the revealed ones.
    if (view.status === 'lost' && view.revealed.every((p) => p.solved)) {
      lines.push(`${view.emojis} ❌`);
    }
    return lines.length === 0 ? null : lines.join('\n');
  },
});

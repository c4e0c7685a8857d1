import { defineGameClient } from '../define-client.js';
import type { PersonalityAction, PersonalityViewModel } from './engine.js';
import { PersonalityIcon } from './icon.js';
import { personalityInfo } from './info.js';

export const personalityClient = defineGameClient<
  'personality',
  PersonalityViewModel,
  PersonalityAction
>({
  ...personalityInfo,
  Icon: PersonalityIcon,
  loadView: () => import('./View.js').then((m) => m.PersonalityView),
  // A question and up to six answer buttons, or the result card with its picture and link.
  boardHeight: (width) => `calc(${width} + 120px)`,
  shareSummary: (view) => (view.result ? `✨ ${view.result.title}` : null),
});

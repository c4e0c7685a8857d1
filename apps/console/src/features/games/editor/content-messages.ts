/**
 * The game engines' content messages (packages/games, `<game>/content.ts` and `pool.ts`) in the user's
 * language. The engines and the server speak English (an API client reads it); the editor shows
 * the ones it knows from its catalogue (src/i18n, part `game-content`) and any other as it is.
 * Each game's fixed messages are listed in its editor folder (`editors/<type>/messages.ts`); the
 * patterns below are those several games share (pool.ts) and Scratch's odds.
 */
import type { MessageKey, T } from '../../../i18n/i18n';
import * as EDITORS from '../editors';

/** The engines' fixed messages, by their English text (each game's `editors/<type>/messages.ts`). */
const FIXED: Readonly<Record<string, MessageKey>> = Object.assign(
  {},
  ...Object.values(EDITORS).map((editor) => editor.messages ?? {}),
);

const NOUN = '(question|phrase)';

/** The messages with numbers or names in them: their pattern and their parameters. */
const PATTERNS: readonly {
  pattern: RegExp;
  key: MessageKey;
  params(match: RegExpMatchArray): Record<string, string | number>;
}[] = [
  {
    // pool.ts, poolSizeProblem
    pattern: new RegExp(
      `^You have (\\d+) ${NOUN}s?: a play cannot draw (\\d+)\\. Add \\2s or lower the number per play$`,
    ),
    key: 'game-content.error.pool_too_big',
    params: (m) => ({ count: Number(m[1]), noun: m[2]!, size: Number(m[3]) }),
  },
  {
    // pool.ts, poolSizeSchema
    pattern: new RegExp(
      `^The number of ${NOUN}s per play must be a whole number from 1 to (\\d+), or empty for all$`,
    ),
    key: 'game-content.error.pool_size',
    params: (m) => ({ noun: m[1]!, max: Number(m[2]) }),
  },
  {
    // scratch/content.ts
    pattern: /^The odds add up to (\d+(?:\.\d+)?) %; together they can be at most 100 %$/,
    key: 'game-content.error.odds',
    params: (m) => ({ total: Number(m[1]) }),
  },
];

/** An engine's content message in the user's language, when the catalogue has it. */
export function contentMessage(t: T, message: string): string {
  const key = FIXED[message];
  if (key) return t(key);
  for (const { pattern, key, params } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return t(key, params(match));
  }
  return message;
}

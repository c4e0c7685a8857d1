/**
 * The game engines' content messages (packages/games, `<game>/content.ts` and `pool.ts`) in the user's
 * language. The engines and the server speak English (an API client reads it); the editor shows
 * the ones it knows from its catalogue (src/i18n, part `game-content`) and any other as it is.
 */
import type { MessageKey, T } from '../../../i18n/i18n';

/** The engines' fixed messages, by their English text. */
const FIXED: Readonly<Record<string, MessageKey>> = {
  'Enter the question': 'game-content.error.question',
  'Enter the option': 'game-content.error.option',
  'Add the answer options': 'game-content.error.options',
  'Choose the correct option among the options': 'game-content.error.correct',
  'Add at least one question': 'game-content.error.no_question',
  'Add at least one phrase': 'game-content.error.no_phrase',
  'Add at least one word': 'game-content.error.no_word',
  'Add the emoji for this phrase': 'game-content.error.emojis',
  'Add the answer for this phrase': 'game-content.error.answer',
  'Enter the prize': 'game-content.error.prize',
  'Enter the text shown when there is no prize': 'game-content.error.no_luck',
  'Enter a word': 'game-content.error.word',
  'Add a picture for the puzzle': 'game-content.error.puzzle_image',
  'Enter the text of the segment': 'game-content.error.segment_label',
  'Choose the reward this segment gives': 'game-content.error.segment_reward',
  'Add at least one “No prize” or “Try again” segment: the wheel stops there when nothing is won':
    'game-content.error.no_losing_segment',
  'A wheel gives its rewards where it stops: choose “Instant win” or “Winning moments”':
    'game-content.error.wheel_winner_rule',
  'The wheel has no segment for this reward: add one that gives it':
    'game-content.error.wheel_no_segment',
  'Enter the card’s text': 'game-content.error.memory_text',
  'Add at least 4 pairs': 'game-content.error.memory_too_few',
  'Use at most 12 pairs': 'game-content.error.memory_too_many',
  'Two pairs have the same text; each pair needs its own': 'game-content.error.memory_same_text',
  'Two pairs have the same picture; each pair needs its own':
    'game-content.error.memory_same_picture',
  'Enter the answer': 'game-content.error.personality_answer',
  'Enter the outcome’s title': 'game-content.error.personality_title',
  'Enter the outcome’s text': 'game-content.error.personality_text',
  'Enter the link’s text': 'game-content.error.personality_link_label',
  'Enter the link’s address': 'game-content.error.personality_link_url',
  'Use a full http:// or https:// address': 'game-content.error.personality_link',
  'Choose the outcome this answer counts for': 'game-content.error.personality_no_points',
  'This answer counts for an outcome the test does not have':
    'game-content.error.personality_no_answer_outcome',
  'No answer counts for this outcome: players could never get it':
    'game-content.error.personality_unreachable',
  'Add at least 3 questions': 'game-content.error.personality_questions_few',
  'Use at most 15 questions': 'game-content.error.personality_questions_many',
  'Add at least 2 outcomes': 'game-content.error.personality_outcomes_few',
  'Use at most 8 outcomes': 'game-content.error.personality_outcomes_many',
  'Give at least 2 answers': 'game-content.error.personality_answers_few',
  'Give at most 6 answers': 'game-content.error.personality_answers_many',
};

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
  const fixed = FIXED[message];
  if (fixed) return t(fixed);
  for (const { pattern, key, params } of PATTERNS) {
    const match = message.match(pattern);
    if (match) return t(key, params(match));
  }
  return message;
}

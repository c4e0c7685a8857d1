/**
 * The one rule for a new password, used wherever a password is chosen (registration, password
 * reset, and invitation acceptance when team mates arrive): on top of the contract's length limits,
 * refuse passwords that are common or trivially weak, judged by zxcvbn-ts (a maintained port of
 * Dropbox's strength estimator) with its common-password list, keyboard, repeat, sequence and date
 * patterns, and the user's own email and business name.
 *
 * It runs only on the server: the dictionaries are ~1.3 MB of JavaScript, so the console shows the
 * server's message instead of bundling them. They are loaded on the first check, not at start-up
 * (measured on the 2-core development machine: ~0.3 s to import, ~70 ms to build, ~12 MB of heap),
 * and kept for the life of the process.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../http/errors.js';

/**
 * zxcvbn scores 0–4; 2 means at least 10^6 guesses estimated. That refuses the common-password
 * lists and the trivial patterns ("12345678", "password", eight spaces, "Welcome1!") while still
 * taking any eight random characters (zxcvbn rates those exactly 10^8, a 2), so the console's
 * "at least 8 characters" stays true. Online guessing is throttled by the sign-in limits and
 * offline guessing by argon2id, which is what makes 10^6 enough.
 */
const MIN_PASSWORD_SCORE = 2;

/**
 * Only the first 64 characters are scored. zxcvbn's matching is super-linear in the length (a
 * 200-character password of leetspeak words took ~0.9 s here, blocking the event loop); at 64 the
 * worst input found by fuzzing takes ~60 ms. A prefix that is hard to guess makes the whole
 * password hard to guess, so truncating never accepts a weak password; it can only refuse a long
 * password whose first 64 characters are weak on their own.
 */
const SCORED_LENGTH = 64;

/** Why a password was refused, by zxcvbn's warning key; unknown keys get the general text. */
const REASONS: Record<string, string> = {
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  pwned: 'it has appeared in a data breach',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'names are easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains your email or business name',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a keyboard pattern',
  simpleRepeat: 'it repeats the same character',
  extendedRepeat: 'it repeats the same group of characters',
  sequences: 'it is a sequence like "abcd" or "1234"',
  recentYears: 'it is a recent year',
  dates: 'it is a date',
};

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      maxLength: SCORED_LENGTH,
      // The default (100) lets leetspeak-heavy input cost ~4× more for no better verdict.
      l33tMaxSubstitutions: 20,
    });
  })().catch((err: unknown) => {
    checker = undefined; // a failed load is retried by the next check rather than kept
    throw err;
  });
  return checker;
}

/** What the user typed elsewhere in the form: a password built from it is easy to guess. */
interface PasswordContext {
  email: string;
  businessName?: string;
}

function userInputs({ email, businessName }: PasswordContext): string[] {
  const inputs = [email, email.split('@')[0] ?? '', 'playdesk'];
  if (businessName) {
    const words = businessName.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
    inputs.push(businessName, words.join(''), ...words);
  }
  return inputs.filter((input) => input.length > 0).map((input) => input.slice(0, SCORED_LENGTH));
}

/** The reason a new password is refused, or null when it is strong enough. */
async function passwordWeakness(
  password: string,
  context: PasswordContext,
): Promise<string | null> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, userInputs(context));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = (result.feedback.warning && REASONS[result.feedback.warning]) ?? null;
  return (
    `Password is too easy to guess${reason ? `: ${reason}` : ''}. ` +
    'Add another word or two; uncommon words are best.'
  );
}

/** Throws a 400 naming the `password` field when the new password is too weak. */
export async function assertStrongPassword(
  password: string,
  context: PasswordContext,
): Promise<void> {
  const weakness = await passwordWeakness(password, context);
  if (weakness) throw badRequest('The request is not valid.', [`password: ${weakness}`]);
}

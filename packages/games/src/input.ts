/**
 * The building blocks of every schema that reads input from outside (request bodies, query
 * strings, path parameters, headers, a game's content, a player's move). Two rules live here so
 * that no schema can forget them:
 * - a length limit is checked first and stops validation, so no later check (a regex, grapheme
 *   segmenting, URL parsing) and no item of a list ever sees an over-long value;
 * - text that PostgreSQL cannot store (U+0000) or that is not valid Unicode (an unpaired UTF-16
 *   surrogate, e.g. a JSON `"\ud800"`) is refused with a message, never passed on to the database.
 * The contract re-exports these; the game content schemas use them directly.
 */
import { z } from 'zod';
import { IMAGE_REF_MAX_LENGTH, IMAGE_REF_MESSAGES, isImageRef } from './image-ref.js';

export { IMAGE_REF_MAX_LENGTH, IMAGE_REF_MESSAGES, isImageRef };

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_MESSAGES = {
  nul: 'Remove the invisible NUL character (U+0000)',
  surrogate: 'Contains a broken character (half of an emoji or symbol); type it again',
} as const;

/** Why a text cannot be accepted, or null when it is fine. Linear in the text's length. */
export function textProblem(value: string): string | null {
  if (value.includes(NUL)) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return null;
}

export interface TextOptions {
  /** Trims surrounding white space first (the limit then applies to the trimmed text). */
  trim?: boolean;
  /** The message for a longer text (default: "Use at most {max} characters"). */
  tooLong?: string;
  /** The message when the value is not a string at all. */
  notText?: string;
}

/**
 * A string of at most `max` characters (code points, as zod counts: an emoji counts one) without
 * NUL or broken characters. Chain further checks (`.min`, `.regex`, `.refine`, `.transform`)
 * after it: they run only on text that passed these.
 */
export function text(max: number, options: TextOptions = {}) {
  const base = options.notText ? z.string({ error: options.notText }) : z.string();
  return (options.trim ? base.trim() : base)
    .max(max, { message: options.tooLong ?? `Use at most ${max} characters`, abort: true })
    .refine((value) => !value.includes(NUL), { message: TEXT_MESSAGES.nul, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), {
      message: TEXT_MESSAGES.surrogate,
      abort: true,
    });
}

/**
 * Puts a cheap length guard in front of a list schema: a list longer than `max` is refused before
 * any of its items is parsed (zod parses every item before it checks the list's length, and a
 * long list of bad items would each cost work and an error message).
 */
export function capList<S extends z.ZodType>(max: number, message: string, schema: S) {
  return z.preprocess<unknown, S, z.input<S>>((value, ctx) => {
    if (Array.isArray(value) && value.length > max) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: max,
        inclusive: true,
        input: value,
        message,
      });
    }
    return value;
  }, schema);
}

export interface ListLimits {
  /** Fewest items (none by default). */
  min?: number;
  max: number;
  /** Said when the value is not a list; also for too few items unless `tooFew` is given. */
  notList: string;
  tooFew?: string;
  tooMany: string;
}

/**
 * A list of `item` with at most `max` items (and at least `min`), capped before any item is
 * parsed (`capList`): the one way content schemas take a list.
 */
export function boundedList<S extends z.ZodType>(item: S, limits: ListLimits) {
  const { min, max, notList, tooFew = notList, tooMany } = limits;
  const list = z.array(item, { error: notList });
  return capList(
    max,
    tooMany,
    (min === undefined ? list : list.min(min, tooFew)).max(max, tooMany),
  );
}

const imageRefError = (issue: { input?: unknown }) =>
  typeof issue.input === 'string' && /^http:/i.test(issue.input)
    ? IMAGE_REF_MESSAGES.insecure
    : IMAGE_REF_MESSAGES.invalid;

const imageText = (missing: string = IMAGE_REF_MESSAGES.invalid) =>
  text(IMAGE_REF_MAX_LENGTH, { trim: true, tooLong: IMAGE_REF_MESSAGES.tooLong, notText: missing });

/** A required image address (trimmed; see `isImageRef`); `missing` is said when none is given. */
export function imageRef(missing: string = IMAGE_REF_MESSAGES.invalid) {
  return imageText(missing)
    .min(1, { message: missing, abort: true })
    .refine(isImageRef, { error: imageRefError });
}

/** An image field's value. */
export const ImageRef = imageRef();

/** An optional image of a game's content: missing, null or blank → null. */
export const OptionalImageRef = imageText()
  .refine((value) => value === '' || isImageRef(value), { error: imageRefError })
  .nullish()
  .transform((image) => image || null);

import { z } from 'zod';
import { DIFFICULTIES } from '@playdesk/games';
import { text, textProblem } from '@playdesk/games/input';

// The one text primitive (length first, no NUL or broken characters) and the image rule: every
// string schema of the contract is built from these, like the games' content schemas.
export {
  capList,
  IMAGE_REF_MAX_LENGTH,
  IMAGE_REF_MESSAGES,
  ImageRef,
  isImageRef,
  OptionalImageRef,
  text,
  TEXT_MESSAGES,
  textProblem,
  type TextOptions,
} from '@playdesk/games/input';

/**
 * A game's difficulty. Here rather than in games.ts: the signed-in user's game settings (auth.ts)
 * need it, and importing games.ts would bring every game's engine and the rewards and player
 * schemas into the console's first load.
 */
export const DifficultySchema = z.enum(DIFFICULTIES);

/** Public identifiers are opaque, URL-safe strings (never database ids). */
export const PublicId = text(64).min(1);

export const Email = text(254, { trim: true, tooLong: 'Email must be at most 254 characters' })
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'))
  // The pipe documents a request by its first step (a text): say what it must hold.
  .meta({ format: 'email', example: 'lea.martin@example.com' });

/** A colour in an answer: one the server checked as `#RRGGBB` (templates.ts `HexColor`). */
export const HexColorValue = z.string().meta({ pattern: '^#[0-9a-fA-F]{6}$', example: '#6F4E37' });

/** An email address in an answer: one the server checked with `Email` when it was given. */
export const EmailAddress = z.string().meta({ format: 'email', example: 'lea.martin@example.com' });

/**
 * The rules of a new password in words, for the hint under every "choose a password" field: the
 * length is checked here, the rest by the server's strength check
 * (apps/server/src/features/auth/password-policy.ts), which names the reason when it refuses.
 */
export const PASSWORD_RULES =
  'At least 8 characters, and hard to guess: not a common password, a keyboard row, a repeat or ' +
  'a sequence like "1234", a date, or your email or business name. A few uncommon words work well.';

export const Password = text(200, { tooLong: 'Password must be at most 200 characters' }).min(
  8,
  'Password must be at least 8 characters',
);

/** Free-form JSON may nest, hold values and name keys far beyond what any game needs, not more. */
export const JSON_LIMITS = { depth: 16, values: 20_000, keyLength: 200 } as const;
/** Issues reported for one free-form object at most: enough to fix it, not a flood. */
const MAX_JSON_ISSUES = 20;

interface JsonNode {
  value: unknown;
  parent: JsonNode | null;
  key: string | number | null;
  depth: number;
}

function pathOf(node: JsonNode): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: JsonNode | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A free-form JSON object (a game's content, a player's move) whose shape the game's engine checks.
 * Every key and text inside it, at any depth, gets the text rule here, so nothing that PostgreSQL's
 * jsonb refuses can reach it whatever an engine keeps; its size and depth are bounded too. The
 * walk is iterative and visits each value at most once, so it is linear in the body's size.
 */
export const JsonObject = z
  .custom<Record<string, unknown>>(isObject, 'Send an object')
  .superRefine((root, ctx) => {
    const stack: JsonNode[] = [{ value: root, parent: null, key: null, depth: 0 }];
    let values = 1;
    let reported = 0;
    const report = (node: JsonNode, message: string) => {
      ctx.addIssue({ code: 'custom', path: pathOf(node), message });
      reported++;
    };
    const visit = (node: JsonNode, children: [string | number, unknown][]) => {
      values += children.length;
      if (values > JSON_LIMITS.values) {
        report(node, `This holds too much: at most ${JSON_LIMITS.values} values`);
        return false;
      }
      for (const [key, value] of children) {
        if (typeof key === 'string') {
          // Reported on the object: the path of the error must not repeat a bad name.
          const problem =
            key.length > JSON_LIMITS.keyLength
              ? `Use names of at most ${JSON_LIMITS.keyLength} characters`
              : textProblem(key);
          if (problem) {
            report(node, `A name in here is not valid. ${problem}`);
            continue;
          }
        }
        stack.push({ value, parent: node, key, depth: node.depth + 1 });
      }
      return true;
    };
    while (stack.length > 0 && reported < MAX_JSON_ISSUES) {
      const node = stack.pop()!;
      const { value } = node;
      if (typeof value === 'string') {
        const problem = textProblem(value);
        if (problem) report(node, problem);
        continue;
      }
      if (typeof value !== 'object' || value === null) continue;
      if (node.depth >= JSON_LIMITS.depth) {
        report(node, `This is nested too deeply: at most ${JSON_LIMITS.depth} levels`);
        continue;
      }
      const children = Array.isArray(value)
        ? value.map((item, i): [number, unknown] => [i, item])
        : Object.entries(value);
      if (!visit(node, children)) return;
    }
  })
  // Described to OpenAPI as what it is; zod cannot tell from a custom check.
  .meta({ type: 'object', additionalProperties: {} });

/**
 * A map (`{ [key]: value }`) of at most `max` entries whose problems a caller can read: too many
 * entries, or a key its rule refuses, are named by the map itself (`values: …`), never by a key
 * that may be unreadable; each value is named by its key. Documented with `maxProperties`.
 */
export function boundedMap<V extends z.ZodType>(
  key: z.ZodType<string, string>,
  value: V,
  max: number,
  messages: { tooMany: string; badKey: string },
): z.ZodType<Record<string, z.output<V>>, Record<string, z.input<V>>> {
  // Typed as the map it checks: the preprocessing step only adds issues, never changes the input.
  const map = z
    .preprocess(
      (input, ctx) => {
        if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
        const keys = Object.keys(input);
        if (keys.length > max) {
          ctx.addIssue({ code: 'custom', message: messages.tooMany });
          return input;
        }
        for (const k of keys) {
          const problem = key.safeParse(k).error?.issues[0]?.message;
          if (problem) ctx.addIssue({ code: 'custom', message: `${messages.badKey} ${problem}` });
        }
        return input;
      },
      z.record(key, value),
    )
    .meta({ maxProperties: max });
  return map as unknown as z.ZodType<Record<string, z.output<V>>, Record<string, z.input<V>>>;
}

/** An IANA time zone name such as Europe/Paris. */
export const TimeZoneName = text(64, { tooLong: 'Use a time zone like Europe/Paris' })
  .min(1, 'Choose a time zone')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Use a time zone like Europe/Paris')
  .meta({
    description:
      'An IANA time zone name (the tz database), e.g. Europe/Paris, America/New_York or UTC.',
    example: 'Europe/Paris',
  });

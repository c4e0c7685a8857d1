import { zodResolver } from '@hookform/resolvers/zod';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  ResolverOptions,
  UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { codedText } from '../api/error-codes';
import { appT, type MessageKey } from '../i18n/i18n';
import { aliasPath, splitServerErrors, type PathAliases } from './server-errors';

export { splitServerErrors, type PathAliases, type ServerErrorSplit } from './server-errors';

/**
 * Puts the server's field errors on a react-hook-form form (focusing the first one). Returns the
 * messages that belong to no field; the global toast already shows the whole error text.
 */
export function applyServerErrors<T extends FieldValues>(
  body: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  aliases: PathAliases = {},
): readonly string[] {
  const { fields, other } = splitServerErrors(body, knownFields, aliases);
  const named = Object.entries(fields);
  // A coded refusal of one field (a webhook's address) reads in the console's words; the other
  // messages are the contract's, which the catalogue has by their English (`translateMessage`).
  const coded = named.length === 1 && other.length === 0 ? codedText(body) : null;
  named.forEach(([field, message], index) => {
    setError(
      field as Path<T>,
      { type: 'server', message: coded ?? translateMessage(message) },
      { shouldFocus: index === 0 },
    );
  });
  return other;
}

/** One message per field, nested the way react-hook-form keeps its errors. */
export function issuesToFieldErrors<T extends FieldValues = FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  aliases: PathAliases = {},
): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = aliasPath(issue.path.map(String).join('.'), aliases);
    const keys = path ? path.split('.') : ['root'];
    let node = errors;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (typeof next === 'object' && next !== null && !('message' in next)) {
        node = next as Record<string, unknown>;
      } else if (next === undefined) {
        node = node[key] = {};
      } else {
        node = {}; // the parent already has its own message; keep the first one
      }
    }
    const leaf = keys[keys.length - 1]!;
    node[leaf] ??= { type: 'validate', message: issue.message };
  }
  return errors as FieldErrors<T>;
}

/** Every message in react-hook-form's nested errors, with its dotted path. */
function flattenErrors(
  errors: FieldErrors,
  prefix: readonly string[] = [],
): { path: string[]; message: string }[] {
  const out: { path: string[]; message: string }[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || typeof node !== 'object' || node === null) continue;
    const path = [...prefix, key];
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') out.push({ path, message });
    else out.push(...flattenErrors(node as FieldErrors, path));
  }
  return out;
}

/**
 * The console's one form resolver: the form's values, turned into the request by `toRequest`,
 * are checked by the contract's zod schema through `@hookform/resolvers/zod`, so the form shows
 * exactly the server's rules and messages before sending, and `handleSubmit` receives the parsed
 * request. `aliases` renames request paths to form paths (`game_id` → `game`) when they differ.
 */
export function contractResolver<TForm extends FieldValues, TOut>(
  schema: z.ZodType<TOut, FieldValues>,
  toRequest: (values: TForm) => unknown = (values) => values,
  aliases: PathAliases = {},
): Resolver<TForm, unknown, TOut> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    // The schema validates the request, not the form: its options name the form's fields (for
    // focusing), which is what react-hook-form needs back.
    const result = await resolve(
      toRequest(values) as FieldValues,
      context,
      options as unknown as ResolverOptions<FieldValues>,
    );
    if (Object.keys(result.errors).length === 0) {
      return { values: result.values as TOut, errors: {} };
    }
    const errors =
      typeof aliases !== 'function' && Object.keys(aliases).length === 0
        ? (result.errors as FieldErrors<TForm>)
        : issuesToFieldErrors<TForm>(flattenErrors(result.errors), aliases);
    translateMessages(errors);
    return { values: {}, errors };
  };
}

/**
 * The contract's messages the console has in its catalogue (src/i18n), by their English text: the
 * contract speaks English (the server's answers too); the form shows them in the user's language.
 */
const CONTRACT_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'Enter a valid email address': 'validation.email',
  'Email must be at most 254 characters': 'validation.email_long',
  'Password is required': 'validation.password_required',
  'Password must be at least 8 characters': 'validation.password_short',
  'Password must be at most 200 characters': 'validation.password_long',
  'Business name must be at least 2 characters': 'validation.business_short',
  'Business name must be at most 120 characters': 'validation.business_long',
  'Choose a plan': 'validation.plan',
  'The reset link is invalid': 'validation.reset_link',
  'Remove the invisible NUL character (U+0000)': 'validation.nul',
  'Contains a broken character (half of an emoji or symbol); type it again': 'validation.surrogate',
  // The calendar's schedule form (features/calendar/schedule-form.ts).
  'Choose a game': 'calendar.validation.game',
  'Choose the first day': 'calendar.validation.first_day',
  'Choose the last day': 'calendar.validation.last_day',
  'The last day must be on or after the first day': 'calendar.validation.order',
  'Schedule at most one year at a time': 'calendar.validation.year',
  'Pick at least one day': 'calendar.validation.one_day',
  'Pick at most 62 days at a time': 'calendar.validation.max_days',
  // Words many forms share.
  'Name is required': 'validation.name_required',
  'Use a whole number': 'validation.whole_number',
  'At least 1': 'validation.at_least_1',
  'Use a full http(s):// address': 'validation.http_url',
  // Rewards, their codes.
  'Use whole days': 'rewards.validation.whole_days',
  'At least 1 day': 'rewards.validation.one_day',
  'Enter the code every winner gets': 'rewards.validation.code',
  'Enter the link every winner gets': 'rewards.validation.link',
  'Generate at least 1 code': 'rewards.validation.generate',
  'Use letters, digits, - and _ in the prefix': 'rewards.validation.prefix',
  // Player data: consents and privacy.
  'The consent text is required': 'crm.validation.consent_text',
  'The consent text is too long': 'crm.validation.consent_long',
  'Keep data at least one week': 'crm.validation.retention_min',
  'Keep data at most five years': 'crm.validation.retention_max',
  'Use a domain like example.com': 'crm.validation.domain',
  // Redemption at the counter: locations, voiding (features/counter, features/rewards).
  'The PIN has 4 to 8 digits': 'counter.validation.pin',
  'Choose a time zone': 'counter.validation.time_zone',
  'Use a time zone like Europe/Paris': 'counter.validation.time_zone_name',
  'Name must be at most 80 characters': 'counter.validation.name_long',
  'Address must be at most 300 characters': 'counter.validation.address_long',
  'The latitude is a number of degrees': 'counter.validation.latitude',
  'The latitude is between -90 and 90': 'counter.validation.latitude_range',
  'The longitude is a number of degrees': 'counter.validation.longitude',
  'The longitude is between -180 and 180': 'counter.validation.longitude_range',
  'Give both the latitude and the longitude, or neither': 'counter.validation.coordinates_both',
  'Say why it is voided': 'rewards.validation.void_reason',
  'The reason must be at most 300 characters': 'rewards.validation.void_reason_long',
  // Fair play (features/games/fair-play) and its review queue (features/counter/review).
  'Use at least 1': 'games.fair.validation.min',
  'Use at most 100000': 'games.fair.validation.max',
  'Say why': 'counter.review.validation.reason',
  'The reason must be at most 500 characters': 'counter.review.validation.reason_long',
  // Team mates.
  'Choose at least one module': 'team.modules.empty',
  'Choose each module at most once': 'team.validation.module_once',
};

/** A contract message in the user's language when the catalogue has it, else as it is. */
export function translateMessage(message: string): string {
  const key = CONTRACT_MESSAGES[message];
  if (!key) return message;
  // A section's message whose part is not loaded (another page's form) stays in English.
  const text = appT()(key);
  return text === key ? message : text;
}

function translateMessages(errors: FieldErrors): void {
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || typeof node !== 'object' || node === null) continue;
    const leaf = node as { message?: unknown };
    if (typeof leaf.message === 'string') leaf.message = translateMessage(leaf.message);
    else translateMessages(node as FieldErrors);
  }
}

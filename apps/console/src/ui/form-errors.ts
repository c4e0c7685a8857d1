import { ErrorBody } from '@playdesk/contract';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

export interface ServerErrorSplit {
  /** Field path (as the form names it) → first message for that field. */
  readonly fields: Readonly<Record<string, string>>;
  /** Messages that name no known field. */
  readonly other: readonly string[];
}

/**
 * Splits the `errors` of an API error body (docs/product-rules.md#error-shape: `['text: Write the
 * text the bar shows', 'colors.background: Use a colour like #4A3494', 'Send starts_on and
 * ends_on']`) into messages for the form's fields and the rest.
 *
 * A path maps to the longest known field that equals it or contains it (`colors.background.x` →
 * `colors.background`); `aliases` renames request keys to form keys (`game_id` → `game`).
 */
export function splitServerErrors(
  body: unknown,
  knownFields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): ServerErrorSplit {
  const parsed = ErrorBody.partial().safeParse(body);
  const errors = parsed.success ? (parsed.data.errors ?? []) : [];
  const fields: Record<string, string> = {};
  const other: string[] = [];
  const known = [...knownFields].sort((a, b) => b.length - a.length);
  for (const raw of errors) {
    const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s.exec(raw);
    if (!match) {
      other.push(raw);
      continue;
    }
    const [, rawPath = '', message = ''] = match;
    const path = aliasPath(rawPath, aliases);
    const field = known.find((f) => path === f || path.startsWith(`${f}.`));
    if (!field) {
      other.push(raw);
      continue;
    }
    fields[field] ??= message;
  }
  return { fields, other };
}

function aliasPath(path: string, aliases: Readonly<Record<string, string>>): string {
  for (const [from, to] of Object.entries(aliases)) {
    if (path === from || path.startsWith(`${from}.`)) return to + path.slice(from.length);
  }
  return path;
}

/**
 * Puts the server's field errors on a react-hook-form form (focusing the first one). Returns the
 * messages that belong to no field; the global toast already shows the whole error text.
 */
export function applyServerErrors<T extends FieldValues>(
  body: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  aliases: Readonly<Record<string, string>> = {},
): readonly string[] {
  const { fields, other } = splitServerErrors(body, knownFields, aliases);
  Object.entries(fields).forEach(([field, message], index) => {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return other;
}

/** One message per field, nested the way react-hook-form keeps its errors. */
export function issuesToFieldErrors<T extends FieldValues = FieldValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  aliases: Readonly<Record<string, string>> = {},
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

/**
 * A react-hook-form resolver that checks the form's values, turned into the request, against a
 * contract schema: the form shows exactly the server's rules (and messages) before sending.
 */
export function contractResolver<TForm extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  toRequest: (values: TForm) => unknown,
  aliases: Readonly<Record<string, string>> = {},
): Resolver<TForm, unknown, TOut> {
  return (values) => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    return { values: {}, errors: issuesToFieldErrors<TForm>(parsed.error.issues, aliases) };
  };
}

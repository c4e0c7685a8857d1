import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorBody } from '@playdesk/contract';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  ResolverOptions,
  UseFormSetError,
} from 'react-hook-form';
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
  aliases: PathAliases = {},
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

/**
 * How request paths become form paths: a map of renamed keys (`{ game_id: 'game' }`, prefixes
 * included), or a function for forms shaped unlike their request (the game editor's content).
 */
export type PathAliases = Readonly<Record<string, string>> | ((requestPath: string) => string);

function aliasPath(path: string, aliases: PathAliases): string {
  if (typeof aliases === 'function') return aliases(path);
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
  aliases: PathAliases = {},
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
    return { values: {}, errors };
  };
}

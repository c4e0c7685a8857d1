import { readErrorTexts } from '../api/error-body';

// The server's error texts split per field: here, apart from the form resolver in form-errors.ts,
// because the query cache (first load) needs it and the forms library does not belong there.

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
  const errors = readErrorTexts(body)?.errors ?? [];
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

export function aliasPath(path: string, aliases: PathAliases): string {
  if (typeof aliases === 'function') return aliases(path);
  for (const [from, to] of Object.entries(aliases)) {
    if (path === from || path.startsWith(`${from}.`)) return to + path.slice(from.length);
  }
  return path;
}

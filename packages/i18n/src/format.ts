/**
 * ICU-lite (docs/adr/009-i18n.md): the subset of ICU MessageFormat the catalogues use.
 *
 * - `{name}`: a value; numbers go through `Intl.NumberFormat` of the locale;
 * - `{n, plural, =0 {…} one {…} other {…}}`: exact cases first, then the category of
 *   `Intl.PluralRules(locale)`, then `other`; `#` inside is `n`, formatted;
 * - `{x, select, a {…} other {…}}`: the case named by the value, else `other`;
 * - cases nest; `'{'`, `'}'`, `'#'` and `''` quote as in ICU.
 *
 * No date/number skeletons: dates are formatted in code and passed in as strings.
 * Each message is parsed once and kept.
 */

export type Part = string | Arg | Hash;
export interface Hash {
  readonly hash: true;
}
export interface Arg {
  readonly name: string;
  readonly kind: 'text' | 'plural' | 'select';
  readonly cases: Readonly<Record<string, readonly Part[]>>;
}
export type Params = Readonly<Record<string, string | number | undefined | null>>;

export class MessageSyntaxError extends Error {
  constructor(
    message: string,
    readonly source: string,
    readonly at: number,
  ) {
    super(`${message} at ${at} in "${source}"`);
    this.name = 'MessageSyntaxError';
  }
}

const NAME = /^[\p{L}\p{N}_.-]+$/u;

/** Parses one message; throws `MessageSyntaxError` (and only that) on anything outside the subset. */
export function parse(source: string): Part[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(what, source, i);
  };
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i]!)) i++;
  };
  const word = (stops: string): string => {
    const start = i;
    while (i < source.length && !stops.includes(source[i]!) && !/\s/.test(source[i]!)) i++;
    return source.slice(start, i);
  };

  const parts = (inPlural: boolean, nested: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < source.length) {
      const c = source[i]!;
      if (c === "'") {
        const next = source[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (next === '#' && inPlural)) {
          const end = source.indexOf("'", i + 1);
          if (end < 0) fail('unclosed quote');
          text += source.slice(i + 1, end).replace(/''/g, "'");
          i = end + 1;
        } else {
          text += c;
          i++;
        }
      } else if (c === '}') {
        if (!nested) fail('unexpected "}"');
        break;
      } else if (c === '{') {
        flush();
        i++;
        out.push(argument(inPlural));
      } else if (c === '#' && inPlural) {
        flush();
        out.push({ hash: true });
        i++;
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  };

  const argument = (inPlural: boolean): Arg => {
    skipSpace();
    const name = word(',}');
    if (!NAME.test(name)) fail('argument name expected');
    skipSpace();
    if (source[i] === '}') {
      i++;
      return { name, kind: 'text', cases: Object.create(null) as Record<string, Part[]> };
    }
    if (source[i] !== ',') fail('"," or "}" expected');
    i++;
    skipSpace();
    const kind = word(',}');
    if (kind !== 'plural' && kind !== 'select') fail(`unknown argument kind "${kind}"`);
    skipSpace();
    if (source[i] !== ',') fail('"," expected');
    i++;
    // No prototype: a value or label like `constructor` or `valueOf` is only ever a case name.
    const cases: Record<string, Part[]> = Object.create(null) as Record<string, Part[]>;
    for (;;) {
      skipSpace();
      if (i >= source.length) fail('unclosed argument');
      if (source[i] === '}') {
        i++;
        break;
      }
      const label = word('{}');
      if (!label) fail('case label expected');
      if (kind === 'plural' && !/^(=\d+|zero|one|two|few|many|other)$/.test(label))
        fail(`unknown plural case "${label}"`);
      if (label in cases) fail(`case "${label}" twice`);
      skipSpace();
      if (source[i] !== '{') fail('"{" expected');
      i++;
      cases[label] = parts(kind === 'plural' || inPlural, true);
      if (source[i] !== '}') fail('unclosed case');
      i++;
    }
    if (!('other' in cases)) fail(`"${name}" has no "other" case`);
    return { name, kind: kind as 'plural' | 'select', cases };
  };

  const result = parts(false, false);
  if (i < source.length) fail('unexpected "}"');
  return result;
}

const parsed = new Map<string, Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `parse`, kept per message. */
export function parseCached(message: string): Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    parts = parse(message);
    parsed.set(message, parts);
  }
  return parts;
}

function intlLocale(locale: string): string {
  // The pseudo-locale formats like English.
  return locale === 'en-XA' ? 'en' : locale;
}

export function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

export function formatNumber(locale: string, n: number): string {
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale));
    numberFormats.set(locale, f);
  }
  return f.format(n);
}

function run(parts: readonly Part[], params: Params, locale: string, n: number): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if ('hash' in p) out += formatNumber(locale, n);
    else {
      const v = Object.hasOwn(params, p.name) ? params[p.name] : undefined;
      if (p.kind === 'text') out += typeof v === 'number' ? formatNumber(locale, v) : (v ?? '');
      else if (p.kind === 'plural') {
        const count = Number(v ?? 0);
        const value = Number.isFinite(count) ? count : 0;
        const chosen =
          p.cases[`=${value}`] ?? p.cases[pluralCategory(locale, value)] ?? p.cases.other!;
        out += run(chosen, params, locale, value);
      } else {
        out += run(p.cases[String(v)] ?? p.cases.other!, params, locale, n);
      }
    }
  }
  return out;
}

/** Formats an ICU-lite message; throws `MessageSyntaxError` if the message itself is invalid. */
export function format(locale: string, message: string, params: Params = {}): string {
  return run(parseCached(message), params, locale, 0);
}

/** The arguments of a message with their kinds, nested ones included (`#` is not one). */
export function argumentsOf(parts: readonly Part[], into = new Map<string, Arg['kind']>()) {
  for (const p of parts) {
    if (typeof p === 'string' || 'hash' in p) continue;
    const known = into.get(p.name);
    // A name used as plain text and as a plural is a plural (`{n, plural, …} {n}`).
    if (!known || known === 'text') into.set(p.name, p.kind);
    for (const c of Object.values(p.cases)) argumentsOf(c, into);
  }
  return into;
}

import { PSEUDO_LOCALE, baseLanguage } from './languages.js';

export interface ResolveInput {
  /** The player's own choice (the language switch, remembered on the device). */
  readonly explicit?: string | null;
  /** The embed's `lang` option or the page's `?lang=`. */
  readonly option?: string | null;
  /** An `Accept-Language` header, or the browser's `navigator.languages`, best first. */
  readonly acceptLanguage?: string | readonly string[] | null;
  /** The languages the game has (its default and its translations). */
  readonly available: readonly string[];
  /** The game's default language. */
  readonly fallback: string;
}

/** Languages of an `Accept-Language` header, best first (`q=0` dropped; its first 500 characters). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .slice(0, 500)
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0 && Number.isFinite(x.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag);
}

/** The first of `wanted` the game has: exact tag first, then its base language (`fr-CA` → `fr`). */
function pick(wanted: readonly string[], available: readonly string[]): string | undefined {
  const lower = available.map((a) => a.toLowerCase());
  for (const w of wanted) {
    const tag = w.trim().toLowerCase();
    if (!tag) continue;
    const exact = lower.indexOf(tag);
    if (exact >= 0) return available[exact];
    const base = lower.indexOf(baseLanguage(tag));
    if (base >= 0) return available[base];
  }
  return undefined;
}

/**
 * The player's language (issue 33 §6): an explicit choice, then the embed's `lang` option or
 * `?lang=`, then the browser's languages, each only if the game has it; else the game's default.
 * The pseudo-locale is accepted when asked for explicitly or by option, whatever the game has.
 */
export function resolveLanguage(input: ResolveInput): string {
  for (const asked of [input.explicit, input.option]) {
    if (!asked) continue;
    if (asked.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
    const found = pick([asked], input.available);
    if (found) return found;
  }
  const accept = input.acceptLanguage;
  if (accept) {
    const wanted = typeof accept === 'string' ? parseAcceptLanguage(accept) : accept;
    const found = pick(wanted, input.available);
    if (found) return found;
  }
  return input.fallback;
}

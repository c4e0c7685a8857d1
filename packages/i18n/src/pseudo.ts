import { parse, type Part } from './format.js';

const ACCENTS: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWELS = 'aeiouAEIOU';

/** Accents the letters and lengthens the text by about 40 % (vowels doubled, then padding). */
function pseudoText(text: string): string {
  let out = '';
  let added = 0;
  const target = Math.ceil(text.replace(/\s/g, '').length * 0.4);
  for (const c of text) {
    const a = ACCENTS[c] ?? c;
    out += a;
    if (added < target && VOWELS.includes(c)) {
      out += a;
      added++;
    }
  }
  return out + (added < target ? '~'.repeat(target - added) : '');
}

/** ICU-lite back to its source, with `mapText` applied to the literal text only. */
function write(parts: readonly Part[], mapText: (t: string) => string, inPlural: boolean): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') {
      const quoted = mapText(p)
        .replace(/'/g, "''")
        .replace(inPlural ? /[{}#]+/g : /[{}]+/g, (m) => `'${m}'`);
      out += quoted;
    } else if ('hash' in p) out += '#';
    else if (p.kind === 'text') out += `{${p.name}}`;
    else {
      const cases = Object.entries(p.cases)
        .map(([label, c]) => `${label} {${write(c, mapText, inPlural || p.kind === 'plural')}}`)
        .join(' ');
      out += `{${p.name}, ${p.kind}, ${cases}}`;
    }
  }
  return out;
}

/**
 * The `en-XA` form of an English message (ADR 009): text accented, 40 % longer, wrapped in
 * `[!! … !!]`; placeholders and ICU syntax untouched, so plurals still work. A message that does
 * not parse is only wrapped.
 */
export function pseudoLocalize(message: string): string {
  let body: string;
  try {
    body = write(parse(message), pseudoText, false);
  } catch {
    body = message;
  }
  return `[!! ${body} !!]`;
}

/** A whole catalogue in the pseudo-locale, from the English one. */
export function pseudoMessages(english: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudoLocalize(v)]));
}

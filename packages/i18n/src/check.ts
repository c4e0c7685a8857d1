import { argumentsOf, parse, type Part } from './format.js';

export interface CatalogueProblem {
  readonly lang: string;
  readonly key: string;
  readonly problem: string;
}

const INTEGER_SAMPLES = Array.from({ length: 1000 }, (_, n) => n);

/**
 * The plural categories `lang` uses for counts 0–999 (`one` and `other` in French, `one`, `few`,
 * `many` and `other` in Polish). Counts of a million or more, where French and Spanish use
 * `many`, fall back to `other`, which reads well enough for scores and codes.
 */
export function integerPluralCategories(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang);
  return new Set(INTEGER_SAMPLES.map((n) => rules.select(n)));
}

function plurals(parts: readonly Part[], out: { name: string; cases: string[] }[] = []) {
  for (const p of parts) {
    if (typeof p === 'string' || 'hash' in p) continue;
    if (p.kind === 'plural') out.push({ name: p.name, cases: Object.keys(p.cases) });
    for (const c of Object.values(p.cases)) plurals(c, out);
  }
  return out;
}

/**
 * What is wrong with `other`, the catalogue of `lang`, against English (ADR 009): missing or
 * extra keys, messages outside ICU-lite, arguments whose names or kinds differ from English's,
 * plurals without `other` or without a category `lang` uses for whole numbers. Empty when fine.
 */
export function checkCatalogue(
  en: Readonly<Record<string, unknown>>,
  other: Readonly<Record<string, unknown>>,
  lang: string,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const add = (key: string, problem: string) => problems.push({ lang, key, problem });
  const categories = integerPluralCategories(lang);
  const parsedOrNull = (key: string, value: unknown, where: string): Part[] | null => {
    if (typeof value !== 'string') {
      add(key, `${where} is not a string`);
      return null;
    }
    if (!value.trim()) {
      add(key, `${where} is blank`);
      return null;
    }
    try {
      return parse(value);
    } catch (error) {
      add(key, `${where} does not parse: ${(error as Error).message}`);
      return null;
    }
  };

  for (const key of Object.keys(other)) if (!(key in en)) add(key, 'extra key (not in English)');
  for (const [key, source] of Object.entries(en)) {
    if (!(key in other)) {
      add(key, 'missing');
      continue;
    }
    const enParts = parsedOrNull(key, source, 'English');
    const parts = parsedOrNull(key, other[key], lang);
    if (!enParts || !parts) continue;
    const want = argumentsOf(enParts);
    const have = argumentsOf(parts);
    for (const [name, kind] of want) {
      const got = have.get(name);
      if (!got) add(key, `placeholder {${name}} is missing`);
      else if (got !== kind) add(key, `{${name}} is a ${got} here, a ${kind} in English`);
    }
    for (const name of have.keys())
      if (!want.has(name)) add(key, `placeholder {${name}} is not in English`);
    for (const plural of plurals(parts)) {
      if (!plural.cases.includes('other')) add(key, `plural {${plural.name}} has no "other"`);
      for (const category of categories)
        if (category !== 'other' && !plural.cases.includes(category))
          add(key, `plural {${plural.name}} lacks "${category}", which ${lang} uses`);
    }
  }
  return problems;
}

/**
 * Proves the console's one-formatter rule bites (eslint/formatting.js): each probe is linted with
 * the repository's real ESLint config at a path inside the console, and the whole console's
 * source is linted for the rule, so no page formats a date, a number or a plural by hand.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ignore: false });
const RULES = ['no-restricted-properties', 'no-restricted-syntax', 'no-restricted-imports'];

async function findings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => RULES.includes(m.ruleId ?? ''))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const page = 'apps/console/src/features/dashboard/probe.ts';

describe('one formatter for the console', { timeout: 60_000 }, () => {
  it.each([
    ['toLocaleString', 'export const a = new Date().toLocaleString();'],
    ['toLocaleDateString', "export const a = new Date().toLocaleDateString('en-US');"],
    ['a number toLocaleString', "export const a = (5).toLocaleString('en-US');"],
    ['Intl.DateTimeFormat', "export const a = new Intl.DateTimeFormat('en-US').format(0);"],
    ['Intl.NumberFormat', 'export const a = new Intl.NumberFormat().format(1);'],
    ['Intl.PluralRules', "export const a = new Intl.PluralRules('en').select(1);"],
    [
      'a hand-made plural',
      "export const a = (n: number) => `${n} deliver${n === 1 ? 'y' : 'ies'}` + (n === 1 ? '' : 's');",
    ],
    ['date-fns', "import { format } from 'date-fns';\nexport const a = format(0, 'PP');"],
  ])('refuses %s outside lib/format.ts', async (_name, code) => {
    expect(await findings(page, code)).not.toHaveLength(0);
  });

  it('lets the formatter itself use Intl, and pages use the formatter', async () => {
    expect(
      await findings(
        'apps/console/src/lib/format.ts',
        "export const a = new Intl.NumberFormat('en-GB');",
      ),
    ).toEqual([]);
    expect(
      await findings(
        page,
        "import { countOf, formatDate, noun } from '../../lib/format';\n" +
          "export const a = `${formatDate(new Date())}: ${countOf(3, noun('delivery', 'deliveries'))}`;\n" +
          "export const zones = Intl.supportedValuesOf('timeZone');\n",
      ),
    ).toEqual([]);
  });

  it('keeps the contrast rule on console files (one no-restricted-syntax for both)', async () => {
    const found = await findings(page, "export const c = 'text-slate-400';");
    expect(found.join('\n')).toContain('Low-contrast');
  });

  it('finds no console source file formatting by hand', async () => {
    // A text scan (linting the whole console with typed rules takes minutes; `npm run lint` does
    // that): the console's source, the formatter and tests excepted, names none of the ways round.
    const dir = path.join(root, 'apps/console/src');
    const files = (await readdir(dir, { recursive: true })).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== path.join('lib', 'format.ts'),
    );
    const offending: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8');
      text.split('\n').forEach((line, i) => {
        if (
          /\.toLocale\w*String\(|new Intl\.|Intl\.(?!supportedValuesOf)\w+\(|from 'date-fns/.test(
            line,
          )
        )
          offending.push(`${file}:${i + 1} ${line.trim()}`);
      });
    }
    expect(files.length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });
});

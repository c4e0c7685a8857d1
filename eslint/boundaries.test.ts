/**
 * Proves the import-boundary rules bite: each case lints a small probe with the repository's real
 * ESLint config, either as text at a path inside the tree (the rules resolve its imports against
 * the real files) or, for the cycle, two fixture files on disk that the normal lint ignores.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FEATURE_DEPS, findCycle, SERVER_FEATURE_DEPS } from './boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ignore: false });

/** The boundary findings for `code` saved at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const probe = (specifier: string) => `import * as probe from '${specifier}';\nexport { probe };\n`;

describe('import boundaries', { timeout: 30_000 }, () => {
  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles(['eslint/fixtures/cycle/a.ts']);
    const rules = results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toContain('import-x/no-cycle');
  });

  it.each([
    ['packages/games/src/probe.ts', '../../../apps/server/src/config.js', 'never import them'],
    ['apps/play/src/lib/probe.ts', '../../../console/src/lib/dates', 'Apps do not import'],
    ['apps/console/src/features/dashboard/probe.ts', '../../app/hooks', 'never import app/'],
    ['apps/console/src/ui/probe.ts', '../features/games', 'never imports features'],
    ['apps/console/src/features/dashboard/probe.ts', '../games/api', 'public entry'],
    ['apps/console/src/lib/probe.ts', '../../../play/src/i18n/i18n', 'never its code'],
    ['apps/console/src/lib/probe.ts', '../../../play/src/lib/error-text', 'Apps do not import'],
    [
      'apps/console/src/features/games/probe.ts',
      '../calendar/api',
      "console feature 'games' may use crm, media.",
    ],
    ['apps/server/src/http/probe.ts', '../features/auth/service.js', 'never imports features'],
    ['apps/server/src/db/probe.ts', '../http/errors.js', 'never import features, http'],
    [
      'apps/server/src/features/templates/probe.ts',
      '../games/service.js',
      "server feature 'templates' may use no other feature.",
    ],
  ])('%s may not import %s', async (file, specifier, reason) => {
    const errors = await boundaryErrors(file, probe(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('import-x/no-restricted-paths');
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['apps/console/src/features/dashboard/probe.ts', '../games'],
    ['apps/console/src/features/dashboard/probe.ts', '../../lib/dates'],
    ['apps/server/src/features/games/probe.ts', '../templates/service.js'],
    ['apps/server/src/infra/probe.ts', '../http/errors.js'],
    ['apps/console/src/lib/probe.ts', '../../../play/src/i18n/fr.json'],
    ['apps/console/src/lib/probe.ts', '../../../play/src/i18n/later/fr.json'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, probe(specifier))).toEqual([]);
  });

  it('keeps the declared feature dependencies acyclic', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(CONSOLE_FEATURE_DEPS)).toBeNull();
    expect(findCycle(SERVER_FEATURE_DEPS)).toBeNull();
  });
});

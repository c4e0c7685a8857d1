/**
 * docs/configuration.md lists every environment variable the server reads: the configuration
 * schema's (config.ts) and any `process.env` read elsewhere in the server's code (tests and their
 * harness aside), no more and no fewer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const DOC = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));

/** The names in the first column of the document's one table (a cell may name several). */
function documentedVariables(markdown: string): string[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((l) => /^\|\s*variable\s*\|/.test(l));
  expect(header, 'a table whose first column is "variable"').toBeGreaterThanOrEqual(0);
  const names: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const first = line.split('|')[1] ?? '';
    names.push(...[...first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  }
  return names;
}

/** `process.env.X` and `process.env['X']` in the server's own code (not its tests). */
function processEnvReads(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (relative(SRC, path) !== 'test') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(
          /process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"`]([^'"`]+)['"`]\s*\])/g,
        ))
          found.set(m[1] ?? m[2]!, relative(SRC, path));
      }
    }
  };
  walk(SRC);
  return found;
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables(readFileSync(DOC, 'utf8'));

  it('lists each variable once', () => {
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it("lists exactly the configuration schema's variables and the server's other reads", () => {
    const read = new Set([...ENV_VARIABLES, ...processEnvReads().keys()]);
    expect(ENV_VARIABLES).toContain('SMTP_URL');
    expect([...documented].sort()).toEqual([...read].sort());
  });
});

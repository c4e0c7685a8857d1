import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, inputDirs, inputFingerprint, listWorkspaces } from './build.mjs';

/**
 * A small monorepo like this one: `lib` (no build) used by `web`; `api` on its own. Each build
 * writes its dist and appends its name to builds.txt at the root, so a test sees which ran.
 */
let root: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

const buildScript = (name: string) =>
  `node -e "const f=require('fs');f.mkdirSync('dist',{recursive:true});` +
  `f.writeFileSync('dist/out.js',f.readFileSync('src/index.ts'));` +
  `f.appendFileSync('../../builds.txt','${name}\\n')"`;

function workspace(dir: string, pkg: Record<string, unknown>): void {
  write(`${dir}/package.json`, JSON.stringify(pkg));
  write(`${dir}/src/index.ts`, `export const name = '${String(pkg.name)}';\n`);
}

/** The builds run by one `build` call, and its exit code and log. */
async function run(options: { all?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  writeFileSync(join(root, 'builds.txt'), '');
  const lines: string[] = [];
  const code = await build(root, { env: {}, ...options, log: (line) => lines.push(line) });
  const built = readFileSync(join(root, 'builds.txt'), 'utf8').split('\n').filter(Boolean);
  return { code, built, log: lines.join('\n') };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playdesk-build-'));
  write(
    'package.json',
    JSON.stringify({ name: 'fixture', private: true, workspaces: ['packages/*', 'apps/*'] }),
  );
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  workspace('packages/lib', { name: '@x/lib' });
  workspace('apps/web', {
    name: '@x/web',
    scripts: { build: buildScript('web') },
    dependencies: { '@x/lib': '*', react: '^19' },
  });
  workspace('apps/api', { name: '@x/api', scripts: { build: buildScript('api') } });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the fingerprint of a build', { timeout: 30_000 }, () => {
  it("covers the workspace's folder and those of the workspaces it depends on", () => {
    const workspaces = listWorkspaces(root);
    expect(workspaces.map((ws) => [ws.name, ws.builds, ws.deps])).toEqual([
      ['@x/lib', false, []],
      ['@x/api', true, []],
      ['@x/web', true, ['@x/lib']],
    ]);
    expect(inputDirs(workspaces, '@x/web')).toEqual(['apps/web', 'packages/lib']);
    expect(inputDirs(workspaces, '@x/api')).toEqual(['apps/api']);
  });

  it('covers the folders a workspace names in playdesk.buildReads, and rebuilds on their change', async () => {
    workspace('apps/api', {
      name: '@x/api',
      scripts: { build: buildScript('api') },
      playdesk: { buildReads: ['apps/web/src/i18n'] },
    });
    write('apps/web/src/i18n/en.json', '{"hello":"Hello"}');
    expect(inputDirs(listWorkspaces(root), '@x/api')).toEqual(['apps/api', 'apps/web/src/i18n']);
    await run();
    write('apps/web/src/i18n/en.json', '{"hello":"Hi"}');
    expect((await run()).built.sort()).toEqual(['api', 'web']);
    // A file of web outside the folder api reads rebuilds web alone.
    write('apps/web/src/index.ts', 'export const name = 2;\n');
    expect((await run()).built).toEqual(['web']);
  });

  it("changes with a file's content, not with its outputs or a rewrite of the same bytes", () => {
    const workspaces = listWorkspaces(root);
    const web = () => inputFingerprint(root, workspaces, '@x/web', {});
    const before = web();
    write('packages/lib/src/index.ts', "export const name = '@x/lib';\n"); // same bytes
    write('apps/web/dist/out.js', 'built'); // an output
    write('apps/web/node_modules/x/index.js', 'installed');
    expect(web()).toBe(before);
    write('packages/lib/src/index.ts', "export const name = 'changed';\n");
    expect(web()).not.toBe(before);
    expect(inputFingerprint(root, workspaces, '@x/web', { VITE_X: '1' })).not.toBe(web());
  });
});

// Each build is an `npm run build` in a workspace: a second or more on a busy machine.
describe('node scripts/build.mjs', { timeout: 60_000 }, () => {
  it('builds nothing when nothing changed since the last build', async () => {
    const first = await run();
    expect(first).toMatchObject({ code: 0, built: ['api', 'web'] });
    const second = await run();
    expect(second).toMatchObject({ code: 0, built: [] });
    expect(second.log).toContain('up to date');
  });

  it('rebuilds the workspaces a changed source belongs to, and only those', async () => {
    await run();
    write('apps/api/src/index.ts', 'export const changed = true;\n');
    expect((await run()).built).toEqual(['api']);
    // A dependency's source rebuilds the app that bundles it.
    write('packages/lib/src/extra.ts', 'export const added = 1;\n');
    expect((await run()).built).toEqual(['web']);
    // The lockfile (dependency versions) rebuilds everything.
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect((await run()).built).toEqual(['api', 'web']);
    expect((await run()).built).toEqual([]);
  });

  it('rebuilds a dist that was deleted or written by something else', async () => {
    await run();
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect((await run()).built).toEqual(['web']);
    write('apps/api/dist/out.js', 'an older build');
    expect((await run()).built).toEqual(['api']);
  });

  it('shows a failing build whole and records nothing for it', async () => {
    await run();
    write('apps/api/src/index.ts', 'export const changed = true;\n');
    write(
      'apps/api/package.json',
      JSON.stringify({
        name: '@x/api',
        scripts: {
          build: 'node -e "console.error(\'syntax error in src/index.ts\');process.exit(3)"',
        },
      }),
    );
    const failed = await run();
    expect(failed.code).not.toBe(0);
    expect(failed.log).toContain('syntax error in src/index.ts');
    expect(failed.log).toContain('api FAILED');
    write(
      'apps/api/package.json',
      JSON.stringify({ name: '@x/api', scripts: { build: buildScript('api') } }),
    );
    expect((await run()).built).toEqual(['api']);
  });

  it('builds everything with --all', async () => {
    await run();
    expect((await run({ all: true })).built).toEqual(['api', 'web']);
  });
});

// Builds the workspaces that have a `build` script (the embed runtime, the console, the player app,
// the server) and records, per workspace, a fingerprint of what the build read and of what it wrote.
//
//   node scripts/build.mjs          builds only the workspaces whose inputs or output changed since
//                                   their last build, quietly (`npm start`); a failing build's output
//                                   is shown whole
//   node scripts/build.mjs --all    builds every workspace, with its output (`npm run build`)
//
// A workspace's inputs are every file of its folder and of the workspaces it depends on (transitively;
// `node_modules`, `dist` and the other ignored outputs left out), the folders its package.json names
// in `playdesk.buildReads` (files it reads from a workspace it does not depend on: the console's
// preview reads the player app's catalogues), the root package.json, lockfile and
// tsconfig.base.json, and the environment the builds read (NODE_ENV, VITE_*). Files are compared by
// content, so a checkout, a touch or a copy that changes nothing rebuilds nothing, and any change
// rebuilds that app. The output's fingerprint (every file under `dist`) makes a dist written by
// anything else (a workspace's own `npm run build`, a deleted or edited file) count as changed too.
// Fingerprints live in node_modules/.cache/playdesk-build/, outside what the server serves.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders that are outputs or local data, never build inputs (as in .gitignore). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
]);
/** Root files every build reads (dependency versions, the shared compiler options). */
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * The workspaces of the repository at `root`, in the order of its `workspaces` globs (`dir/*`
 * entries only, as this repository uses): name, folder (relative), whether it builds, and the
 * names of the workspaces it depends on.
 * @param {string} root
 * @returns {{ name: string, dir: string, builds: boolean, deps: string[], reads: string[] }[]}
 */
export function listWorkspaces(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  /** @type {{ name: string, dir: string, builds: boolean, deps: string[], reads: string[] }[]} */
  const found = [];
  for (const pattern of pkg.workspaces ?? []) {
    const parent = pattern.replace(/\/\*$/, '');
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, parent), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${parent}/${entry.name}`)
          .sort()
      : [pattern];
    for (const dir of dirs) {
      const file = join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const ws = JSON.parse(readFileSync(file, 'utf8'));
      found.push({
        name: ws.name,
        dir,
        builds: typeof ws.scripts?.build === 'string',
        deps: Object.keys({ ...ws.dependencies, ...ws.devDependencies }),
        reads: Array.isArray(ws.playdesk?.buildReads) ? ws.playdesk.buildReads.map(String) : [],
      });
    }
  }
  const names = new Set(found.map((ws) => ws.name));
  for (const ws of found) ws.deps = ws.deps.filter((dep) => names.has(dep));
  return found;
}

/**
 * The folders a workspace's build reads: its own and those of the workspaces it depends on,
 * directly or not, and the folders each of them names in `playdesk.buildReads`.
 * @param {{ name: string, dir: string, deps: string[], reads?: string[] }[]} workspaces
 * @param {string} name
 * @returns {string[]}
 */
export function inputDirs(workspaces, name) {
  const byName = new Map(workspaces.map((ws) => [ws.name, ws]));
  const seen = new Set();
  const queue = [name];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(byName.get(next)?.deps ?? []));
  }
  const dirs = [...seen].flatMap((n) => [byName.get(n).dir, ...(byName.get(n).reads ?? [])]);
  return [...new Set(dirs)].sort();
}

/**
 * The files under `dir` (relative to `root`, sorted), skipping `skip`'s folder names.
 * @param {string} root
 * @param {string} dir
 * @param {Set<string>} skip
 * @returns {string[]}
 */
function filesUnder(root, dir, skip) {
  const out = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return; // no such folder (a dist not built yet)
    }
    for (const entry of entries) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(path);
      } else if (entry.isFile() && !entry.name.endsWith('.log')) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A hash of the files' paths and contents (plus `extra` lines), so a renamed, added, removed or
 * edited file changes it and nothing else does.
 * @param {string} root
 * @param {string[]} files
 * @param {string[]} [extra]
 */
function hashFiles(root, files, extra = []) {
  const hash = createHash('sha256');
  for (const line of extra) hash.update(`${line}\n`);
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

/**
 * What a workspace's build reads, as one hash.
 * @param {string} root
 * @param {{ name: string, dir: string, deps: string[] }[]} workspaces
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 */
export function inputFingerprint(root, workspaces, name, env) {
  const files = [
    ...ROOT_INPUTS.filter((file) => existsSync(join(root, file))),
    ...inputDirs(workspaces, name).flatMap((dir) => filesUnder(root, dir, SKIPPED_DIRS)),
  ];
  const vars = Object.keys(env)
    .filter((key) => key === 'NODE_ENV' || key.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return hashFiles(root, files, vars);
}

/**
 * What a workspace's build wrote (every file under its `dist`), as one hash.
 * @param {string} root
 * @param {string} dir
 */
export function outputFingerprint(root, dir) {
  return hashFiles(root, filesUnder(root, `${dir}/dist`, new Set()));
}

const stampFile = (root, name) =>
  join(root, 'node_modules', '.cache', 'playdesk-build', `${name.replace(/[^\w.-]/g, '_')}.json`);

/**
 * Whether a workspace needs building: no record of a build, or its inputs or its output changed
 * since.
 * @param {string} root
 * @param {{ name: string, dir: string, deps: string[] }[]} workspaces
 * @param {{ name: string, dir: string }} ws
 * @param {NodeJS.ProcessEnv} env
 */
export function needsBuild(root, workspaces, ws, env) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(root, ws.name), 'utf8'));
  } catch {
    return true;
  }
  return (
    stamp.inputs !== inputFingerprint(root, workspaces, ws.name, env) ||
    stamp.output !== outputFingerprint(root, ws.dir)
  );
}

/**
 * Records a successful build of a workspace from `inputs` (its input fingerprint taken before the
 * build started: a file edited during the build then makes the next start build again).
 * @param {string} root
 * @param {{ name: string, dir: string }} ws
 * @param {string} inputs
 */
export function recordBuild(root, ws, inputs) {
  const file = stampFile(root, ws.name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify({ inputs, output: outputFingerprint(root, ws.dir) }));
}

/**
 * Runs `npm run build` in one workspace. Quiet: the output is kept and returned with the exit code.
 * Else it is shown as it comes.
 * @param {string} root
 * @param {string} name
 * @param {boolean} quiet
 * @returns {Promise<{ code: number, output: string }>}
 */
function runBuild(root, name, quiet) {
  // Through npm's own CLI when run by npm (no shell, same npm), else the `npm` on the PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  return new Promise((resolve) => {
    const child = spawn(npm[0], [...npm.slice(1), 'run', 'build', '--workspace', name], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ code: 1, output: `could not start npm: ${err.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Builds the workspaces that need it (all with `all`), one after the other, and records each
 * success. Returns the exit code.
 * @param {string} root
 * @param {{ all?: boolean, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [options]
 */
export async function build(root, { all = false, env = process.env, log = console.log } = {}) {
  const workspaces = listWorkspaces(root);
  const buildable = workspaces.filter((ws) => ws.builds);
  const todo = buildable
    .map((ws) => ({ ws, inputs: inputFingerprint(root, workspaces, ws.name, env) }))
    .filter(({ ws }) => all || needsBuild(root, workspaces, ws, env));
  const short = (ws) => relative(root, join(root, ws.dir)).replace(/^(apps|packages)\//, '');
  if (todo.length === 0) {
    log(`Build: up to date (${buildable.map(short).join(', ')}), nothing to do.`);
    return 0;
  }
  if (!all) {
    const names = todo.map(({ ws }) => short(ws)).join(', ');
    log(`Build: ${names} changed since the last build; building (npm run build shows all)…`);
  }
  for (const { ws, inputs } of todo) {
    const started = Date.now();
    const { code, output } = await runBuild(root, ws.name, !all);
    if (code !== 0) {
      if (!all) log(output.trimEnd());
      log(`Build: ${short(ws)} FAILED (exit code ${code}), output above.`);
      return code;
    }
    recordBuild(root, ws, inputs);
    if (!all) log(`  ${short(ws)} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.exitCode = await build(root, { all: process.argv.includes('--all') });
}

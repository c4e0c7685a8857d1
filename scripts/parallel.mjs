// Runs npm scripts side by side (`node scripts/parallel.mjs typecheck lint`): each line of their
// output is prefixed with the script's name, and once all have ended it exits with the first
// failure's code (0 when all passed). A failure does not stop the others, so one run shows every
// failing step. `npm test` runs its checks and the build so (package.json).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs SCRIPT...');
  process.exit(2);
}
const width = Math.max(...names.map((name) => name.length));
// Through npm's own CLI when run by npm (no shell, same npm), else the `npm` on the PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

const children = [];
const results = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(npm[0], [...npm.slice(1), 'run', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const prefix = `[${name.padEnd(width)}] `;
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          process.stdout.write(`${prefix}${line}\n`);
        });
      }
      child.on('error', (err) => {
        process.stdout.write(`${prefix}could not start: ${err.message}\n`);
        resolve(1);
      });
      child.on('close', (code, signal) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
        process.stdout.write(`${prefix}${outcome} in ${seconds} s\n`);
        resolve(code ?? 1);
      });
    }),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const codes = await Promise.all(results);
process.exit(codes.find((code) => code !== 0) ?? 0);

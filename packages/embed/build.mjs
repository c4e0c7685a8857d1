// Builds the embed runtime (src/runtime.ts) into dist/runtime.js (and the console's preview page
// script, src/preview.ts, into dist/preview.js): one minified classic script with
// no dependencies, for old and new browsers alike. The server serves it (embed-script.ts).
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

await build({
  entryPoints: ['src/runtime.ts', 'src/preview.ts'],
  outdir: 'dist',
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2019'],
  legalComments: 'none',
  logLevel: 'warning',
});
const size = gzipSync(readFileSync('dist/runtime.js'), { level: 9 }).length;
console.log(`embed runtime: dist/runtime.js ${(size / 1024).toFixed(2)} KB gzip`);
if (size > 8 * 1024) {
  console.error('The embed runtime is over its 8 KB gzip budget.');
  process.exit(1);
}

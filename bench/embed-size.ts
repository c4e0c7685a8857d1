/**
 * `npm run bench -- embed-size` (and part of `npm run bench`): the gzip sizes of what a business's
 * page loads to show a game — the snippet pasted into the page (the loader with one inline call)
 * and the runtime it loads (packages/embed/dist/runtime.js, from `npm run build`) — beside
 * Cal.com's embed, measured the same way: 502 B snippet, 17.2 KB runtime.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { snippet } from '@playdesk/embed/snippet';

const CAL_SNIPPET = 502;
const CAL_RUNTIME = 17.2 * 1024;
const SNIPPET_BUDGET = 1024;
const RUNTIME_BUDGET = 8 * 1024;

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

export interface EmbedSizes {
  snippet: number;
  runtime: number;
}

/** Measures and prints the sizes; throws when the runtime is not built. */
export function embedSizeBench(): EmbedSizes {
  const file = join('packages', 'embed', 'dist', 'runtime.js');
  if (!existsSync(file)) throw new Error('Run `npm run build` first (packages/embed/dist).');
  const pasted = snippet('https://play.example.com', [
    { command: 'inline', options: { game: 'AbCdEfGhIjKl', target: '#playdesk-game' } },
  ]);
  const sizes = { snippet: gzip(pasted), runtime: gzip(readFileSync(file)) };
  console.log('\nEmbed (gzip, level 9):');
  console.log(
    `  snippet:  ${String(sizes.snippet).padStart(5)} B    (budget ≤ ${SNIPPET_BUDGET} B; Cal.com ${CAL_SNIPPET} B)`,
  );
  console.log(
    `  runtime:  ${kb(sizes.runtime).padStart(8)}  (budget ≤ ${kb(RUNTIME_BUDGET)}; Cal.com ${kb(CAL_RUNTIME)})`,
  );
  return sizes;
}

import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playAliases, precompress } from './vite.config.js';

/** Where the scanner's files are served (the server serves apps/play/dist under /play/). */
const BASE = '/play/redeem/';
const WORKER = 'redeem-sw';

/**
 * The scanner's manifest and its service worker's precache list, written once the bundle is
 * known: the worker (src/redeem/sw.ts) gets every file the scanner may load (its lazy camera
 * chunk and catalogues included) and a version that changes with them, so it opens offline.
 */
function scannerWorker(): Plugin {
  return {
    name: 'playdesk-redeem-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify({
          name: 'Playdesk counter',
          short_name: 'Counter',
          description: 'Scan and redeem rewards at the counter.',
          id: '/redeem',
          start_url: '/redeem',
          scope: '/redeem',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#111827',
          theme_color: '#111827',
          icons: [{ src: `${BASE}icon.svg`, sizes: 'any', type: 'image/svg+xml' }],
        }),
      });
      const files = Object.keys(bundle)
        .filter(
          (name) => !name.endsWith('.map') && !name.endsWith('.html') && name !== `${WORKER}.js`,
        )
        .map((name) => BASE + name);
      // The public folder's files (the icon) are not in the bundle.
      files.push(`${BASE}manifest.webmanifest`, `${BASE}icon.svg`);
      const version = createHash('sha256')
        .update(files.sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const worker = bundle[`${WORKER}.js`];
      if (!worker || worker.type !== 'chunk') throw new Error('The scanner worker was not built');
      worker.code = worker.code
        .replace('__REDEEM_PRECACHE__', JSON.stringify(files))
        .replace('__REDEEM_VERSION__', JSON.stringify(version));
    },
  };
}

/**
 * The counter scanner (`/redeem`, docs/rewards.md#redemption-in-store): an app of its own, built
 * beside the player pages into dist/redeem/. No player page loads any of it, and it loads nothing
 * of theirs (its own small catalogue, no game code); the camera's QR library is a lazy chunk.
 */
export default defineConfig({
  base: BASE,
  publicDir: fileURLToPath(new URL('./src/redeem/public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress(), scannerWorker()],
  resolve: { alias: playAliases() },
  build: {
    outDir: 'dist/redeem',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        scanner: fileURLToPath(new URL('./redeem.html', import.meta.url)),
        [WORKER]: fileURLToPath(new URL('./src/redeem/sw.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === WORKER ? `${WORKER}.js` : 'assets/[name]-[hash].js',
      },
    },
  },
});

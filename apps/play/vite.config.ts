import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/** What Rolldown's chunking callbacks may ask about a module. */
interface Chunking {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const PAGE = fileURLToPath(new URL('./index.html', import.meta.url));
/** Per chunking pass (keyed by the page's module info, reused within a pass). */
const initialSets = new WeakMap<object, Set<string>>();

/**
 * The modules the page imports statically — its initial JavaScript, React included. They go in
 * the entry chunk: Rolldown would otherwise make a common chunk of each set of them that some
 * lazy chunk shares too (ten files to preload instead of one, and worse gzip).
 */
function isInitial(id: string, ctx: Chunking): boolean {
  const page = ctx.getModuleInfo(PAGE);
  if (!page) return false;
  let initial = initialSets.get(page);
  if (!initial) {
    initial = new Set([PAGE]);
    const queue = [PAGE];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
        if (initial.has(imported)) continue;
        initial.add(imported);
        queue.push(imported);
      }
    }
    initialSets.set(page, initial);
  }
  return initial.has(id);
}

/**
 * Writes `.br` and `.gz` beside each built script and style sheet, once, at build time: the server
 * sends them to browsers that accept them (@fastify/static's `preCompressed`), so a phone on a
 * slow network downloads about a quarter of the bytes, and no request spends CPU compressing.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'playdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      for (const file of readdirSync(outDir)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = join(outDir, file);
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** The aliases both builds (the player pages and the counter scanner) resolve with. */
export function playAliases() {
  return [
    // Every `from 'zod'` (ours and the shared packages') gets zod set up for the CSP: src/zod.ts.
    { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod.ts', import.meta.url)) },
    // React's API on Preact (ADR 008): React and ReactDOM alone are 68 KB gzip, over four fifths
    // of the page's 80 KB budget; Preact with its React layer is about 5 KB. src/preact-react.ts
    // adds the React 19 hooks the layer lacks. (The console and the unit tests keep React.)
    {
      find: /^react$/,
      replacement: fileURLToPath(new URL('./src/preact-react.ts', import.meta.url)),
    },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  ];
}

/**
 * The player app is served by the API server: its index.html for the player paths (`/game…`,
 * `/game-embedder/…`, …) and its files under `/play/`. It is a separate, small bundle: each game's
 * view is a lazy chunk, so the initial JavaScript stays within the 80 KB gzip budget.
 * In development the API is proxied to the server on port 3000.
 */
export default defineConfig({
  base: '/play/',
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    // The player pages' service worker (src/pwa/player-sw.ts, Workbox): built to dist/player-sw.js
    // with the shell's precache list; the server serves it at /player-sw.js. No manifest here: each
    // business has its own, served by the API.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'player-sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,svg,woff2}'],
        // demo/: the demo's pictures; redeem/: the counter scanner, its own app and worker.
        globIgnores: ['demo/**', 'redeem/**'],
        // Precache URLs are absolute: the worker lives at /player-sw.js, the files under /play/.
        modifyURLPrefix: { '': '/play/' },
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: playAliases(),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id, ctx) => (isInitial(id, ctx) ? 'index' : null) }],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/services': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});

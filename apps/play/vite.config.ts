import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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
 * The player app is served by the API server: its index.html for the player paths (`/game…`,
 * `/game-embedder/…`, …) and its files under `/play/`. It is a separate, small bundle: each game's
 * view is a lazy chunk, so the initial JavaScript stays within the 100 KB gzip budget.
 * In development the API is proxied to the server on port 3000.
 */
export default defineConfig({
  base: '/play/',
  plugins: [
    react(),
    tailwindcss(),
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
        globIgnores: ['demo/**'],
        // Precache URLs are absolute: the worker lives at /player-sw.js, the files under /play/.
        modifyURLPrefix: { '': '/play/' },
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // Every `from 'zod'` (ours and the shared packages') gets zod set up for the CSP: src/zod.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod.ts', import.meta.url)) },
    ],
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

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Issue 33 §12: the console's first load — the scripts, module preloads and style sheet of
 * `index.html`, each at gzip level 9, as `npm run bench` counts them — stays within 150 KB
 * (docs/adr/013-console-first-load.md). The build fails past it, and says so if zod, which the
 * first load leaves to the pages that call the API, is what came back.
 */
const FIRST_LOAD_BUDGET = 150 * 1024;

function firstLoadBudget(): Plugin {
  return {
    name: 'playdesk-first-load-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const refs = [
        ...String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g),
      ];
      let total = 0;
      const withZod: string[] = [];
      for (const [, file = ''] of refs) {
        const out = bundle[file];
        if (!out) continue;
        total += gzipSync(out.type === 'chunk' ? out.code : out.source, { level: 9 }).length;
        if (
          out.type === 'chunk' &&
          Object.keys(out.modules).some((id) => /[\\/]zod[\\/]/.test(id))
        ) {
          withZod.push(file);
        }
      }
      if (total > FIRST_LOAD_BUDGET) {
        this.error(
          `The console's first load is ${total} bytes gzip, over its ${FIRST_LOAD_BUDGET}` +
            (withZod.length
              ? `; zod is in it (${withZod.join(', ')}): import contract schemas only where a call or form needs them`
              : '') +
            ' (docs/adr/013-console-first-load.md).',
        );
      }
    },
  };
}

/**
 * The console is served by the API server at `/` (with SPA fallback), so it builds to
 * `apps/console/dist` with `base: '/'` and hashed assets under `/assets/`.
 * In development the API is proxied to the server on port 3000.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), firstLoadBudget()],
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
      // The contract and the games package do nothing when imported but define things: a module
      // of theirs none of whose exports is used is left out. Without this, the few schemas the
      // first load needs (profile, sign-in, errors), imported from the contract's index, brought
      // every section's schemas and every game's engine into the first load.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contract|games)[\\/]/.test(id),
      },
      output: {
        // Long-lived vendor chunks: a console release does not invalidate the libraries' cache.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // Only the libraries every page needs: the query cache, the session store, and
            // get-nonce, where main.tsx leaves the CSP nonce for the Radix dialogs' style element
            // (claimed here first: the 'radix' group below would take it in as a dependency, and
            // the whole group would then be part of the first load).
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|zustand|get-nonce)[\\/]/,
              priority: 2,
            },
            // The console's own modules that every page runs (main.tsx's static imports): one
            // chunk, not one per module that a lazy chunk shares with them.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !/node_modules/.test(id),
              priority: 1,
            },
            // Forms (guest pages and the sections' editors) and the Radix primitives of the
            // signed-in shell and dialogs: long-lived too, but fetched with the routes that use
            // them, not by the first load. Quill, recharts and qrcode stay in their screens' chunks.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 1,
            },
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/services': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});

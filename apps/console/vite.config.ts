import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The console is served by the API server at `/` (with SPA fallback), so it builds to
 * `apps/console/dist` with `base: '/'` and hashed assets under `/assets/`.
 * In development the API is proxied to the server on port 3000.
 */
export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
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
            // Only the libraries every page needs. Quill, recharts and qrcode are imported lazily
            // by the screens that use them and must stay in those screens' chunks.
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|@radix-ui|react-hook-form|@hookform|zustand|dompurify)[\\/]/,
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

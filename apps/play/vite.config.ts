import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The player app is served by the API server: its index.html for the player paths (`/game…`,
 * `/game-embedder/…`, …) and its files under `/play/`. It is a separate, small bundle: each game's
 * view is a lazy chunk, so the initial JavaScript stays within the 100 KB gzip budget.
 * In development the API is proxied to the server on port 3000.
 */
export default defineConfig({
  base: '/play/',
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
  },
  server: {
    port: 5174,
    proxy: {
      '/services': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});

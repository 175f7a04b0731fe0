import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./packages/app', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/app', import.meta.url));
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Builds packages/app into dist/app, which the server serves in production (design §1). */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // scripts/budget.mjs reads it to weigh each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The entry's whole static graph in one file: left to the automatic splitting it came in a
        // dozen pieces (the parts lazy pages share too), which compress worse and cost requests.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
});

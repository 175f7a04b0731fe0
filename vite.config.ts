import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/precompressPlugin.ts';

const root = fileURLToPath(new URL('./packages/app', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/app', import.meta.url));
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Builds packages/app into dist/app, which the server serves in production (design §1). */
export default defineConfig({
  root,
  plugins: [react(), precompressPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
});

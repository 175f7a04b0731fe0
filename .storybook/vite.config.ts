import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Storybook's own Vite config, so it never picks up the app's root vite.config.ts (which builds
// packages/app with its own root, proxy and output settings).
export default defineConfig({
  plugins: [react()],
  // The map is imported lazily; pre-bundle it up front so opening a map story never reloads the page.
  optimizeDeps: { include: ['leaflet', 'react-leaflet', 'react-leaflet-cluster'] },
});

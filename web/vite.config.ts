import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactfireLeanImports } from './reactfire-lean-imports';

export default defineConfig({
  // reactfireLeanImports keeps the Firebase products reactfire imports, but the home page does
  // not use, out of the first bundle (docs/decisions/002-bundle-budget.md).
  plugins: [react(), reactfireLeanImports()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Photos are served by the serveImage function behind Hosting's /images/** rewrite
    // (firebase.json); in development the Functions emulator answers them the same way.
    proxy: {
      '/images': {
        target: 'http://127.0.0.1:5001',
        rewrite: (path) => `/demo-kookers/europe-west1/serveImage${path}`,
      },
    },
  },
});

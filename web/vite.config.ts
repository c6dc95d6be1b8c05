import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { reactfireLeanImports, reactfireLeanImportsForDeps } from './reactfire-lean-imports.ts';

export default defineConfig(({ isSsrBuild, mode }) => ({
  // reactfireLeanImports keeps the Firebase products reactfire imports, but the home page does
  // not use, out of the first bundle (docs/decisions/002-bundle-budget.md).
  plugins: [react(), reactfireLeanImports()],
  define: {
    // The year prerendered pages are built in: the footer shows it until hydration ends.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Whether this build talks to the Local Emulator Suite (VITE_USE_EMULATORS, web/.env.emulator):
    // a literal, so that a production build drops what only the local platform loads, the
    // simulated card element first (docs/decisions/017-paiements-par-carte.md, « plateforme locale »).
    __LOCAL_PLATFORM__: JSON.stringify(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_USE_EMULATORS === 'true'),
  },
  build: {
    target: 'es2022',
    // The browser build: sourcemaps, and the manifest that scripts/build/web.mjs reads to write
    // the prerendered pages' links and to check each page's JavaScript budget. The server build
    // of app/prerender.tsx (same script) needs neither.
    sourcemap: !isSsrBuild,
    manifest: !isSsrBuild,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  optimizeDeps: {
    // `npm run dev` pre-bundles dependencies without the app's plugins: the same rewrite of
    // reactfire's imports is applied there, so dev serves what the build ships
    // (scripts/build/dev-imports.test.ts checks it).
    rolldownOptions: { plugins: [reactfireLeanImportsForDeps()] },
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
}));

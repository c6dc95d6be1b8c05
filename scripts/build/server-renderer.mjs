// The server build of web/src/app/prerender.tsx: the app's pages rendered to HTML in Node.
// scripts/build/web.mjs uses it at build time (the public pages, the shell); functions/build.mjs
// ships it with the functions, for the pages rendered on request (a Kooker's page, the search:
// docs/decisions/012-pages-rendered-on-the-server.md). Every dependency is bundled in (no
// `node_modules` needed where it runs), as ES modules with the .mjs extension (the functions'
// package is CommonJS).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const WEB = resolve(fileURLToPath(import.meta.url), '../../../web');
export const SERVER_RENDERER_FILE = 'prerender.mjs';

/** Builds the renderer into `outDir` (emptied); resolves with the path of its entry. */
export async function buildServerRenderer({ outDir, mode = 'production' }) {
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
  });
  return join(outDir, SERVER_RENDERER_FILE);
}

// `npm run build --workspace web` (web/package.json): the browser build, the prerendered pages,
// then the JavaScript budget of each page; fails if a page is over its budget.
// 1. `vite build` → web/dist (with its manifest);
// 2. a server build of web/src/app/prerender.tsx (server-renderer.mjs), in a temporary folder;
// 3. scripts/build/prerender.mjs renders the public pages and the shell into web/dist;
// 4. scripts/build/js-budget.mjs sums, for each page, the gzipped scripts it loads.
// `--mode <mode>` is passed to Vite (`emulator` for local runs; none for production).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { checkJsBudgets } from './js-budget.mjs';
import { prerenderPages } from './prerender.mjs';
import { buildServerRenderer, WEB } from './server-renderer.mjs';

const DIST = join(WEB, 'dist');
const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > -1 ? process.argv[modeIndex + 1] : 'production';
const common = { root: WEB, configFile: join(WEB, 'vite.config.ts'), mode };

await build(common);

const cache = resolve(WEB, '../.cache');
mkdirSync(cache, { recursive: true });
const serverOut = mkdtempSync(join(cache, 'prerender-'));
try {
  const serverEntry = await buildServerRenderer({ outDir: serverOut, mode });
  const pages = await prerenderPages({ dist: DIST, serverEntry });
  console.log('\nPages prérendues (web/dist)');
  for (const page of pages)
    console.log(`  ${page.path.padEnd(17)} ${page.file.padEnd(21)} ${(page.bytes / 1024).toFixed(1).padStart(6)} KB`);
} finally {
  rmSync(serverOut, { recursive: true, force: true });
}

const budgets = checkJsBudgets(DIST);
if (!budgets.every((row) => row.ok)) {
  console.error('\n[kookers] Budget JavaScript dépassé : voir le tableau ci-dessus (docs/decisions/010-first-paint.md).');
  process.exit(1);
}

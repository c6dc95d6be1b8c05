// Bundles the functions with the shared domain package into lib/index.js, so `firebase deploy`
// uploads one self-contained file; firebase-admin and firebase-functions stay external and are
// installed from package.json at deploy time. `--watch` rebuilds on change (npm run dev).
// lib/local-scheduler.js is the local platform's runner of the scheduled jobs (npm start, npm
// run dev): a second entry, never exported by index.ts; lib/local-mail.js, the local platform's
// mail delivery to MailDev (docs/notifications.md), a third; lib/migrate.js, the data migrations
// a deploy runs once (scripts/deploy.mjs), a fourth. `--deploy`: the bundle a deploy uploads, without
// the simulated processor's card element and event delivery (bundle.mjs).
// lib/web-render/ is the web app's server renderer (scripts/build/server-renderer.mjs), with
// which kookerPage and searchPage render their pages (docs/decisions/012-pages-rendered-on-the-server.md);
// `--watch` builds it once, at start.
import { context } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { buildServerRenderer } from '../scripts/build/server-renderer.mjs';
import { bundleOptions } from './bundle.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const watch = process.argv.includes('--watch');
await buildServerRenderer({ outDir: here('lib/web-render') });
const ctx = await context(bundleOptions({ deploy: process.argv.includes('--deploy') }));
if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}

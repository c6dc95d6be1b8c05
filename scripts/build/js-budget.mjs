// The gzipped-JavaScript budget of each page, from the build manifest (docs/decisions/002 and
// 010): what a phone downloads to show the page and what it loads by itself once there (the
// home's featured Kookers and reviews, the search's queries when reached inside the app, the Kooker page's
// reviews and free slots), not what waits for a click.
// Run by every build (scripts/build/web.mjs, hence `npm test`); `npm run bench` measures the same
// pages in a real browser. `node scripts/build/js-budget.mjs` checks web/dist as it is.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appClosure, filesOf, readManifest, staticClosure } from './manifest.mjs';

/** Session: Firebase Auth, loaded after the first paint when the browser keeps a signed-in user. */
const SESSION_MODULE = 'src/features/auth/session-source.ts';

export const PAGE_BUDGETS = [
  {
    label: 'accueil (/)',
    limitKb: 150,
    route: null,
    lazy: ['src/features/home/api/featured-kookers.ts', 'src/features/home/api/home-reviews.ts'],
  },
  { label: 'recherche (/search)', limitKb: 200, route: 'src/app/routes/search.tsx', lazy: ['src/features/search/api/search-kookers.ts'] },
  {
    label: 'profil Kooker (/kookers/:id)',
    limitKb: 200,
    route: 'src/app/routes/kooker-profile.tsx',
    lazy: [
      'src/features/kooker-profile/api/kooker.ts',
      'src/features/kooker-profile/api/reviews.ts',
      'src/features/booking/api/availability.ts',
    ],
  },
  // « Demander une offre » (docs/reservations.md): a signed-in page reached from a Kooker's. Its form (formik, the
  // domain's schema) and the Kooker read with Firestore Lite first; then the client's address, read with the full SDK
  // (the booking panel's prefill), which is most of the rest. The communes, as in the booking panel, are not counted.
  {
    label: 'demande d’offre (/kookers/:id/demande)',
    limitKb: 330,
    route: 'src/app/routes/offer-request.tsx',
    lazy: ['src/features/offers/api/client-address.ts'],
  },
  // The legal pages, prerendered and linked from every footer (docs/produit.md, « Les pages légales »).
  { label: 'mentions légales (/legal)', limitKb: 200, route: 'src/app/routes/legal-notice.tsx', lazy: [] },
  { label: 'CGV (/terms-of-sale)', limitKb: 200, route: 'src/app/routes/terms-of-sale.tsx', lazy: [] },
  { label: 'classement (/ranking)', limitKb: 200, route: 'src/app/routes/ranking.tsx', lazy: [] },
  { label: 'avis (/reviews-policy)', limitKb: 200, route: 'src/app/routes/reviews-policy.tsx', lazy: [] },
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function checkJsBudgets(dist) {
  const manifest = readManifest(dist);
  const sizes = new Map();
  /** Gzipped as a server would send it (level 9, as npm run bench measures). */
  const gzipped = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(join(dist, url)), { level: 9 }).length);
    return sizes.get(url);
  };
  const total = (keys) => filesOf(manifest, keys).scripts.reduce((sum, url) => sum + gzipped(url), 0);

  const rows = PAGE_BUDGETS.map((page) => {
    const keys = appClosure(manifest);
    if (page.route) staticClosure(manifest, page.route, keys);
    const first = total(keys);
    for (const lazy of page.lazy) staticClosure(manifest, lazy, keys);
    const all = total(keys);
    const withSession = total(staticClosure(manifest, SESSION_MODULE, new Set(keys)));
    return { ...page, firstKb: kb(first), totalKb: kb(all), sessionKb: kb(withSession - all), ok: all <= page.limitKb * 1024 };
  });

  console.log('\nJavaScript par page (gzip -9, d’après web/dist/.vite/manifest.json)');
  console.log(`  ${'page'.padEnd(30)} ${'1er affichage'.padStart(13)} ${'+ chargé seul'.padStart(13)} ${'budget'.padStart(9)}   session`);
  for (const row of rows) {
    console.log(
      `${row.ok ? '✔' : '✘'} ${row.label.padEnd(30)} ${`${row.firstKb} KB`.padStart(13)} ${`${row.totalKb} KB`.padStart(13)} ${`≤ ${row.limitKb} KB`.padStart(9)}   +${row.sessionKb} KB`,
    );
  }
  console.log('  « + chargé seul » : ce que la page charge d’elle-même une fois affichée (Kookers à la une, avis, créneaux) ;');
  console.log('  « session » : Firebase Auth, chargé après l’affichage si le navigateur garde un utilisateur connecté.');
  return rows;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = checkJsBudgets(resolve(fileURLToPath(import.meta.url), '../../../web/dist'));
  process.exit(rows.every((row) => row.ok) ? 0 : 1);
}

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectionPath, documentPath } from '@kookers/domain/data';
import type { EmbeddedSearchPage } from '@kookers/domain/pages';
import { PAGE_SIZE, searchCriteriaKey, searchStateFromParams } from '@kookers/domain/search';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpRulesEnvironment, tearDownRulesEnvironment } from '../rules/rules-environment';
import { appSearchResults } from '../support/app-search';
import { REGION, closeAdmin } from '../support/clients';
import { clearAuth, clearFirestore, FUNCTIONS_HOST, PROJECT_ID } from '../support/emulators';
import { db, eventually, hostingRewrite, publishedProfile } from './helpers';

/** The function itself; in the app, Hosting's /search rewrite (firebase.json) leads here. */
const FUNCTION_URL = `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${REGION}/searchPage`;

/** A stand-in for Hosting serving web/dist/search.html: the app's shell, a spinner in #root. */
const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kookers met en relation des cuisiniers passionnés et des particuliers." />
    <title>Kookers — Cuisine faite maison, partagée entre particuliers</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><div class="main-layout" data-app-shell=""><p role="status">Chargement…</p></div></div>
    <noscript><p>Sans JavaScript…</p></noscript>
  </body>
</html>
`;

let site: Server;
let siteHost = '';
let env: RulesTestEnvironment | undefined;

/**
 * Lyon: 14 published Kookers, rated 3.6 to 4.9 (one rating each, so the order is plain), and one
 * paused; Paris: 2. Written once for the file: the functions' triggers derive their search
 * fields (communes reached, tokens, facets) a moment later.
 */
const LYON = Array.from({ length: 14 }, (_, index) => ({
  id: `lyon-${String(index).padStart(2, '0')}`,
  firstName: `Kooker${index}`,
  rating: 3.6 + index / 10,
}));
const BY_RATING = [...LYON].sort((a, b) => b.rating - a.rating).map((kooker) => kooker.id);

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url !== '/search.html') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(SHELL);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;

  await Promise.all([clearAuth(), clearFirestore()]);
  const batch = db().batch();
  for (const kooker of LYON) {
    batch.set(
      db().doc(documentPath('kookers', kooker.id)),
      publishedProfile({ firstName: kooker.firstName, lastName: 'Lyonnais', rating: Math.round(kooker.rating * 10) / 10, reviewCount: 1 }),
    );
  }
  batch.set(
    db().doc(documentPath('kookers', 'lyon-pause')),
    publishedProfile({ firstName: 'Pause', published: false, rating: 5, reviewCount: 3 }),
  );
  batch.set(
    db().doc(documentPath('kookers', 'paris-1')),
    publishedProfile({ firstName: 'Apolline', lastName: 'Parisienne', city: 'Paris', rating: 4.9, reviewCount: 12 }),
  );
  batch.set(
    db().doc(documentPath('kookers', 'paris-2')),
    publishedProfile({ firstName: 'Bérénice', lastName: 'Parisienne', city: 'Paris', rating: 4.1, reviewCount: 2 }),
  );
  await batch.commit();
  // The triggers have derived every search field once Lyon is found whole.
  await eventually(
    () => db().collection(collectionPath('kookers')).where('reach', 'array-contains', '69123').where('published', '==', true).count().get(),
    (count) => count.data().count === LYON.length,
  );
  env = await setUpRulesEnvironment(PROJECT_ID);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await tearDownRulesEnvironment(env);
  await closeAdmin();
});

function page(search: string, init: RequestInit = {}, forwardedHost = siteHost): Promise<Response> {
  return fetch(`${FUNCTION_URL}/search${search}`, { ...init, headers: { 'X-Forwarded-Host': forwardedHost, ...init.headers } });
}

function embedded(html: string): EmbeddedSearchPage {
  const json = /<script type="application\/json" id="search-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as EmbeddedSearchPage;
}

/** The app's own reading of a search: its query builder, the full SDK, as a visitor through the rules. */
async function appResults(search: string): Promise<string[]> {
  if (!env) throw new Error('No test environment');
  return (await appSearchResults(env.unauthenticatedContext().firestore() as unknown as Firestore, search)).ids;
}

describe('searchPage', () => {
  it('serves /search rendered with its first results, which it embeds for the page, cached a minute (five on the CDN)', async () => {
    const response = await page('?ville=Lyon');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();

    const data = embedded(html);
    expect(data).toMatchObject({
      criteria: searchCriteriaKey(searchStateFromParams(new URLSearchParams('ville=Lyon'))),
      pages: 1,
      place: { insee: '69123', label: 'Lyon (69001)' },
      total: 14,
      atLeast: false,
      more: true,
    });
    expect(data.kookers.map((kooker) => kooker.id)).toEqual(BY_RATING.slice(0, PAGE_SIZE));
    // What a card shows, nothing of the search's own fields.
    expect(data.kookers[0]).toMatchObject({ firstName: 'Kooker13', lastName: 'Lyonnais', city: 'Lyon', rating: 4.9, published: true });
    for (const hidden of ['searchTokens', 'reach', 'searchFacets', 'availabilityFacets', 'blockedDates', 'createdAt'])
      expect(data.kookers[0], hidden).not.toHaveProperty(hidden);

    // The page itself, for the browser to hydrate: the count, the cards in order, 'Voir plus'.
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith('<div id="root" data-prerendered="/search"><div class="main-layout">')).toBe(true);
    expect(root).not.toContain('data-app-shell');
    expect(root).toContain('14 Kookers trouvés');
    expect(root).toContain('Les Kookers qui viennent à Lyon (69001), ou y habitent.');
    expect(root).toContain('Lyon<span class="kooker-card__distance"> · dans votre ville</span>');
    const names = [...root.matchAll(/<h3 class="kooker-card__name">([^<]*)<\/h3>/g)].map((match) => match[1]);
    expect(names).toEqual(BY_RATING.slice(0, PAGE_SIZE).map((id) => `${LYON.find((kooker) => kooker.id === id)?.firstName} Lyonnais`));
    expect(root).toContain('Voir plus de Kookers');
    expect(root).not.toContain('Pause');
    // Its title, and the link previews' tags naming this very search.
    expect(html).toContain('<title>Trouver un Kooker · Kookers</title>');
    expect(html).toContain(`<meta property="og:url" content="http://${siteHost}/search?ville=Lyon" />`);
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('reads the pages the URL asks for, and answers each search exactly as the app does', async () => {
    const twoPages = embedded(await (await page('?ville=Lyon&pages=2')).text());
    expect(twoPages).toMatchObject({ pages: 2, total: 14, more: false });
    expect(twoPages.kookers.map((kooker) => kooker.id)).toEqual(BY_RATING);
    // Villeurbanne, 5.2 km away, is inside the Lyon Kookers' 20 km: each card says how far.
    const villeurbanne = await (await page('?ville=Villeurbanne')).text();
    expect(embedded(villeurbanne)).toMatchObject({ total: 14, place: { insee: '69266', label: 'Villeurbanne (69100)' } });
    expect(villeurbanne).toContain('Lyon<span class="kooker-card__distance"> · à 5 km</span>');

    const found: Record<string, number> = {};
    for (const search of [
      '',
      '?ville=Lyon&tri=prix',
      '?ville=Villeurbanne',
      '?ville=Villeurbanne&q=kooker3',
      '?ville=Atlantide',
      '?q=apolline',
      '?q=parisienne+apolline',
      '?q=kooker3+lyonnais+lyon',
      '?ville=Paris&note=4.5',
      '?participants=8&ville=paris',
    ]) {
      const ids = embedded(await (await page(search)).text()).kookers.map((kooker) => kooker.id);
      expect(ids, search || '(tout)').toEqual(await appResults(search));
      found[search] = ids.length;
    }
    // Searches that find something: the comparison is not between two empty lists.
    expect(found).toEqual({
      '': 12,
      '?ville=Lyon&tri=prix': 12,
      '?ville=Villeurbanne': 12,
      '?ville=Villeurbanne&q=kooker3': 1,
      '?ville=Atlantide': 0,
      '?q=apolline': 1,
      '?q=parisienne+apolline': 1,
      '?q=kooker3+lyonnais+lyon': 1,
      '?ville=Paris&note=4.5': 1,
      '?participants=8&ville=paris': 2,
    });
  });

  it('redirects any other query to the search’s own URL (301), so that a made-up query cannot go past the CDN', async () => {
    for (const [asked, canonical] of [
      ['?ville=Lyon&utm_source=lettre', '/search?ville=Lyon'],
      ['?q=&ville=Lyon', '/search?ville=Lyon'],
      ['?ville=Lyon&ville=Paris', '/search?ville=Lyon'],
      ['?tri=inconnu&pages=0&note=2', '/search'],
      ['?q=%20tajine%20', '/search?q=tajine'],
    ] as const) {
      const response = await page(asked, { redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe(canonical);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
    }
    // The same search in another order is the same page.
    expect((await page('?participants=8&ville=paris', { redirect: 'manual' })).status).toBe(200);
  });

  it('says when nothing matches, and writes what it was asked as text', async () => {
    const none = await (await page('?q=wakame')).text();
    expect(embedded(none)).toMatchObject({ total: 0, kookers: [], more: false });
    expect(none).toContain('Aucun Kooker ne correspond à votre recherche.');

    const hostile = await (
      await page(`?q=${encodeURIComponent('<script>alert(1)</script>')}&ville=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`)
    ).text();
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).not.toContain('<img src=x');
    expect(hostile.match(/<\/script>/g)).toHaveLength(2);
    expect(embedded(hostile).total).toBe(0);
  });

  it('says so when the site cannot be reached, and refuses other methods', async () => {
    const unreachable = await page('?ville=Lyon', {}, '127.0.0.1:9');
    expect(unreachable.status).toBe(502);
    expect(unreachable.headers.get('cache-control')).toBe('no-store');
    expect(await unreachable.text()).toContain('Cette page est momentanément indisponible.');

    const post = await page('', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is what Hosting serves at /search, before the app’s catch-all', () => {
    const rewrite = hostingRewrite('/search');
    expect(rewrite.function).toEqual({ functionId: 'searchPage', region: REGION });
    expect(rewrite.beforeCatchAll).toBe(true);
  });
});

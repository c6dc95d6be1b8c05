import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPath } from '@kookers/domain/data';
import { imageUrl } from '@kookers/domain/kookers';
import { kookerPageTitle, PAGE_DESCRIPTION_MAX } from '@kookers/domain/pages';
import { formatTitle } from '../../web/src/lib/document-title';
import { FUNCTIONS_HOST, PROJECT_ID } from '../support/emulators';
import { REGION } from '../support/clients';
import { db, hostingRewrite, newKookerId, publishedProfile, service, useEmptyEmulators } from './helpers';

useEmptyEmulators();

/** The function itself; in the app, Hosting's /kookers/** rewrite (firebase.json) leads here. */
const FUNCTION_URL = `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${REGION}/kookerPage`;

/**
 * The site the function takes the app's shell from: a stand-in for Hosting serving
 * web/dist/kooker.html (with an ETag, answering 304 to a revalidation). The function learns its
 * host as Hosting tells it, in X-Forwarded-Host.
 */
let shell = appShell('index-abc123');
const shellRequests: IncomingHttpHeaders[] = [];
let site: Server;
let siteHost = '';

function appShell(script: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kookers met en relation des cuisiniers passionnés et des particuliers." />
    <title>Kookers — Cuisine faite maison, partagée entre particuliers</title>
    <script type="module" crossorigin src="/assets/${script}.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url !== '/kooker.html') {
      res.writeHead(404).end();
      return;
    }
    shellRequests.push(req.headers);
    const etag = `"${shell.length}-${/index-(\w+)/.exec(shell)?.[1]}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: etag, 'Cache-Control': 'no-cache' }).end(shell);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

function page(path: string, init: RequestInit = {}, forwardedHost = siteHost): Promise<Response> {
  return fetch(`${FUNCTION_URL}${path}`, { ...init, headers: { 'X-Forwarded-Host': forwardedHost, ...init.headers } });
}

/** The content of `<meta {attribute}="{key}" content="…">`, as written (escaped). */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
}

async function storeKooker(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = newKookerId();
  await db().doc(documentPath('kookers', id)).set(publishedProfile(overrides));
  return id;
}

describe('kookerPage', () => {
  it('serves a published Kooker’s page: rendered into the app’s shell, with their title, description and preview tags, cached 5 minutes (10 on the CDN)', async () => {
    const bio = `Cuisinière lyonnaise, je partage les recettes de ma grand-mère depuis quinze ans. ${'Quenelles, gratins et pralines à la maison. '.repeat(6)}`;
    const id = await storeKooker({ bio, coverImage: 'cover_photo', profileImage: 'profile_photo' });
    const response = await page(`/kookers/${id}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    // The same title as the open page (useDocumentTitle).
    const title = formatTitle(kookerPageTitle({ firstName: 'Claire', lastName: 'Dubois', city: 'Lyon' }));
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'og:title')).toBe(title);
    const description = metaContent(html, 'description') ?? '';
    expect(description.startsWith('Cuisinière lyonnaise, je partage les recettes')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:url')).toBe(`http://${siteHost}/kookers/${id}`);
    expect(metaContent(html, 'og:image')).toBe(`http://${siteHost}${imageUrl('cover_photo')}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The page itself, rendered by the app's components, marked for the browser to hydrate as is.
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith(`<div id="root" data-prerendered="/kookers/${id}"><div class="main-layout">`)).toBe(true);
    expect(root).toContain('<h1 class="kooker-hero__name">Claire Dubois</h1>');
    expect(root).toContain('Cuisinière lyonnaise, je partage les recettes');
    // The cover, the page's largest paint, is preloaded from <head>, at high priority.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${imageUrl('cover_photo')}" fetchPriority="high"/>`);
    expect(html.match(/rel="preload" as="image" href="\/images\/cover_photo"/g)).toHaveLength(1);
    // Still the app: its scripts and its root, once each.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('embeds the public profile and its services for the page to show at once, and nothing else', async () => {
    const id = await storeKooker({ searchTokens: ['claire'], blockedDates: ['2026-12-24'] });
    await db()
      .doc(documentPath('services', id, 'service-2'))
      .set(service('Dîner lyonnais', 55, ['photo_diner']));
    await db()
      .doc(documentPath('services', id, 'service-1'))
      .set({ ...service('Atelier quenelles', 40), allergens: ['gluten', 'oeufs', 'lait'] });
    const html = await (await page(`/kookers/${id}`)).text();

    const json = /<script type="application\/json" id="kooker-page-data">([^<]*)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? 'null') as { id: string; profile: Record<string, unknown>; services: Array<Record<string, unknown>> };
    expect(data.id).toBe(id);
    expect(data.profile).toMatchObject({ firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', maxGuests: 8, published: true });
    for (const hidden of ['searchTokens', 'blockedDates', 'createdAt', 'updatedAt'])
      expect(data.profile, hidden).not.toHaveProperty(hidden);
    expect(data.services.map((entry) => [entry.id, entry.name, entry.pricePerPerson, entry.photos, entry.allergens])).toEqual([
      ['service-1', 'Atelier quenelles', 4000, [], ['gluten', 'oeufs', 'lait']],
      ['service-2', 'Dîner lyonnais', 5500, ['photo_diner'], []],
    ]);
    expect(data.services[0]).not.toHaveProperty('createdAt');
  });

  it('shows the profile photo when there is no cover, and a plain card when there is no photo at all', async () => {
    const withPhoto = await (await page(`/kookers/${await storeKooker({ profileImage: 'profile_photo' })}`)).text();
    expect(metaContent(withPhoto, 'og:image')).toBe(`http://${siteHost}/images/profile_photo`);
    expect(metaContent(withPhoto, 'twitter:card')).toBe('summary_large_image');

    const withoutPhoto = await (await page(`/kookers/${await storeKooker()}`)).text();
    expect(metaContent(withoutPhoto, 'og:image')).toBeUndefined();
    expect(metaContent(withoutPhoto, 'twitter:card')).toBe('summary');
  });

  it('escapes everything it writes: a name with a script and quotes stays text', async () => {
    const id = await storeKooker({
      firstName: '<script>alert("x")</script>',
      lastName: `O'Brien "Le Chef"`,
      city: 'Lyon</title><script>alert(1)</script>',
      bio: 'Prix $& $1 <b>gras</b> & "guillemets"',
    });
    const html = await (await page(`/kookers/${id}`)).text();

    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>gras');
    expect(html).not.toContain('</title><script>');
    // The embedded data cannot be closed by a Kooker's text either.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &quot;Le Chef&quot; — Kooker à Lyon&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Kookers</title>',
    );
    expect(metaContent(html, 'description')).toBe('Prix $&amp; $1 &lt;b&gt;gras&lt;/b&gt; &amp; &quot;guillemets&quot;');
    expect(metaContent(html, 'profile:last_name')).toBe('O&#39;Brien &quot;Le Chef&quot;');
  });

  it('answers 404 with the same shell and the site’s generic tags for an unknown or unpublished id, naming nobody', async () => {
    const draft = await storeKooker({ published: false, firstName: 'Brunehaut', bio: 'Brouillon secret.' });
    for (const path of [`/kookers/${draft}`, '/kookers/inconnu', `/kookers/${draft}/autre`, '/kookers/a%2Fb', '/kookers/']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=60, s-maxage=60');
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<title>Kookers — Cuisine faite maison, partagée entre particuliers</title>');
      expect(metaContent(html, 'og:type'), path).toBe('website');
      expect(metaContent(html, 'og:description'), path).toBe('Kookers met en relation des cuisiniers passionnés et des particuliers.');
      expect(html, path).not.toContain('Brunehaut');
      expect(html, path).not.toContain('secret');
      expect(html, path).not.toContain('kooker-page-data');
      expect(html, path).not.toContain('rel="preload"');
    }
  });

  it('revalidates the shell on each page and uses a new one as soon as the site serves it', async () => {
    const id = await storeKooker();
    await page(`/kookers/${id}`);
    const before = shellRequests.length;
    const again = await page(`/kookers/${id}`);
    expect(again.status).toBe(200);
    // Asked with the ETag it holds, answered 304: the same shell.
    expect(shellRequests.length).toBe(before + 1);
    expect(shellRequests.at(-1)?.['if-none-match']).toMatch(/^"\d+-abc123"$/);
    expect(await again.text()).toContain('/assets/index-abc123.js');

    // A new deploy: the next page names the new build's files.
    shell = appShell('index-def456');
    const deployed = await (await page(`/kookers/${id}`)).text();
    expect(deployed).toContain('/assets/index-def456.js');
    expect(deployed).not.toContain('index-abc123');
  });

  it('never fetches from nor links to a host it does not trust, and says so when the site cannot be reached', async () => {
    const id = await storeKooker();
    const forged = await page(`/kookers/${id}`, {}, 'evil.example');
    expect(await forged.text()).not.toContain('evil.example');

    const unreachable = await page(`/kookers/${id}`, {}, '127.0.0.1:9');
    expect(unreachable.status).toBe(502);
    expect(unreachable.headers.get('cache-control')).toBe('no-store');
    expect(await unreachable.text()).toContain('Cette page est momentanément indisponible.');
  });

  it('redirects a query the page does not use to its own URL (301), before reading anything', async () => {
    const id = await storeKooker();
    const selection = 'prestation=service-1&date=2026-12-04&heure=10:00&participants=4';
    const tracked = await page(`/kookers/${id}?${selection}&fbclid=abc`, { redirect: 'manual' });
    expect(tracked.status).toBe(301);
    expect(tracked.headers.get('location')).toBe(`/kookers/${id}?${selection}`);
    expect(tracked.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
    // A value the page would ignore goes too, for an id that does not exist as well.
    const malformed = await page('/kookers/inconnu?participants=99&prestation=service-9&question=1', { redirect: 'manual' });
    expect(malformed.status).toBe(301);
    expect(malformed.headers.get('location')).toBe('/kookers/inconnu?question=1');
    expect((await page(`/kookers/${id}?${selection}`, { redirect: 'manual' })).status).toBe(200);
  });

  it('refuses other methods with 405', async () => {
    const response = await page('/kookers/inconnu', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is what Hosting serves under /kookers/**, before the app’s catch-all', () => {
    const rewrite = hostingRewrite('/kookers/**');
    expect(rewrite.function).toEqual({ functionId: 'kookerPage', region: REGION });
    expect(rewrite.beforeCatchAll).toBe(true);
  });
});

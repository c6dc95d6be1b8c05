import { documentPath } from '@kookers/domain/data';
import { kookerToData, serviceToData } from '@kookers/domain/kookers';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from './support/admin';
import { holdAppScripts } from './support/held-scripts';
import { expect, test, type Page } from './support/test';

// The public pages are prerendered at build time, the search and a Kooker's page rendered on
// request by the searchPage and kookerPage functions, and served as HTML that reads as the page
// before any script runs; the others get the app's shell (navbar, footer, a spinner). The
// browser then hydrates that HTML as is (docs/decisions/010-first-paint.md, 012-pages-rendered-on-the-server.md).
const PAGES = [
  {
    path: '/',
    title: 'Kookers — Cuisine faite maison, partagée entre particuliers',
    heading: 'La cuisine faite maison, partagée entre particuliers',
    content: ['Nos Kookers à la une', 'Comment ça marche ?', 'Devenez Kooker'],
  },
  {
    path: '/faq',
    title: 'Questions fréquentes · Kookers',
    heading: 'Questions fréquentes',
    content: ["Vous n'avez pas trouvé votre réponse ?"],
  },
  {
    path: '/terms',
    title: 'Conditions générales d’utilisation · Kookers',
    heading: 'Conditions générales d’utilisation',
    content: ['1. Introduction', '5. Paiements et commissions'],
  },
  {
    path: '/privacy',
    title: 'Politique de confidentialité · Kookers',
    heading: 'Politique de confidentialité',
    content: ['1. Responsable du traitement', '7. Vos droits'],
  },
  { path: '/contact', title: 'Contact · Kookers', heading: 'Contactez-nous', content: ['Nos coordonnées', 'Envoyez-nous un message'] },
  {
    path: '/legal',
    title: 'Mentions légales · Kookers',
    heading: 'Mentions légales',
    content: ['1. Éditeur', '3. Hébergeur', '4. Médiation de la consommation'],
  },
  {
    path: '/terms-of-sale',
    title: 'Conditions générales de vente · Kookers',
    heading: 'Conditions générales de vente',
    content: ['5. Absence de droit de rétractation', '6. Annulation ou modification par le client'],
  },
  {
    path: '/ranking',
    title: 'Comment les résultats sont classés · Kookers',
    heading: 'Comment les résultats sont classés',
    content: ['Les principes', '« Les mieux notés »', 'Ce que les filtres écartent'],
  },
  {
    path: '/reviews-policy',
    title: 'Comment fonctionnent les avis · Kookers',
    heading: 'Comment fonctionnent les avis',
    content: ['1. Seuls les clients d’une prestation terminée', '5. Signaler un avis'],
  },
];

// A published Kooker of this run, whose page the kookerPage function serves with the shell.
const KOOKER_ID = `prerendu-${Date.now()}`;

test.beforeAll(async () => {
  const { kooker, service } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
  await adminFirestore.doc(documentPath('services', KOOKER_ID, service.id)).set(serviceToData({ ...service, photos: [] }));
  await adminFirestore.doc(documentPath('kookers', KOOKER_ID)).set({
    ...kookerToData(kooker),
    firstName: 'Prudence',
    lastName: 'Prérendue',
    profileImage: null,
    coverImage: null,
    published: true,
  });
  // The functions derive the search fields from the new names a moment later.
  await expect
    .poll(
      async () =>
        ((await adminFirestore.doc(documentPath('kookers', KOOKER_ID)).get()).get('searchTokens') as string[] | undefined)?.includes(
          'prudence',
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await adminFirestore.doc(documentPath('services', KOOKER_ID, 'service-1')).delete();
  await adminFirestore.doc(documentPath('kookers', KOOKER_ID)).delete();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, heading, content } of PAGES) {
    test(`${path} is a whole page: its title, French heading and content, no spinner`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const main = page.getByRole('main');
      for (const name of content) await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
      // No spinner ('Chargement…'); a city field's live region is there, empty.
      await expect(main.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Trouver un Kooker' }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
    });
  }

  test('the home page features placeholders, and its search box works as a plain form', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Nos Kookers à la une' });
    await expect(featured.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    const box = page.getByRole('search', { name: 'Trouver un Kooker' });
    await box.getByRole('searchbox').fill('pâtes');
    await box.getByRole('button', { name: 'Trouver un Kooker' }).click();
    // The empty city leaves the URL: the server redirects to the search's own URL.
    await expect(page).toHaveURL(/\/search\?q=p%C3%A2tes$/);
  });

  test('the contact page shows its form, whose fields are labelled', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    for (const label of ['Nom complet', 'Email', 'Sujet', 'Message']) await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  });

  test('the search and a Kooker’s page are whole pages too, rendered on request with their data', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('Prudence Prérendue')}`);
    await expect(page).toHaveTitle('Trouver un Kooker · Kookers');
    await expect(page.getByRole('heading', { level: 2, name: '1 Kooker trouvé' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: 'Prudence Prérendue' })).toBeVisible();

    await page.goto(`/kookers/${KOOKER_ID}`);
    await expect(page).toHaveTitle(/^Prudence Prérendue — Kooker à .+ · Kookers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prudence Prérendue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prestations proposées' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('every other path gets the shell: navbar and footer around a spinner', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveTitle('Kookers — Cuisine faite maison, partagée entre particuliers');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('the prerendered HTML runs no inline script and sets no inline style', async ({ request }) => {
  for (const path of [...PAGES.map((page) => page.path), '/search', '/search?q=%3Cscript%3E', `/kookers/${KOOKER_ID}`, '/settings']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"');
    for (const [tag, attributes = ''] of html.matchAll(/<script\b([^>]*)>/g)) {
      expect(/\bsrc=/.test(attributes) || attributes.includes('type="application/json"'), `${path} : ${tag}`).toBe(true);
    }
    expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle="/);
  }
});

/** Records console errors and warnings, page errors, and whether React replaced the served HTML instead of hydrating it. */
async function watch(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()} : ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror : ${error.message}`));
  // Runs before the page's own scripts: a child of #root removed means React threw the HTML away.
  await page.addInitScript(() => {
    const flags = window as unknown as { __rootReplaced?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) flags.__rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return messages;
}

const rootReplaced = (page: Page) => page.evaluate(() => (window as unknown as { __rootReplaced?: boolean }).__rootReplaced === true);

test.describe('hydration', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates the served HTML, with no console error or warning`, async ({ page }) => {
      const messages = await watch(page);
      await page.goto(path);
      // The session becomes known right after hydration: the navbar then offers to sign in.
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await rootReplaced(page)).toBe(false);
      expect(messages).toEqual([]);
    });
  }

  for (const { label, path, heading, live } of [
    { label: '/search (served by searchPage)', path: '/search', heading: 'Trouver un Kooker' },
    {
      label: '/search with a search in its URL',
      path: `/search?q=${encodeURIComponent('Prudence Prérendue')}&tri=prix&participants=4`,
      heading: 'Trouver un Kooker',
    },
    { label: '/kookers/:id (served by kookerPage)', path: `/kookers/${KOOKER_ID}`, heading: 'Prudence Prérendue' },
    // The booking panel's selection is in the URL: the server renders the page with it too. The
    // panel then follows the free slots live (a listening channel: the network is never idle).
    {
      label: '/kookers/:id with a booking selection in its URL',
      path: `/kookers/${KOOKER_ID}?prestation=service-1&date=2030-01-07&heure=10:00&participants=3`,
      heading: 'Prudence Prérendue',
      live: true,
    },
  ] as Array<{ label: string; path: string; heading: string; live?: boolean }>) {
    test(`${label} hydrates the page rendered on request, with no console error or warning`, async ({ page }) => {
      const messages = await watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter' }),
      ).toBeVisible();
      if (live) await page.waitForTimeout(1500);
      else await page.waitForLoadState('networkidle');
      expect(await rootReplaced(page)).toBe(false);
      expect(messages).toEqual([]);
    });
  }

  for (const { path, heading } of [
    { path: '/login', heading: 'Connexion' },
    { path: '/signup', heading: 'Inscription' },
    { path: '/forgot-password', heading: 'Mot de passe oublié' },
  ]) {
    test(`${path} hydrates its card, then shows its form once the visitor is known to be signed out`, async ({ page }) => {
      const messages = await watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await rootReplaced(page)).toBe(false);
      expect(messages).toEqual([]);
    });
  }

  test('a page without prerendered HTML of its own is drawn over the shell', async ({ page }) => {
    const messages = await watch(page);
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Vérification de l’email' })).toBeVisible();
    // The shell is the main layout; this page has its own: React replaces it, and says nothing.
    expect(await rootReplaced(page)).toBe(true);
    expect(messages).toEqual([]);
  });

  test('a link followed after hydration is a client navigation, the session kept', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions générales d’utilisation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a served page scrolled before the app starts stays where the visitor scrolled', async ({ page }) => {
    // The app's scripts are held until the visitor has scrolled the served HTML.
    const release = await holdAppScripts(page);
    await page.goto(`/kookers/${KOOKER_ID}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Prudence Prérendue' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    release();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    // The next page starts at the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

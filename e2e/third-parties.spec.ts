import { THIRD_PARTIES, termsVersionLabel } from '@kookers/domain/legal';
import type { BrowserContext } from '@playwright/test';
import { peopleFor } from './support/people';
import { screenshots } from './support/screenshots';
import { logIn } from './support/session';
import { expect, test, type Page } from './support/test';

// What the privacy page promises (web/src/app/routes/privacy.tsx, « Cookies, stockage local et
// services tiers »): no cookie at all, and nothing loaded from anyone but the site and its
// platform. Locally, the platform is the Hosting and the emulators on 127.0.0.1; the two third
// parties production loads (domain/src/legal/third-parties.ts: the card form at the payment step,
// reCAPTCHA at the phone check) have local stand-ins, and none of the pages below loads them.

const RUN = `tiers-${Date.now()}`;
const people = peopleFor(RUN);

test.afterAll(async () => {
  await people.removeAll();
});

/** The public pages, as a visitor reads them. */
const PUBLIC_PATHS = [
  '/',
  '/search',
  '/search?ville=Locronan',
  '/faq',
  '/terms',
  '/terms-of-sale',
  '/privacy',
  '/legal',
  '/ranking',
  '/reviews-policy',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
];

/** Every request the context makes, by URL, from now on. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The requests that went elsewhere than the local Hosting and emulators. */
const elsewhere = (urls: readonly string[]) =>
  urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return hostname !== '127.0.0.1' && hostname !== 'localhost';
  });

/**
 * Visits a page and reads it to the end, so that what loads on sight loads. A signed-in page
 * listens to Firestore (the network is never idle): it is read until its images and fonts are in.
 */
async function visit(page: Page, path: string, { live = false } = {}): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  if (live)
    await page.waitForFunction(async () => {
      await document.fonts.ready;
      return document.readyState === 'complete' && Array.from(document.images).every((image) => image.complete);
    });
  else await page.waitForLoadState('networkidle');
}

test('the public pages load nothing from a third party and set no cookie', async ({ context, page }) => {
  const urls = recordRequests(context);
  for (const path of PUBLIC_PATHS) await visit(page, path);
  expect(urls.length).toBeGreaterThan(PUBLIC_PATHS.length);
  expect(elsewhere(urls)).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('signed in, a client’s and a Kooker’s pages load nothing from a third party and set no cookie', async ({ browser }) => {
  const client = await people.createAccount('client', 'Clémence', 'Tiers');
  test.setTimeout(120_000);
  const kooker = await people.createKooker('kooker', { firstName: 'Tanguy', lastName: 'Tiers' });
  for (const [account, paths] of [
    [client, ['/settings', '/settings?onglet=historique', '/settings?onglet=compte', '/messages', '/privacy']],
    [kooker, ['/settings?onglet=reservations-recues', '/settings?onglet=revenus', '/kooker-settings', `/kookers/${kooker.uid}`]],
  ] as const) {
    const context = await browser.newContext();
    const urls = recordRequests(context);
    const page = await context.newPage();
    await logIn(page, account.email);
    for (const path of paths) await visit(page, path, { live: true });
    // The session is in the browser's storage, never in a cookie.
    expect(await page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('firebase:authUser:')))).toBe(true);
    expect(elsewhere(urls), account.email).toEqual([]);
    expect(await context.cookies(), account.email).toEqual([]);
    await context.close();
  }
});

test('the third parties the privacy page names are the only ones production may load', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.getByRole('region', { name: '8. Cookies, stockage local et services tiers' });
  for (const party of THIRD_PARTIES) await expect(section.getByText(party.name, { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ has: page.locator('strong') })).toHaveCount(THIRD_PARTIES.length);
});

test('the legal pages are in every footer and beside the search’s sort, and read well on a desktop and a phone', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
  await expect(legal.getByRole('link')).toHaveText([
    'Mentions légales',
    'Conditions générales d’utilisation',
    'Conditions générales de vente',
    'Politique de confidentialité',
    'Comment les résultats sont classés',
    'Comment fonctionnent les avis',
  ]);
  await legal.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  // What only the company can give is marked until it is given (domain/src/legal/company.ts).
  await expect(page.getByText('à compléter : Nom et qualité du directeur de la publication')).toBeVisible();
  await screenshots(page, testInfo, 'mentions-legales');

  for (const [path, name] of [
    ['/terms', 'cgu'],
    ['/terms-of-sale', 'cgv'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(termsVersionLabel(), { exact: true })).toBeVisible();
    await screenshots(page, testInfo, name);
  }
  for (const [path, name] of [
    ['/reviews-policy', 'avis'],
    ['/privacy', 'confidentialite'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshots(page, testInfo, name);
  }

  await page.goto('/search');
  await screenshots(page, testInfo, 'recherche');
  await page.getByRole('main').getByRole('link', { name: 'Comment les résultats sont classés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comment les résultats sont classés' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '« Les plus proches »' })).toBeVisible();
  await screenshots(page, testInfo, 'classement');
});

import { expect, test } from './support/test';
import { axeViolations } from './support/axe';

const pages = [
  {
    path: '/',
    title: 'Kookers — Cuisine faite maison, partagée entre particuliers',
    heading: 'La cuisine faite maison, partagée entre particuliers',
  },
  { path: '/search', title: 'Trouver un Kooker · Kookers', heading: 'Trouver un Kooker' },
  { path: '/kookers/inconnu', title: 'Page non trouvée · Kookers', heading: 'Page non trouvée' },
  { path: '/faq', title: 'Questions fréquentes · Kookers', heading: 'Questions fréquentes' },
  { path: '/terms', title: 'Conditions générales d’utilisation · Kookers', heading: 'Conditions générales d’utilisation' },
  { path: '/privacy', title: 'Politique de confidentialité · Kookers', heading: 'Politique de confidentialité' },
  { path: '/contact', title: 'Contact · Kookers', heading: 'Contactez-nous' },
  { path: '/legal', title: 'Mentions légales · Kookers', heading: 'Mentions légales' },
  { path: '/terms-of-sale', title: 'Conditions générales de vente · Kookers', heading: 'Conditions générales de vente' },
  { path: '/ranking', title: 'Comment les résultats sont classés · Kookers', heading: 'Comment les résultats sont classés' },
  { path: '/reviews-policy', title: 'Comment fonctionnent les avis · Kookers', heading: 'Comment fonctionnent les avis' },
  { path: '/login', title: 'Connexion · Kookers', heading: 'Connexion' },
  { path: '/signup', title: 'Inscription · Kookers', heading: 'Inscription' },
  { path: '/forgot-password', title: 'Mot de passe oublié · Kookers', heading: 'Mot de passe oublié' },
  {
    path: '/verify-email',
    title: 'Vérification de l’email · Kookers',
    heading: 'Vérification de l’email',
    // Without a link, the check ends in an error the page also says in a toast: read once it is there.
    toast: 'Token de vérification manquant',
  },
  { path: '/404', title: 'Page non trouvée · Kookers', heading: 'Page non trouvée' },
];

test.describe('every route', () => {
  for (const page of pages) {
    test(`${page.path} renders its French title and heading, with no accessibility violation`, async ({ page: tab }) => {
      await tab.goto(page.path);
      await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
      await expect(tab).toHaveTitle(page.title);
      if ('toast' in page) await expect(tab.getByRole('status').filter({ hasText: page.toast })).toBeVisible();
      expect(await axeViolations(tab)).toEqual([]);
    });
  }
});

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/cette/page/nexiste/pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await expect(page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.")).toBeVisible();
  await expect(page).toHaveURL(/\/cette\/page\/nexiste\/pas$/);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

for (const path of ['/settings', '/kooker-settings', '/kookers/kooker-claire-dubois/demande']) {
  test(`${path} sends a visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page).toHaveTitle('Connexion · Kookers');
  });
}

test('a page that fails to load shows the French error page, not the router default', async ({ page }) => {
  await page.goto('/');
  await page.route('**/assets/faq-*.js', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
});

test('each navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('home page calls to action lead to search and sign-up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Parcourir les Kookers' }).click();
  await expect(page).toHaveURL('/search');
  await page.goto('/');
  await page.getByRole('link', { name: "S'inscrire comme Kooker" }).click();
  await expect(page).toHaveURL('/signup');
});

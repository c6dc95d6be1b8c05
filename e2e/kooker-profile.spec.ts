import { expect, test, type Locator, type Page } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { imageIdFor, imageUrl, kookerToData } from '@kookers/domain/kookers';
import { modelSamples } from '@kookers/domain/testing';
import { addDays, parisDateOf } from '@kookers/domain/rules';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { axeViolations } from './support/axe';
import { adminAuth, adminFirestore, createClient, PASSWORD, uniqueEmail } from './support/admin';
import { pixelImageData } from './support/pixel-image';
import { calendarDay, dayLabel, panelOf, reviewsOf, termsBox } from './support/booking-panel';
import { logIn, submitLogin } from './support/session';

// The public profile of a Kooker (/kookers/:id) and its booking panel, on Kookers these tests
// write themselves (ids unique to the run, removed afterwards). Each test that changes a
// Kooker's free slots gets a Kooker of its own.
const RUN = `profil-${Date.now()}`;
const { kooker: sampleKooker } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

/** Paris dates counted from today: what the panel's booking window is made of. */
const today = parisDateOf(new Date());
const day = (offset: number) => addDays(today, offset);
/** Free slots as the functions would store them: a day too soon to book, two days this week, one later, one beyond the window. */
const SLOTS: Record<string, string[]> = {
  [day(0)]: ['23:00'],
  [day(3)]: ['10:00', '14:00'],
  [day(4)]: ['18:00'],
  [day(20)]: ['10:00'],
  [day(70)]: ['10:00'],
};

interface Arranged {
  id: string;
  cleanup: () => Promise<void>;
}
const arranged: Arranged[] = [];

const REVIEWS = [
  { rating: 5, author: 'Camille M.', type: 'Atelier macarons', comment: 'Des macarons parfaits, et des explications limpides.' },
  { rating: 4, author: 'Hugo B.', type: 'Dîner breton', comment: 'Galettes délicieuses, un peu d’attente au dessert.' },
  { rating: 5, author: 'Inès L.', type: 'Atelier macarons', comment: 'Mes enfants ont adoré.' },
  { rating: 3, author: 'Paul D.', type: 'Dîner breton', comment: 'Correct, sans plus.' },
  { rating: 5, author: 'Léa R.', type: 'Atelier macarons', comment: 'Je recommande vivement.' },
  { rating: 4, author: 'Marc T.', type: 'Atelier macarons', comment: 'Très bon moment.' },
  { rating: 5, author: 'Zoé P.', type: 'Dîner breton', comment: 'Le plus ancien des avis.' },
];

/**
 * A published Kooker with two services (one with two photos and equipment), seven reviews
 * (newest first in REVIEWS, a day apart) and the free slots of SLOTS. The profile's write makes
 * the functions build its free slots from its schedule; once they have, the test's own slots
 * replace them (nothing rebuilds them again while the schedule stays the same). A draft
 * (`published: false`) has none.
 */
async function arrangeKooker(
  key: string,
  overrides: Record<string, unknown> = {},
  { slots = SLOTS, reviews = REVIEWS } = {},
): Promise<string> {
  const id = `${RUN}-${key}`;
  const photo = (token: string) => imageIdFor(id, token);
  const photos = ['couverture', 'portrait', 'macarons1', 'macarons2'].map(photo);
  const batch = adminFirestore.batch();
  for (const imageId of photos) {
    batch.set(adminFirestore.doc(documentPath('images', imageId)), pixelImageData(imageId, id));
  }
  batch.set(adminFirestore.doc(documentPath('kookers', id)), {
    ...kookerToData(sampleKooker),
    firstName: 'Solène',
    lastName: 'Le Goff',
    // A town no other test searches, so that search tests running alongside never see these Kookers.
    city: 'Plougastel-Daoulas',
    cityInsee: '29189',
    bio: 'Pâtissière bretonne, je transmets les gestes de la pâtisserie française.\n\nChez vous, avec vos ustensiles.',
    experience: 'Quinze ans en pâtisserie, dont huit dans une maison rennaise.',
    specialties: ['Pâtisserie française', 'Cuisine traditionnelle'],
    certificates: ['CAP Pâtissier', 'Formation hygiène alimentaire'],
    serviceArea: 25,
    minimumDuration: 3,
    maxGuests: 6,
    availableDays: [],
    blockedDates: [],
    coverImage: photo('couverture'),
    profileImage: photo('portrait'),
    published: true,
    rating: 4.4,
    reviewCount: reviews.length,
    ...overrides,
  });
  batch.set(adminFirestore.doc(documentPath('services', id, 'service-1')), {
    name: 'Atelier macarons',
    serviceArea: 'Rennes et 25 km alentour',
    pricePerPerson: 4550,
    additionalInfo: 'Trois parfums, et chacun repart avec sa boîte.',
    requiredEquipment: 'Un four ventilé',
    photos: [photo('macarons1'), photo('macarons2')],
    allergens: ['oeufs', 'lait', 'fruits-a-coque'],
    location: 'client',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.set(adminFirestore.doc(documentPath('services', id, 'service-2')), {
    name: 'Dîner breton',
    serviceArea: 'Ille-et-Vilaine',
    pricePerPerson: 3800,
    additionalInfo: 'Galettes, cidre et far breton.',
    requiredEquipment: '',
    photos: [],
    allergens: [],
    location: 'kooker',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  reviews.forEach((review, index) => {
    batch.set(adminFirestore.doc(documentPath('reviews', `${id}-avis-${index + 1}`)), {
      kookerId: id,
      ...review,
      date: Timestamp.fromDate(new Date(Date.UTC(2026, 2, 20 - index, 12))),
    });
  });
  await batch.commit();

  const availability = adminFirestore.doc(documentPath('availability', id));
  // A draft has no free slots at all: nothing for the functions to build, nor to replace.
  if (overrides.published !== false) {
    await expect
      .poll(async () => (await availability.get()).exists, { timeout: 20_000, message: 'the functions build the free slots' })
      .toBe(true);
    await availability.set({ slots, updatedAt: FieldValue.serverTimestamp() });
  }

  arranged.push({
    id,
    cleanup: async () => {
      const cleanup = adminFirestore.batch();
      cleanup.delete(adminFirestore.doc(documentPath('services', id, 'service-1')));
      cleanup.delete(adminFirestore.doc(documentPath('services', id, 'service-2')));
      reviews.forEach((_, index) => cleanup.delete(adminFirestore.doc(documentPath('reviews', `${id}-avis-${index + 1}`))));
      cleanup.delete(adminFirestore.doc(documentPath('kookers', id)));
      cleanup.delete(availability);
      for (const imageId of photos) cleanup.delete(adminFirestore.doc(documentPath('images', imageId)));
      await cleanup.commit();
    },
  });
  return id;
}

let main: string;

test.beforeAll(async () => {
  main = await arrangeKooker('complet');
});

test.afterAll(async () => {
  await Promise.all(arranged.map((kooker) => kooker.cleanup()));
});

const serviceSelect = (scope: Page | Locator) => scope.getByLabel('Prestation', { exact: true });
const timeSelect = (scope: Page | Locator) => scope.getByLabel('Horaire', { exact: true });
const participantsSelect = (scope: Page | Locator) => scope.getByLabel('Participants', { exact: true });

test('a published Kooker’s page shows the whole profile: header, facts, sections, services, reviews', async ({ page }, testInfo) => {
  const photos: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/')) photos.push(pathname);
  });
  await page.goto(`/kookers/${main}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Solène Le Goff' })).toBeVisible();
  await expect(page).toHaveTitle('Solène Le Goff — Kooker à Plougastel-Daoulas · Kookers');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Pâtissière bretonne, je transmets les gestes de la pâtisserie française. Chez vous, avec vos ustensiles.',
  );
  const header = page.locator('.kooker-hero');
  await expect(header).toContainText('Plougastel-Daoulas');
  await expect(header).toContainText('4,4');
  await expect(header).toContainText('(7 avis)');
  // The cover in its large variant, the photo in its small one, both with their size reserved.
  await expect(header.locator('img').first()).toHaveAttribute('src', imageUrl(imageIdFor(main, 'couverture'), 'large'));
  await expect(header.getByRole('img', { name: 'Photo de Solène Le Goff' })).toHaveAttribute(
    'src',
    imageUrl(imageIdFor(main, 'portrait'), 'small'),
  );
  for (const image of await page.locator('main img').all()) {
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }

  const facts = page.getByRole('list', { name: 'En bref' }).getByRole('listitem');
  await expect(facts).toHaveText([
    /À partir de 38\s€\s*Par participant/,
    /3h minimum\s*Durée de service/,
    /Jusqu'à 6 pers\.\s*Capacité d'accueil/,
    /25 km\s*Zone d'intervention/,
  ]);

  const about = page.getByRole('region', { name: 'À propos' });
  await expect(about.getByRole('paragraph')).toHaveText([
    'Pâtissière bretonne, je transmets les gestes de la pâtisserie française.',
    'Chez vous, avec vos ustensiles.',
  ]);
  await expect(page.getByRole('region', { name: 'Spécialités' }).getByRole('listitem')).toHaveText([
    'Pâtisserie française',
    'Cuisine traditionnelle',
  ]);
  const experience = page.getByRole('region', { name: 'Expérience & Formation' });
  await expect(experience).toContainText('Quinze ans en pâtisserie');
  await expect(experience.getByRole('listitem')).toHaveText(['CAP Pâtissier', 'Formation hygiène alimentaire']);

  const services = page.getByRole('region', { name: 'Prestations proposées' }).getByRole('article');
  await expect(services).toHaveCount(2);
  const macarons = services.filter({ hasText: 'Atelier macarons' });
  await expect(macarons).toContainText('45,50 € / personne');
  await expect(macarons).toContainText('Où : Chez vous, jusqu’à 25 km de Plougastel-Daoulas');
  await expect(macarons).toContainText('Rennes et 25 km alentour');
  await expect(macarons).toContainText('Trois parfums');
  await expect(macarons).toContainText('Matériel requis : Un four ventilé');
  await expect(macarons).toContainText('Allergènes : Œufs, Lait, Fruits à coque');
  await expect(macarons.getByRole('img', { name: 'Atelier macarons, photo 1 sur 2' })).toHaveAttribute(
    'src',
    imageUrl(imageIdFor(main, 'macarons1'), 'small'),
  );
  await expect(macarons.getByRole('img', { name: /photo 2 sur 2/ })).toHaveAttribute(
    'src',
    imageUrl(imageIdFor(main, 'macarons2'), 'small'),
  );
  const diner = services.filter({ hasText: 'Dîner breton' });
  await expect(diner).toContainText('38 € / personne');
  await expect(diner).not.toContainText('Matériel requis');
  // At the Kooker's: the commune only, the address once booked; the area's text is for the client's.
  await expect(diner).toContainText('Où : Chez le Kooker, à Plougastel-Daoulas (adresse donnée 7 jours avant)');
  await expect(diner).not.toContainText('Ille-et-Vilaine');
  await expect(diner).toContainText('Allergènes : Aucun des 14 allergènes réglementaires');

  // Reviews: average, distribution by star (counted by Firestore), newest first, five at a time.
  const reviews = await reviewsOf(page);
  await expect(reviews.getByRole('list', { name: 'Répartition des notes' }).getByRole('listitem')).toHaveText([
    /5 étoiles\s*4 avis/,
    /4 étoiles\s*2 avis/,
    /3 étoiles\s*1 avis/,
    /2 étoiles\s*0 avis/,
    /1 étoile\s*0 avis/,
  ]);
  const items = reviews.getByRole('article');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Camille M.');
  await expect(items.first()).toContainText('Atelier macarons · 20 mars 2026');
  await expect(items.first().getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
  await expect(items.nth(1)).toContainText('Galettes délicieuses');
  await reviews.getByRole('button', { name: 'Voir plus d’avis' }).click();
  await expect(items).toHaveCount(7);
  await expect(items.last()).toContainText('Le plus ancien des avis.');
  await expect(items.last()).toContainText('14 mars 2026');
  await expect(reviews.getByRole('button', { name: 'Voir plus d’avis' })).toHaveCount(0);
  // The first review of the new page took the focus.
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Marc T.' })).toBeFocused();

  // 'Disponible cette semaine': a slot is free in the next 7 days.
  await expect(panelOf(page)).toContainText('Disponible cette semaine');

  // Photos in lists are the small variants; only the cover is large.
  expect(photos.filter((path) => !path.endsWith('/small'))).toEqual([imageUrl(imageIdFor(main, 'couverture'), 'large')]);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('profil-bureau.png'), fullPage: true });

  // A service's photo opens big (its large variant) in a dialog.
  await macarons.getByRole('button', { name: /photo 2 sur 2/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Atelier macarons' });
  await expect(viewer.getByRole('img', { name: 'Atelier macarons, photo 2 sur 2' })).toHaveAttribute(
    'src',
    imageUrl(imageIdFor(main, 'macarons2'), 'large'),
  );
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});

test('the page served for a Kooker’s link carries their title, description and preview tags', async ({ request }) => {
  const response = await request.get(`/kookers/${main}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=300, s-maxage=600');
  const html = await response.text();
  expect(html).toContain('<title>Solène Le Goff — Kooker à Plougastel-Daoulas · Kookers</title>');
  expect(html).toContain('<meta property="og:type" content="profile" />');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+/images/${main}_couverture" />`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  // The page itself, rendered on request for the app to hydrate (decision 012), and its scripts.
  expect(html).toContain(`<div id="root" data-prerendered="/kookers/${main}"><div class="main-layout">`);
  expect(html).toContain('<h1 class="kooker-hero__name">Solène Le Goff</h1>');
  // The services' allergens are in it too: the hydrated page shows the same.
  expect(html).toMatch(/<strong>Allergènes :<\/strong> (<!-- -->)?Œufs, Lait, Fruits à coque/);
  expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/index-[^"]+\.js"/);

  const unknown = await request.get(`/kookers/${RUN}-inconnu`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root"><div class="main-layout">');
});

test('the profile shows from the page’s HTML without waiting for Firestore; reached inside the app, it is read, with “Réessayer” when that fails', async ({
  page,
}) => {
  const firestoreReads = ['**/documents:batchGet*', '**/documents/**:runQuery*'];
  for (const pattern of firestoreReads) await page.route(pattern, (route) => route.abort('internetdisconnected'));
  // Landing from a link: the HTML carries the profile.
  await page.goto(`/kookers/${main}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solène Le Goff' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prestations proposées' }).getByRole('article')).toHaveCount(2);

  // Inside the app (no HTML served for it), the profile comes from Firestore only.
  await page.goto('/faq');
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/kookers/${main}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Le profil de ce Kooker n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.',
  );
  for (const pattern of firestoreReads) await page.unroute(pattern);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solène Le Goff' })).toBeVisible();
  await expect(page).toHaveTitle('Solène Le Goff — Kooker à Plougastel-Daoulas · Kookers');
});

test('an unknown or unpublished id shows the 404 page; the owner sees a preview of their draft', async ({ page }) => {
  await page.goto(`/kookers/${RUN}-inconnu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();

  const email = uniqueEmail('brouillon');
  const { uid } = await adminAuth.createUser({ uid: `${RUN}-brouillon`, email, password: PASSWORD, emailVerified: true });
  await arrangeKooker('brouillon', { published: false, firstName: 'Brune', lastName: 'Brouillon' });
  await page.goto(`/kookers/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await expect(page.getByText('Brune')).toHaveCount(0);

  await logIn(page, email);
  await page.goto(`/kookers/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brune Brouillon' })).toBeVisible();
  await expect(page.getByText('Aperçu : votre profil n’est pas encore visible par les clients.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compléter et publier mon profil' })).toHaveAttribute('href', '/kooker-settings');
  // A Kooker cannot book their own services.
  const panel = panelOf(page);
  await expect(panel).toContainText('Vous ne pouvez pas réserver votre propre prestation.');
  await expect(serviceSelect(panel)).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Réserver' })).toBeDisabled();
  await adminAuth.deleteUser(uid);
});

test('“Réserver cette prestation” and “Réserver” bring the panel into view, the first with its service chosen', async ({ page }) => {
  await page.goto(`/kookers/${main}`);
  const panel = panelOf(page);
  await expect(serviceSelect(panel)).toHaveValue('');
  await expect(panel.locator('.booking-calendar')).toBeVisible();
  // Nothing to choose before a service: the calendar, the time and 'Réserver' are disabled.
  await expect(panel.getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
  await expect(timeSelect(panel)).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Réserver' })).toBeDisabled();

  const diner = page.getByRole('region', { name: 'Prestations proposées' }).getByRole('article').filter({ hasText: 'Dîner breton' });
  await diner.getByRole('button', { name: /Réserver cette prestation/ }).click();
  await expect(serviceSelect(panel)).toHaveValue('service-2');
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/kookers/${main}\\?prestation=service-2&participants=2$`));
  await expect(panel.getByRole('option')).toContainText([
    'Sélectionnez une prestation',
    'Atelier macarons - 45,50 €/pers.',
    'Dîner breton - 38 €/pers.',
  ]);
  await expect(panel).toContainText('Galettes, cidre et far breton.');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('.kooker-hero').getByRole('button', { name: 'Réserver' }).click();
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
});

test('the panel offers only the free days, the day’s times, participants up to the capacity, and the right total', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/kookers/${main}`);
  const panel = panelOf(page);
  await expect(serviceSelect(panel)).toBeEnabled();
  // The full Firestore SDK (live slots), in the chunk of its seam web/src/lib/store.ts, is not
  // loaded until the panel is used.
  const fullSdk = (path: string) => /\/assets\/store-(?!lite)[^/]+\.js$/.test(path);
  expect(scripts.filter(fullSdk)).toEqual([]);

  await serviceSelect(panel).selectOption('service-1');
  await expect.poll(() => scripts.filter(fullSdk).length).toBe(1);
  await expect(panel).toContainText('Un four ventilé');

  // Days with free slots are bold and enabled; the others, the day too soon to book and the
  // day beyond the window are disabled.
  const free = await calendarDay(panel, day(3));
  await expect(free).toBeEnabled();
  await expect(free).toHaveClass(/booking-calendar__day--free/);
  await expect(free).toHaveCSS('font-weight', '700');
  for (const offset of [0, 1, 2]) {
    const button = panel.getByRole('button', { name: dayLabel(day(offset)), exact: true });
    if (await button.isVisible()) await expect(button, day(offset)).toBeDisabled();
  }
  await free.click();
  await expect(timeSelect(panel)).toBeEnabled();
  await expect(timeSelect(panel).getByRole('option')).toHaveText(['Sélectionnez un horaire', '10:00', '14:00']);
  await expect(panel.getByRole('button', { name: 'Réserver' })).toBeDisabled();
  await timeSelect(panel).selectOption('14:00');

  await expect(participantsSelect(panel)).toHaveValue('2');
  await expect(participantsSelect(panel).getByRole('option')).toHaveText([
    '2 participants',
    '3 participants',
    '4 participants',
    '5 participants',
    '6 participants',
  ]);
  await participantsSelect(panel).selectOption('5');

  const summary = panel.getByRole('region', { name: 'Récapitulatif' });
  await expect(summary).toContainText(/Prix par personne\s*45,50\s€/);
  await expect(summary).toContainText(/Participants\s*5 participants/);
  await expect(summary).toContainText(/Total\s*227,50\s€/);
  await expect(panel.getByRole('button', { name: 'Réserver' })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`\\?prestation=service-1&date=${day(3)}&heure=14:00&participants=5$`));

  // Another day keeps the service, clears the time.
  await (await calendarDay(panel, day(4))).click();
  await expect(timeSelect(panel)).toHaveValue('');
  await expect(timeSelect(panel).getByRole('option')).toHaveText(['Sélectionnez un horaire', '18:00']);
  await expect(summary).toHaveCount(0);

  // The selection is in the URL: a reload keeps it; an invalid value is dropped (the server redirects without it).
  await page.goto(`/kookers/${main}?prestation=service-1&date=${day(3)}&heure=14:00&participants=9`);
  await expect(serviceSelect(panel)).toHaveValue('service-1');
  await expect(timeSelect(panel)).toHaveValue('14:00');
  await expect(participantsSelect(panel)).toHaveValue('2');
  await expect(summary).toContainText(/Total\s*91\s€/);
});

test('everything in the panel works with the keyboard, with a visible focus', async ({ page }) => {
  await page.goto(`/kookers/${main}`);
  const panel = panelOf(page);
  await expect(serviceSelect(panel)).toBeEnabled();
  await page.locator('.kooker-hero').getByRole('button', { name: 'Réserver' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(serviceSelect(panel)).toBeFocused();
  await expect(serviceSelect(panel)).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('ArrowDown');
  await expect(serviceSelect(panel)).toHaveValue('service-1');

  // Tab through the calendar to the first free day, and choose it.
  const target = dayLabel(day(3));
  const focusedLabel = () =>
    page.evaluate(
      () => document.activeElement?.querySelector('abbr')?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
  // The calendar opens on the month of the first free day, which can be chosen once the free
  // slots have arrived (until then every day is disabled, and Tab passes over them).
  await expect(panel.getByRole('button', { name: target, exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: target, exact: true })).toBeEnabled();
  let tabs = 0;
  while ((await focusedLabel()) !== target && tabs++ < 20) await page.keyboard.press('Tab');
  const focusedDay = panel.getByRole('button', { name: target, exact: true });
  await expect(focusedDay).toBeFocused();
  await expect(focusedDay).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(focusedDay).toHaveClass(/react-calendar__tile--active/);

  // Time, participants, then 'Réserver'.
  for (tabs = 0; tabs < 20 && !(await timeSelect(panel).evaluate((select) => select === document.activeElement)); tabs++)
    await page.keyboard.press('Tab');
  await expect(timeSelect(panel)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(timeSelect(panel)).toHaveValue('10:00');
  await page.keyboard.press('Tab');
  await expect(participantsSelect(panel)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(participantsSelect(panel)).toHaveValue('3');
  // « Avant de payer »: the box for the terms of sale, ticked with the space bar, then its link.
  await page.keyboard.press('Tab');
  await expect(termsBox(panel)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(termsBox(panel)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'conditions générales de vente' })).toBeFocused();
  await page.keyboard.press('Tab');
  const book = panel.getByRole('button', { name: 'Réserver' });
  await expect(book).toBeFocused();
  await expect(book).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
});

test('a slot taken by someone else disappears from the open page without a reload', async ({ page }) => {
  const id = await arrangeKooker('en-direct');
  await page.goto(`/kookers/${id}?prestation=service-1&date=${day(3)}&heure=10:00`);
  const panel = panelOf(page);
  await expect(timeSelect(panel)).toHaveValue('10:00');
  await expect(timeSelect(panel).getByRole('option')).toHaveText(['Sélectionnez un horaire', '10:00', '14:00']);

  // Someone books 10:00: the functions take it out of the free slots.
  await adminFirestore.doc(documentPath('availability', id)).update({ [`slots.${day(3)}`]: ['14:00'] });
  await expect(timeSelect(panel).getByRole('option')).toHaveText(['Sélectionnez un horaire', '14:00']);
  await expect(timeSelect(panel)).toHaveValue('');
  await expect(panel.getByRole('alert')).toHaveText('Le créneau de 10:00 n’est plus disponible : choisissez un autre horaire.');
  await expect(panel.getByRole('button', { name: 'Réserver' })).toBeDisabled();

  // A day whose last slot goes becomes disabled.
  await adminFirestore.doc(documentPath('availability', id)).update({ [`slots.${day(4)}`]: FieldValue.delete() });
  await expect(await calendarDay(panel, day(4))).toBeDisabled();
});

test('a signed-out visitor’s “Réserver” goes through the login page and back to the same selection', async ({ page }) => {
  test.setTimeout(60_000);
  // A phone in the profile: the panel fills it in.
  const { email } = await createClient('reservation', { phone: '06 12 34 56 78', address: '3 rue Saint-Michel, 35000 Rennes' });
  const selection = `prestation=service-2&date=${day(3)}&heure=14:00&participants=4`;
  await page.goto(`/kookers/${main}?${selection}`);
  const panel = panelOf(page);
  await expect(panel.getByRole('region', { name: 'Récapitulatif' })).toContainText(/Total\s*152\s€/);
  await panel.getByRole('button', { name: 'Réserver' }).click();

  await expect(page).toHaveURL('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(`/kookers/${main}?${selection}`);
  await expect(serviceSelect(panel)).toHaveValue('service-2');
  await expect(timeSelect(panel)).toHaveValue('14:00');
  await expect(participantsSelect(panel)).toHaveValue('4');
  // This Kooker offers no day any more: createBooking refuses, in French, and the panel stays filled.
  await termsBox(panel).check();
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText('Ce créneau n’est pas proposé par ce Kooker.')).toBeVisible();
  await expect(page).toHaveURL(`/kookers/${main}?${selection}`);
  await expect(timeSelect(panel)).toHaveValue('14:00');
});

test('on a phone, a bottom bar opens the booking panel in a dialog', async ({ browser }, testInfo) => {
  // A context of its own (axe needs one), with a phone's screen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(`/kookers/${main}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Solène Le Goff' })).toBeVisible();
  // No side panel: the bar at the bottom of the screen instead.
  await expect(panelOf(phone)).toHaveCount(0);
  const bar = phone.locator('.booking-bar');
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(/À partir de\s*38\s€\/pers\./);
  await phone.screenshot({ path: testInfo.outputPath('profil-telephone.png') });
  expect(await axeViolations(phone, { seriousOnly: true })).toEqual([]);
  const noHorizontalScroll = await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll).toBe(true);

  await bar.getByRole('button', { name: 'Réserver' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Réserver une prestation' });
  await expect(dialog).toBeVisible();
  await serviceSelect(dialog).selectOption('service-1');
  await (await calendarDay(dialog, day(3))).click();
  await timeSelect(dialog).selectOption('10:00');
  await participantsSelect(dialog).selectOption('3');
  await expect(dialog.getByRole('region', { name: 'Récapitulatif' })).toContainText(/Total\s*136,50\s€/);
  await dialog.getByRole('button', { name: 'Réserver' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Réserver' })).toBeEnabled();
  await phone.screenshot({ path: testInfo.outputPath('profil-telephone-reservation.png') });
  expect(await axeViolations(phone, { seriousOnly: true })).toEqual([]);

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bar).toContainText('136,50 €');
  await expect(bar).toContainText('3 participants');
  // 'Réserver cette prestation' opens the dialog with its service.
  await phone
    .getByRole('article')
    .filter({ hasText: 'Dîner breton' })
    .getByRole('button', { name: /Réserver cette prestation/ })
    .click();
  await expect(serviceSelect(dialog)).toHaveValue('service-2');
  await context.close();
});

test('a signed-in client reports a review once: a reason, a few words, then it is known as already reported; and the profile', async ({
  page,
}) => {
  await page.goto(`/kookers/${main}`);
  // The reviews load once their section is in view.
  await expect((await reviewsOf(page)).getByText('Des macarons parfaits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signaler l’avis de Camille M.' })).toHaveCount(0);

  const { uid, email } = await createClient('signalement');
  await logIn(page, email);
  await page.goto(`/kookers/${main}`);
  const reviews = await reviewsOf(page);
  await reviews.getByRole('button', { name: 'Signaler l’avis de Camille M.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler à l’équipe Kookers' });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez une raison.');
  await dialog.getByRole('radio', { name: 'Faux profil, faux avis ou tromperie' }).check();
  await dialog.getByLabel('Précisez si besoin (facultatif)').fill('Cette personne n’est jamais venue.');
  expect(await axeViolations(page, { include: 'dialog' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText('Merci : votre signalement a été transmis à l’équipe Kookers')).toBeVisible();
  await expect(dialog).toBeHidden();
  const reportId = `review_${main}-avis-1_${uid}`;
  expect((await adminFirestore.doc(documentPath('reports', reportId)).get()).data()).toMatchObject({
    reporterId: uid,
    kind: 'review',
    itemId: `${main}-avis-1`,
    reason: 'fake',
    text: 'Cette personne n’est jamais venue.',
  });

  await reviews.getByRole('button', { name: 'Signaler l’avis de Camille M.' }).click();
  await dialog.getByRole('radio', { name: 'Publicité ou spam' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText('Vous avez déjà signalé ce contenu : l’équipe Kookers l’examine.')).toBeVisible();
  expect((await adminFirestore.doc(documentPath('reports', reportId)).get()).get('reason')).toBe('fake');
  await adminFirestore.doc(documentPath('reports', reportId)).delete();

  // The profile itself, from the line under the reviews.
  await page.getByRole('button', { name: 'Signaler le profil de Solène L.' }).click();
  await dialog.getByRole('radio', { name: 'Publicité ou spam' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog).toBeHidden();
  const profileReport = documentPath('reports', `profile_${main}_${uid}`);
  await expect.poll(async () => (await adminFirestore.doc(profileReport).get()).get('reason')).toBe('spam');
  await adminFirestore.doc(profileReport).delete();
});

import { collectionPath, documentPath } from '@kookers/domain/data';
import { expect, test, type Page } from './support/test';
import { kookerToData, newKookerProfile } from '@kookers/domain/kookers';
import { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from './support/admin';
import { axeViolations } from './support/axe';

// /search as visitors use it, on Kookers this file arranges in a commune of their own (other
// tests write Kookers too, in the big cities): the functions derive their search fields, as they
// would for a real Kooker.

const RUN = Math.random().toString(36).slice(2, 8);
/** Mende (Lozère): no other Kooker of the tests or the demo data comes so far. */
const CITY = 'Mende';
const CITY_INSEE = '48095';
const idOf = (n: number) => `e2e-recherche-${RUN}-${String(n).padStart(2, '0')}`;

interface Arranged {
  firstName: string;
  specialties: string[];
  pricePerHour: number;
  /** What their reviews made of them (ratingOnReview); none for a Kooker not reviewed yet. */
  reviews?: { rating: number; reviewCount: number };
  maxGuests: number;
  availableDays: string[];
  service: { name: string; price: number };
}

const FEATURED: Arranged[] = [
  {
    firstName: 'Apolline',
    specialties: ['Pâtisserie française'],
    pricePerHour: 3000,
    reviews: { rating: 4.9, reviewCount: 12 },
    maxGuests: 8,
    availableDays: ['saturday'],
    service: { name: 'Atelier macarons', price: 55 },
  },
  {
    firstName: 'Barnabé',
    specialties: ['Cuisine italienne'],
    pricePerHour: 6000,
    reviews: { rating: 4.2, reviewCount: 5 },
    maxGuests: 4,
    availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    service: { name: 'Pâtes fraîches', price: 35 },
  },
  {
    firstName: 'Clémence',
    specialties: ['Boulangerie'],
    pricePerHour: 8000,
    reviews: { rating: 3.4, reviewCount: 3 },
    maxGuests: 6,
    availableDays: ['sunday'],
    service: { name: 'Pain au levain', price: 45 },
  },
];
/** Eleven more, so that the results come in two pages. */
const FILLERS: Arranged[] = Array.from({ length: 11 }, (_, i) => ({
  firstName: `Figurant${String.fromCharCode(97 + i)}`,
  specialties: ['Cuisine saine'],
  pricePerHour: 2000,
  maxGuests: 4,
  availableDays: [],
  service: { name: 'Bol équilibré', price: 20 },
}));
const ALL = [...FEATURED, ...FILLERS];

/**
 * A published profile as the app writes one — a new profile as becomeKooker writes it, then
 * onboarding's fields — with what each test arranges of it (the functions derive the search's).
 */
function publishedKooker(id: string, now: Timestamp, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    ...kookerToData(newKookerProfile(id)),
    experience: '',
    certificates: [],
    minimumDuration: 2,
    typicalHours: { start: '10:00', end: '20:00' },
    blockedDates: [],
    profileImage: null,
    coverImage: null,
    published: true,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The triggers of fourteen Kookers, beside the other files' work.
  test.setTimeout(90_000);
  const now = Timestamp.now();
  await Promise.all(
    ALL.map(async (kooker, index) => {
      const ref = adminFirestore.doc(documentPath('kookers', idOf(index)));
      await ref.set(
        publishedKooker(idOf(index), now, {
          firstName: kooker.firstName,
          lastName: 'Testeur',
          city: CITY,
          cityInsee: CITY_INSEE,
          bio: `${kooker.firstName} cuisine pour vous à ${CITY}, avec passion et des produits de saison.`,
          specialties: kooker.specialties,
          serviceArea: 20,
          pricePerHour: kooker.pricePerHour,
          maxGuests: kooker.maxGuests,
          availableDays: kooker.availableDays,
          ...kooker.reviews,
        }),
      );
      await adminFirestore
        .collection(collectionPath('services', idOf(index)))
        .doc('service-1')
        .set({
          name: kooker.service.name,
          serviceArea: '',
          pricePerPerson: kooker.service.price * 100,
          additionalInfo: '',
          requiredEquipment: '',
          photos: [],
          allergens: [],
          location: 'client',
          createdAt: now,
          updatedAt: now,
        });
    }),
  );
  // The functions derive the search fields: wait for every one of them.
  await expect
    .poll(
      async () => {
        const snapshots = await Promise.all(ALL.map((_, index) => adminFirestore.doc(documentPath('kookers', idOf(index))).get()));
        return snapshots.every(
          (snapshot) =>
            snapshot.get('searchFacets') &&
            snapshot.get('availabilityFacets') &&
            snapshot.get('minPricePerPerson') &&
            (snapshot.get('reach') as string[] | undefined)?.includes(CITY_INSEE),
        );
      },
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await Promise.all(
    ALL.map(async (_, index) => {
      await adminFirestore.doc(documentPath('services', idOf(index), 'service-1')).delete();
      await adminFirestore.doc(documentPath('kookers', idOf(index))).delete();
    }),
  );
});

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /Kookers? trouvés?|Aucun Kooker/ });
const names = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });
const cityUrl = `/search?ville=${encodeURIComponent(CITY)}`;

/**
 * Waits for React to hydrate the served HTML: a choice made before that is the served form's,
 * which React then draws over. The navbar's 'Se connecter' exists only once the app runs and knows
 * the visitor is signed out (on a phone, hidden until the menu opens).
 */
const hydrated = (page: Page) =>
  expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter', includeHidden: true }),
  ).toBeAttached();
/** Visits a page, then waits for it to be hydrated. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

test('finds by text and by city, the state in the URL; reload and the back button keep it', async ({ page }) => {
  await open(page, '/search');
  await page.getByRole('searchbox', { name: 'Nom, spécialité ou prestation' }).fill(`macarons ${CITY}`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(count(page)).toHaveText('1 Kooker trouvé');
  await expect(names(page)).toHaveText(['Apolline Testeur']);
  await expect(page).toHaveURL(/q=macarons/);

  await page.getByRole('searchbox', { name: 'Nom, spécialité ou prestation' }).fill('');
  await page.getByRole('combobox', { name: 'Ville' }).fill(CITY.toUpperCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(count(page)).toHaveText('14 Kookers trouvés');
  await expect(names(page).first()).toHaveText('Apolline Testeur');

  await page.reload();
  await hydrated(page);
  await expect(count(page)).toHaveText('14 Kookers trouvés');
  await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue(CITY.toUpperCase());
  await page.goBack();
  await expect(count(page)).toHaveText('1 Kooker trouvé');
  await expect(page.getByRole('searchbox', { name: 'Nom, spécialité ou prestation' })).toHaveValue(`macarons ${CITY}`);
});

test('each filter changes the results, alone and combined, and the sort orders them', async ({ page }) => {
  await open(page, cityUrl);
  await expect(count(page)).toHaveText('14 Kookers trouvés');
  await page.getByRole('checkbox', { name: 'Pâtisserie' }).check();
  await expect(names(page)).toHaveText(['Apolline Testeur']);
  await page.getByRole('checkbox', { name: 'Boulangerie' }).check();
  await expect(names(page)).toHaveText(['Apolline Testeur', 'Clémence Testeur']);
  await expect(page).toHaveURL(/specialites=patisserie%2Cboulangerie/);

  await open(page, cityUrl);
  // The price per person the cards show: Apolline's 55 €, Clémence's 45 €.
  await page.getByRole('radio', { name: '40 € à 60 €' }).check();
  await expect(names(page)).toHaveText(['Apolline Testeur', 'Clémence Testeur']);
  await open(page, cityUrl);
  await page.getByRole('radio', { name: '4,0 ★ et plus' }).check();
  await expect(names(page)).toHaveText(['Apolline Testeur', 'Barnabé Testeur']);
  await page.getByLabel('Participants').selectOption('6');
  await expect(names(page)).toHaveText(['Apolline Testeur']);
  await open(page, cityUrl);
  await page.getByRole('radio', { name: 'La semaine prochaine' }).check();
  // Only the three with available days have free slots next week.
  await expect(names(page)).toHaveText(['Apolline Testeur', 'Barnabé Testeur', 'Clémence Testeur']);

  await open(page, cityUrl);
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('prix');
  await expect(page).toHaveURL(/tri=prix/);
  // Lowest price per person first: the fillers' 20 €, then 35 € (Barnabé), 45 €, 55 €.
  await expect(names(page).first()).toHaveText(/^Figurant/);
  await page.getByRole('checkbox', { name: 'Cuisine italienne' }).check();
  await expect(names(page)).toHaveText(['Barnabé Testeur']);
});

test('results come in pages with Voir plus, kept in the URL, with no duplicate', async ({ page }) => {
  await open(page, cityUrl);
  await expect(page.getByRole('article')).toHaveCount(12);
  await page.getByRole('link', { name: 'Voir plus de Kookers' }).click();
  await expect(page.getByRole('article')).toHaveCount(14);
  await expect(page).toHaveURL(/pages=2/);
  await expect(page.getByRole('link', { name: 'Voir plus de Kookers' })).toHaveCount(0);
  const shown = await names(page).allTextContents();
  expect(new Set(shown).size).toBe(14);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(14);
});

test.describe('without JavaScript', () => {
  // Also what a click does before the served page is hydrated.
  test.use({ javaScriptEnabled: false });

  test('Voir plus is a link to the next page, served whole', async ({ page }) => {
    await page.goto(cityUrl);
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('link', { name: 'Voir plus de Kookers' }).click();
    await expect(page).toHaveURL(/pages=2/);
    await expect(page.getByRole('article')).toHaveCount(14);
    const shown = await names(page).allTextContents();
    expect(new Set(shown).size).toBe(14);
  });
});

test('no result says so and offers to clear everything; errors can be retried', async ({ page }) => {
  await open(page, `${cityUrl}&q=wakame`);
  await expect(count(page)).toHaveText('Aucun Kooker trouvé');
  await expect(page.getByText('Aucun Kooker ne correspond à votre recherche.')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
  await expect(page).toHaveURL('/search');

  await page.route('**/documents:runQuery*', (route) => route.abort());
  await page.route('**/documents:runAggregationQuery*', (route) => route.abort());
  // A search landed on comes with its results, read by the server: no read from the browser.
  await open(page, cityUrl);
  await expect(count(page)).toHaveText('14 Kookers trouvés');
  // Another search, read by the browser, fails.
  await page.getByLabel('Trier par').selectOption('prix');
  await expect(page.getByRole('alert')).toContainText('La recherche n’a pas abouti.');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(count(page)).toHaveText('14 Kookers trouvés');
});

test('cards link to the profile; the page passes axe', async ({ page }) => {
  await open(page, `${cityUrl}&q=Apolline`);
  const card = page.getByRole('article');
  await expect(card).toContainText('4,9');
  await expect(card).toContainText('(12 avis)');
  await expect(card).toContainText('À partir de 55 €/pers.');
  expect(await axeViolations(page, { include: 'main', seriousOnly: true })).toEqual([]);
  await card.getByRole('link', { name: /Voir le profil/ }).click();
  await expect(page).toHaveURL(`/kookers/${idOf(0)}`);
});

test('the home search box leads to the search with its text and city', async ({ page }) => {
  await open(page, '/');
  const box = page.getByRole('search', { name: 'Trouver un Kooker' });
  await box.getByRole('searchbox').fill('pâtes');
  await box.getByRole('combobox', { name: 'Ville' }).fill(CITY);
  await box.getByRole('button', { name: 'Trouver un Kooker' }).click();
  await expect(page).toHaveURL(/\/search\?q=p%C3%A2tes&ville=/);
  await expect(names(page)).toHaveText(['Barnabé Testeur']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters open in a panel and work', async ({ page }, testInfo) => {
    await open(page, cityUrl);
    await expect(page.getByRole('checkbox', { name: 'Pâtisserie' })).toBeHidden();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await page.getByRole('checkbox', { name: 'Pâtisserie' }).check();
    await expect(names(page)).toHaveText(['Apolline Testeur']);
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('search-phone.png'), fullPage: true });
  });
});

test('a client types “Villeur”, picks Villeurbanne (69100) and finds the Lyon Kookers who come there, nearest first; a village beyond every area finds nobody', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const family = `Voisin${RUN}`;
  const arranged = [
    { id: `e2e-voisin-${RUN}-villeurbanne`, firstName: 'Valentin', city: 'Villeurbanne', insee: '69266', area: 5, rating: 3.9 },
    { id: `e2e-voisin-${RUN}-lyon-10`, firstName: 'Louise', city: 'Lyon', insee: '69123', area: 10, rating: 4.8 },
    { id: `e2e-voisin-${RUN}-lyon-15`, firstName: 'Lucas', city: 'Lyon', insee: '69123', area: 15, rating: 4.2 },
    // Villeurbanne is 5.2 km from Lyon: beyond this one's 5 km.
    { id: `e2e-voisin-${RUN}-lyon-5`, firstName: 'Léon', city: 'Lyon', insee: '69123', area: 5, rating: 5 },
  ];
  const now = Timestamp.now();
  await Promise.all(
    arranged.map(async (kooker) => {
      await adminFirestore.doc(documentPath('kookers', kooker.id)).set(
        publishedKooker(kooker.id, now, {
          firstName: kooker.firstName,
          lastName: family,
          city: kooker.city,
          cityInsee: kooker.insee,
          bio: `${kooker.firstName} cuisine chez vous, avec des produits de saison.`,
          specialties: ['Cuisine française'],
          serviceArea: kooker.area,
          pricePerHour: 3000,
          maxGuests: 6,
          availableDays: [],
          rating: kooker.rating,
          reviewCount: 2,
        }),
      );
    }),
  );
  await expect
    .poll(
      async () =>
        (await Promise.all(arranged.map((kooker) => adminFirestore.doc(documentPath('kookers', kooker.id)).get()))).every((snapshot) =>
          (snapshot.get('reach') as string[] | undefined)?.includes(snapshot.get('cityInsee') as string),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);

  try {
    await open(page, '/search');
    const city = page.getByRole('combobox', { name: 'Ville' });
    await city.fill('Villeur');
    await page.getByRole('option', { name: 'Villeurbanne (69100)' }).click();
    await expect(city).toHaveValue('Villeurbanne (69100)');
    await page.getByRole('searchbox', { name: 'Nom, spécialité ou prestation' }).fill(family);
    await page.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page.getByText('Les Kookers qui viennent à Villeurbanne (69100), ou y habitent.')).toBeVisible();
    await expect(page.getByLabel('Trier par')).toHaveValue('proximite');
    // The one of Villeurbanne first, then Lyon's, 5 km away, best rated first; not the one whose area stops short.
    await expect(names(page)).toHaveText([`Valentin ${family}`, `Louise ${family}`, `Lucas ${family}`]);
    const cards = page.getByRole('article');
    await expect(cards.nth(0)).toContainText('Villeurbanne · dans votre ville');
    await expect(cards.nth(1)).toContainText('Lyon · à 5 km');
    await page.screenshot({ path: test.info().outputPath('search-commune.png'), fullPage: true });

    // A village of the Cantal, beyond every area: nobody, said so.
    await city.fill('Salers');
    await page.getByRole('option', { name: /^Salers \(/ }).click();
    await page.getByRole('searchbox', { name: 'Nom, spécialité ou prestation' }).fill('');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(count(page)).toHaveText('Aucun Kooker trouvé');
    await expect(page.getByText('Aucun Kooker ne correspond à votre recherche.')).toBeVisible();

    // A city that names no commune says so.
    await open(page, '/search?ville=Atlantide');
    await expect(page.getByText('Aucune commune ne correspond à « Atlantide » : choisissez-la parmi les suggestions.')).toBeVisible();
  } finally {
    await Promise.all(arranged.map((kooker) => adminFirestore.doc(documentPath('kookers', kooker.id)).delete()));
  }
});

import { expect, test, type Page } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { imageIdFor, imageUrl, kookerToData, serviceToData } from '@kookers/domain/kookers';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from './support/admin';
import { pixelImageData } from './support/pixel-image';
import { axeViolations } from './support/axe';

// The featured Kookers are read from Firestore: these tests write their own Kookers (rated
// above anything else a test writes) and remove them afterwards. Their photos are served by the
// serveImage function (/images/{id}), as every photo of the app.
const RUN = `une-${Date.now()}`;

interface Arranged {
  key: string;
  firstName: string;
  rating: number;
  reviewCount: number;
  published: boolean;
  /** 'stored': a photo that exists; 'missing': a profile pointing at a photo that does not (deleted since). */
  photo?: 'stored' | 'missing';
}

const arranged: Arranged[] = [
  { key: 'bien-note', firstName: 'Bérénice', rating: 5, reviewCount: 3, published: true, photo: 'stored' },
  { key: 'plus-d-avis', firstName: 'Aurélien', rating: 5, reviewCount: 12, published: true },
  { key: 'troisieme', firstName: 'Capucine', rating: 4.9, reviewCount: 40, published: true, photo: 'missing' },
  { key: 'quatrieme', firstName: 'Dorian', rating: 4.8, reviewCount: 90, published: true },
  { key: 'brouillon', firstName: 'Eudes', rating: 5, reviewCount: 99, published: false },
];
const idOf = (key: string) => `${RUN}-${key}`;
const photoOf = (key: string) => imageIdFor(idOf(key), 'profile');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { kooker: sample, service } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
  const batch = adminFirestore.batch();
  for (const kooker of arranged) {
    if (kooker.photo === 'stored') {
      const id = photoOf(kooker.key);
      batch.set(adminFirestore.doc(documentPath('images', id)), pixelImageData(id, idOf(kooker.key)));
    }
    batch.set(adminFirestore.doc(documentPath('kookers', idOf(kooker.key))), {
      ...kookerToData(sample),
      firstName: kooker.firstName,
      lastName: 'Testeur',
      city: 'Rennes',
      cityInsee: '35238',
      specialties: ['Cuisine française', 'Boulangerie', 'Street food', 'Cuisine saine'],
      profileImage: kooker.photo ? photoOf(kooker.key) : null,
      published: kooker.published,
      rating: kooker.rating,
      reviewCount: kooker.reviewCount,
      minPricePerPerson: 2550,
    });
    // A service at that price: the functions derive minPricePerPerson from the services, and
    // would otherwise clear it while the page loads.
    batch.set(
      adminFirestore.doc(documentPath('services', idOf(kooker.key), 'service-1')),
      serviceToData({ ...service, pricePerPerson: 2550, photos: [] }),
    );
  }
  await batch.commit();
});

test.afterAll(async () => {
  const batch = adminFirestore.batch();
  for (const kooker of arranged) {
    batch.delete(adminFirestore.doc(documentPath('kookers', idOf(kooker.key))));
    batch.delete(adminFirestore.doc(documentPath('services', idOf(kooker.key), 'service-1')));
    if (kooker.photo === 'stored') batch.delete(adminFirestore.doc(documentPath('images', photoOf(kooker.key))));
  }
  await batch.commit();
});

const featured = (page: Page) => page.getByRole('region', { name: 'Nos Kookers à la une' }).getByRole('article');

test('the home page features the three best-rated published Kookers, more reviews first on a tie', async ({ page }) => {
  const photos: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/')) photos.push(pathname);
  });
  await page.goto('/');
  await expect(featured(page)).toHaveCount(3);
  await expect(featured(page).getByRole('heading')).toHaveText(['Aurélien Testeur', 'Bérénice Testeur', 'Capucine Testeur']);

  const first = featured(page).first();
  await expect(first).toContainText('5,0');
  await expect(first).toContainText('(12 avis)');
  await expect(first).toContainText('Rennes');
  await expect(first).toContainText('À partir de 25,50 €/pers.');
  // Three specialties at most on a card.
  await expect(first.getByRole('listitem')).toHaveText(['Cuisine française', 'Boulangerie', 'Street food']);
  // A Kooker with a photo shows its small variant, loaded lazily from its URL; one without shows
  // their initials, and so does one whose photo cannot be loaded.
  const photo = featured(page).nth(1).locator('img');
  await expect(photo).toHaveAttribute('src', imageUrl(photoOf('bien-note'), 'small'));
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', '64');
  await expect(photo).toHaveAttribute('height', '64');
  // The first photo served starts the serveImage function, slow to start on a busy machine.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBe(1);
  await expect(first.locator('img')).toHaveCount(0);
  await expect(first).toContainText('AT');
  const missing = featured(page).nth(2);
  await expect(missing.locator('img')).toHaveCount(0);
  await expect(missing).toContainText('CT');
  // Cards load the small variants only, never a full-size photo.
  expect(photos.length).toBeGreaterThan(0);
  expect(photos.every((path) => path.endsWith('/small'))).toBe(true);

  expect(await axeViolations(page, { include: 'section[aria-labelledby="kookers-une-titre"]' })).toEqual([]);

  await first.getByRole('link', { name: 'Voir le profil d’Aurélien Testeur' }).click();
  await expect(page).toHaveURL(`/kookers/${idOf('plus-d-avis')}`);
});

test('when the featured Kookers cannot be loaded, the home page says so and can try again', async ({ page }) => {
  await page.route('**/documents:runQuery*', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Nos Kookers à la une' });
  await expect(section.getByRole('alert')).toHaveText(/Les Kookers à la une n'ont pas pu être chargés/);
  // The rest of the page is still there.
  await expect(page.getByRole('heading', { name: 'Comment ça marche ?' })).toBeVisible();

  await page.unroute('**/documents:runQuery*');
  await section.getByRole('button', { name: 'Réessayer' }).click();
  await expect(featured(page)).toHaveCount(3);
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('on a phone, the featured Kookers load when their section scrolls into view', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  const queries: string[] = [];
  phone.on('request', (request) => {
    if (request.url().includes('documents:runQuery')) queries.push(request.url());
  });
  await phone.goto('/', { waitUntil: 'networkidle' });
  // Below the fold: nothing asked of Firestore yet.
  expect(queries).toEqual([]);

  await phone.getByRole('heading', { name: 'Nos Kookers à la une' }).scrollIntoViewIfNeeded();
  await expect(featured(phone)).toHaveCount(3);
  expect(queries).toHaveLength(1);
  await phone.close();
});

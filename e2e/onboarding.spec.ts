import { expect, test, type Page } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { frenchPhoneToE164, IMAGE_VARIANTS } from '@kookers/domain/kookers';
import { addDays, parisDateOf } from '@kookers/domain/rules';
import sharp from 'sharp';
import { adminFirestore, createClient, PASSWORD } from './support/admin';
import { axeViolations } from './support/axe';
import { smsCode, uniquePhone } from './support/people';
import { submitLogin } from './support/session';
import { CALLABLE_TIMEOUT } from './support/timeouts';

// 'Devenir Kooker' as a new Kooker lives it: from a verified client's 'Devenir Kooker' to a
// published profile, with real photos resized in the browser and stored through the rules, and
// the functions that keep the derived fields and the free slots.

/** A large camera-like JPEG: it must come out at most 1280 px and 300 KB, with a 400 px variant. */
async function cameraPhoto(color: string): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: 2400, height: 1800, channels: 3 } })
    .composite([{ input: { create: { width: 2400, height: 1800, channels: 4, background: color } }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const photoField = (page: Page, name: string) => page.getByRole('group', { name });
/** A step of the stepper, which says which step is open (aria-current). */
const stepButton = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Étapes du profil Kooker' }).getByRole('button', { name });
const kookerDoc = (uid: string) => adminFirestore.doc(documentPath('kookers', uid));

async function becomeKooker(page: Page, label: string): Promise<string> {
  const { uid, email } = await createClient(label);
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL('/settings');
  await page.getByRole('button', { name: 'Devenir Kooker' }).click();
  await expect(page).toHaveURL('/kooker-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Devenir Kooker' })).toBeVisible();
  return uid;
}

async function upload(page: Page, field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await photoField(page, field).locator('input[type="file"]').setInputFiles(file);
}

test('a client becomes a Kooker: five steps, photos, services, a blocked day, a reload, who they are, Terminer, pause and resume', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const uid = await becomeKooker(page, 'onboarding');
  // A number no other journey verifies (the Auth emulator refuses one number on two accounts).
  const phone = uniquePhone();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(stepButton(page, /Informations personnelles/)).toHaveAttribute('aria-current', 'step');

  // Step 1. A file that is not an image, then one that claims to be a PNG and is not.
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau-Léger');
  // The city is picked among the suggestions; the phone, private, is checked.
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('saint etienne');
  await page.getByLabel('Téléphone').fill('12 34');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Choisissez votre ville parmi les suggestions.')).toBeVisible();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  await expect(page.getByText('Corrigez les champs signalés pour continuer.')).toBeVisible();
  await expect(stepButton(page, /Informations personnelles/)).toHaveAttribute('aria-current', 'step');
  await city.click();
  await expect(page.getByRole('option', { name: 'Saint-Étienne (42000)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('etape1-ville.png'), fullPage: true });
  await page.getByRole('option', { name: 'Saint-Étienne (42000)' }).click();
  await expect(city).toHaveValue('Saint-Étienne (42000)');
  await expect(page.getByText('Choisissez votre ville parmi les suggestions.')).toHaveCount(0);
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue de la Résistance, 42000 Saint-Étienne');
  await page.getByLabel('Téléphone').fill(phone);
  await upload(page, 'Photo de profil', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 pas une photo') });
  await expect(photoField(page, 'Photo de profil').getByRole('alert')).toHaveText(
    'Ce fichier n’est pas une image. Choisissez une photo (JPEG, PNG ou WebP).',
  );
  await upload(page, 'Photo de profil', {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(photoField(page, 'Photo de profil').getByRole('alert')).toContainText('Cette image n’a pas pu être lue');
  await upload(page, 'Photo de profil', { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#c2410c') });
  await expect(page.getByRole('img', { name: 'Votre photo de profil' })).toBeVisible();
  await expect(photoField(page, 'Photo de profil').getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(stepButton(page, /Expérience culinaire/)).toHaveAttribute('aria-current', 'step');

  const afterStep1 = (await kookerDoc(uid).get()).data() ?? {};
  expect(afterStep1).toMatchObject({
    firstName: 'Inès',
    lastName: 'Moreau-Léger',
    city: 'Saint-Étienne',
    cityInsee: '42218',
    published: false,
  });
  // The coordinates are private: in users/{uid}, never on the public profile.
  expect(afterStep1).not.toHaveProperty('phone');
  expect(afterStep1).not.toHaveProperty('address');
  expect((await adminFirestore.doc(documentPath('users', uid)).get()).data()).toMatchObject({
    phone,
    address: '8 rue de la Résistance, 42000 Saint-Étienne',
  });
  const photo = (await adminFirestore.doc(documentPath('images', afterStep1.profileImage as string)).get()).data() ?? {};
  expect(afterStep1.profileImage).toMatch(new RegExp(`^${uid}_`));
  expect(photo).toMatchObject({
    ownerId: uid,
    width: IMAGE_VARIANTS.large.maxSide,
    height: 960,
    smallWidth: IMAGE_VARIANTS.small.maxSide,
    smallHeight: 300,
  });
  expect(Buffer.from(photo.data as string, 'base64').length).toBeLessThanOrEqual(IMAGE_VARIANTS.large.maxBytes);
  expect(Buffer.from(photo.smallData as string, 'base64').length).toBeLessThanOrEqual(IMAGE_VARIANTS.small.maxBytes);
  // The completion bar follows the saved profile: 4 of 19 items.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '21');

  // Step 2, interrupted by a reload: what was typed is back, on the step left unfinished.
  await page
    .getByLabel('Présentation')
    .fill('Je cuisine depuis l’enfance les recettes de ma grand-mère stéphanoise, à partager autour de la table.');
  await page.getByLabel('Pâtisserie française').check();
  await page.getByLabel('Cuisine traditionnelle').check();
  await page.getByRole('button', { name: 'Ajouter un certificat' }).click();
  await page.getByLabel('Certificat 1').fill('CAP Pâtissier');
  // The draft is written a moment after the last keystroke: reload once this browser holds it.
  await expect
    .poll(() => page.evaluate(() => Object.values(window.localStorage).some((value) => value.includes('CAP Pâtissier'))))
    .toBe(true);
  await page.reload();
  await expect(stepButton(page, /Expérience culinaire/)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Nous avons retrouvé ce que vous aviez saisi')).toBeVisible();
  await expect(page.getByLabel('Certificat 1')).toHaveValue('CAP Pâtissier');
  await expect(page.getByLabel('Pâtisserie française')).toBeChecked();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(stepButton(page, /Services & tarifs/)).toHaveAttribute('aria-current', 'step');

  // Step 3: the sliders show their values from the start; services are added, edited, deleted.
  await expect(page.getByLabel('Zone d’intervention')).toHaveValue('20');
  await expect(page.locator('output[for="pricePerHour"]')).toHaveText('35 € / h');
  await page.getByLabel('Tarif horaire').fill('40');
  await expect(page.locator('output[for="pricePerHour"]')).toHaveText('40 € / h');
  await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle prestation' });
  await dialog.getByRole('button', { name: 'Enregistrer la prestation' }).click();
  await expect(dialog.getByText('Le nom de la prestation est requis')).toBeVisible();
  await dialog.getByLabel('Nom de la prestation').fill('Atelier tarte aux pralines');
  await dialog.getByLabel('Prix par personne (€)').fill('0');
  await dialog.getByRole('button', { name: 'Enregistrer la prestation' }).click();
  await expect(dialog.getByText('Le prix est d’au moins 1 €')).toBeVisible();
  await dialog.getByLabel('Prix par personne (€)').fill('45');
  await dialog.getByLabel('Matériel requis (facultatif)').fill('Un four');
  // Where it takes place: at the client's unless the Kooker says otherwise.
  const where = dialog.getByRole('group', { name: 'Où a lieu la prestation ?' });
  await expect(where.getByRole('radio', { name: /^Chez le client/ })).toBeChecked();
  await where.getByRole('radio', { name: /^Chez moi/ }).check();
  // The menu's allergens: a group of 14 checkboxes, ticked by mouse or by keyboard.
  const allergens = dialog.getByRole('group', { name: 'Allergènes présents dans le menu' });
  await expect(allergens.getByRole('checkbox')).toHaveCount(14);
  await allergens.getByLabel('Lait').check();
  await allergens.getByLabel('Céréales contenant du gluten').check();
  await allergens.getByLabel('Fruits à coque').focus();
  await page.keyboard.press('Space');
  await expect(allergens.getByLabel('Fruits à coque')).toBeChecked();
  await upload(page, 'Photos', { name: 'tarte.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#be185d') });
  await expect(dialog.getByRole('img', { name: 'Photo 1 de la prestation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer la prestation' }).click();
  await expect(dialog).toHaveCount(0);
  const services = page.getByRole('region', { name: 'Mes prestations' }).getByRole('listitem');
  await expect(services).toHaveCount(1);
  await expect(services.first()).toContainText('Atelier tarte aux pralines');
  await expect(services.first()).toContainText('45 €/pers.');

  await services
    .first()
    .getByRole('button', { name: /Modifier/ })
    .click();
  const editing = page.getByRole('dialog', { name: 'Modifier la prestation' });
  const editedAllergens = editing.getByRole('group', { name: 'Allergènes présents dans le menu' });
  await expect(editing.getByRole('group', { name: 'Où a lieu la prestation ?' }).getByRole('radio', { name: /^Chez moi/ })).toBeChecked();
  await expect(editedAllergens.getByLabel('Lait')).toBeChecked();
  await expect(editedAllergens.getByLabel('Œufs')).not.toBeChecked();
  await editedAllergens.getByLabel('Œufs').check();
  await editing.getByLabel('Prix par personne (€)').fill('50');
  await editing.getByRole('button', { name: 'Enregistrer la prestation' }).click();
  await expect(editing).toHaveCount(0);
  await expect(services).toHaveCount(1);
  await expect(services.first()).toContainText('50 €/pers.');
  // Saved in the regulation's order, whatever the order they were ticked in.
  expect((await adminFirestore.doc(documentPath('services', uid, 'service-1')).get()).get('location')).toBe('kooker');
  expect((await adminFirestore.doc(documentPath('services', uid, 'service-1')).get()).get('allergens')).toEqual([
    'gluten',
    'oeufs',
    'lait',
    'fruits-a-coque',
  ]);

  await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
  await page.getByRole('dialog', { name: 'Nouvelle prestation' }).getByLabel('Nom de la prestation').fill('Brioche du dimanche');
  await page.getByRole('dialog', { name: 'Nouvelle prestation' }).getByLabel('Prix par personne (€)').fill('30');
  await page.getByRole('dialog', { name: 'Nouvelle prestation' }).getByRole('button', { name: 'Enregistrer la prestation' }).click();
  await expect(services).toHaveCount(2);
  await services
    .nth(1)
    .getByRole('button', { name: /Supprimer/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la prestation' });
  await expect(confirm).toContainText('Brioche du dimanche');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(services).toHaveCount(1);
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 4: days, hours, and a blocked day ten days from now.
  await expect(stepButton(page, /Disponibilités/)).toHaveAttribute('aria-current', 'step');
  for (const day of ['Vendredi', 'Samedi', 'Dimanche']) await page.getByLabel(day, { exact: true }).check();
  await expect(page.getByText('Créneaux proposés (prestations de 2 h) : 09:00, 11:00, 13:00, 15:00, 17:00, 19:00.')).toBeVisible();
  const blocked = addDays(parisDateOf(new Date()), 10);
  const [, month, day] = blocked.split('-').map(Number) as [number, number, number];
  if (month !== new Date().getMonth() + 1) await page.getByRole('button', { name: '›' }).click();
  await page
    .locator('.react-calendar__month-view__days__day:not(.react-calendar__month-view__days__day--neighboringMonth)')
    .getByText(String(day), { exact: true })
    .click();
  await expect(page.getByRole('list', { name: 'Jours bloqués' }).getByRole('listitem')).toHaveCount(1);

  expect(await axeViolations(page, { include: '.onboarding', seriousOnly: true })).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('onboarding-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 5 (docs/produit.md, « Qui est le Kooker »): particulier, the phone verified by SMS, the insurance.
  await expect(stepButton(page, /Statut, téléphone et assurance/)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Enregistrer mon statut' }).click();
  await expect(page.getByText('Enregistré : Particulier')).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  await expect(page.getByLabel('Numéro de téléphone portable')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Recevoir un code par SMS' }).click();
  await page.getByLabel('Code reçu par SMS').fill(await smsCode(frenchPhoneToE164(phone) ?? ''));
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByText(/^Numéro vérifié le /)).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  const insurance = page.getByRole('form', { name: 'Votre assurance' });
  await insurance.getByLabel('Assureur').fill('Groupama');
  await insurance.getByLabel('Numéro de contrat').fill('RC 7781 204');
  await insurance.getByLabel('Date de fin du contrat').fill(addDays(parisDateOf(new Date()), 365));
  await insurance.getByRole('button', { name: 'Déclarer mon assurance' }).click();
  await expect(page.getByText(/^Déclarée jusqu’au /)).toBeVisible({ timeout: CALLABLE_TIMEOUT });

  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByRole('heading', { name: 'Bravo, votre profil est en ligne !' })).toBeVisible();
  // 17 of 19: the cover photo and the experience were left out.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '89');

  // The functions follow: search fields, lowest price, free slots (none on the blocked day).
  await expect
    .poll(async () => (await kookerDoc(uid).get()).data(), { timeout: 20_000 })
    .toMatchObject({
      published: true,
      location: { lat: expect.any(Number), lon: expect.any(Number) },
      reach: expect.arrayContaining(['42218', '42218@0']),
      minPricePerPerson: 5000,
      blockedDates: [blocked],
      searchTokens: expect.arrayContaining(['ines', 'moreau', 'leger', 'pralines', 'patisserie']),
    });
  await expect
    .poll(async () => Object.keys((await adminFirestore.doc(documentPath('availability', uid)).get()).get('slots') ?? {}).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(10);
  const slots = (await adminFirestore.doc(documentPath('availability', uid)).get()).get('slots') as Record<string, string[]>;
  expect(slots).not.toHaveProperty(blocked);

  // The public profile link, then pause and resume.
  await expect(page.getByRole('link', { name: 'Voir mon profil public' })).toHaveAttribute('href', `/kookers/${uid}`);
  await page.getByRole('link', { name: 'Voir mon profil public' }).click();
  await expect(page).toHaveURL(`/kookers/${uid}`);
  await expect(page.getByRole('article', { name: 'Atelier tarte aux pralines' })).toContainText(
    'Allergènes : Céréales contenant du gluten, Œufs, Lait, Fruits à coque',
  );
  await page.goBack();
  await page.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(page.getByRole('heading', { name: 'Votre profil est prêt, mais il n’est pas en ligne' })).toBeVisible();
  await expect.poll(async () => (await kookerDoc(uid).get()).get('published')).toBe(false);
  // Paused, the photos are no longer served to the public; the Kooker still sees them, read from Firestore.
  const portrait = `/images/${afterStep1.profileImage as string}/small`;
  expect((await page.request.get(portrait)).status()).toBe(404);
  await page.goto(`/kookers/${uid}`);
  await expect(page.getByText('Aperçu : votre profil n’est pas encore visible par les clients.')).toBeVisible();
  const hero = page.getByRole('img', { name: 'Photo de Inès Moreau' });
  await expect(hero).toHaveAttribute('src', /^data:image\/(webp|jpeg|png);base64,/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('apercu-en-pause.png') });
  await page.goBack();
  await page.getByRole('button', { name: 'Publier mon profil' }).click();
  await expect(page.getByRole('heading', { name: /votre profil est en ligne/i })).toBeVisible();
  await expect.poll(async () => (await kookerDoc(uid).get()).get('published')).toBe(true);
  expect((await page.request.get(portrait)).status()).toBe(200);
  // Nothing was lost on the way.
  expect((await kookerDoc(uid).get()).data()).toMatchObject({ firstName: 'Inès', certificates: ['CAP Pâtissier'], pricePerHour: 4000 });
});

test('Terminer on an empty profile says what is missing and publishes nothing', async ({ page }) => {
  const uid = await becomeKooker(page, 'onboarding-vide');
  for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Terminer' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Pour publier votre profil, il manque' });
  await expect(missing).toContainText('une photo de profil');
  await expect(missing).toContainText('au moins une prestation');
  await expect(missing).toContainText('au moins un jour disponible');
  await expect(missing.getByRole('listitem')).toHaveText([
    'Informations personnelles : votre prénom, votre nom, votre ville, une photo de profil, votre téléphone, votre adresse',
    'Expérience culinaire : une présentation d’au moins 50 caractères, au moins une spécialité',
    'Services & tarifs : au moins une prestation',
    'Disponibilités : au moins un jour disponible',
    'Statut, téléphone et assurance : votre statut (particulier ou professionnel), un téléphone vérifié par SMS, une assurance responsabilité civile en cours de validité',
  ]);
  await missing.getByRole('button', { name: 'Informations personnelles' }).click();
  await expect(stepButton(page, /Informations personnelles/)).toHaveAttribute('aria-current', 'step');
  expect((await kookerDoc(uid).get()).get('published')).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the steps say their names and, with the service dialog, fit the screen', async ({ page }, testInfo) => {
    await becomeKooker(page, 'onboarding-mobile');
    await page.screenshot({ path: testInfo.outputPath('onboarding-phone-step1.png'), fullPage: true });
    // Each step by its short name on screen, then its title, as a screen reader says it; never « ✓ (complète) » alone.
    const steps = page.getByRole('navigation', { name: 'Étapes du profil Kooker' }).getByRole('button');
    const names = [
      ['Profil', 'Informations personnelles'],
      ['Cuisine', 'Expérience culinaire'],
      ['Tarifs', 'Services & tarifs'],
      ['Dispos', 'Disponibilités'],
      ['Statut', 'Statut, téléphone et assurance'],
    ];
    for (const [index, [short, title]] of names.entries()) {
      await expect(steps.nth(index).getByText(short ?? '', { exact: true })).toBeVisible();
      await expect(steps.nth(index)).toHaveAccessibleName(`${short} ${title}`);
    }
    for (let step = 0; step < 2; step++) await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle prestation' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('onboarding-phone-service.png') });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

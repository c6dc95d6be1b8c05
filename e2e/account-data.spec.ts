import { readFile } from 'node:fs/promises';
import { WEEKDAYS } from '@kookers/domain/catalog';
import { kookerToData } from '@kookers/domain/model';
import { modelSamples } from '@kookers/domain/model-samples';
import { addDays, parisDateOf } from '@kookers/domain/time';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { axeViolations } from './support/axe';
import { actionLinkFor, adminAuth, adminFirestore, PASSWORD, uniqueEmail } from './support/admin';
import { logIn, submitLogin } from './support/session';
import { expect, test, type Page, type TestInfo } from './support/test';

// 'Compte' in 'Mon profil' (docs/produit.md, « Compte »): a member downloads their data, changes
// their password and their address, and deletes their account — refused while a booking is to
// come, done once it is cancelled. Every account is made for the run and removed after.
const RUN = `compte-${Date.now()}`;
const FUNCTIONS = 'http://127.0.0.1:5001/demo-kookers/europe-west1';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const { kooker: sampleKooker } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
const today = parisDateOf(new Date());
const CLIENT_PHONE = '06 12 34 56 78';
const CLIENT_ADDRESS = '4 place du Marché, 29180 Locronan';
const SERVICE = 'Atelier crêpes et galettes';

interface Account {
  uid: string;
  email: string;
}
const accounts: Account[] = [];
const kookerIds: string[] = [];

async function createAccount(label: string, firstName: string, lastName: string, isKooker = false): Promise<Account> {
  const email = uniqueEmail(`${RUN}-${label}`);
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  if (isKooker) await adminAuth.setCustomUserClaims(uid, { isKooker: true });
  const now = new Date();
  await adminFirestore
    .doc(`users/${uid}`)
    .set({ firstName, lastName, phone: CLIENT_PHONE, address: CLIENT_ADDRESS, isKooker, createdAt: now, updatedAt: now });
  accounts.push({ uid, email });
  return { uid, email };
}

/** A published Kooker in Locronan, every day 10:00–18:00 in 4-hour slots, one service at 45 € per person. */
async function createKooker(label: string): Promise<Account> {
  const account = await createAccount(label, 'Yann', 'Le Bihan', true);
  kookerIds.push(account.uid);
  const batch = adminFirestore.batch();
  batch.set(adminFirestore.doc(`kookers/${account.uid}`), {
    ...kookerToData(sampleKooker),
    firstName: 'Yann',
    lastName: 'Le Bihan',
    city: 'Locronan',
    cityInsee: '29134',
    availableDays: WEEKDAYS.map((weekday) => weekday.value),
    typicalHours: { start: '10:00', end: '18:00' },
    minimumDuration: 4,
    maxGuests: 8,
    blockedDates: [],
    profileImage: null,
    coverImage: null,
    published: true,
    rating: 0,
    reviewCount: 0,
  });
  batch.set(adminFirestore.doc(`kookers/${account.uid}/services/service-1`), {
    name: SERVICE,
    serviceArea: 'Finistère',
    pricePerPerson: 4500,
    additionalInfo: '',
    requiredEquipment: '',
    photos: [],
    allergens: [],
    location: 'client',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  const availability = adminFirestore.doc(`availability/${account.uid}`);
  await expect
    .poll(async () => ((await availability.get()).get('slots') as Record<string, string[]> | undefined)?.[addDays(today, 10)] ?? [], {
      timeout: 20_000,
      message: 'the functions build the free slots',
    })
    .toContain('14:00');
  return account;
}

test.afterAll(async () => {
  for (const kookerId of kookerIds) {
    const owned = await Promise.all(
      ['bookings', 'reviews', 'slotLocks'].map((name) => adminFirestore.collection(name).where('kookerId', '==', kookerId).get()),
    );
    const batch = adminFirestore.batch();
    for (const snapshot of owned) for (const document of snapshot.docs) batch.delete(document.ref);
    batch.delete(adminFirestore.doc(`kookers/${kookerId}/services/service-1`));
    batch.delete(adminFirestore.doc(`kookers/${kookerId}`));
    batch.delete(adminFirestore.doc(`availability/${kookerId}`));
    await batch.commit();
  }
  for (const { uid } of accounts) {
    await adminFirestore.doc(`users/${uid}`).delete();
    await adminAuth.deleteUser(uid).catch(() => undefined);
  }
});

/** A booking made through createBooking as the client, 10 days ahead at 14:00 for 2. */
async function bookAs(client: Account, kooker: Account): Promise<string> {
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: client.email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${FUNCTIONS}/createBooking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      data: {
        kookerId: kooker.uid,
        serviceId: 'service-1',
        date: addDays(today, 10),
        time: '14:00',
        participants: 2,
        expectedTotal: 9000,
        phone: CLIENT_PHONE,
        address: CLIENT_ADDRESS,
        idempotencyKey: `${RUN}-${Math.random().toString(36).slice(2, 10)}`,
      },
    }),
  });
  const body = (await response.json()) as { result?: { bookingId: string }; error?: unknown };
  if (!body.result) throw new Error(`createBooking refused: ${JSON.stringify(body.error)}`);
  return body.result.bookingId;
}

async function openAccountTab(page: Page): Promise<void> {
  await page.goto('/settings?onglet=compte');
  await expect(page.getByRole('tab', { name: 'Compte' })).toHaveAttribute('aria-selected', 'true');
}

/** A full-page screenshot at desktop width, then at a phone's (no horizontal scroll), saved with the test's results. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-bureau.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-telephone.png`), fullPage: true });
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll, `${name}: no horizontal scroll on a phone`).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The open dialog as the screen shows it (a modal: the viewport, not the full page), at desktop width then at a phone's. */
async function dialogScreenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-bureau.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-telephone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The link Auth would have emailed to change the address to `newEmail`, as the app's own /verify-email URL. */
async function emailChangeLink(newEmail: string): Promise<string> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/demo-kookers/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; newEmail?: string; requestType: string; oobLink: string }>;
  };
  const last = oobCodes.filter((code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.newEmail === newEmail).at(-1);
  if (!last) throw new Error(`No email change was sent to ${newEmail}: ${JSON.stringify(oobCodes.slice(-3))}`);
  return `/verify-email?${new URL(last.oobLink).searchParams.toString()}`;
}

test('« Télécharger mes données » downloads a JSON file of the account, its profile and its bookings', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('donnees-kooker');
  const client = await createAccount('donnees', 'Julie', 'Lemoine');
  const bookingId = await bookAs(client, kooker);

  await logIn(page, client.email);
  await openAccountTab(page);
  for (const heading of ['Changer d’adresse email', 'Changer de mot de passe', 'Télécharger mes données', 'Supprimer mon compte'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'compte');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kookers-mes-donnees-${today}.json`);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    account: { email: string; emailVerified: boolean };
    profile: { firstName: string; phone: string };
    bookings: { asClient: Array<{ id: string; service: { name: string } }>; asKooker: unknown[] };
    kooker: unknown;
  };
  expect(data.account).toMatchObject({ email: client.email, emailVerified: true });
  expect(data.profile).toMatchObject({ firstName: 'Julie', phone: CLIENT_PHONE });
  expect(data.bookings.asClient).toEqual([expect.objectContaining({ id: bookingId, service: expect.objectContaining({ name: SERVICE }) })]);
  expect(data.bookings.asKooker).toEqual([]);
  expect(data.kooker).toBeNull();
});

test('« Changer de mot de passe » asks the current one, keeps the sign-up rules, and the new one signs in', async ({ page }) => {
  const client = await createAccount('mot-de-passe', 'Julie', 'Lemoine');
  const newPassword = 'nouveau-secret-42';
  await logIn(page, client.email);
  await openAccountTab(page);
  const form = page.getByRole('form', { name: 'Changer de mot de passe' });

  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await form.getByLabel('Confirmer le nouveau mot de passe').fill('court');
  await form.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(form.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();

  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await form.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Mot de passe actuel incorrect.');

  await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await form.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été changé.')).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  // Signed out before going to the login page, which sends a signed-in member back to their profile.
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
  await page.goto('/login');
  await submitLogin(page, client.email, PASSWORD);
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
  await logIn(page, client.email, newPassword);
});

test('« Changer d’adresse email » sends a link to the new address; once followed, the new address signs in', async ({ page }, testInfo) => {
  const client = await createAccount('ancienne-adresse', 'Julie', 'Lemoine');
  const other = await createAccount('deja-prise', 'Paul', 'Durand');
  const newEmail = uniqueEmail(`${RUN}-nouvelle-adresse`);
  await logIn(page, client.email);
  await openAccountTab(page);
  const form = page.getByRole('form', { name: 'Changer d’adresse email' });

  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await form.getByLabel('Nouvelle adresse email').fill(newEmail);
  await form.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(form.getByRole('alert')).toHaveText('Mot de passe actuel incorrect.');

  await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await form.getByLabel('Nouvelle adresse email').fill('pas-une-adresse');
  await form.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(form.getByText('Email invalide')).toBeVisible();

  await form.getByLabel('Nouvelle adresse email').fill(other.email);
  await form.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(form.getByRole('alert')).toHaveText('Cette adresse est déjà utilisée par un autre compte.');

  await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await form.getByLabel('Nouvelle adresse email').fill(newEmail);
  await form.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(form.getByRole('status')).toContainText(`Un lien vient d’être envoyé à ${newEmail}`);
  await expect(form.getByRole('status')).toContainText(`continuez à vous connecter avec ${client.email}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.screenshot({ path: testInfo.outputPath('changement-adresse-envoye.png') });

  await page.goto(await emailChangeLink(newEmail));
  await expect(page.getByRole('heading', { name: 'Adresse email changée' })).toBeVisible();
  expect((await adminAuth.getUser(client.uid)).email).toBe(newEmail);
  await logIn(page, newEmail);
});

test('the link sent to the old address after a change gives the account its address back, and offers a new password', async ({
  page,
}, testInfo) => {
  const client = await createAccount('adresse-volee', 'Julie', 'Lemoine');
  const taken = uniqueEmail(`${RUN}-adresse-du-voleur`);
  // Someone who knows the password changes the address (Auth's REST API, as a browser would).
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: client.email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const changed = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, email: taken, returnSecureToken: true }),
  });
  expect(changed.ok).toBe(true);
  expect((await adminAuth.getUser(client.uid)).email).toBe(taken);

  // The owner follows the link Auth sent to the old address.
  const recover = await actionLinkFor(client.email, 'RECOVER_EMAIL');
  await page.goto(recover);
  await expect(page.getByRole('heading', { name: 'Adresse email rétablie' })).toBeVisible();
  await expect(page.getByText(`Votre compte a de nouveau l’adresse ${client.email}.`)).toBeVisible();
  expect((await adminAuth.getUser(client.uid)).email).toBe(client.email);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(page.getByText(`Un lien pour choisir un nouveau mot de passe vient d’être envoyé à ${client.email}.`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('adresse-retablie.png') });
  await expect.poll(() => actionLinkFor(client.email, 'PASSWORD_RESET').catch(() => null)).not.toBeNull();
  // The link works once.
  await page.goto(recover);
  await expect(page.getByRole('heading', { name: 'Erreur de vérification' })).toBeVisible();
  await logIn(page, client.email);
});

test('« Supprimer mon compte » is refused with the upcoming booking listed, then done once it is cancelled; the account no longer signs in', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const kooker = await createKooker('suppression-kooker');
  const client = await createAccount('suppression', 'Julie', 'Lemoine');
  const bookingId = await bookAs(client, kooker);

  await logIn(page, client.email);
  await openAccountTab(page);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByLabel('Mot de passe').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Vous avez des réservations à venir : annulez-les avant de supprimer votre compte.');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText(`${SERVICE}, avec Yann Le Bihan`);
  await expect(dialog.getByRole('listitem')).toContainText('à 14:00');
  expect(await axeViolations(page)).toEqual([]);
  await dialogScreenshots(page, testInfo, 'suppression-refusee');
  expect((await adminAuth.getUser(client.uid)).uid).toBe(client.uid);

  // Cancelled from 'Historique', which the dialog links to.
  await dialog.getByRole('link', { name: 'Historique' }).click();
  const card = page.getByRole('tabpanel').getByRole('region', { name: 'À venir' }).getByRole('article').filter({ hasText: SERVICE });
  await card.getByRole('button', { name: /^Annuler/ }).click();
  await page.getByRole('dialog', { name: 'Annuler la réservation' }).getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(card).toContainText('Annulée par vous');

  await openAccountTab(page);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await dialog.getByLabel('Mot de passe').fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mot de passe actuel incorrect.');
  await dialog.getByLabel('Mot de passe').fill(PASSWORD);
  await dialogScreenshots(page, testInfo, 'suppression-confirmer');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  await expect
    .poll(() =>
      adminAuth.getUser(client.uid).then(
        () => 'exists',
        () => 'deleted',
      ),
    )
    .toBe('deleted');
  expect((await adminFirestore.doc(`bookings/${bookingId}`).get()).data()).toMatchObject({
    clientName: 'Ancien membre',
    contacts: { client: { firstName: '', lastName: '', phone: '' } },
  });

  await page.goto('/login');
  await submitLogin(page, client.email, PASSWORD);
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
});

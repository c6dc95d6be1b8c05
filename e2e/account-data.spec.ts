import { readFile } from 'node:fs/promises';
import { documentPath } from '@kookers/domain/data';
import { parisDateOf } from '@kookers/domain/rules';
import { axeViolations } from './support/axe';
import { actionLinkFor, adminAuth, adminFirestore, PASSWORD, uniqueEmail } from './support/admin';
import { EVENT_TIMEOUT } from './support/payment';
import { CLIENT_PHONE, peopleFor } from './support/people';
import { logIn, submitLogin } from './support/session';
import { expect, test, type Page, type TestInfo } from './support/test';

// 'Compte' in 'Mon profil' (docs/produit.md, « Compte »): a member downloads their data, changes
// their password and their address, and deletes their account — refused while a booking is to
// come, done once it is cancelled. Every account is made for the run and removed after.
const RUN = `compte-${Date.now()}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
const today = parisDateOf(new Date());
const SERVICE = 'Atelier crêpes et galettes';

const people = peopleFor(RUN);
const { createAccount, createKooker, bookAs } = people;
test.afterAll(people.removeAll);

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

test('« Supprimer mon compte » is refused with the upcoming booking listed, then done once it is cancelled and refunded; the account no longer signs in', async ({
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
  // Ten days ahead, she is refunded in full: the refund is asked after the cancellation and settled
  // by the processor's event, and the account stays while money moves (docs/argent.md, « Le solde
  // du Kooker »). The booking's page says when it is done.
  await page.goto(`/reservations/${bookingId}`);
  const refund = page
    .getByRole('table', { name: 'Mouvements d’argent de la réservation' })
    .getByRole('row')
    .filter({ hasText: 'Remboursement au client' });
  await expect(refund).toContainText(/Remboursé le/, { timeout: EVENT_TIMEOUT });

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
  expect((await adminFirestore.doc(documentPath('bookings', bookingId)).get()).data()).toMatchObject({
    clientName: 'Ancien membre',
    contacts: { client: { firstName: '', lastName: '', phone: '' } },
  });

  await page.goto('/login');
  await submitLogin(page, client.email, PASSWORD);
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
});

import { documentPath } from '@kookers/domain/data';
import { expect, test } from './support/test';
import { adminFirestore, createClient } from './support/admin';
import { axeViolations } from './support/axe';
import { logIn } from './support/session';

test('Mon profil saves the private profile', async ({ page }) => {
  const { uid, email } = await createClient('profil');
  await logIn(page, email);
  await page.goto('/settings');
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Adresse').fill('12 rue des Martyrs, 75009 Paris');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();

  const stored = (await adminFirestore.doc(documentPath('users', uid)).get()).data();
  expect(stored).toMatchObject({
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    address: '12 rue des Martyrs, 75009 Paris',
  });

  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
});

test('Mon profil refuses an invalid phone number and saves nothing', async ({ page }) => {
  const { uid, email } = await createClient('profil-invalide');
  await logIn(page, email);
  await page.goto('/settings');
  await page.getByLabel('Téléphone').fill('12345');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  expect((await adminFirestore.doc(documentPath('users', uid)).get()).get('phone')).toBe('');
});

test('Mon profil refuses a name that holds a number or speaks for Kookers, says why under each field, and saves nothing', async ({
  page,
}) => {
  const { uid, email } = await createClient('profil-nom');
  await logIn(page, email);
  await page.goto('/settings');
  await page.getByLabel('Prénom').fill('Équipe Sécurité');
  await page.getByLabel('Nom', { exact: true }).fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Le prénom ne peut pas laisser croire que vous écrivez au nom de Kookers.')).toBeVisible();
  await expect(page.getByText('Le nom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.')).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  expect((await adminFirestore.doc(documentPath('users', uid)).get()).data()).toMatchObject({ firstName: '', lastName: '' });
});

test("'Devenir Kooker' makes the client a Kooker and opens the Kooker space", async ({ page }) => {
  const { uid, email } = await createClient('futur-kooker');
  await logIn(page, email);
  await page.goto('/settings');
  await expect(page.getByText('Client', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Devenir Kooker' }).click();
  await expect(page).toHaveURL('/kooker-settings');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Profil Kooker' })).toBeVisible();
  expect((await adminFirestore.doc(documentPath('users', uid)).get()).get('isKooker')).toBe(true);
  await page.goto('/settings');
  await expect(page.getByText('Client & Kooker')).toBeVisible();
});

test('Mon profil turns the reminders off and back on, kept after a reload; confirmations are said to stay', async ({ page }) => {
  const { uid, email } = await createClient('courriels');
  await logIn(page, email);
  await page.goto('/settings');
  const choices = page.getByRole('group', { name: 'Courriels' });
  await expect(choices).toContainText(
    'Les confirmations, les changements et les annulations de vos réservations vous sont toujours envoyés.',
  );
  const reminders = choices.getByRole('checkbox', { name: 'Le rappel la veille d’une réservation' });
  const reviews = choices.getByRole('checkbox', { name: 'La demande d’avis après une prestation' });
  await expect(reminders).toBeChecked();
  await expect(reviews).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('courriels-mon-profil.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await choices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('courriels-telephone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await reminders.uncheck();
  await expect(page.getByText('Ce courriel ne vous sera plus envoyé.')).toBeVisible();
  await expect
    .poll(async () => (await adminFirestore.doc(documentPath('users', uid)).get()).get('emails'))
    .toEqual({ reminders: false, reviewRequests: true });
  await page.reload();
  await expect(reminders).not.toBeChecked();
  await expect(reviews).toBeChecked();

  await reminders.check();
  await expect(page.getByText('Ce courriel vous sera envoyé.')).toBeVisible();
  await expect
    .poll(async () => (await adminFirestore.doc(documentPath('users', uid)).get()).get('emails'))
    .toEqual({ reminders: true, reviewRequests: true });
});

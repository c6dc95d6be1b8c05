import { expect, test } from './support/test';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { CONTACT_LIMIT_MESSAGES, CONTACT_RATE_LIMITS, contactRateWindow } from '@kookers/domain/messaging';
import { adminFirestore } from './support/admin';

test('the contact form stores the message and clears itself', async ({ page }) => {
  const marker = `Question e2e ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Nom complet').fill('Camille Martin');
  await page.getByLabel('Email', { exact: true }).fill('camille@example.fr');
  await page.getByLabel('Sujet').selectOption({ label: 'Facturation' });
  await page.getByLabel('Message', { exact: true }).fill(`${marker} : comment obtenir une facture ?`);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(page.getByText('Votre message a bien été envoyé.')).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue('');

  const stored = await adminFirestore
    .collection(collectionPath('contactMessages'))
    .where('message', '==', `${marker} : comment obtenir une facture ?`)
    .get();
  expect(stored.size).toBe(1);
  expect(stored.docs[0]?.data()).toMatchObject({ name: 'Camille Martin', email: 'camille@example.fr', subject: 'billing' });
});

test('the contact form explains each invalid field in French and sends nothing', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Email', { exact: true }).fill('camille@');
  await page.getByLabel('Message', { exact: true }).fill('Court');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(page.getByText('Nom requis')).toBeVisible();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await expect(page.getByText('Veuillez choisir un sujet')).toBeVisible();
  await expect(page.getByText('Le message doit contenir au moins 10 caractères')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Court');
});

test('a message the server refuses keeps the form filled and says so', async ({ page }) => {
  await page.goto('/contact');
  await page.route('**/sendContactMessage', (route) => route.abort());
  await page.getByLabel('Nom complet').fill('Camille Martin');
  await page.getByLabel('Email', { exact: true }).fill('camille@example.fr');
  await page.getByLabel('Sujet').selectOption({ label: 'Autre' });
  await page.getByLabel('Message', { exact: true }).fill('Ce message ne partira pas.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText("Votre message n'a pas pu être envoyé.", { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Ce message ne partira pas.');
});

test('past the hourly limit, the form says so in French, keeps the message and stores nothing', async ({ page }) => {
  // The window's counter as a flood of messages from many addresses would leave it.
  const counter = adminFirestore.doc(documentPath('contactLimits', `${contactRateWindow(Date.now())}-tous`));
  const before = (await counter.get()).get('count') as number | undefined;
  await counter.set({ count: CONTACT_RATE_LIMITS.ceiling });
  try {
    const marker = `Trop de messages ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByLabel('Email', { exact: true }).fill('camille@example.fr');
    await page.getByLabel('Sujet').selectOption({ label: 'Autre' });
    await page.getByLabel('Message', { exact: true }).fill(marker);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText(CONTACT_LIMIT_MESSAGES.ceiling)).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
    expect((await adminFirestore.collection(collectionPath('contactMessages')).where('message', '==', marker).get()).size).toBe(0);
  } finally {
    await (before === undefined ? counter.delete() : counter.set({ count: before }, { merge: true }));
  }
});

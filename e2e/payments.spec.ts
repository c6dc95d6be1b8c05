import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { EARNINGS_HELD_HOURS, parisDateOf, parisTimeOf } from '@kookers/domain/rules';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore, PASSWORD } from './support/admin';
import { axeViolations } from './support/axe';
import { calendarDay, choose, panelOf } from './support/booking-panel';
import { jobsOn } from './support/jobs';
import { CARDS, cardForm, EVENT_TIMEOUT, payWithCard } from './support/payment';
import { day, peopleFor } from './support/people';
import { screenshots } from './support/screenshots';
import { logIn } from './support/session';

// Paying by card (docs/decisions/017-paiements-par-carte.md, docs/argent.md): the client's payment
// step on the local platform's card element, with Stripe's test cards (declined, 3-D Secure failed
// then passed), the booking confirmed by the processor's event, the receipt, a cancellation
// refunded by its event; a payment given up, the slot offered again; and a Kooker's share held
// 48 h after the service, then available, then paid out by the weekly payout to the IBAN they gave,
// with the month's statement and invoice. Every Kooker and client is made for the run.
const RUN = `paie-${Date.now()}`;
const HOUR = 60 * 60 * 1000;
/** The free slots are rebuilt by a trigger, whose instance may have to start first on a busy machine. */
const SLOTS_TIMEOUT = 45_000;

const people = peopleFor(RUN);
const { createKooker, bookAs } = people;
test.afterAll(people.removeAll);

/** A client with her phone and address in her profile: the panel asks nothing more. */
const createClient = (label: string) => people.createAccount(label, 'Julie', 'Lemoine');

const tabPanel = (page: Page) => page.getByRole('tabpanel');
/** The times the profile's panel offers on `date`, after « Sélectionnez un horaire ». */
async function offeredTimes(page: Page, date: string): Promise<Locator> {
  const panel = panelOf(page);
  await panel.getByLabel('Prestation', { exact: true }).selectOption('service-1');
  await (await calendarDay(panel, date)).click();
  return panel.getByLabel('Horaire', { exact: true }).getByRole('option');
}
const paymentSection = (page: Page) => page.getByRole('region', { name: 'Paiement par carte' });
/** The booking page's ledger row of a movement, by its label (« Paiement du client », « Remboursement au client »). */
const ledgerRow = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Mouvements d’argent de la réservation' }).getByRole('row').filter({ hasText: label });

/** Clicks `button`, saves the file the browser is handed under the test's results as `name`, and checks it is a PDF. */
async function downloadPdf(page: Page, button: Locator, testInfo: TestInfo, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const path = testInfo.outputPath(name);
  await file.saveAs(path);
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1'), `${name} is a PDF`).toBe('%PDF-');
  return file.suggestedFilename();
}

test('a client’s card is declined, then 3-D Secure fails once, then passes: the booking is confirmed by the processor’s event, its receipt downloads, and a cancellation 10 days ahead is refunded in full by its event', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const kooker = await createKooker('carte');
  const client = await createClient('carte');

  await logIn(page, client.email);
  await page.goto(`/kookers/${kooker.uid}`);
  const panel = await choose(page, day(10), '14:00', 2);
  await panel.getByRole('button', { name: 'Réserver et payer' }).click();

  // The payment step: the total, the slot held for 20 minutes with its countdown, the card element.
  await expect(page).toHaveURL(/\/reservations\/[A-Za-z0-9_-]+$/);
  const bookingId = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();
  const stored = adminFirestore.doc(documentPath('bookings', bookingId));
  expect((await stored.get()).get('status')).toBe('awaiting-payment');
  const holdUntil = ((await stored.get()).get('holdUntil') as Timestamp).toDate();
  const step = paymentSection(page);
  await expect(step.locator('.payment-step__total')).toHaveText(/^Total à payer\s*90\s€$/);
  await expect(step.locator('.payment-step__hold')).toHaveText(
    new RegExp(`^Créneau réservé pour vous jusqu’à ${parisTimeOf(holdUntil)} \\(encore (20|19) min\\)$`),
  );
  await expect(cardForm(page).getByRole('button', { name: /^Payer 90\s€$/ })).toBeVisible();
  // Nothing is paid yet: no receipt to download.
  await expect(page.getByRole('button', { name: /^Télécharger le reçu/ })).toHaveCount(0);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await screenshots(page, testInfo, 'etape-de-paiement');

  // A card the bank declines: the reason in French, and the card element ready for another.
  await payWithCard(page, CARDS.declined);
  await expect(step.getByRole('alert')).toHaveText('Votre carte a été refusée par votre banque. Essayez une autre carte.');
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();

  // A card that asks for 3-D Secure; the client fails it once, and reads why.
  const authentication = page.getByRole('dialog', { name: 'Authentification 3-D Secure (simulée)' });
  await payWithCard(page, CARDS.authenticationRequired);
  await expect(authentication).toContainText(/Votre banque demande de confirmer le paiement de 90\s€ à Kookers\./);
  await page.screenshot({ path: testInfo.outputPath('3d-secure.png') });
  await authentication.getByRole('button', { name: 'Échouer' }).click();
  await expect(authentication).toHaveCount(0);
  await expect(step.getByRole('alert')).toHaveText(
    'L’authentification 3-D Secure a échoué ou a été abandonnée. Réessayez, ou essayez une autre carte.',
  );
  await screenshots(page, testInfo, 'etape-de-paiement-refus');
  expect((await stored.get()).get('status')).toBe('awaiting-payment');

  // Again, and « Valider »: the payment is taken, the booking waits for the processor's event.
  await payWithCard(page, CARDS.authenticationRequired);
  await authentication.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement en cours de confirmation…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(ledgerRow(page, 'Paiement du client')).toContainText(/Payé le \S+ \d+ \S+ à \d\d:\d\d/);
  await expect(ledgerRow(page, 'Paiement du client')).toContainText(/Réf\. sim_pi_[0-9a-f]{16}.*90\s€$/);
  expect((await stored.get()).data()).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });

  // The payment's receipt, a PDF.
  const receipt = await downloadPdf(
    page,
    page.getByRole('button', { name: /^Télécharger le reçu : paiement du client de 90\s€$/ }),
    testInfo,
    'recu-paiement.pdf',
  );
  expect(receipt).toMatch(/^recu-.+\.pdf$/);
  await screenshots(page, testInfo, 'reservation-payee');

  // Ten days ahead, she cancels from « Historique » in another tab; the booking's page, still open,
  // follows the refund: asked, then settled by the processor's event.
  const history = await page.context().newPage();
  await history.goto('/settings?onglet=historique');
  const card = tabPanel(history).getByRole('region', { name: 'À venir' }).getByRole('article').filter({ hasText: 'Atelier crêpes' });
  await card.getByRole('button', { name: /^Annuler/ }).click();
  const dialog = history.getByRole('dialog', { name: 'Annuler la réservation' });
  await expect(dialog).toContainText(/Vous serez remboursé de 90\s€ \(100\s%\)\./);
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await page.bringToFront();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation annulée' })).toBeVisible();
  const refund = ledgerRow(page, 'Remboursement au client');
  await expect(refund).toContainText('Remboursement en cours');
  await expect(refund).toContainText(/Remboursé le \S+ \d+ \S+ à \d\d:\d\d/, { timeout: EVENT_TIMEOUT });
  await expect(refund).toContainText(/Réf\. sim_re_[0-9a-f]{16}.*90\s€$/);
  expect((await stored.get()).data()).toMatchObject({ status: 'cancelled', amounts: { refund: 9_000 }, payment: { status: 'refunded' } });
  await downloadPdf(
    page,
    page.getByRole('button', { name: /^Télécharger le reçu : remboursement au client de 90\s€$/ }),
    testInfo,
    'recu-remboursement.pdf',
  );
  await screenshots(page, testInfo, 'reservation-remboursee');
  await expect(card).toContainText('Annulée par vous');
  await history.close();
});

test('a client gives up paying: « Abandonner » ends the booking, and the held slot is offered again on the Kooker’s page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('abandon');
  const client = await createClient('abandon');

  await logIn(page, client.email);
  await page.goto(`/kookers/${kooker.uid}`);
  const panel = await choose(page, day(11), '10:00', 2);
  await panel.getByRole('button', { name: 'Réserver et payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();
  const bookingId = new URL(page.url()).pathname.split('/').at(-1) as string;

  // While she pays, the slot is hers: another visitor is not offered 10:00 that day.
  const visitor = await browser.newPage();
  await visitor.goto(`/kookers/${kooker.uid}`);
  await expect(await offeredTimes(visitor, day(11))).toHaveText(['Sélectionnez un horaire', '14:00'], { timeout: SLOTS_TIMEOUT });

  await page.getByRole('button', { name: 'Abandonner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Abandonner le paiement ?' });
  await expect(confirm).toContainText('Votre réservation ne sera pas faite et le créneau sera libéré. Rien n’est débité.');
  await confirm.getByRole('button', { name: 'Abandonner le paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation non payée' })).toBeVisible();
  await expect(page.locator('.page__lead')).toHaveText('Paiement abandonné : le créneau a été libéré.');
  // The ledger says the payment never went through, and why; it has no receipt.
  await expect(ledgerRow(page, 'Paiement du client')).toContainText(/Non abouti\s*Paiement abandonné : le créneau a été libéré\./);
  await expect(page.getByRole('button', { name: /^Télécharger le reçu/ })).toHaveCount(0);
  // Nor will the Kooker's phone come, as it would have for a paid booking.
  await expect(page.getByRole('region', { name: 'Votre réservation' })).not.toContainText('Téléphone du Kooker');
  const stored = (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).data();
  expect(stored).toMatchObject({ status: 'expired', payment: { status: 'abandoned' } });
  // Nothing was taken: the processor's payment is cancelled.
  const payments = await adminFirestore.collection(collectionPath('simulatedProcessor')).where('metadata.bookingId', '==', bookingId).get();
  expect(payments.docs.map((payment) => [payment.get('kind'), payment.get('state')])).toEqual([['payment', 'canceled']]);
  await screenshots(page, testInfo, 'paiement-abandonne');

  // Back to the Kooker's page with her choice: 10:00 is offered again, to her and to anyone.
  await page.getByRole('link', { name: 'Revenir au profil de Yann Le Bihan' }).click();
  await expect(page).toHaveURL(new RegExp(`/kookers/${kooker.uid}\\?`));
  const times = panelOf(page).getByLabel('Horaire', { exact: true });
  await expect(times.getByRole('option')).toHaveText(['Sélectionnez un horaire', '10:00', '14:00'], { timeout: SLOTS_TIMEOUT });
  await expect(times).toHaveValue('10:00');
  await expect(panelOf(page).getByRole('button', { name: 'Réserver et payer' })).toBeEnabled();
  await visitor.reload();
  await expect(await offeredTimes(visitor, day(11))).toHaveText(['Sélectionnez un horaire', '10:00', '14:00']);
  await visitor.close();
});

/** The 10th of the Paris month before today's (`yyyy-MM-10`): a day whose month is over, so that its invoice exists. */
function tenthOfLastMonth(): string {
  const [year = 0, month = 1] = parisDateOf(new Date()).split('-').map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 10));
  return previous.toISOString().slice(0, 10);
}

test('a Kooker’s share is held 48 h after the service, then available, then paid out to the IBAN they gave; the month’s statement and invoice download', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const kooker = await createKooker('revenus');
  const client = await createClient('revenus');
  // A booking of 3 at 45 €, paid by card: 135 €, 13,50 € of commission, 121,50 € for the Kooker.
  const bookingId = await bookAs(client, kooker, day(10), '10:00', 3);
  // Its story placed last month, whose invoice exists: the service on the 10th, 10:00 to 14:00,
  // then each job at its time — the completion just after the end, the release 48 h later.
  const date = tenthOfLastMonth();
  const month = date.slice(0, 7);
  const bookingRef = adminFirestore.doc(documentPath('bookings', bookingId));
  const jobs = jobsOn(adminFirestore);
  const completedAt = await jobs.completeOn(bookingId, date);
  expect((await bookingRef.get()).data()).toMatchObject({ status: 'completed', payout: { status: 'held' } });

  // « Revenus »: 121,50 € held, and no account to pay it to yet.
  await logIn(page, kooker.email);
  const kookerPage = page;
  await kookerPage.goto('/settings?onglet=revenus');
  await expect(kookerPage.getByRole('tab', { name: 'Revenus' })).toHaveAttribute('aria-selected', 'true');
  const balance = tabPanel(kookerPage).getByRole('region', { name: 'Mon solde' });
  const figure = (label: string) => balance.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
  await expect(figure('En attente')).toContainText(/121,50\s€/);
  await expect(figure('Disponible')).toContainText(/^Disponible\s*0\s€/);
  await expect(figure('Versé')).toContainText(/^Versé\s*0\s€/);
  await expect(figure('Dû')).toContainText(/^Dû\s*0\s€/);
  await expect(balance).toContainText('Ajoutez votre compte de versement ci-dessous : sans lui, rien ne peut vous être viré.');
  // What is behind it: this booking, available 48 h after its completion.
  await figure('En attente').getByRole('button', { name: 'Voir le détail : En attente' }).click();
  const availableAt = new Date(completedAt.getTime() + EARNINGS_HELD_HOURS * HOUR);
  await expect(balance).toContainText(/En attente : 1 réservation/);
  await expect(balance).toContainText(
    new RegExp(`Atelier crêpes et galettes, .*Julie Lemoine\\s*121,50\\s€\\s*Disponible le .* à ${parisTimeOf(availableAt)}`),
  );
  expect(await axeViolations(kookerPage, { seriousOnly: true })).toEqual([]);
  await screenshots(kookerPage, testInfo, 'revenus-en-attente');

  // « Compte de versement »: a typo in the IBAN is caught before anything is sent, then the right
  // one; the password is asked again (docs/argent.md, « Le compte de versement »), a wrong one refused.
  const accountForm = kookerPage.getByRole('form', { name: 'Compte de versement' });
  await accountForm.getByLabel('Titulaire du compte').fill('Yann Le Bihan');
  await accountForm.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 607');
  await accountForm.getByLabel('Mot de passe').fill('pas-le-bon');
  await accountForm.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(accountForm).toContainText('Cet IBAN n’est pas valide : vérifiez-le, une erreur de frappe est vite arrivée.');
  await accountForm.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await accountForm.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(accountForm.getByRole('alert')).toContainText('Mot de passe incorrect.');
  expect((await adminFirestore.doc(documentPath('payoutAccounts', kooker.uid)).get()).exists).toBe(false);
  await accountForm.getByLabel('Mot de passe').fill(PASSWORD);
  await accountForm.getByRole('button', { name: 'Enregistrer le compte' }).click();
  const account = tabPanel(kookerPage).getByRole('region', { name: 'Compte de versement' });
  await expect(account).toContainText('Vos versements partent vers le compte de Yann Le Bihan : FR14 •••• 2606');
  await expect(balance).not.toContainText('Ajoutez votre compte de versement');
  // Kookers keeps the holder and the hint; the IBAN is the processor's.
  const stored = (await adminFirestore.doc(documentPath('payoutAccounts', kooker.uid)).get()).data();
  expect(stored).toMatchObject({ holder: 'Yann Le Bihan', ibanHint: 'FR14 •••• 2606', owed: 0 });
  expect(JSON.stringify(stored)).not.toContain('FR1420041010050500013M02606');
  // …and tells the Kooker by mail.
  const notices = await adminFirestore.collection(collectionPath('mail')).where('to', '==', kooker.email).get();
  expect(notices.docs.map((doc) => doc.get('message.subject'))).toContain('Votre compte de versement Kookers est enregistré');

  // 48 h after the completion, the hourly release: available for the next weekly payout.
  await jobs.releaseEarnings(availableAt);
  await expect(figure('Disponible')).toContainText(/121,50\s€/);
  await expect(figure('En attente')).toContainText(/^En attente\s*0\s€/);

  // The weekly payout: the share transferred to their account, then paid out to their bank; the
  // payout is settled by the processor's event, through the webhook.
  const payout = await jobs.payKookers(new Date());
  expect(payout.sent).toBeGreaterThanOrEqual(1);
  await expect(figure('Versé')).toContainText(/121,50\s€/);
  await expect(figure('Disponible')).toContainText(/^Disponible\s*0\s€/);
  const payouts = tabPanel(kookerPage).getByRole('region', { name: 'Mes versements' });
  const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(
    new Date(),
  );
  await expect(payouts.getByRole('listitem').first()).toContainText(
    new RegExp(`^Versement du ${today}\\s*121,50\\s€\\s*Versé le ${today}`),
    { timeout: EVENT_TIMEOUT },
  );
  await payouts.getByRole('button', { name: /^Voir la réservation/ }).click();
  await expect(payouts).toContainText(/Atelier crêpes et galettes, .*Julie Lemoine\s*121,50\s€/);
  expect((await bookingRef.get()).data()).toMatchObject({ payout: { status: 'released' } });
  await screenshots(kookerPage, testInfo, 'revenus-verse');

  // The month's statement and commission invoice, as PDFs.
  const documents = tabPanel(kookerPage).getByRole('region', { name: 'Relevés et factures' });
  await documents.getByLabel('Mois').selectOption(month);
  const statement = await downloadPdf(kookerPage, documents.getByRole('button', { name: /^Relevé mensuel/ }), testInfo, 'releve.pdf');
  expect(statement).toBe(`releve-kookers-${month}.pdf`);
  const invoice = await downloadPdf(kookerPage, documents.getByRole('button', { name: /^Facture de commission/ }), testInfo, 'facture.pdf');
  expect(invoice).toMatch(/^facture-.+\.pdf$/);
});

import { expect, test, type Browser, type Locator, type Page, type TestInfo } from './support/test';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { EARNINGS_HELD_HOURS, parisInstant } from '@kookers/domain/rules';
import { Timestamp } from 'firebase-admin/firestore';
import { axeViolations } from './support/axe';
import { adminFirestore } from './support/admin';
import { choose, reviewsOf } from './support/booking-panel';
import { CLIENT_ADDRESS, CLIENT_PHONE, day, KOOKER_PHONE, peopleFor, signedIn } from './support/people';
import { CARDS, EVENT_TIMEOUT, payWithCard } from './support/payment';
import { screenshots } from './support/screenshots';
import { logIn } from './support/session';

// Booking for real (docs/reservations.md): a client books from a Kooker's profile through the createBooking
// function, pays with Stripe's test card on the local platform's card element, reads the
// confirmation and the history, cancels with the refund shown first, reviews after completion;
// the Kooker sees the bookings received, cancels with a reason, answers a review. Every Kooker
// and client is made for the run (ids unique to it) and removed after.
const RUN = `resa-${Date.now()}`;
const FUNCTIONS = 'http://127.0.0.1:5001/demo-kookers/europe-west1';
const HOUR = 60 * 60 * 1000;

const people = peopleFor(RUN);
const { createKooker: createKookerFor, bookAs } = people;
test.afterAll(people.removeAll);

/** A client, as sign-up and 'Mon profil' leave one: "Julie L." on her bookings and reviews, her phone and address in her profile unless told. */
const createClient = (label: string, phone = CLIENT_PHONE, address = CLIENT_ADDRESS) =>
  people.createAccount(label, 'Julie', 'Lemoine', { phone, address });

/** The Kooker of these journeys: Yann Le Bihan's crêpes, flour, eggs and milk in the menu. */
const createKooker = (label: string) =>
  createKookerFor(label, {
    service: { additionalInfo: 'Froment et sarrasin, beurre salé compris.', allergens: ['gluten', 'oeufs', 'lait'] },
  });

/** "jeudi 24 décembre 2026": a Paris day as the pages write it. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const tabPanel = (page: Page) => page.getByRole('tabpanel');
/** The value of a line of a booking's details (`/reservations/:id`), by its term. */
const detail = (page: Page, term: string) =>
  page
    .locator('.booking-details__line')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }) })
    .locator('dd');
/** A booking's card in a list, found by the text it carries. */
const cardWith = (scope: Page | Locator, text: string | RegExp) => scope.getByRole('article').filter({ hasText: text });

/** MailDev, where the local platform delivers the app's emails (docs/notifications.md). */
const MAILDEV = 'http://127.0.0.1:1080';
interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  attachments?: Array<{ filename: string }>;
}

/** The last mail MailDev received for `address`, once it has arrived. */
async function mailTo(address: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await fetch(`${MAILDEV}/api/email`)).json()) as ReceivedMail[];
        found = inbox.filter((mail) => mail.to.some((to) => to.address === address)).at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/**
 * Each mail in MailDev's web UI at desktop width, and as a phone's mail app shows it (MailDev's
 * own UI is not made for a phone: the mail's HTML alone, 390 px wide).
 */
async function mailScreenshots(browser: Browser, testInfo: TestInfo, mails: ReceivedMail[]): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const [index, mail] of mails.entries()) {
    await page.goto('about:blank');
    await page.goto(`${MAILDEV}/#/email/${mail.id}`);
    await expect(page.getByText('Loading email')).toHaveCount(0);
    // This mail's own viewer (other suites' mails may share its subject in the list).
    await expect(page.locator(`[data-testid="email-viewer"][data-email-id="${mail.id}"] [data-testid="email-subject"]`)).toHaveText(
      mail.subject,
    );
    await page.screenshot({ path: testInfo.outputPath(`courriel-${index + 1}-maildev.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [index, mail] of mails.entries()) {
    await page.setContent(mail.html);
    await page.screenshot({ path: testInfo.outputPath(`courriel-${index + 1}-telephone.png`), fullPage: true });
  }
  await page.close();
}

/** The booking panel whole, on a screen tall enough for it (it scrolls inside a shorter one). */
async function panelScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.locator('.booking-panel').screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a client books a slot from a Kooker’s profile, reads the confirmation and finds it in “Historique”; the Kooker finds it in “Réservations reçues”', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const kooker = await createKooker('reserve');
  // No phone nor address in her profile yet: the panel asks for them.
  const client = await createClient('reserve', '', '');

  // As a new user would: sign in, open the Kooker's profile, choose, 'Réserver'.
  await logIn(page, client.email);
  await page.goto(`/kookers/${kooker.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yann Le Bihan' })).toBeVisible();
  const panel = await choose(page, day(10), '14:00', 3);
  await expect(panel.getByRole('region', { name: 'Récapitulatif' })).toContainText(/Total\s*135\s€/);
  await expect(panel).toContainText('Allergènes : Céréales contenant du gluten, Œufs, Lait');
  await expect(panel).toContainText('Où : Chez vous, jusqu’à 20 km de Locronan');
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(panel.getByRole('alert').first()).toContainText('Indiquez un numéro de téléphone pour que le Kooker puisse vous joindre');
  await expect(panel.getByRole('alert').nth(1)).toContainText('Indiquez l’adresse où aura lieu la prestation.');
  await expect(panel.getByRole('alert').nth(2)).toContainText('Choisissez la commune de la prestation parmi les suggestions.');
  await panel.getByLabel('Téléphone').fill('06 98 76 54 32');
  await expect(panel.getByRole('checkbox', { name: 'Enregistrer ce numéro dans mon profil' })).toBeChecked();
  // The service is at her home: where, the commune picked among the suggestions, inside the
  // Kooker's 20 km (Brest is 40.5 km from Locronan), saved into her profile too.
  await panel.getByLabel('Numéro et rue').fill('8 rue Saint-Maurice');
  const commune = panel.getByRole('combobox', { name: 'Commune' });
  await commune.fill('brest');
  await panel.getByRole('option', { name: 'Brest (29200)' }).click();
  await expect(panel.getByRole('alert')).toContainText(
    'Brest est à 40,5 km de Locronan : ce Kooker se déplace jusqu’à 20 km. Choisissez une adresse plus proche, ou un autre Kooker.',
  );
  await panelScreenshot(page, testInfo, 'adresse-hors-zone');
  await commune.fill('locro');
  await expect(panel.getByRole('option', { name: 'Locronan (29180)' })).toBeVisible();
  expect(await axeViolations(page, { include: '.booking-panel', seriousOnly: true })).toEqual([]);
  await panelScreenshot(page, testInfo, 'adresse-suggestions');
  await commune.press('ArrowDown');
  await commune.press('Enter');
  await expect(commune).toHaveValue('Locronan (29180)');
  await expect(panel).toContainText('La commune de ce Kooker : dans sa zone.');
  await expect(panel.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon profil' })).toBeChecked();
  // A guest is allergic to nuts and to milk, which the menu contains: the panel warns.
  await panel.getByText('Allergies, régimes, message au Kooker').click();
  await panel.getByRole('checkbox', { name: 'Fruits à coque' }).check();
  await panel.getByRole('checkbox', { name: 'Lait' }).check();
  await panel.getByRole('checkbox', { name: 'Végétarien' }).check();
  await panel.getByLabel('Message au Kooker').fill('Notre fille a 8 ans.');
  await expect(panel.getByRole('alert')).toContainText('Le menu de « Atelier crêpes et galettes » contient : Lait.');
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(panel.getByRole('alert')).toContainText('Cochez cette case pour réserver malgré tout');
  await panelScreenshot(page, testInfo, 'panneau-allergies');
  await panel.getByRole('checkbox', { name: /J’ai vu que le menu contient cet allergène/ }).check();
  await panel.getByRole('button', { name: 'Réserver et payer' }).click();

  // The booking page asks for the payment first; the processor's event confirms the booking.
  await expect(page).toHaveURL(/\/reservations\/[A-Za-z0-9_-]+$/);
  const bookingId = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();
  await payWithCard(page, CARDS.succeeds);

  // The confirmation page: what was booked, the breakdown, the cancellation dates.
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(page).toHaveTitle('Votre réservation · Kookers');
  const details = page.getByRole('region', { name: 'Votre réservation' });
  await expect(details).toContainText('Atelier crêpes et galettes');
  await expect(details).toContainText('Yann Le Bihan · Locronan');
  await expect(details).toContainText(`${longDate(day(10))} à 14:00`);
  await expect(detail(page, 'Lieu')).toHaveText('Chez vous : 8 rue Saint-Maurice, 29180 Locronan');
  await expect(details).toContainText('3 participants');
  await expect(details).toContainText(/Prix par personne\s*45\s€/);
  await expect(details).toContainText(/Total\s*135\s€/);
  await expect(details).toContainText('Confirmée');
  const policy = page.getByRole('region', { name: 'Annulation' });
  // 7 days and 48 h before 14:00 on day 10 (the time may move by an hour across a clock change).
  const weekdayDayMonth = (date: string) => longDate(date).replace(/ \d{4}$/, '');
  await expect(policy).toContainText(
    new RegExp(
      `Annulation gratuite jusqu’au ${weekdayDayMonth(day(3))} à 1[345]:00 ; remboursement de 50\\s% jusqu’au ${weekdayDayMonth(day(8))} à 1[345]:00 ; ensuite, plus d’annulation\\.`,
    ),
  );
  // Ten days ahead: the Kooker's phone comes when free cancellation ends, and the page says when.
  await expect(details).toContainText(
    new RegExp(
      `Téléphone du Kooker\\s*Donné à partir du ${weekdayDayMonth(day(3))} à 1[345]:00, quand une annulation ne sera plus remboursée en entier\\.`,
    ),
  );
  await expect(details).not.toContainText('07 81 22 43 65');
  const needs = page.getByRole('region', { name: 'Allergies et régimes' });
  await expect(needs).toContainText(/Allergies\s*Lait, Fruits à coque/);
  await expect(needs).toContainText(/Régimes\s*Végétarien/);
  await expect(needs).toContainText('« Notre fille a 8 ans. »');
  await expect(needs).toContainText('Le menu contient Lait : vous l’avez vu en réservant.');
  // The receipt: both sides, the booking's number, the payment paid in the ledger with the processor's reference; printed, the page alone.
  await expect(details).toContainText(/Client\s*Julie Lemoine/);
  await expect(details).toContainText(`Réservation n°${bookingId}`);
  const payments = page.getByRole('region', { name: 'Paiements' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments.getByRole('row').nth(1)).toContainText(/Paiement du client\s*Payé le .+Réf\. sim_pi_[0-9a-f]{16}.*135\s€$/);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await screenshots(page, testInfo, 'confirmation');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimer le récapitulatif' })).toBeHidden();
  await expect(payments).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recu-impression.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // What the function stored: the client's booking, paid, with the 10 % commission.
  const stored = (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).data();
  expect(stored).toMatchObject({
    clientId: client.uid,
    kookerId: kooker.uid,
    date: day(10),
    time: '14:00',
    participants: 3,
    status: 'confirmed',
    clientName: 'Julie L.',
    contacts: { client: { firstName: 'Julie', lastName: 'Lemoine', phone: '06 98 76 54 32' }, kookerPhone: '' },
    contactsStatus: 'withheld',
    place: { location: 'client', address: '8 rue Saint-Maurice, 29180 Locronan' },
  });
  expect(stored?.amounts).toEqual({ total: 13_500, commission: 1_350, kookerPayout: 12_150, refund: 0 });
  // Both were told by email (docs/notifications.md): MailDev received the two mails, with their invitation.
  const toClient = await mailTo(client.email);
  expect(toClient.subject).toBe(`Réservation confirmée : Atelier crêpes et galettes, ${longDate(day(10))} à 14:00`);
  expect(toClient.attachments).toEqual([expect.objectContaining({ filename: 'invitation.ics' })]);
  const toKooker = await mailTo(kooker.email);
  expect(toKooker.text).toContain('Julie Lemoine a réservé « Atelier crêpes et galettes » pour 3 participants');
  await mailScreenshots(browser, testInfo, [toClient, toKooker]);
  // The phone and address she typed are now in her profile, as she asked.
  expect((await adminFirestore.doc(documentPath('users', client.uid)).get()).data()).toMatchObject({
    phone: '06 98 76 54 32',
    address: '8 rue Saint-Maurice, 29180 Locronan',
  });

  // 'Voir mes réservations': the history, upcoming first.
  await page.getByRole('link', { name: 'Voir mes réservations' }).click();
  await expect(page).toHaveURL('/settings?onglet=historique');
  await expect(page.getByRole('tab', { name: 'Historique' })).toHaveAttribute('aria-selected', 'true');
  const upcoming = tabPanel(page).getByRole('region', { name: 'À venir' });
  const card = cardWith(upcoming, 'Atelier crêpes et galettes');
  await expect(card).toContainText('avec Yann Le Bihan · Locronan');
  await expect(card).toContainText(`${longDate(day(10))} à 14:00 · 3 participants`);
  await expect(card).toContainText(/Total\s*135\s€/);
  await expect(card).toContainText('Confirmée');
  await expect(card.getByRole('button', { name: /^Annuler/ })).toBeVisible();
  await expect(tabPanel(page).getByRole('region', { name: 'Passées' })).toContainText('Aucune réservation passée.');
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await screenshots(page, testInfo, 'historique');

  // The Kooker's side: the booking received, with the client's name, phone, allergies and note, and their payout.
  const kookerPage = await signedIn(browser, kooker);
  await kookerPage.goto('/settings?onglet=reservations-recues');
  await expect(kookerPage.getByRole('tab', { name: 'Réservations reçues' })).toHaveAttribute('aria-selected', 'true');
  const received = cardWith(tabPanel(kookerPage).getByRole('region', { name: 'À venir' }), 'Julie Lemoine');
  await expect(received).toContainText('Téléphone : 06 98 76 54 32');
  await expect(received).toContainText('Chez le client : 8 rue Saint-Maurice, 29180 Locronan');
  await expect(received).toContainText('Allergies et régimes : Lait, Fruits à coque, Végétarien');
  await expect(received).toContainText('« Notre fille a 8 ans. »');
  await expect(received).toContainText('Atelier crêpes et galettes');
  await expect(received).toContainText(`${longDate(day(10))} à 14:00 · 3 participants`);
  await expect(received).toContainText(/Votre rémunération\s*121,50\s€/);
  await expect(received).toContainText('Confirmée');
  // What they earn and when it is paid out is in 'Revenus' (payments.spec.ts follows it).
  await expect(tabPanel(kookerPage).getByRole('link', { name: 'Revenus' })).toHaveAttribute('href', '/settings?onglet=revenus');
  // 'Mon calendrier': the private feed of their bookings, which a calendar app subscribes to.
  const feedCard = tabPanel(kookerPage).getByRole('region', { name: 'Mon calendrier' });
  await feedCard.getByRole('button', { name: 'Afficher le lien de mon calendrier' }).click();
  const feedUrl = await feedCard.getByLabel('Lien de mon calendrier').inputValue();
  expect(feedUrl).toMatch(/^http:\/\/127\.0\.0\.1:5000\/calendrier\/[\w-]{32}\.ics$/);
  const feed = await kookerPage.request.get(feedUrl);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect((await feed.text()).replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Atelier crêpes et galettes : Julie L.');
  expect(await axeViolations(kookerPage, { seriousOnly: true })).toEqual([]);
  await screenshots(kookerPage, testInfo, 'reservations-recues');
  // The same page of the booking, from the Kooker's side.
  await received.getByRole('link', { name: /^Détails/ }).click();
  await expect(kookerPage.getByRole('heading', { level: 1, name: 'Réservation de Julie Lemoine' })).toBeVisible();
  const kookerDetails = kookerPage.getByRole('region', { name: 'Votre réservation' });
  await expect(kookerDetails).toContainText(/Votre rémunération \(après commission\)\s*121,50\s€/);
  await expect(kookerDetails).toContainText(/Téléphone du client\s*06 98 76 54 32/);
  await expect(kookerPage.getByRole('region', { name: 'Allergies et régimes' })).toContainText(
    'Le menu contient Lait : le client l’a vu en réservant. Adaptez le menu si vous le pouvez.',
  );
  await screenshots(kookerPage, testInfo, 'reservation-cote-kooker');
  await expect(kookerPage.getByRole('link', { name: 'Voir les réservations reçues' })).toBeVisible();
  await kookerPage.context().close();
});

test('before “Réserver” the summary gives the slot’s cancellation dates; a price the Kooker changed meanwhile is refused, shown, then booked', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('prix');
  const client = await createClient('prix');
  await logIn(page, client.email);
  await page.goto(`/kookers/${kooker.uid}`);
  const panel = await choose(page, day(10), '14:00', 3);
  const summary = panel.getByRole('region', { name: 'Récapitulatif' });
  await expect(summary).toContainText(/Total\s*135\s€/);
  // 14:00 ten days ahead: everything back until 7 days before, half until 48 h before (the time
  // may move by an hour across a clock change).
  const weekdayDayMonth = (date: string) => longDate(date).replace(/ \d{4}$/, '');
  await expect(summary).toContainText(
    new RegExp(
      `Conditions d’annulation\\s*Annulation gratuite jusqu’au ${weekdayDayMonth(day(3))} à 1[345]:00 ; remboursement de 50\\s% jusqu’au ${weekdayDayMonth(day(8))} à 1[345]:00 ; ensuite, plus d’annulation\\.`,
    ),
  );

  // The Kooker raises the price while the client's page is open.
  await adminFirestore.doc(documentPath('services', kooker.uid, 'service-1')).update({ pricePerPerson: 5000 });
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText('Le prix de cette prestation a changé : vérifiez le nouveau total.')).toBeVisible();
  await expect(summary).toContainText(/Total\s*150\s€/);
  await expect(summary).toContainText('Le Kooker a changé son prix : voici le nouveau total.');
  expect((await adminFirestore.collection(collectionPath('bookings')).where('kookerId', '==', kooker.uid).count().get()).data().count).toBe(
    0,
  );
  await page.screenshot({ path: testInfo.outputPath('prix-change.png'), fullPage: true });

  // Agreeing to the new total books it: the payment step asks for the new total.
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/\/reservations\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();
  await expect(page.locator('.payment-step__total')).toHaveText(/^Total à payer\s*150\s€$/);
  await expect(page.getByRole('button', { name: /^Payer 150\s€$/ })).toBeVisible();
});

test('a client cancels a booking 4 days ahead: the 50 % refund shows before confirming, then the booking shows as cancelled with its refund', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('annule');
  const client = await createClient('annule');
  // 10:00 four days from today is between 3 d 10 h and 4 d 10 h ahead: past 7 days, before 48 h.
  const bookingId = await bookAs(client, kooker, day(4), '10:00', 2);

  await logIn(page, client.email);
  // Booked inside the week before: the Kooker's phone at once, to call.
  await page.goto(`/reservations/${bookingId}`);
  const details = page.getByRole('region', { name: 'Votre réservation' });
  await expect(details.getByRole('link', { name: KOOKER_PHONE })).toHaveAttribute('href', 'tel:+33781224365');
  await page.goto('/settings?onglet=historique');
  const card = cardWith(tabPanel(page).getByRole('region', { name: 'À venir' }), 'Atelier crêpes et galettes');
  await expect(card).toContainText(/Total\s*90\s€/);
  await card.getByRole('button', { name: /^Annuler/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Annuler la réservation' });
  await expect(dialog).toContainText(/Vous serez remboursé de 45\s€ \(50\s%\)\./);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('annulation-client.png') });
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/Réservation annulée\. Vous serez remboursé de 45\s€ \(50\s%\)\./)).toBeVisible();

  await expect(card).toContainText('Annulée par vous');
  await expect(card).toContainText(/Remboursé\s*45\s€/);
  await expect(card.getByRole('button', { name: /^Annuler/ })).toHaveCount(0);
  const stored = (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).data();
  expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'client', amounts: { total: 9_000, refund: 4_500 } });
  // Cancelled: neither phone nor the address stays, and the page says why.
  await page.goto(`/reservations/${bookingId}`);
  await expect(detail(page, 'Coordonnées')).toHaveText('Retirées : la réservation est annulée.');
  await expect(details).not.toContainText(KOOKER_PHONE);
  await expect(detail(page, 'Lieu')).toHaveText('Chez vous');
});

test('a client lowers 4 participants to 2 ten days ahead: each choice shows its refund, then the booking, its receipt and the Kooker show it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('moins');
  const client = await createClient('moins');
  const bookingId = await bookAs(client, kooker, day(10), '10:00', 4);

  await logIn(page, client.email);
  await page.goto('/settings?onglet=historique');
  const card = cardWith(tabPanel(page).getByRole('region', { name: 'À venir' }), 'Atelier crêpes et galettes');
  await expect(card).toContainText(/Total\s*180\s€/);
  await card.getByRole('button', { name: /^Modifier les participants/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Modifier les participants' });
  const participants = dialog.getByLabel('Nouveau nombre de participants');
  await expect(participants).toHaveValue('3');
  await expect(dialog).toContainText(
    /Vous serez remboursé de 45\s€ \(100\s%\) pour 1 participant en moins ; vous aurez payé 135\s€ en tout\./,
  );
  await participants.selectOption('2');
  await expect(dialog).toContainText(
    /Vous serez remboursé de 90\s€ \(100\s%\) pour 2 participants en moins ; vous aurez payé 90\s€ en tout\./,
  );
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('moins-de-participants.png') });
  await dialog.getByRole('button', { name: 'Confirmer la modification' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/Réservation modifiée : 2 participants\. Vous serez remboursé de 90\s€ \(100\s%\)\./)).toBeVisible();

  await expect(card).toContainText(`${longDate(day(10))} à 10:00 · 2 participants`);
  await expect(card).toContainText(/Remboursé\s*90\s€/);
  // Two is the minimum: nothing more to lower; cancelling stays possible.
  await expect(card.getByRole('button', { name: /^Modifier les participants/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Annuler/ })).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('historique-apres.png') });

  await page.goto(`/reservations/${bookingId}`);
  await expect(detail(page, 'Participants')).toHaveText('2 participants (4 à la réservation)');
  await expect(page.getByRole('table', { name: 'Mouvements d’argent de la réservation' })).toContainText(
    /Remboursement au client \(4 → 2 participants, 100\s%\).*90\s€/,
  );
  const stored = (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).data();
  expect(stored).toMatchObject({ participants: 2, amounts: { total: 18_000, refund: 9_000, commission: 900, kookerPayout: 8_100 } });

  // The Kooker sees the new number and their payout recomputed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('recapitulatif-telephone.png'), fullPage: true });

  const kookerPage = await signedIn(browser, kooker);
  await kookerPage.goto(`/reservations/${bookingId}`);
  await expect(detail(kookerPage, 'Participants')).toHaveText('2 participants (4 à la réservation)');
  await expect(detail(kookerPage, 'Votre rémunération (après commission)')).toHaveText(/^81\s€$/);
  await kookerPage.context().close();
});

test('after completion the client reviews the booking with the keyboard; the profile’s rating and “(N avis)” change', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('avis');
  const client = await createClient('avis');
  const bookingId = await bookAs(client, kooker, day(5), '10:00', 2);
  // The service took place three days ago, and the completion job did its work.
  const date = day(-3);
  const startAt = parisInstant(date, '10:00') as Date;
  await adminFirestore.doc(documentPath('bookings', bookingId)).update({
    date,
    startAt: Timestamp.fromDate(startAt),
    endAt: Timestamp.fromMillis(startAt.getTime() + 4 * HOUR),
    status: 'completed',
    // As completion leaves it: the Kooker's share earned then, held 48 h (docs/argent.md, « Le solde du Kooker »).
    payout: {
      status: 'held',
      earnedAt: Timestamp.fromMillis(startAt.getTime() + 4 * HOUR),
      availableAt: Timestamp.fromMillis(startAt.getTime() + (4 + EARNINGS_HELD_HOURS) * HOUR),
      releasedAt: null,
      payoutId: null,
    },
  });

  await logIn(page, client.email);
  await page.goto('/settings?onglet=historique');
  const card = cardWith(tabPanel(page).getByRole('region', { name: 'Passées' }), 'Atelier crêpes et galettes');
  await expect(card).toContainText('Terminée');
  await card.getByRole('button', { name: /^Laisser un avis/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Laisser un avis' });
  await expect(dialog).toBeVisible();

  // Sent without anything: the reasons, in French.
  await dialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(dialog).toContainText('Choisissez une note de 1 à 5 étoiles');
  await expect(dialog).toContainText('Racontez votre expérience en quelques mots');

  // The stars are a radio group: focus the first, the arrow keys choose.
  await dialog.getByRole('radio', { name: '1 étoile' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  await expect(dialog).toContainText('Très bien');
  await dialog.getByLabel('Votre commentaire').fill('  Des galettes parfaites et un Kooker patient. Merci !  ');
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('avis-client.png') });
  await dialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Merci ! Votre avis est publié.')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Laisser un avis/ })).toHaveCount(0);

  const review = (await adminFirestore.doc(documentPath('reviews', bookingId)).get()).data();
  expect(review).toMatchObject({
    kookerId: kooker.uid,
    author: 'Julie L.',
    rating: 4,
    comment: 'Des galettes parfaites et un Kooker patient. Merci !',
    type: 'Atelier crêpes et galettes',
  });
  // Anyone reads reviews: no account id in it. The client's booking keeps its copy.
  expect(review).not.toHaveProperty('authorId');
  // Copied by a trigger whose instance may have to start first on a busy machine.
  await expect
    .poll(async () => (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).get('review.rating'), { timeout: 45_000 })
    .toBe(4);

  // 'Avis': the review written, with its Kooker.
  await page.getByRole('tab', { name: 'Avis' }).click();
  const written = cardWith(tabPanel(page), 'Des galettes parfaites');
  await expect(written).toContainText('Yann Le Bihan');
  await expect(written.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();

  // The rating trigger runs in the background: the profile shows it within seconds.
  await expect(async () => {
    await page.goto(`/kookers/${kooker.uid}`);
    await expect(page.locator('.kooker-hero__rating')).toContainText(/4,0\s*sur 5\s*\(1 avis\)/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(await reviewsOf(page)).toContainText('Des galettes parfaites et un Kooker patient.');
});

test('a Kooker cancels with a reason, the client is told they get everything back, and reads the reason in “Historique”', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('motif');
  const client = await createClient('motif');
  await bookAs(client, kooker, day(6), '14:00', 4);

  await logIn(page, kooker.email);
  await page.goto('/settings?onglet=reservations-recues');
  const card = cardWith(tabPanel(page).getByRole('region', { name: 'À venir' }), 'Julie Lemoine');
  await card.getByRole('button', { name: /^Annuler/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler la réservation' });
  await expect(dialog).toContainText(/Julie Lemoine sera remboursé\(e\) intégralement \(100\s%\), soit 180\s€\./);
  // A reason is required: the client will read it.
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(dialog).toContainText('Indiquez au client la raison de l’annulation');
  await dialog.getByLabel('Motif de l’annulation (transmis au client)').fill('Je suis malade ce jour-là, toutes mes excuses.');
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Annulée par vous');
  await expect(card).toContainText('Votre motif : « Je suis malade ce jour-là, toutes mes excuses. »');
  await page.context().close();

  const clientPage = await signedIn(browser, client);
  await clientPage.goto('/settings?onglet=historique');
  const mine = cardWith(tabPanel(clientPage), 'Atelier crêpes et galettes');
  await expect(mine).toContainText('Annulée par le Kooker');
  await expect(mine).toContainText('Motif du Kooker : « Je suis malade ce jour-là, toutes mes excuses. »');
  await expect(mine).toContainText(/Remboursé\s*180\s€/);
  await clientPage.context().close();
});

test('the Kooker answers a review once, and the answer shows under it on the profile', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('reponse');
  await adminFirestore.doc(documentPath('reviews', `${RUN}-avis-reponse`)).set({
    kookerId: kooker.uid,
    author: 'Camille M.',
    rating: 4, // Below the home page test’s Kookers, which may run at the same time.
    comment: 'Une soirée crêpes mémorable.',
    type: 'Atelier crêpes et galettes',
    date: Timestamp.now(),
  });
  await expect
    .poll(async () => (await adminFirestore.doc(documentPath('kookers', kooker.uid)).get()).get('reviewCount'), { timeout: 20_000 })
    .toBe(1);

  await logIn(page, kooker.email);
  await page.goto(`/kookers/${kooker.uid}`);
  const reviews = await reviewsOf(page);
  const review = cardWith(reviews, 'Une soirée crêpes mémorable.');
  await review.getByRole('button', { name: 'Répondre à l’avis de Camille M.' }).click();
  const answer = review.getByLabel('Votre réponse (publique, une seule fois)');
  await expect(answer).toBeFocused();
  await review.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(review).toContainText('Écrivez votre réponse');
  await answer.fill('Merci Camille, à bientôt pour le kouign-amann !');
  await review.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(review).toContainText('Réponse du Kooker');
  await expect(review).toContainText('Merci Camille, à bientôt pour le kouign-amann !');
  await expect(review.getByRole('button', { name: /Répondre/ })).toHaveCount(0);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  expect((await adminFirestore.doc(documentPath('reviews', `${RUN}-avis-reponse`)).get()).get('answer')).toBe(
    'Merci Camille, à bientôt pour le kouign-amann !',
  );

  // Once: read again, the answer is there and nothing offers to answer.
  await page.reload();
  await reviewsOf(page);
  await expect(cardWith(reviews, 'Une soirée crêpes mémorable.')).toContainText('Merci Camille, à bientôt pour le kouign-amann !');
  await expect(reviews.getByRole('button', { name: /Répondre/ })).toHaveCount(0);

  // A visitor reads it under the review.
  const visitor = await browser.newPage();
  await visitor.goto(`/kookers/${kooker.uid}`);
  const seen = cardWith(await reviewsOf(visitor), 'Une soirée crêpes mémorable.');
  await expect(seen).toContainText('Réponse du Kooker');
  await expect(seen).toContainText('Merci Camille, à bientôt pour le kouign-amann !');
  await visitor.close();
});

test('a refused booking shows the function’s French message and keeps the selection; retries after a network failure reuse its idempotency key and find the one booking it made', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('refus');
  const elsewhere = await createKooker('refus-ailleurs');
  const client = await createClient('refus');
  // The client is already booked elsewhere at that time.
  await bookAs(client, elsewhere, day(12), '10:00', 2);

  await logIn(page, client.email);
  await page.goto(`/kookers/${kooker.uid}`);
  const panel = await choose(page, day(12), '10:00', 2);
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText('Vous avez déjà une réservation à ce moment-là.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/kookers/${kooker.uid}\\?`));
  await expect(panel.getByLabel('Prestation', { exact: true })).toHaveValue('service-1');
  await expect(panel.getByLabel('Horaire', { exact: true })).toHaveValue('10:00');
  await expect(panel.getByRole('button', { name: 'Réserver' })).toBeEnabled();

  // Another slot. The network fails twice before the function is reached (the app tries again
  // once by itself): the client is told, the selection stays.
  await panel.getByLabel('Horaire', { exact: true }).selectOption('14:00');
  const keys: string[] = [];
  let call = 0;
  await page.route(`${FUNCTIONS}/createBooking`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((route.request().postDataJSON() as { data: { idempotencyKey: string } }).data.idempotencyKey);
    call += 1;
    if (call <= 2) return route.abort('connectionreset');
    if (call === 3) {
      // This time the function books the slot, but its answer is lost on the way back.
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText(/La réservation n’a pas pu être confirmée : la connexion a été interrompue\./)).toBeVisible();
  await expect(panel.getByLabel('Horaire', { exact: true })).toHaveValue('14:00');
  expect(keys).toHaveLength(2);

  // 'Réserver' again: the same attempt. Its answer is lost, the app asks once more with the same
  // key and the function answers with the booking it made and its payment: one booking, one
  // payment at the processor, paid once.
  await panel.getByRole('button', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/\/reservations\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
  const made = await adminFirestore.collection(collectionPath('bookings')).where('kookerId', '==', kooker.uid).get();
  expect(made.size).toBe(1);
  const bookingId = made.docs[0]?.id ?? '';
  expect(bookingId).toBe(new URL(page.url()).pathname.split('/').at(-1));
  const payments = adminFirestore.collection(collectionPath('simulatedProcessor')).where('metadata.bookingId', '==', bookingId);
  expect((await payments.get()).docs.map((payment) => payment.get('kind'))).toEqual(['payment']);
  await payWithCard(page, CARDS.succeeds);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible({ timeout: EVENT_TIMEOUT });
});

import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { WEEKDAYS, weekdayOf } from '@kookers/domain/rules';
import { axeViolations } from './support/axe';
import { adminFirestore } from './support/admin';
import { dayLabel } from './support/booking-panel';
import { day, peopleFor, signedIn } from './support/people';
import { logIn } from './support/session';

// The Kooker changes their schedule over confirmed bookings (docs/reservations.md, « Côté
// Kooker »): blocking a day, removing a weekday or pausing the profile lists the bookings it
// leaves without a place and asks, for each, to keep it or to cancel it with a reason. Every
// Kooker and client is made for the run and removed after.
const RUN = `agenda-${Date.now()}`;
const REASON = 'Je serai en déplacement ce jour-là, toutes mes excuses.';

const people = peopleFor(RUN);
const { createAccount, bookAs, callAs } = people;
test.afterAll(people.removeAll);

/**
 * A published Kooker whose profile the rules accept as publishable again (a photo, a service),
 * every day 10:00–18:00 in 4-hour slots (10:00 and 14:00), one service at 45 € per person.
 */
const createKooker = (label: string) =>
  people.createKooker(label, {
    portrait: true,
    bio: 'Crêpier depuis vingt ans, je vous apprends le froment et le sarrasin chez vous.',
    service: { allergens: ['gluten', 'oeufs', 'lait'] },
  });

const bookingOf = async (id: string) => (await adminFirestore.doc(documentPath('bookings', id)).get()).data() ?? {};
const kookerDoc = (uid: string) => adminFirestore.doc(documentPath('kookers', uid));

/** "jeudi 24 décembre 2026": a Paris day as the pages write it. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The signed-in Kooker's profile editor, open at 'Disponibilités'. */
async function openAvailability(page: Page): Promise<void> {
  await page.goto('/kooker-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil Kooker' })).toBeVisible();
  const step = page.getByRole('navigation', { name: 'Étapes du profil Kooker' }).getByRole('button', { name: /Disponibilités/ });
  await step.click();
  await expect(step).toHaveAttribute('aria-current', 'step');
}

/** Blocks a day in the 'Jours bloqués' calendar, moving to its month first. */
async function blockDay(page: Page, date: string): Promise<void> {
  const calendar = page.locator('.blocked-dates');
  const tile = calendar.locator('.react-calendar__tile').filter({ has: page.locator(`abbr[aria-label="${dayLabel(date)}"]`) });
  for (let month = 0; month < 3 && !(await tile.isVisible()); month++) await calendar.getByRole('button', { name: '›' }).click();
  await tile.click();
  await expect(page.getByRole('list', { name: 'Jours bloqués' })).toContainText(longDate(date));
}

/** A booking's choice in the dialog, by its client and slot. */
const choiceOf = (dialog: Locator, client: string, date: string, time: string) =>
  dialog.getByRole('group', { name: `Réservation de ${client}, ${longDate(date)} à ${time}` });

/** A booking's card in a list, found by its day. */
const cardOn = (page: Page, date: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: longDate(date) });

/** The open dialog, at desktop width then at a phone's, saved with the test's results. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-bureau.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-telephone.png`) });
  const dialogWidth = (await page.getByRole('dialog').boundingBox())?.width ?? 0;
  expect(dialogWidth, `${name}: the dialog fits a phone`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a Kooker blocks a day that holds a booking: the dialog lists it, they cancel it with a reason, the client is refunded in full and reads it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const kooker = await createKooker('bloque');
  const client = await createAccount('bloque-client', 'Julie', 'Lemoine');
  const bookingId = await bookAs(client, kooker, day(8), '10:00', 4);
  // Another day: not concerned by the change.
  const otherId = await bookAs(client, kooker, day(9), '14:00', 2);

  await logIn(page, kooker.email);
  await openAvailability(page);
  await blockDay(page, day(8));
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Des réservations sont concernées' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Cette réservation confirmée n’entre plus dans vos disponibilités.');
  const items = dialog.getByRole('list', { name: 'Réservations concernées' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Julie Lemoine');
  await expect(items.first()).toContainText('Atelier crêpes et galettes · 4 participants');
  await expect(items.first()).toContainText(`${longDate(day(8))} à 10:00`);
  await expect(items.first()).toContainText('Vous bloquez ce jour.');
  // Nothing is decided for the Kooker: a choice is required, then a reason for the client.
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(dialog).toContainText('Choisissez, pour chaque réservation, de la garder ou de l’annuler.');
  const choice = choiceOf(dialog, 'Julie Lemoine', day(8), '10:00');
  await choice.getByRole('radio', { name: /^Annuler/ }).check();
  await expect(choice).toContainText(/Remboursement intégral : 180\s€/);
  await dialog.getByRole('button', { name: 'Annuler la réservation et enregistrer' }).click();
  await expect(dialog).toContainText('Indiquez au client la raison de l’annulation');
  await dialog.getByLabel('Motif de l’annulation (transmis au client)').fill(REASON);
  expect(await axeViolations(page, { include: 'dialog', seriousOnly: true })).toEqual([]);
  await screenshots(page, testInfo, 'agenda-annuler');

  await dialog.getByRole('button', { name: 'Annuler la réservation et enregistrer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Réservation de Julie Lemoine annulée : remboursement intégral.')).toBeVisible();
  await expect.poll(async () => (await kookerDoc(kooker.uid).get()).get('blockedDates')).toEqual([day(8)]);
  expect(await bookingOf(bookingId)).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'kooker',
    cancellationReason: REASON,
    amounts: { total: 18_000, refund: 18_000 },
  });
  expect(await bookingOf(otherId)).toMatchObject({ status: 'confirmed' });

  await page.goto('/settings?onglet=reservations-recues');
  await expect(cardOn(page, day(8))).toContainText('Annulée par vous');
  await expect(cardOn(page, day(8))).toContainText(`Votre motif : « ${REASON} »`);
  await expect(cardOn(page, day(9))).toContainText('Confirmée');

  const clientPage = await signedIn(browser, client);
  await clientPage.goto('/settings?onglet=historique');
  const mine = cardOn(clientPage, day(8));
  await expect(mine).toContainText('Annulée par le Kooker');
  await expect(mine).toContainText(`Motif du Kooker : « ${REASON} »`);
  await expect(mine).toContainText(/Remboursé\s*180\s€/);
  await clientPage.context().close();
});

test('a Kooker removes the weekday of a booking and keeps it: it stays confirmed; pausing asks again, and going back changes nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const kooker = await createKooker('garde');
  const client = await createAccount('garde-client', 'Julie', 'Lemoine');
  const date = day(8);
  const bookingId = await bookAs(client, kooker, date, '14:00', 3);
  const weekday = WEEKDAYS.find((each) => each.value === weekdayOf(date))?.label ?? '';

  await logIn(page, kooker.email);
  await openAvailability(page);
  await page.getByLabel(weekday, { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Des réservations sont concernées' });
  await expect(dialog).toContainText(`Le ${weekday.toLowerCase()} n’est plus dans vos jours disponibles.`);
  await choiceOf(dialog, 'Julie Lemoine', date, '14:00')
    .getByRole('radio', { name: /^Garder/ })
    .check();
  // Keeping asks for no reason: nobody is told anything.
  await expect(dialog.getByLabel(/Motif de l’annulation/)).toHaveCount(0);
  await screenshots(page, testInfo, 'agenda-garder');
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('La réservation gardée reste confirmée : vous vous engagez à l’assurer.')).toBeVisible();
  await expect.poll(async () => (await kookerDoc(kooker.uid).get()).get('availableDays')).not.toContain(weekdayOf(date));
  expect(await bookingOf(bookingId)).toMatchObject({ status: 'confirmed', amounts: { refund: 0 } });

  // A pause concerns every upcoming booking. Going back: nothing changes.
  await page.getByRole('button', { name: 'Mettre en pause' }).click();
  const pause = page.getByRole('dialog', { name: 'Vos réservations à venir' });
  await expect(pause).toContainText(
    'En pause, votre profil n’apparaît plus dans la recherche, mais vos réservations confirmées restent dues.',
  );
  await expect(pause.getByRole('listitem')).toHaveCount(1);
  await pause.getByRole('button', { name: 'Ne pas mettre en pause' }).click();
  await expect(pause).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Votre profil est en ligne' })).toBeVisible();
  expect((await kookerDoc(kooker.uid).get()).get('published')).toBe(true);

  // Paused, keeping it.
  await page.getByRole('button', { name: 'Mettre en pause' }).click();
  await choiceOf(pause, 'Julie Lemoine', date, '14:00')
    .getByRole('radio', { name: /^Garder/ })
    .check();
  await pause.getByRole('button', { name: 'Mettre en pause', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Votre profil est prêt, mais il n’est pas en ligne' })).toBeVisible();
  await expect.poll(async () => (await kookerDoc(kooker.uid).get()).get('published')).toBe(false);
  expect(await bookingOf(bookingId)).toMatchObject({ status: 'confirmed' });

  await page.goto('/settings?onglet=reservations-recues');
  await expect(cardOn(page, date)).toContainText('Confirmée');
});

test('when a cancellation is refused, the dialog says why and saves nothing; keeping it then saves the change', async ({ page }) => {
  test.setTimeout(150_000);
  const kooker = await createKooker('refus');
  const client = await createAccount('refus-client', 'Julie', 'Lemoine');
  const bookingId = await bookAs(client, kooker, day(8), '10:00', 2);

  await logIn(page, kooker.email);
  await openAvailability(page);
  await blockDay(page, day(8));
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Des réservations sont concernées' });
  const choice = choiceOf(dialog, 'Julie Lemoine', day(8), '10:00');
  await choice.getByRole('radio', { name: /^Annuler/ }).check();
  await dialog.getByLabel('Motif de l’annulation (transmis au client)').fill(REASON);
  // Meanwhile, the client cancels it herself (8 days ahead: refunded in full).
  await callAs(client, 'cancelBooking', { bookingId, expectedRefund: 9000 });

  await dialog.getByRole('button', { name: 'Annuler la réservation et enregistrer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `La réservation de Julie Lemoine (${longDate(day(8))} à 10:00) n’a pas été annulée : Cette réservation est déjà annulée.`,
  );
  expect((await kookerDoc(kooker.uid).get()).get('blockedDates')).toEqual([]);
  expect(await bookingOf(bookingId)).toMatchObject({ cancelledBy: 'client', cancellationReason: null });

  await choice.getByRole('radio', { name: /^Garder/ }).check();
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await kookerDoc(kooker.uid).get()).get('blockedDates')).toEqual([day(8)]);
});

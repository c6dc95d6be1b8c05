import { expect, test, type Locator, type Page } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { conversationIdOf } from '@kookers/domain/messaging';
import { weekdayOf } from '@kookers/domain/rules';
import { axeViolations } from './support/axe';
import { adminFirestore } from './support/admin';
import { calendarDay, panelOf } from './support/booking-panel';
import { CLIENT_PHONE, day, peopleFor, signedIn } from './support/people';
import { CARDS, EVENT_TIMEOUT, payWithCard } from './support/payment';
import { screenshots } from './support/screenshots';
import { CALLABLE_TIMEOUT } from './support/timeouts';

// « Demander une offre » (docs/reservations.md): what the calendar does not show. A client asks a
// Kooker for twelve guests on a Saturday evening past their weekly hours (10:00–18:00), two of
// them unable to eat gluten; the Kooker answers in the conversation with a menu at a price; the
// client accepts and pays it through the same booking and payment step as the panel's; the
// booking holds the twelve guests and their allergies on both sides, and the Kooker's afternoon
// slot that day leaves the public panel.
const RUN = `offre-${Date.now()}`;
const people = peopleFor(RUN);
test.afterAll(people.removeAll);

/** The first Saturday at least five days ahead: an offer valid a week closes two days before it. */
function nextSaturday(): string {
  for (let offset = 5; ; offset++) if (weekdayOf(day(offset)) === 'saturday') return day(offset);
}

/** A card of the thread (a request or an offer), by its title. */
const cardOf = (page: Page, kind: 'Demande d’offre' | 'Offre', title: string): Locator =>
  page
    .getByRole('article')
    .filter({ hasText: kind })
    .filter({ has: page.getByRole('heading', { name: title }) });

/** The value of a line of a booking's details (`/reservations/:id`), by its term. */
const detail = (page: Page, term: string) =>
  page
    .locator('.booking-details__line')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('a client asks a Kooker for an offer for twelve, accepts it and pays: the booking and the slots follow', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const client = await people.createAccount('client', 'Julie', 'Lemoine');
  const kooker = await people.createKooker('kooker', {
    maxGuests: 12,
    service: { additionalInfo: 'Froment et sarrasin, beurre salé compris.', allergens: ['gluten', 'oeufs', 'lait'] },
  });
  const date = nextSaturday();
  const conversation = `/messages/${conversationIdOf(client.uid, kooker.uid)}`;
  const availability = adminFirestore.doc(documentPath('availability', kooker.uid));
  const slotsOn = async () => ((await availability.get()).get('slots') as Record<string, string[]> | undefined)?.[date] ?? [];
  expect(await slotsOn(), 'the Kooker works 10:00–18:00 that Saturday').toEqual(['10:00', '14:00']);

  // The client finds « Demander une offre » beside the booking panel, with the hourly rate.
  const asking = await signedIn(browser, client);
  await asking.goto(`/kookers/${kooker.uid}`);
  const invite = asking.getByRole('region', { name: 'Sur mesure' });
  await expect(invite).toContainText('Pour un groupe plus grand, une autre date ou une occasion : demandez une offre.');
  await expect(invite).toContainText(/Sur demande : 35\s€ de l’heure, ingrédients en plus/);
  await invite.getByRole('link', { name: 'Demander une offre à Yann' }).click();
  await expect(asking).toHaveURL(`/kookers/${kooker.uid}/demande`);
  await expect(asking.getByRole('heading', { level: 1, name: 'Demander une offre à Yann' })).toBeVisible();

  // Sent empty, each field says what it needs, in French.
  const form = asking.getByRole('form', { name: 'Demande d’offre à Yann' });
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(form.getByText('Dites l’occasion : un anniversaire, un déjeuner d’équipe…')).toBeVisible();
  await expect(form.getByText('Choisissez une date')).toBeVisible();
  await expect(form.getByText('Indiquez le nombre d’invités')).toBeVisible();

  await form.getByLabel('L’occasion').fill('Anniversaire de Léa');
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByLabel('Heure de début').fill('17:00');
  await form.getByLabel('Nombre d’invités').selectOption('12');
  // At her place: only the commune, from her profile; the Kooker learns the street once the booking is paid.
  await expect(form.getByRole('combobox', { name: 'Commune de la prestation' })).toHaveValue('Locronan (29180)');
  await expect(form.getByLabel('Numéro et rue')).toHaveCount(0);
  await form.getByLabel('Budget par personne, en € (facultatif)').fill('40');
  await form.getByRole('checkbox', { name: 'Céréales contenant du gluten' }).check();
  await form.getByLabel('Message au Kooker').fill('Deux invités sont cœliaques : rien qui contienne du gluten pour eux.');
  await form.getByLabel('Votre message').fill('Des galettes et des crêpes pour les 10 ans de Léa, si possible avec un gâteau.');
  expect(await axeViolations(asking)).toEqual([]);
  await screenshots(asking, testInfo, 'demande-offre');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

  // The request arrives in their conversation, as a card.
  await expect(asking).toHaveURL(conversation, { timeout: CALLABLE_TIMEOUT });
  const requestCard = cardOf(asking, 'Demande d’offre', 'Anniversaire de Léa');
  await expect(requestCard).toContainText('En attente de réponse');
  await expect(requestCard).toContainText('12 personnes');
  await expect(requestCard).toContainText('Céréales contenant du gluten');
  await expect(requestCard.getByRole('button', { name: 'Faire une offre' })).toHaveCount(0);

  // The Kooker reads it and answers with a menu at a price, prefilled from the request.
  const answering = await signedIn(browser, kooker);
  await answering.goto(conversation);
  const received = cardOf(answering, 'Demande d’offre', 'Anniversaire de Léa');
  await expect(received).toContainText('Chez le client : 29180 Locronan');
  await expect(received).not.toContainText('place du Marché');
  await expect(received).toContainText('Deux invités sont cœliaques');
  await screenshots(answering, testInfo, 'carte-demande');
  await received.getByRole('button', { name: 'Faire une offre' }).click();
  const dialog = answering.getByRole('dialog', { name: 'Faire une offre' });
  await expect(dialog.getByLabel('Participants')).toHaveValue('12');
  await expect(dialog.getByLabel('Heure de début')).toHaveValue('17:00');
  await expect(dialog.getByLabel('Durée (heures)')).toHaveValue('4');
  await expect(dialog.getByText(/Votre tarif horaire : 35\s€ \/ h × 4 h/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Utiliser ce prix' }).click();
  await expect(dialog.getByLabel('Prix par personne (€)')).toHaveValue('12');
  await dialog.getByLabel('Titre de l’offre').fill('Galettes et crêpes pour les 10 ans de Léa');
  await dialog
    .getByLabel('Menu', { exact: true })
    .fill('Galettes de sarrasin complètes (sans gluten pour deux)\nCrêpes de froment au caramel beurre salé\nGâteau breton');
  await dialog.getByLabel('Prix par personne (€)').fill('38');
  expect(await axeViolations(answering, { include: 'dialog' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Envoyer l’offre' }).click();
  await expect(dialog).toBeHidden({ timeout: CALLABLE_TIMEOUT });
  const sent = cardOf(answering, 'Offre', 'Galettes et crêpes pour les 10 ans de Léa');
  await expect(sent).toContainText('Offre ouverte');
  await expect(sent).toContainText(/456\s€/);
  await expect(sent.getByRole('button', { name: 'Retirer' })).toBeVisible();
  await expect(received).toContainText('Offre envoyée');

  // The client reads the offer live, and accepts it: the recap, the gluten she named, her phone, the terms.
  const offer = cardOf(asking, 'Offre', 'Galettes et crêpes pour les 10 ans de Léa');
  await expect(offer).toContainText('Céréales contenant du gluten, Œufs, Lait');
  await screenshots(asking, testInfo, 'carte-offre');
  await offer.getByRole('button', { name: 'Accepter et payer' }).click();
  const accept = asking.getByRole('dialog', { name: 'Accepter et payer l’offre' });
  await expect(accept.getByLabel('Téléphone')).toHaveValue(CLIENT_PHONE);
  // The street now, from her profile, in the commune of her request.
  await expect(accept.getByLabel('Numéro et rue')).toHaveValue('4 place du Marché');
  await expect(accept.getByRole('combobox', { name: 'Commune' })).toHaveValue('Locronan (29180)');
  await accept.getByRole('button', { name: /^Accepter et payer 456/ }).click();
  await expect(accept.getByText('Cochez cette case pour accepter malgré tout, ou demandez un autre menu au Kooker.')).toBeVisible();
  await accept.getByRole('checkbox', { name: /J’ai vu que le menu contient cet allergène/ }).check();
  await accept.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales de vente/ }).check();
  expect(await axeViolations(asking, { include: 'dialog' })).toEqual([]);
  await screenshots(asking, testInfo, 'acceptation');
  await accept.getByRole('button', { name: /^Accepter et payer 456/ }).click();

  // The same payment step as the panel's, then the same confirmation.
  await expect(asking).toHaveURL(/\/reservations\/[^/]+$/, { timeout: CALLABLE_TIMEOUT });
  const bookingPath = new URL(asking.url()).pathname;
  await payWithCard(asking, CARDS.succeeds);
  await expect(asking.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible({ timeout: EVENT_TIMEOUT });
  await expect(detail(asking, 'Participants')).toContainText('12');
  await expect(detail(asking, 'Prestation')).toHaveText('Galettes et crêpes pour les 10 ans de Léa');
  await expect(detail(asking, 'Lieu')).toHaveText('Chez vous : 4 place du Marché, 29180 Locronan');
  await expect(asking.getByRole('region', { name: 'Allergies et régimes' })).toContainText('Céréales contenant du gluten');

  // The offer reads as accepted in the thread, with the way to the booking.
  await asking.goto(conversation);
  await expect(offer).toContainText('Acceptée et payée');
  await expect(offer.getByRole('link', { name: 'Voir la réservation' })).toHaveAttribute('href', bookingPath);

  // The Kooker's side: the booking, twelve guests and their allergies.
  await answering.goto(bookingPath);
  await expect(answering.getByRole('heading', { level: 1, name: /Réservation de Julie/ })).toBeVisible();
  await expect(detail(answering, 'Participants')).toContainText('12');
  await expect(answering.getByRole('region', { name: 'Allergies et régimes' })).toContainText('Céréales contenant du gluten');

  // 17:00–21:00 overlaps the 14:00 slot: it leaves the public panel; the morning stays.
  await expect.poll(slotsOn, { timeout: EVENT_TIMEOUT, message: 'the functions rebuild the free slots' }).toEqual(['10:00']);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/kookers/${kooker.uid}`);
  const panel = panelOf(visitor);
  await panel.getByLabel('Prestation', { exact: true }).selectOption('service-1');
  await (await calendarDay(panel, date)).click();
  const times = panel.getByLabel('Horaire', { exact: true });
  await expect(times.locator('option', { hasText: '10:00' })).toHaveCount(1);
  await expect(times.locator('option', { hasText: '14:00' })).toHaveCount(0);
});

test('a client closes her request once answered: its offer is declined, and the Kooker can answer it no more', async ({ browser }) => {
  test.setTimeout(180_000);
  const client = await people.createAccount('fermeture', 'Julie', 'Lemoine');
  const kooker = await people.createKooker('kooker-fermeture');
  const conversation = `/messages/${conversationIdOf(client.uid, kooker.uid)}`;

  const asking = await signedIn(browser, client);
  await asking.goto(`/kookers/${kooker.uid}/demande`);
  const form = asking.getByRole('form', { name: 'Demande d’offre à Yann' });
  await form.getByLabel('L’occasion').fill('Pot de départ de Maël');
  await form.getByLabel('Date', { exact: true }).fill(nextSaturday());
  await form.getByLabel('Heure de début').fill('12:00');
  await form.getByLabel('Nombre d’invités').selectOption('6');
  // The commune comes from her profile once the communes are loaded: sent before, the form asks it.
  await expect(form.getByRole('combobox', { name: 'Commune de la prestation' })).toHaveValue('Locronan (29180)');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(asking).toHaveURL(conversation, { timeout: CALLABLE_TIMEOUT });

  // The Kooker answers with an offer.
  const answering = await signedIn(browser, kooker);
  await answering.goto(conversation);
  const received = cardOf(answering, 'Demande d’offre', 'Pot de départ de Maël');
  await received.getByRole('button', { name: 'Faire une offre' }).click();
  const dialog = answering.getByRole('dialog', { name: 'Faire une offre' });
  await dialog.getByLabel('Titre de l’offre').fill('Buffet de galettes');
  await dialog.getByLabel('Menu', { exact: true }).fill('Galettes complètes\nCrêpes au sucre');
  await dialog.getByLabel('Prix par personne (€)').fill('30');
  await dialog.getByRole('button', { name: 'Envoyer l’offre' }).click();
  await expect(dialog).toBeHidden({ timeout: CALLABLE_TIMEOUT });
  const sent = cardOf(answering, 'Offre', 'Buffet de galettes');
  await expect(sent).toContainText('Offre ouverte');

  // The client closes her request, after confirming; the Kooker has no button on her card.
  const request = cardOf(asking, 'Demande d’offre', 'Pot de départ de Maël');
  const offer = cardOf(asking, 'Offre', 'Buffet de galettes');
  await expect(offer).toContainText('Offre ouverte');
  await expect(received.getByRole('button', { name: 'Fermer la demande' })).toHaveCount(0);
  await request.getByRole('button', { name: 'Fermer la demande' }).click();
  const confirm = asking.getByRole('dialog', { name: 'Fermer la demande' });
  await expect(confirm).toContainText(
    'Le Kooker ne pourra plus vous faire d’offre sur cette demande, et son offre, si elle est encore ouverte, sera déclinée.',
  );
  expect(await axeViolations(asking, { include: 'dialog' })).toEqual([]);
  await confirm.getByRole('button', { name: 'Fermer la demande' }).click();
  await expect(confirm).toBeHidden({ timeout: CALLABLE_TIMEOUT });
  await expect(request).toContainText('Fermée par le client');
  await expect(request.getByRole('button', { name: 'Fermer la demande' })).toHaveCount(0);
  await expect(offer).toContainText('Déclinée par le client');
  await expect(offer.getByRole('button', { name: 'Accepter et payer' })).toHaveCount(0);

  // The Kooker reads it live: no new offer on it.
  await expect(received).toContainText('Fermée par le client');
  await expect(received.getByRole('button', { name: /Faire une (nouvelle )?offre/ })).toHaveCount(0);
  await expect(sent).toContainText('Déclinée par le client');
  await expect(sent.getByRole('button', { name: 'Retirer' })).toHaveCount(0);
});

import { expect, test, type Page, type TestInfo } from './support/test';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { conversationIdOf, MASK, MASK_EXPLANATION, MESSAGE_LIMIT_REFUSED, MESSAGE_LIMITS } from '@kookers/domain/messaging';
import { Timestamp } from 'firebase-admin/firestore';
import { axeViolations } from './support/axe';
import { adminFirestore, PASSWORD } from './support/admin';
import { CLIENT_PHONE, peopleFor, signedIn } from './support/people';
import { logIn, submitLogin } from './support/session';

// Messaging (docs/messagerie.md): a client asks a Kooker a question from their profile, the
// Kooker is told in the navbar, reads it with the phone number masked and answers; the client
// reads the answer live; a booking between them shows the numbers; nobody else reads the thread.
// Every account and Kooker is made for the run and removed after.
const RUN = `messages-${Date.now()}`;

const people = peopleFor(RUN);
const { createAccount, bookAs } = people;
const conversationIds: string[] = [];
test.afterAll(async () => {
  for (const id of conversationIds) await adminFirestore.recursiveDelete(adminFirestore.doc(documentPath('conversations', id)));
  await people.removeAll();
});

/** A published Kooker, "Kenza Benali", booked at the client's home every day at 10:00 and 14:00; waits for their free slots. */
const createKooker = (label: string) =>
  people.createKooker(label, { firstName: 'Kenza', lastName: 'Benali', service: { name: 'Atelier pâtisserie orientale' } });

/** A full-page screenshot at desktop width, then at a phone's, with no sideways scroll on the phone. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  // From the top: a page scrolled down draws the sticky navbar over its middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}-bureau.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-telephone.png`), fullPage: true });
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll, `${name}: no horizontal scroll on a phone`).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages avec ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Votre message à ${name}` });

test('a client asks a Kooker a question with a phone number: masked for both until they book, answered live, told in the navbar, closed to anyone else', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const kooker = await createKooker('kooker');
  const client = await createAccount('client', 'Camille', 'Martin');
  const conversationId = conversationIdOf(client.uid, kooker.uid);
  conversationIds.push(conversationId);
  const threadPath = `/messages/${conversationId}`;

  // Signed out, 'Poser une question' asks to sign in first, then goes on to the thread.
  await page.goto(`/kookers/${kooker.uid}`);
  await expect(navbar(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.locator('.kooker-hero').getByRole('button', { name: 'Poser une question' }).click();
  await expect(page).toHaveURL('/login');
  await submitLogin(page, client.email, PASSWORD);
  await expect(page).toHaveURL(threadPath);

  // The conversation does not exist yet: the Kooker's name from their profile, an empty thread.
  await expect(page.getByRole('heading', { level: 1, name: 'Kenza B.' })).toBeVisible();
  await expect(page).toHaveTitle('Conversation avec Kenza B. · Kookers');
  await expect(page.getByText('Posez votre question à Kenza B.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ne plus être prévenu' })).toHaveCount(0);

  // Enter sends; the number is masked before anyone reads it, the client included.
  const question = `Bonjour ! Un atelier avec ma fille de 8 ans, c’est possible ? Appelez-moi au ${CLIENT_PHONE}`;
  await composer(page, 'Kenza B.').fill(question);
  await composer(page, 'Kenza B.').press('Enter');
  await expect(composer(page, 'Kenza B.')).toHaveValue('');
  const clientThread = thread(page, 'Kenza B.');
  await expect(clientThread).toContainText(`Bonjour ! Un atelier avec ma fille de 8 ans, c’est possible ? Appelez-moi au ${MASK}`);
  await expect(clientThread).not.toContainText(CLIENT_PHONE);
  await expect(clientThread.getByText(MASK_EXPLANATION)).toBeVisible();
  await expect(clientThread.getByText('Envoi…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ne plus être prévenu' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'fil-client');

  // The Kooker, in another browser: 'Messages 1' in the navbar, the list, the thread.
  const kookerPage = await signedIn(browser, kooker);
  const unreadLink = navbar(kookerPage).getByRole('link', { name: 'Messages, 1 conversation non lue' });
  await expect(unreadLink).toHaveText('Messages 1');
  await unreadLink.click();
  await expect(kookerPage).toHaveURL('/messages');
  await expect(kookerPage).toHaveTitle('Messages · Kookers');
  const row = kookerPage.getByRole('link', { name: /Camille M\./ });
  await expect(row).toContainText(`Appelez-moi au ${MASK}`);
  await expect(row).toContainText('(non lu)');
  expect(await axeViolations(kookerPage)).toEqual([]);
  await screenshots(kookerPage, testInfo, 'liste-kooker');
  await row.click();
  await expect(kookerPage).toHaveURL(threadPath);
  await expect(kookerPage.getByRole('heading', { level: 1, name: 'Camille M.' })).toBeVisible();
  const kookerThread = thread(kookerPage, 'Camille M.');
  await expect(kookerThread).toContainText(`Appelez-moi au ${MASK}`);
  await expect(kookerThread).not.toContainText(CLIENT_PHONE);
  await expect(kookerThread.getByText(MASK_EXPLANATION)).toBeVisible();
  // Read to the end: the count goes down.
  await expect(navbar(kookerPage).getByRole('link', { name: 'Messages', exact: true })).toHaveText('Messages');
  await expect.poll(async () => (await adminFirestore.doc(documentPath('inboxes', kooker.uid)).get()).get('unread')).toBe(0);
  expect(await axeViolations(kookerPage)).toEqual([]);

  // Shift+Enter goes to the line; the button sends.
  const answer = composer(kookerPage, 'Camille M.');
  await answer.fill('Avec plaisir !');
  await answer.press('Shift+Enter');
  await answer.pressSequentially('Quel jour vous conviendrait ?');
  await kookerPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(answer).toHaveValue('');
  await expect(kookerThread).toContainText('Avec plaisir !');
  const answers = adminFirestore.collection(collectionPath('messages', conversationId)).where('authorId', '==', kooker.uid);
  await expect
    .poll(async () => (await answers.get()).docs.map((message) => message.get('text')))
    .toEqual(['Avec plaisir !\nQuel jour vous conviendrait ?']);

  // No more emails for this conversation, then again.
  await kookerPage.getByRole('button', { name: 'Ne plus être prévenu' }).click();
  await expect(kookerPage.getByRole('button', { name: 'Être prévenu à nouveau' })).toBeVisible();
  const conversation = adminFirestore.doc(documentPath('conversations', conversationId));
  await expect.poll(async () => (await conversation.get()).get(`muted.${kooker.uid}`)).toBe(true);
  await kookerPage.getByRole('button', { name: 'Être prévenu à nouveau' }).click();
  await expect(kookerPage.getByRole('button', { name: 'Ne plus être prévenu' })).toBeVisible();
  await expect.poll(async () => (await conversation.get()).get(`muted.${kooker.uid}`)).toBe(false);
  await screenshots(kookerPage, testInfo, 'fil-kooker');

  // The client reads the answer live, where they are, and has read it.
  await expect(clientThread).toContainText('Avec plaisir !');
  await expect(clientThread).toContainText('Quel jour vous conviendrait ?');
  await expect.poll(async () => (await conversation.get()).get('unreadFor')).toEqual([]);

  // A booking between them: it shows above the thread, and the numbers show, the earlier one too.
  const bookingId = await bookAs(client, kooker);
  const booked = page.getByRole('region', { name: 'Votre réservation' });
  await expect(booked.getByRole('link', { name: 'Atelier pâtisserie orientale' })).toHaveAttribute('href', `/reservations/${bookingId}`);
  await expect(clientThread).toContainText(`Appelez-moi au ${CLIENT_PHONE}`);
  await expect(clientThread.getByText(MASK_EXPLANATION)).toHaveCount(0);
  await composer(page, 'Kenza B.').fill('Parfait. Mon autre numéro, au cas où : 07 98 76 54 32');
  await composer(page, 'Kenza B.').press('Enter');
  await expect(kookerThread).toContainText('Mon autre numéro, au cas où : 07 98 76 54 32');
  await expect(kookerPage.getByRole('region', { name: 'Votre réservation' })).toContainText('Atelier pâtisserie orientale');
  await screenshots(page, testInfo, 'fil-apres-reservation');

  // From the booking, each writes to the other.
  await page.goto(`/reservations/${bookingId}`);
  await page.getByRole('link', { name: 'Écrire à Kenza Benali' }).click();
  await expect(page).toHaveURL(threadPath);
  await kookerPage.goto('/settings?onglet=reservations-recues');
  await kookerPage
    .getByRole('article')
    .filter({ hasText: 'Camille Martin' })
    .getByRole('link', { name: 'Écrire à Camille Martin' })
    .click();
  await expect(kookerPage).toHaveURL(threadPath);
  await expect(thread(kookerPage, 'Camille M.')).toContainText('07 98 76 54 32');
  await kookerPage.context().close();

  // Anyone else: the rules refuse the read, the page says so.
  const stranger = await createAccount('tiers', 'Paul', 'Durand');
  const strangerPage = await signedIn(browser, stranger);
  await strangerPage.goto(threadPath);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Conversation introuvable' })).toBeVisible();
  await expect(strangerPage.getByText('vous n’en faites pas partie')).toBeVisible();
  await expect(strangerPage.getByRole('log')).toHaveCount(0);
  expect(await axeViolations(strangerPage)).toEqual([]);
  await strangerPage.context().close();
});

test('past the limits, a message comes back into the composer with the reason, and nothing reaches the Kooker', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const kooker = await createKooker('limites');
  // An account made today: 4 messages a minute (docs/messagerie.md, « Des limites »).
  const client = await createAccount('limites', 'Camille', 'Martin');
  const conversationId = conversationIdOf(client.uid, kooker.uid);
  conversationIds.push(conversationId);
  await logIn(page, client.email);
  await page.goto(`/messages/${conversationId}`);
  const field = composer(page, 'Kenza B.');
  const clientThread = thread(page, 'Kenza B.');
  for (let n = 1; n <= MESSAGE_LIMITS.newAccount.messagesPerMinute; n++) {
    await field.fill(`Question ${n}`);
    await field.press('Enter');
    await expect(clientThread).toContainText(`Question ${n}`);
    await expect(clientThread.getByText('Envoi…')).toHaveCount(0);
  }
  await field.fill('Une question de trop');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(MESSAGE_LIMIT_REFUSED.minute);
  await expect(field).toHaveValue('Une question de trop');
  await expect(clientThread).not.toContainText('Une question de trop');
  await page.screenshot({ path: testInfo.outputPath('message-refuse.png'), fullPage: true });
  // Taken back: not in the outbox, never delivered.
  await expect.poll(async () => (await adminFirestore.collection(collectionPath('outbox', conversationId)).get()).size).toBe(0);
  const delivered = await adminFirestore.collection(collectionPath('messages', conversationId)).get();
  expect(delivered.docs.map((message) => message.get('text')).sort()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
  expect(await axeViolations(page)).toEqual([]);
});

test('the Kooker’s own page has no “Poser une question”; a verified visitor’s goes straight to the thread, and /messages says when there is none', async ({
  page,
  browser,
}, testInfo) => {
  const kooker = await createKooker('sans-question');
  await logIn(page, kooker.email);
  await page.goto(`/kookers/${kooker.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kenza Benali' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Poser une question' })).toHaveCount(0);
  await page.goto('/messages');
  await expect(page.getByText('Vous n’avez pas encore de conversation.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, testInfo, 'liste-vide');

  const visitor = await createAccount('visiteur', 'Louis', 'Petit');
  const threadPath = `/messages/${conversationIdOf(visitor.uid, kooker.uid)}`;
  conversationIds.push(conversationIdOf(visitor.uid, kooker.uid));
  const visitorPage = await signedIn(browser, visitor);
  await visitorPage.goto(`/kookers/${kooker.uid}`);
  await screenshots(visitorPage, testInfo, 'profil-poser-une-question');
  await visitorPage.locator('.kooker-hero').getByRole('button', { name: 'Poser une question' }).click();
  await expect(visitorPage).toHaveURL(threadPath);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Kenza B.' })).toBeVisible();
  await visitorPage.context().close();
});

test('a long thread opens on its last 30 messages; older pages load from the top, by scrolling or with “Messages précédents”, and a new message below is pointed out', async ({
  browser,
}) => {
  const client = await createAccount('long-client', 'Camille', 'Martin');
  const kooker = await createAccount('long-kooker', 'Kenza', 'Benali', { isKooker: true });
  const conversationId = conversationIdOf(client.uid, kooker.uid);
  conversationIds.push(conversationId);
  // 65 messages, one a minute two days ago, each side in turn, as the functions would have written them.
  const start = Date.now() - 2 * 24 * 60 * 60 * 1000;
  const at = (index: number) => Timestamp.fromMillis(start + index * 60_000);
  const conversation = adminFirestore.doc(documentPath('conversations', conversationId));
  const batch = adminFirestore.batch();
  for (let index = 1; index <= 65; index++) {
    batch.set(adminFirestore.collection(collectionPath('messages', conversationId)).doc(`m${String(index).padStart(3, '0')}`), {
      authorId: index % 2 === 0 ? client.uid : kooker.uid,
      text: `Message ${index}`,
      masked: false,
      createdAt: at(index),
    });
  }
  batch.set(conversation, {
    clientId: client.uid,
    kookerId: kooker.uid,
    members: [client.uid, kooker.uid],
    clientName: 'Camille M.',
    kookerName: 'Kenza B.',
    kookerImage: null,
    lastMessage: { text: 'Message 65', authorId: kooker.uid, at: at(65) },
    unreadFor: [],
    readAt: {},
    muted: {},
    hasBooking: false,
    createdAt: at(1),
    updatedAt: at(65),
  });
  await batch.commit();

  const page = await signedIn(browser, client);
  await page.goto(`/messages/${conversationId}`);
  const region = page.getByRole('region', { name: 'Conversation avec Kenza B.' });
  const items = region.getByRole('listitem');
  // A message by its bubble: "Kenza B. : Message 6" for a screen reader, not "Message 65".
  const item = (index: number) => items.filter({ has: page.getByRole('paragraph').filter({ hasText: new RegExp(`: Message ${index}$`) }) });
  await expect(thread(page, 'Kenza B.').getByRole('listitem')).toHaveCount(30);
  await expect(item(65)).toBeInViewport();
  await expect(item(36)).toHaveCount(1);
  await expect(item(35)).toHaveCount(0);

  // The keyboard reaches 'Messages précédents' at the top: the page before loads, the messages in view stay.
  const previous = region.getByRole('button', { name: 'Messages précédents' });
  await previous.focus();
  await expect(items).toHaveCount(60);
  await expect(item(36)).toBeInViewport();
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(65);
  await expect(previous).toHaveCount(0);
  await expect(region).toBeFocused();
  // The live part holds the last 30 still: loading older pages announced nothing.
  await expect(thread(page, 'Kenza B.').getByRole('listitem')).toHaveCount(30);

  // Up there, a message arrives below: pointed out, and one click away.
  await item(1).scrollIntoViewIfNeeded();
  await adminFirestore
    .collection(collectionPath('messages', conversationId))
    .doc('m066')
    .set({ authorId: kooker.uid, text: 'Message 66', masked: false, createdAt: Timestamp.now() });
  await expect(item(66)).toHaveCount(1);
  await expect(item(66)).not.toBeInViewport();
  await page.getByRole('button', { name: 'Nouveaux messages' }).click();
  await expect(item(66)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Nouveaux messages' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

// A member's own account against the emulators (docs/produit.md, « Compte »; docs/modele-de-donnees.md,
// « Suppression d'un compte »): exportMyData and deleteMyAccount called as the web app calls
// them, on a member who is a client of one Kooker and the Kooker of another client.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { afterEach, describe, expect, it } from 'vitest';
import { documentPath } from '@kookers/domain/data';
import {
  FORMER_MEMBER_NAME,
  STALE_SIGN_IN,
  UNPAID_SHARE_BLOCKS_DELETION,
  UPCOMING_BOOKINGS_BLOCK_DELETION,
} from '@kookers/domain/accounts';
import { bookingToData, type Booking } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { conversationIdOf } from '@kookers/domain/messaging';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { deleteMyAccountCall } from '../../functions/src/accounts/delete-my-account';
import { completeBookings } from '../../functions/src/bookings/complete-bookings';
import { payKookers, releaseEarnings } from '../../functions/src/payments/balance';
import { callableErrorMessage } from '../../web/src/lib/callable-error';
import { admin, callError, WebClient } from '../support/clients';
import {
  completeTaxProfile,
  db,
  defined,
  eventually,
  handledWrites,
  exists,
  expectBalanced,
  publishedProfile,
  service,
  storeImage,
  useEmptyEmulators,
} from './helpers';

useEmptyEmulators();

const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let emails = 0;
async function person(firstName: string, lastName: string, phone = '') {
  const client = new WebClient();
  clients.push(client);
  const email = `${firstName.toLowerCase()}${++emails}-${Date.now()}@example.fr`;
  const user = await client.signUp(email);
  await db()
    .doc(documentPath('users', user.uid))
    .set({ firstName, lastName, phone, address: '3 place Bellecour, 69002 Lyon', isKooker: false, createdAt: Timestamp.now() });
  return { client, uid: user.uid, email };
}

/** A published Kooker with one service showing a photo, a photo count and a calendar secret. */
async function makeKooker(uid: string, firstName: string, lastName: string) {
  const photo = await storeImage(uid, 'plat1');
  await db().doc(documentPath('imageQuotas', uid)).set({ count: 1, image: photo });
  await db()
    .doc(documentPath('services', uid, 'service-1'))
    .set(service('Atelier quenelles', 40, [photo]));
  await db()
    .doc(documentPath('kookers', uid))
    .set(publishedProfile({ firstName, lastName, profileImage: photo }));
  await db()
    .doc(documentPath('calendarFeeds', uid))
    .set({ token: 'secret-du-calendrier-0123456789ab', updatedAt: FieldValue.serverTimestamp() });
  return photo;
}

/** A booking between the two, `days` from now (negative: past), as createBooking and the hourly job leave it. */
function booking(id: string, overrides: Partial<Booking> & Pick<Booking, 'clientId' | 'kookerId'>, days: number): Record<string, unknown> {
  const start = new Date(Date.now() + days * DAY);
  const startAt = Timestamp.fromDate(start);
  const endAt = Timestamp.fromMillis(start.getTime() + 2 * 60 * 60 * 1000);
  const status = days < 0 ? 'completed' : 'confirmed';
  return bookingToData({ ...sample, id, date: start.toISOString().slice(0, 10), startAt, endAt, status, review: null, ...overrides });
}

/**
 * Lucie: client of Claire (a past booking she reviewed), Kooker of Camille (a past booking
 * Camille reviewed, at Lucie's); both conversations opened by the bookings, one message each way.
 */
async function lucieAndFriends() {
  const lucie = await person('Lucie', 'Roux', '06 01 02 03 04');
  const claire = await person('Claire', 'Dubois');
  const camille = await person('Camille', 'Martin');
  await makeKooker(claire.uid, 'Claire', 'Dubois');
  const photo = await makeKooker(lucie.uid, 'Lucie', 'Roux');
  await db()
    .doc(documentPath('bookings', 'lucie-cliente'))
    .set(
      booking(
        'lucie-cliente',
        {
          clientId: lucie.uid,
          kookerId: claire.uid,
          kooker: { firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', legalStatus: null },
          clientName: 'Lucie R.',
          contacts: { client: { firstName: 'Lucie', lastName: 'Roux', phone: '06 01 02 03 04' }, kookerPhone: '07 00 00 00 01' },
          place: { location: 'client', address: '3 place Bellecour, 69002 Lyon' },
        },
        -10,
      ),
    );
  await db()
    .doc(documentPath('bookings', 'lucie-kookeuse'))
    .set(
      booking(
        'lucie-kookeuse',
        {
          clientId: camille.uid,
          kookerId: lucie.uid,
          kooker: { firstName: 'Lucie', lastName: 'Roux', city: 'Lyon', legalStatus: null },
          clientName: 'Camille M.',
          contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '06 99 99 99 99' }, kookerPhone: '06 01 02 03 04' },
          place: { location: 'kooker', address: '3 place Bellecour, 69002 Lyon' },
        },
        -5,
      ),
    );
  const review = (kookerId: string, author: string, rating: number) => ({
    kookerId,
    author,
    rating,
    comment: 'Un moment délicieux, merci !',
    type: 'Atelier quenelles',
    date: Timestamp.now(),
  });
  await db()
    .doc(documentPath('reviews', 'lucie-cliente'))
    .set(review(claire.uid, 'Lucie R.', 4));
  await db()
    .doc(documentPath('reviews', 'lucie-kookeuse'))
    .set(review(lucie.uid, 'Camille M.', 5));
  const withClaire = conversationIdOf(lucie.uid, claire.uid);
  const withCamille = conversationIdOf(camille.uid, lucie.uid);
  for (const id of [withClaire, withCamille]) {
    await eventually(
      () => exists(documentPath('conversations', id)),
      (found) => found,
    );
  }
  await db()
    .doc(documentPath('messages', withCamille, 'm1'))
    .set({ authorId: lucie.uid, text: 'Le code de la porte est 1234.', masked: false, createdAt: Timestamp.now() });
  // A request Lucie made to Claire, and an offer she sent Camille (docs/reservations.md, « Demander une offre »).
  await db()
    .doc(documentPath('offerRequests', 'lucie-demande'))
    .set({ clientId: lucie.uid, kookerId: claire.uid, occasion: 'Anniversaire', guests: 12, status: 'open' });
  await db()
    .doc(documentPath('offers', 'lucie-offre'))
    .set({ clientId: camille.uid, kookerId: lucie.uid, title: 'Dîner lyonnais', total: 54000, status: 'sent' });
  await eventually(
    () => db().doc(documentPath('kookers', claire.uid)).get(),
    (kooker) => kooker.get('reviewCount') === 1,
  );
  return { lucie, claire, camille, photo, withClaire, withCamille };
}

type Export = Record<string, unknown> & {
  account: { email: string; emailVerified: boolean; createdAt: string };
  profile: Record<string, unknown>;
  kooker: { profile: Record<string, unknown>; services: Array<Record<string, unknown>> };
  images: Array<Record<string, unknown>>;
  bookings: { asClient: Array<{ id: string }>; asKooker: Array<{ id: string }> };
  reviews: { written: Array<{ id: string; author: string }>; received: Array<{ id: string }> };
  conversations: Array<{ id: string; messages: Array<{ text: string }> }>;
  offerRequests: { sent: Array<{ id: string }>; received: Array<{ id: string }> };
  offers: { sent: Array<{ id: string }>; received: Array<{ id: string }> };
  calendarFeed: Record<string, unknown>;
  availability: Record<string, unknown> | null;
};

const ids = (docs: Array<{ id: string }>) => docs.map((doc) => doc.id).sort();

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await call;
  } catch (error) {
    const { code, details } = error as { code: string; details: unknown };
    return { code, message: callableErrorMessage(error, 'fallback'), details };
  }
  throw new Error('The call succeeded, but an error was expected.');
}

/** The update times of the documents a refused deletion must leave alone. */
async function stamps(paths: string[]): Promise<Array<string | undefined>> {
  return Promise.all(paths.map(async (path) => (await db().doc(path).get()).updateTime?.toDate().toISOString()));
}

describe('exportMyData', () => {
  it('gives the caller everything held on them, on both sides, without photo bytes or the calendar secret', async () => {
    const { lucie, claire, photo, withClaire, withCamille } = await lucieAndFriends();

    const data = await lucie.client.call<Export>('exportMyData');

    expect(data.account).toMatchObject({ email: lucie.email, emailVerified: true });
    expect(data.account.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data.profile).toMatchObject({ firstName: 'Lucie', lastName: 'Roux', phone: '06 01 02 03 04' });
    expect(data.kooker.profile).toMatchObject({ firstName: 'Lucie', published: true });
    expect(data.kooker.services.map((item) => item.name)).toEqual(['Atelier quenelles']);
    expect(data.images).toEqual([expect.objectContaining({ id: photo, url: `/images/${photo}`, contentType: 'image/png' })]);
    expect(data.images[0]).not.toHaveProperty('data');
    expect(data.images[0]).not.toHaveProperty('smallData');
    expect(ids(data.bookings.asClient)).toEqual(['lucie-cliente']);
    expect(ids(data.bookings.asKooker)).toEqual(['lucie-kookeuse']);
    expect(data.reviews.written).toEqual([expect.objectContaining({ id: 'lucie-cliente', author: 'Lucie R.' })]);
    expect(ids(data.reviews.received)).toEqual(['lucie-kookeuse']);
    expect(ids(data.conversations)).toEqual([withClaire, withCamille].sort());
    expect(data.conversations.find((item) => item.id === withCamille)?.messages.map((message) => message.text)).toEqual([
      'Le code de la porte est 1234.',
    ]);
    expect(ids(data.offerRequests.sent)).toEqual(['lucie-demande']);
    expect(data.offerRequests.received).toEqual([]);
    expect(ids(data.offers.sent)).toEqual(['lucie-offre']);
    expect(data.offers.received).toEqual([]);
    expect(data.calendarFeed).toMatchObject({ exists: true });
    expect(JSON.stringify(data)).not.toContain('secret-du-calendrier');
    // Nothing of Claire's own account.
    expect(JSON.stringify(data)).not.toContain(claire.email);
  });

  it('answers only with the caller’s own data, and nothing to a visitor', async () => {
    const { lucie, camille } = await lucieAndFriends();

    const theirs = await camille.client.call<Export>('exportMyData', { uid: lucie.uid });
    expect(theirs.account.email).toBe(camille.email);
    expect(theirs.kooker).toBeNull();
    expect(ids(theirs.bookings.asClient)).toEqual(['lucie-kookeuse']);
    expect(theirs.bookings.asKooker).toEqual([]);
    expect(ids(theirs.offers.received)).toEqual(['lucie-offre']);

    const visitor = new WebClient();
    clients.push(visitor);
    expect(await callError(visitor.call('exportMyData'))).toMatchObject({ code: 'functions/unauthenticated' });
  });
});

describe('deleteMyAccount', () => {
  it('refuses while a confirmed booking has not ended, on either side, listing them; nothing changes', async () => {
    const { lucie, claire, camille, withCamille } = await lucieAndFriends();
    await db()
      .doc(documentPath('bookings', 'a-venir-cliente'))
      .set(
        booking(
          'a-venir-cliente',
          { clientId: lucie.uid, kookerId: claire.uid, service: { id: 'service-1', name: 'Atelier quenelles', pricePerPerson: 4000 } },
          12,
        ),
      );
    await db()
      .doc(documentPath('bookings', 'a-venir-kookeuse'))
      .set(booking('a-venir-kookeuse', { clientId: camille.uid, kookerId: lucie.uid, clientName: 'Camille M.' }, 20));
    const watched = [
      documentPath('users', lucie.uid),
      documentPath('kookers', lucie.uid),
      documentPath('bookings', 'lucie-cliente'),
      documentPath('bookings', 'lucie-kookeuse'),
      documentPath('reviews', 'lucie-cliente'),
      documentPath('conversations', withCamille),
      documentPath('calendarFeeds', lucie.uid),
    ];
    // The triggers of the new bookings settle first (slots, conversations, the profile's derived fields).
    await handledWrites([...watched, documentPath('bookings', 'a-venir-cliente'), documentPath('bookings', 'a-venir-kookeuse')]);
    const before = await stamps(watched);

    const refused = await refusal(lucie.client.call('deleteMyAccount'));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toBe(UPCOMING_BOOKINGS_BLOCK_DELETION);
    expect(refused.details).toMatchObject({
      reason: 'upcoming-bookings',
      bookings: [
        { id: 'a-venir-cliente', service: 'Atelier quenelles', otherParty: 'Kenza Benali', role: 'client' },
        { id: 'a-venir-kookeuse', otherParty: 'Camille M.', role: 'kooker' },
      ],
    });
    expect(await stamps(watched)).toEqual(before);
    await expect(admin().auth.getUser(lucie.uid)).resolves.toMatchObject({ uid: lucie.uid });

    // Only the Kooker's side left: still refused.
    await db().doc(documentPath('bookings', 'a-venir-cliente')).update({ status: 'cancelled' });
    const stillRefused = await refusal(lucie.client.call('deleteMyAccount'));
    expect(stillRefused.details).toMatchObject({ bookings: [{ id: 'a-venir-kookeuse', role: 'kooker' }] });
    expect(await exists(documentPath('kookers', lucie.uid))).toBe(true);
  });

  it('once the bookings are cancelled: anonymises what the others keep, deletes the rest, the Auth user last', async () => {
    const { lucie, claire, camille, withClaire, withCamille, photo } = await lucieAndFriends();
    await db()
      .doc(documentPath('bookings', 'annulee'))
      .set({ ...booking('annulee', { clientId: camille.uid, kookerId: lucie.uid }, 15), status: 'cancelled', cancelledBy: 'client' });
    const claireRating = (await db().doc(documentPath('kookers', claire.uid)).get()).get('rating') as number;

    await expect(lucie.client.call('deleteMyAccount')).resolves.toEqual({ deleted: true });

    await expect(admin().auth.getUser(lucie.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    for (const path of [
      documentPath('users', lucie.uid),
      documentPath('kookers', lucie.uid),
      documentPath('services', lucie.uid, 'service-1'),
      documentPath('images', photo),
      documentPath('imageQuotas', lucie.uid),
      documentPath('availability', lucie.uid),
      documentPath('calendarFeeds', lucie.uid),
      documentPath('inboxes', lucie.uid),
      documentPath('offerRequests', 'lucie-demande'),
      documentPath('offers', 'lucie-offre'),
    ])
      expect(await exists(path), path).toBe(false);

    const asClient = defined((await db().doc(documentPath('bookings', 'lucie-cliente')).get()).data(), 'booking as client');
    expect(asClient).toMatchObject({
      clientId: lucie.uid,
      clientName: FORMER_MEMBER_NAME,
      contacts: { client: { firstName: '', lastName: '', phone: '' }, kookerPhone: '07 00 00 00 01' },
      place: { location: 'client', address: '' },
      dietary: { note: '' },
      kooker: { firstName: 'Claire', lastName: 'Dubois' },
    });
    expect((await db().doc(documentPath('reviews', 'lucie-cliente')).get()).data()).toMatchObject({
      author: FORMER_MEMBER_NAME,
      rating: 4,
    });
    const asKooker = defined((await db().doc(documentPath('bookings', 'lucie-kookeuse')).get()).data(), 'booking as Kooker');
    expect(asKooker).toMatchObject({
      kooker: { firstName: FORMER_MEMBER_NAME, lastName: '', city: '' },
      clientName: 'Camille M.',
      contacts: { client: { firstName: 'Camille', lastName: 'Martin' }, kookerPhone: '' },
      place: { location: 'kooker', address: '' },
    });
    expect((await db().doc(documentPath('reviews', 'lucie-kookeuse')).get()).data()).toMatchObject({ author: 'Camille M.', rating: 5 });
    expect((await db().doc(documentPath('conversations', withClaire)).get()).data()).toMatchObject({
      clientName: FORMER_MEMBER_NAME,
      kookerName: 'Claire D.',
      closed: true,
    });
    expect((await db().doc(documentPath('conversations', withCamille)).get()).data()).toMatchObject({
      clientName: 'Camille M.',
      kookerName: FORMER_MEMBER_NAME,
      kookerImage: null,
      closed: true,
    });

    // Camille writes to the former member: the message is dropped.
    await db()
      .doc(documentPath('outbox', withCamille, 'apres'))
      .set({ authorId: camille.uid, text: 'Vous êtes là ?', createdAt: Timestamp.now() });
    await eventually(
      () => exists(documentPath('outbox', withCamille, 'apres')),
      (found) => !found,
    );
    expect(await exists(documentPath('messages', withCamille, 'apres'))).toBe(false);

    // The triggers the deletions woke have run: nothing came back, Claire's rating did not move.
    await handledWrites([
      documentPath('kookers', lucie.uid),
      documentPath('services', lucie.uid, 'service-1'),
      documentPath('kookers', claire.uid),
      ...['lucie-cliente', 'lucie-kookeuse'].flatMap((id) => [documentPath('bookings', id), documentPath('reviews', id)]),
      documentPath('conversations', withClaire),
      documentPath('conversations', withCamille),
    ]);
    for (const path of [
      documentPath('kookers', lucie.uid),
      documentPath('availability', lucie.uid),
      documentPath('imageQuotas', lucie.uid),
      documentPath('images', photo),
    ])
      expect(await exists(path), path).toBe(false);
    expect((await db().doc(documentPath('kookers', claire.uid)).get()).get('rating')).toBe(claireRating);
  });

  it('refuses a Kooker whose share of a service that has ended is not paid yet — before the hourly completion, then held and available — and takes them once a weekly payout transferred it', async () => {
    const { lucie, camille } = await lucieAndFriends();
    // Ended an hour ago; the hourly completion has not earned Lucie her share yet.
    await db()
      .doc(documentPath('bookings', 'terminee-non-versee'))
      .set(
        booking(
          'terminee-non-versee',
          {
            clientId: camille.uid,
            kookerId: lucie.uid,
            clientName: 'Camille M.',
            status: 'confirmed',
            payout: { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
          },
          -0.2,
        ),
      );
    await expectBalanced('terminee-non-versee');

    const refused = await refusal(lucie.client.call('deleteMyAccount'));
    expect(refused.message).toBe(UNPAID_SHARE_BLOCKS_DELETION);
    expect(refused.details).toMatchObject({
      reason: 'unpaid-share',
      bookings: [{ id: 'terminee-non-versee', role: 'kooker', unpaid: true }],
    });
    expect(await exists(documentPath('kookers', lucie.uid))).toBe(true);

    // Completed: her share is earned, held 48 h for a complaint, and still hers to be paid.
    const now = new Date();
    await completeBookings(db(), now);
    expect((await expectBalanced('terminee-non-versee')).payout).toMatchObject({ status: 'held' });
    expect((await refusal(lucie.client.call('deleteMyAccount'))).details).toEqual({ reason: 'balance' });
    expect(await exists(documentPath('kookers', lucie.uid))).toBe(true);

    // Available once the 48 h are over; the Monday payout transfers it to the account she gave.
    await db().doc(documentPath('users', lucie.uid)).update({ isKooker: true });
    await lucie.client.call('setPayoutAccount', { holder: 'Lucie Roux', iban: 'FR76 3000 6000 0112 3456 7890 189' });
    await completeTaxProfile(lucie.uid);
    const monday = new Date(now.getTime() + EARNINGS_HELD_HOURS * HOUR + 60_000);
    await expect(releaseEarnings(db(), monday)).resolves.toEqual({ released: 1 });
    await payKookers(db(), monday);
    await eventually(
      () => expectBalanced('terminee-non-versee'),
      (paid) =>
        paid.payout.status === 'released' &&
        paid.paymentsDueAt === null &&
        (paid.ledger as Array<{ type: string; state: string }>).some((entry) => entry.type === 'payout' && entry.state === 'succeeded'),
    );
    await expect(lucie.client.call('deleteMyAccount')).resolves.toEqual({ deleted: true });
  });

  it('refuses a visitor, and a sign-in older than 5 minutes; nothing changes', async () => {
    const { lucie } = await lucieAndFriends();
    const visitor = new WebClient();
    clients.push(visitor);
    expect(await callError(visitor.call('deleteMyAccount'))).toMatchObject({ code: 'functions/unauthenticated' });

    const now = new Date();
    const token = {
      uid: lucie.uid,
      email_verified: true,
      auth_time: Math.floor(now.getTime() / 1000) - 6 * 60,
    } as unknown as DecodedIdToken;
    const stale: Pick<CallableRequest<unknown>, 'auth'> = { auth: { uid: lucie.uid, token, rawToken: '' } };
    await expect(deleteMyAccountCall(db(), admin().auth, stale, now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: STALE_SIGN_IN,
    });
    expect(await exists(documentPath('users', lucie.uid))).toBe(true);
    expect(await exists(documentPath('kookers', lucie.uid))).toBe(true);
    await expect(admin().auth.getUser(lucie.uid)).resolves.toMatchObject({ uid: lucie.uid });
  });

  it('a review the team hid keeps its words: the one the member wrote under « Ancien membre », the one they received as is', async () => {
    const { lucie, claire } = await lucieAndFriends();
    // The team hides both (docs/exploitation.md, « Masquer un avis »): hiddenReviewOnReview moves them,
    // and ratingOnReview recounts both Kookers' reviews before the deletion starts.
    for (const [id, kookerId] of [
      ['lucie-cliente', claire.uid],
      ['lucie-kookeuse', lucie.uid],
    ] as const) {
      await db().doc(documentPath('reviews', id)).update({ hidden: true, hiddenReason: 'Vérification.' });
      await eventually(
        () => exists(documentPath('hiddenReviews', id)),
        (found) => found,
      );
      await eventually(
        () => db().doc(documentPath('kookers', kookerId)).get(),
        (kooker) => kooker.get('reviewCount') === 0,
      );
    }

    await expect(lucie.client.call('deleteMyAccount')).resolves.toEqual({ deleted: true });

    expect((await db().doc(documentPath('hiddenReviews', 'lucie-cliente')).get()).data()).toMatchObject({
      author: FORMER_MEMBER_NAME,
      rating: 4,
      comment: 'Un moment délicieux, merci !',
      hiddenReason: 'Vérification.',
    });
    expect((await db().doc(documentPath('hiddenReviews', 'lucie-kookeuse')).get()).data()).toMatchObject({
      author: 'Camille M.',
      rating: 5,
    });
  });

  it('another member’s call deletes only their own account', async () => {
    const { lucie, camille } = await lucieAndFriends();
    await camille.client.call('deleteMyAccount', { uid: lucie.uid });
    await expect(admin().auth.getUser(camille.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(admin().auth.getUser(lucie.uid)).resolves.toMatchObject({ uid: lucie.uid });
    expect(await exists(documentPath('users', lucie.uid))).toBe(true);
    expect((await db().doc(documentPath('bookings', 'lucie-kookeuse')).get()).data()).toMatchObject({
      clientName: FORMER_MEMBER_NAME,
      kooker: { firstName: 'Lucie', lastName: 'Roux' },
    });
  });
});

describe('contact messages and mails of an address (an account opened with someone else’s address reads and deletes nothing of theirs)', () => {
  const contact = (email: string, n: number) => ({
    name: 'Lucie Roux',
    email,
    subject: 'support',
    message: `Bonjour, voici ma situation personnelle (${n}).`,
  });

  /** Lucie writes to us as a visitor from her address, then as a member; then deletes her account. */
  async function lucieWroteToUs() {
    const email = `lucie-${Date.now()}@example.fr`;
    const visitor = new WebClient();
    clients.push(visitor);
    const { messageId: asVisitor } = await visitor.call<{ messageId: string }>('sendContactMessage', contact(email, 1));
    const lucie = new WebClient();
    clients.push(lucie);
    const { uid } = await lucie.signUp(email);
    const { messageId: asMember } = await lucie.call<{ messageId: string }>('sendContactMessage', contact(email, 2));
    await db()
      .doc(documentPath('mail', 'pour-lucie'))
      .set({ to: email, message: { subject: 'Réservation confirmée', text: '…', html: '…' } });
    return { email, uid, lucie, asVisitor, asMember };
  }

  it('a message sent while signed in carries the account; a visitor’s carries none', async () => {
    const { uid, asVisitor, asMember } = await lucieWroteToUs();
    expect((await db().doc(documentPath('contactMessages', asMember)).get()).get('uid')).toBe(uid);
    expect((await db().doc(documentPath('contactMessages', asVisitor)).get()).get('uid')).toBeNull();
  });

  it('a verified account exports its own and its address’s visitor messages; an unverified one with the same address, only its own', async () => {
    const { email, lucie, asVisitor, asMember } = await lucieWroteToUs();
    const mine = await lucie.call<{ contactMessages: Array<{ id: string }> }>('exportMyData');
    expect(ids(mine.contactMessages)).toEqual([asVisitor, asMember].sort());

    // Lucie deletes her account; someone opens one with her address and never verifies it.
    await lucie.call('deleteMyAccount');
    const impostor = new WebClient();
    clients.push(impostor);
    await impostor.signUp(email, { verified: false });
    await db()
      .doc(documentPath('mail', 'pour-lucie-2'))
      .set({ to: email, message: { subject: 'Rappel', text: '…', html: '…' } });
    const { messageId: theirs } = await impostor.call<{ messageId: string }>('sendContactMessage', contact(email, 3));
    // A visitor's message from the address, after Lucie left: still not the impostor's to read.
    const visitor = new WebClient();
    clients.push(visitor);
    const { messageId: later } = await visitor.call<{ messageId: string }>('sendContactMessage', contact(email, 4));

    const exported = await impostor.call<{ contactMessages: Array<{ id: string; message: string }> }>('exportMyData');
    expect(ids(exported.contactMessages)).toEqual([theirs]);

    await impostor.call('deleteMyAccount');
    expect(await exists(documentPath('mail', 'pour-lucie-2')), 'a mail to the address, kept').toBe(true);
    expect(await exists(documentPath('contactMessages', later)), 'the visitor’s message, kept').toBe(true);
    expect(await exists(documentPath('contactMessages', theirs)), 'the impostor’s own message, deleted').toBe(false);
  });

  it('deleting an account deletes the contact messages tied to it, and the mails to its verified address', async () => {
    const { lucie, asVisitor, asMember } = await lucieWroteToUs();
    const stranger = new WebClient();
    clients.push(stranger);
    const { messageId: someoneElse } = await stranger.call<{ messageId: string }>('sendContactMessage', contact('autre@example.fr', 5));

    await lucie.call('deleteMyAccount');

    expect(await exists(documentPath('contactMessages', asMember))).toBe(false);
    expect(await exists(documentPath('contactMessages', asVisitor))).toBe(false);
    expect(await exists(documentPath('mail', 'pour-lucie'))).toBe(false);
    expect(await exists(documentPath('contactMessages', someoneElse))).toBe(true);
  });
});

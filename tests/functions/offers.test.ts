// « Demander une offre » against the emulators (docs/reservations.md): a client's request and a
// Kooker's offer, each posted as a card in their conversation within the messaging limits, mailed
// to the other; accepting an offer is a booking paid as any other (the simulated processor), which
// the offerOnBooking trigger follows; the hourly job closes what time has ended. The callables'
// work is called here with a session and a `now` of the test's choosing, on the emulated database.
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFromData } from '@kookers/domain/booking';
import { CONSENT_REFUSED, currentTerms } from '@kookers/domain/money';
import { OFFER_ACCEPT_REFUSED, offerSummary, OFFER_REFUSED, requestSummary } from '@kookers/domain/offers';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { ALLERGENS_NOT_ACKNOWLEDGED } from '@kookers/domain/kookers';
import { MASK, MESSAGE_LIMIT_REFUSED, MESSAGE_LIMITS } from '@kookers/domain/messaging';
import { addDays, parisDateOf, parisInstant } from '@kookers/domain/rules';
import { createBookingCall } from '../../functions/src/bookings/create-booking';
import { communeOnlyAddresses } from '../../functions/src/offers/commune-only-addresses';
import { expireOffers } from '../../functions/src/offers/expire-offers';
import {
  closeRequestCall,
  declineOfferCall,
  declineRequestCall,
  requestOfferCall,
  sendOfferCall,
  withdrawOfferCall,
} from '../../functions/src/offers/offer-callables';
import { noticeUnreadMessages } from '../../functions/src/messaging/unread-notices';
import { offerMailId } from '../../functions/src/offers/offer-mails';
import { followOffer, markClashes } from '../../functions/src/offers/offer-on-booking';
import { endHold } from '../../functions/src/payments/payment-callables';
import { releaseUnpaidHolds } from '../../functions/src/payments/jobs';
import { signedHeader } from '../../functions/src/payments/simulated-processor';
import { handleDelivery } from '../../functions/src/payments/webhook';
import { SCHEDULED_JOBS } from '../../functions/src/schedules';
import { admin } from '../support/clients';
import { PROJECT_ID } from '../support/emulators';
import { db, defined, eventually, publishedProfile, storeSampleBooking, useEmptyEmulators } from './helpers';

useEmptyEmulators();

// The offer callables read accounts and write mails through the default Admin app, as a deployed function does.
beforeAll(() => {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });
});
afterAll(async () => {
  await Promise.all(getApps().map((app) => (app.name === '[DEFAULT]' ? deleteApp(app) : null)));
});

/* ───────────── Helpers ───────────── */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Accounts months old: held to the usual messaging limits, not a new account's. */
const ESTABLISHED = '2026-01-01T00:00:00Z';
const ADDRESS = '12 rue Mercière, 69002 Lyon';
/** What a request names of it: the commune, never the street (docs/reservations.md, « Demander une offre »). */
const COMMUNE = '69002 Lyon';

type Call = Pick<CallableRequest<unknown>, 'auth' | 'data'>;

/** A callable's session: signed in, email verified unless told. */
function as(uid: string, data: unknown, verified = true): Call {
  const token = { uid, email: `${uid}@example.fr`, email_verified: verified } as unknown as DecodedIdToken;
  return { auth: { uid, token, rawToken: '' }, data };
}

/** A refused call: its code, its French message, and what the screen reads besides. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await call;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return details === undefined ? { code, message } : { code, message, details };
  }
  throw new Error('The call succeeded, but a refusal was expected.');
}

let people = 0;
/** An account with an email (the mails need one) and its private profile. */
async function member(firstName: string, lastName = 'Martin'): Promise<string> {
  const uid = `${firstName.toLowerCase()}${++people}${Math.random().toString(36).slice(2, 8)}`;
  await admin().auth.importUsers([
    { uid, email: `${uid}@example.fr`, emailVerified: true, metadata: { creationTime: ESTABLISHED, lastSignInTime: ESTABLISHED } },
  ]);
  await db()
    .doc(documentPath('users', uid))
    .set({
      email: `${uid}@example.fr`,
      firstName,
      lastName,
      phone: '06 11 22 33 44',
      address: '',
      isKooker: false,
      createdAt: Timestamp.now(),
    });
  return uid;
}

/** A published Kooker in Lyon (20 km around), welcoming 15 guests; Mondays and Wednesdays 10:00–16:00 unless told. */
async function kooker(overrides: Record<string, unknown> = {}): Promise<string> {
  const uid = await member('Claire', 'Dubois');
  await db()
    .doc(documentPath('kookers', uid))
    .set(publishedProfile({ cityInsee: '69123', maxGuests: 15, ...overrides }));
  return uid;
}

let keys = 0;
const newKey = () => `offre-${Date.now().toString(36)}-${++keys}`;
const today = (now: Date) => parisDateOf(now);
const at = (date: string, time: string) => defined(parisInstant(date, time), `${date} ${time}`);

/** Twelve guests for a birthday at 19:00, at the client's in Lyon; one of them cannot eat gluten. */
function ask(kookerId: string, date: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kookerId,
    occasion: 'Anniversaire',
    date,
    time: '19:00',
    guests: 12,
    location: 'client',
    address: COMMUNE,
    budgetPerPerson: 5000,
    allergens: ['gluten'],
    diets: [],
    dietaryNote: 'Une invitée est cœliaque.',
    message: 'Les quarante ans de ma sœur, un dîner assis.',
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** 12 × 45 €, 19:00–22:00, a menu with gluten and milk, valid five days. */
function offerInput(requestId: string, date: string, now: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId,
    title: 'Menu d’anniversaire',
    description: 'Trois plats faits maison, servis à table.',
    menu: 'Velouté de potimarron\nBlanquette de veau\nTarte au citron meringuée',
    date,
    time: '19:00',
    durationHours: 3,
    participants: 12,
    pricePerPerson: 4500,
    allergens: ['gluten', 'lait'],
    validUntil: addDays(today(now), 5),
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** « Accepter et payer » as the panel sends it: the offer's total, today's terms, the allergens seen. */
function acceptance(offerId: string, expectedTotal: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    offerId,
    expectedTotal,
    termsVersion: currentTerms().version,
    phone: '06 12 34 56 78',
    address: ADDRESS,
    allergensAcknowledged: true,
    idempotencyKey: newKey(),
    ...overrides,
  };
}

interface Scene {
  now: Date;
  date: string;
  kookerId: string;
  clientId: string;
  requestId: string;
  offerId: string;
}

/** A Kooker, a client's request ten days ahead, and the Kooker's offer answering it. */
async function sentOffer(options: { kooker?: Record<string, unknown>; offer?: Record<string, unknown> } = {}): Promise<Scene> {
  const now = new Date();
  const date = addDays(today(now), 10);
  const kookerId = await kooker(options.kooker);
  const clientId = await member('Camille');
  const { requestId } = await requestOfferCall(db(), as(clientId, ask(kookerId, date)), now);
  const { offerId } = await sendOfferCall(db(), as(kookerId, offerInput(requestId, date, now, options.offer)), now);
  return { now, date, kookerId, clientId, requestId, offerId };
}

const read = async (path: string): Promise<DocumentData | undefined> => (await db().doc(path).get()).data();
const requestOf = async (id: string) => defined(await read(documentPath('offerRequests', id)), `request ${id}`);
const offerOf = async (id: string) => defined(await read(documentPath('offers', id)), `offer ${id}`);
const count = async (path: string) => (await db().collection(path).count().get()).data().count;
const conversationId = (clientId: string, kookerId: string) => `${clientId}_${kookerId}`;

/** What a refused call must leave as it was: the requests, offers, conversations, messages, mails and bookings. */
async function written(clientId: string, kookerId: string) {
  return {
    requests: await count(collectionPath('offerRequests')),
    offers: await count(collectionPath('offers')),
    conversations: await count(collectionPath('conversations')),
    messages: await count(collectionPath('messages', conversationId(clientId, kookerId))),
    mails: await count(collectionPath('mail')),
    bookings: await count(collectionPath('bookings')),
  };
}

/** A confirmed booking of the Kooker by another client, on `date` from `from` to `to` (Paris times). */
async function anotherClientsBooking(id: string, kookerId: string, date: string, from: string, to: string): Promise<void> {
  await storeSampleBooking(id, {
    clientId: 'une-autre-cliente',
    kookerId,
    date,
    time: from,
    startAt: Timestamp.fromDate(at(date, from)),
    endAt: Timestamp.fromDate(at(date, to)),
    review: null,
  });
}

/** The bookings made from an offer. */
const bookingsOf = async (offerId: string) =>
  (await db().collection(collectionPath('bookings')).where('offerId', '==', offerId).get()).docs;

/**
 * Settles a booking's payment at the simulated processor as the client's card would — paid, or
 * declined by their bank — and hands the processor's event to the webhook's work here, signed as the
 * processor signs it (payments.test.ts does the same): the booking moves at once, no delivery of
 * the emulator's to wait for. Resolves with the booking as it then stands.
 */
async function settlePayment(bookingId: string, outcome: 'paid' | 'declined'): Promise<DocumentData> {
  const now = new Date();
  const booking = defined(await read(documentPath('bookings', bookingId)), 'the booking');
  const paymentId = String(booking.payment.reference);
  const state = outcome === 'paid' ? { state: 'succeeded', failureCode: null } : { state: 'pending', failureCode: 'card_declined' };
  await db().doc(documentPath('simulatedProcessor', paymentId)).update(state);
  const event = JSON.stringify({
    id: `evt_offre_${paymentId}_${outcome}`,
    type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
    object: { id: paymentId, kind: 'payment', amount: booking.amounts.total, metadata: { bookingId }, ...state },
    created: now.toISOString(),
  });
  expect(await handleDelivery(db(), event, signedHeader(event, now), now)).toEqual({ status: 200, body: 'processed' });
  return defined(await read(documentPath('bookings', bookingId)), 'the booking');
}

/* ───────────── requestOffer ───────────── */

describe('requestOffer', () => {
  it('writes the open request, posts its card in a new conversation the Kooker has unread, and mails the Kooker', async () => {
    const now = new Date();
    // 19:00, outside the Kooker's weekly hours (10:00–16:00): a request may name any date of the window.
    const date = addDays(today(now), 10);
    const kookerId = await kooker();
    const clientId = await member('Camille');

    const answer = await requestOfferCall(db(), as(clientId, ask(kookerId, date)), now);

    const id = conversationId(clientId, kookerId);
    expect(answer.conversationId).toBe(id);
    const request = await requestOf(answer.requestId);
    expect(request).toMatchObject({
      clientId,
      kookerId,
      conversationId: id,
      occasion: 'Anniversaire',
      date,
      time: '19:00',
      guests: 12,
      location: 'client',
      address: COMMUNE,
      budgetPerPerson: 5000,
      dietary: { allergens: ['gluten'], diets: [], note: 'Une invitée est cœliaque.' },
      message: 'Les quarante ans de ma sœur, un dîner assis.',
      status: 'open',
      declineReason: null,
      offerId: null,
    });
    // Open a week: the date is ten days ahead, later than that.
    expect((request.expiresAt as Timestamp).toMillis()).toBe(now.getTime() + 7 * DAY);

    const card = await read(documentPath('messages', id, `request-${answer.requestId}`));
    expect(card).toMatchObject({
      authorId: clientId,
      masked: false,
      card: { kind: 'request', id: answer.requestId },
      text: requestSummary({ occasion: 'Anniversaire', guests: 12, date, time: '19:00' }),
    });
    expect(card?.text).toMatch(/^Demande d’offre : Anniversaire, 12 personnes, .+ à 19:00$/);
    expect(await read(documentPath('conversations', id))).toMatchObject({
      clientId,
      kookerId,
      members: [clientId, kookerId],
      clientName: 'Camille M.',
      kookerName: 'Claire D.',
      unreadFor: [kookerId],
      lastMessage: { text: card?.text, authorId: clientId },
    });
    expect(await read(documentPath('inboxes', kookerId))).toMatchObject({ unread: 1 });
    // The request's mail tells the Kooker: no « unread message » mail ten minutes later besides.
    expect(await read(documentPath('messageNotices', `${id}_${kookerId}`))).toBeUndefined();

    const mail = await read(documentPath('mail', offerMailId('request', answer.requestId)));
    expect(mail).toMatchObject({
      to: `${kookerId}@example.fr`,
      message: { subject: 'Demande d’offre de Camille M. : Anniversaire, 12 personnes' },
    });
    expect(mail?.message.text).toContain('Céréales contenant du gluten');
    expect(mail?.message.text).toContain(`/messages/${id}`);
  });

  it('answers a retried call with the request the first one made, and writes nothing twice', async () => {
    const now = new Date();
    const kookerId = await kooker();
    const clientId = await member('Camille');
    const call = ask(kookerId, addDays(today(now), 10));

    const first = await requestOfferCall(db(), as(clientId, call), now);
    const before = await written(clientId, kookerId);
    const limits = await read(documentPath('messageLimits', clientId));
    const again = await requestOfferCall(db(), as(clientId, call), new Date(now.getTime() + MINUTE));

    expect(again).toEqual(first);
    expect(before).toEqual({ requests: 1, offers: 0, conversations: 1, messages: 1, mails: 1, bookings: 0 });
    expect(await written(clientId, kookerId)).toEqual(before);
    expect(await read(documentPath('messageLimits', clientId))).toEqual(limits);
    expect(await read(documentPath('inboxes', kookerId))).toMatchObject({ unread: 1 });
  });

  describe('refuses, with a French message and nothing written,', () => {
    const cases: Array<{ what: string; call: (kookerId: string, now: Date) => Record<string, unknown>; expected: object }> = [
      {
        what: 'an address outside the Kooker’s area',
        call: (kookerId, now) => ask(kookerId, addDays(today(now), 10), { address: '13001 Marseille' }),
        expected: {
          code: 'failed-precondition',
          message:
            'Marseille est à 282,9 km de Lyon : ce Kooker se déplace jusqu’à 20 km. Choisissez une adresse plus proche, ou un autre Kooker.',
          details: { reason: 'area', distanceKm: 282.9, serviceArea: 20 },
        },
      },
    ];
    for (const { what, call, expected } of cases) {
      it(what, async () => {
        const now = new Date();
        const kookerId = await kooker();
        const clientId = await member('Camille');
        expect(await refusal(requestOfferCall(db(), as(clientId, call(kookerId, now)), now))).toEqual(expected);
        expect(await written(clientId, kookerId)).toEqual({ requests: 0, offers: 0, conversations: 0, messages: 0, mails: 0, bookings: 0 });
        expect(await read(documentPath('messageLimits', clientId))).toBeUndefined();
      });
    }

    it('a Kooker asking themself', async () => {
      const now = new Date();
      const kookerId = await kooker();
      expect(await refusal(requestOfferCall(db(), as(kookerId, ask(kookerId, addDays(today(now), 10))), now))).toEqual({
        code: 'failed-precondition',
        message: 'Vous ne pouvez pas vous demander une offre à vous-même.',
      });
      expect(await count(collectionPath('offerRequests'))).toBe(0);
      expect(await count(collectionPath('conversations'))).toBe(0);
    });

    it('a visitor who is not signed in, or whose email is not verified', async () => {
      const now = new Date();
      const kookerId = await kooker();
      const clientId = await member('Camille');
      const call = ask(kookerId, addDays(today(now), 10));
      expect(await refusal(requestOfferCall(db(), { data: call }, now))).toEqual({
        code: 'unauthenticated',
        message: 'Vous devez être connecté pour effectuer cette action.',
      });
      expect(await refusal(requestOfferCall(db(), as(clientId, call, false), now))).toEqual({
        code: 'failed-precondition',
        message: 'Veuillez d’abord vérifier votre adresse email.',
      });
      expect(await written(clientId, kookerId)).toEqual({ requests: 0, offers: 0, conversations: 0, messages: 0, mails: 0, bookings: 0 });
    });
  });

  it('counts in the messaging limits: an account that opened its conversations for the hour is refused, nothing written', async () => {
    const now = new Date();
    const kookerId = await kooker();
    const clientId = await member('Camille');
    const { conversationsPerHour } = MESSAGE_LIMITS.established;
    const counters = {
      id: clientId,
      minute: Math.floor(now.getTime() / MINUTE) - 1,
      messages: 0,
      hour: Math.floor(now.getTime() / HOUR),
      hourConversations: conversationsPerHour,
      day: today(now),
      dayConversations: conversationsPerHour,
      expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY),
    };
    await db().doc(documentPath('messageLimits', clientId)).set(counters);

    expect(await refusal(requestOfferCall(db(), as(clientId, ask(kookerId, addDays(today(now), 10))), now))).toEqual({
      code: 'resource-exhausted',
      message: MESSAGE_LIMIT_REFUSED.hour,
    });
    expect(await written(clientId, kookerId)).toEqual({ requests: 0, offers: 0, conversations: 0, messages: 0, mails: 0, bookings: 0 });
    expect(await read(documentPath('messageLimits', clientId))).toEqual(counters);
  });
});

/* ───────────── declineRequest ───────────── */

describe('declineRequest', () => {
  it('lets the request’s Kooker decline it while open, with the reason; not the client, not twice', async () => {
    const now = new Date();
    const kookerId = await kooker();
    const clientId = await member('Camille');
    const { requestId } = await requestOfferCall(db(), as(clientId, ask(kookerId, addDays(today(now), 10))), now);

    expect(await refusal(declineRequestCall(db(), as(clientId, { requestId, reason: 'Finalement non.' }), now))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.requestGone,
    });
    expect(await requestOf(requestId)).toMatchObject({ status: 'open', declineReason: null });

    // No booking links them: the client reads the reason without the number in it (docs/messagerie.md, « Chaque texte libre a sa règle »).
    const reason = '  Je suis en congés cette semaine-là, appelez le 06 12 34 56 78.  ';
    expect(await declineRequestCall(db(), as(kookerId, { requestId, reason }), now)).toEqual({ status: 'declined' });
    const declined = `Je suis en congés cette semaine-là, appelez le ${MASK}.`;
    expect(await requestOf(requestId)).toMatchObject({ status: 'declined', declineReason: declined });

    expect(await refusal(declineRequestCall(db(), as(kookerId, { requestId, reason: 'Encore.' }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestClosed,
    });
    expect(await requestOf(requestId)).toMatchObject({ status: 'declined', declineReason: declined });
  });

  it('refuses to decline a request the Kooker already answered with an offer', async () => {
    const { kookerId, requestId, now } = await sentOffer();
    expect(await refusal(declineRequestCall(db(), as(kookerId, { requestId, reason: 'Plus possible.' }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestAnswered,
    });
    expect(await requestOf(requestId)).toMatchObject({ status: 'answered', declineReason: null });
  });
});

/* ───────────── sendOffer ───────────── */

describe('sendOffer', () => {
  it('answers the request with an offer: its total, the request answered, its card posted, the client mailed', async () => {
    const { now, date, kookerId, clientId, requestId, offerId } = await sentOffer();

    const offer = await offerOf(offerId);
    expect(offer).toMatchObject({
      requestId,
      clientId,
      kookerId,
      conversationId: conversationId(clientId, kookerId),
      serviceId: null,
      title: 'Menu d’anniversaire',
      date,
      time: '19:00',
      durationHours: 3,
      participants: 12,
      pricePerPerson: 4500,
      total: 54_000,
      allergens: ['gluten', 'lait'],
      location: 'client',
      address: COMMUNE,
      dietary: { allergens: ['gluten'], diets: [], note: 'Une invitée est cœliaque.' },
      status: 'sent',
      bookingId: null,
      clash: null,
    });
    // Valid until the end of the day chosen, in Paris.
    expect((offer.validUntil as Timestamp).toMillis()).toBe(at(addDays(today(now), 6), '00:00').getTime());
    expect(await requestOf(requestId)).toMatchObject({ status: 'answered', offerId });

    const id = conversationId(clientId, kookerId);
    const card = await read(documentPath('messages', id, `offer-${offerId}`));
    expect(card).toMatchObject({
      authorId: kookerId,
      card: { kind: 'offer', id: offerId },
      text: offerSummary({ title: 'Menu d’anniversaire', participants: 12, total: 54_000 }),
    });
    expect(card?.text).toMatch(/^Offre : Menu d’anniversaire, 12 personnes, 540\s€$/);
    expect(await read(documentPath('conversations', id))).toMatchObject({ unreadFor: [clientId], lastMessage: { authorId: kookerId } });
    expect(await read(documentPath('messageNotices', `${id}_${clientId}`))).toBeUndefined();

    const mail = await read(documentPath('mail', offerMailId('offer', offerId)));
    expect(mail).toMatchObject({
      to: `${clientId}@example.fr`,
      message: { subject: 'Claire D. vous propose une offre : Menu d’anniversaire' },
    });
    expect(mail?.message.text).toMatch(/540\s€/);
  });

  describe('refuses, with a French message and nothing written,', () => {
    /** A request of twelve, ten days ahead, not answered yet. */
    async function openRequest(profile: Record<string, unknown> = {}) {
      const now = new Date();
      const date = addDays(today(now), 10);
      const kookerId = await kooker(profile);
      const clientId = await member('Camille');
      const { requestId } = await requestOfferCall(db(), as(clientId, ask(kookerId, date)), now);
      return { now, date, kookerId, clientId, requestId };
    }
    /** No offer, no card, no mail to the client, and the request still waits. */
    async function expectUnanswered({ kookerId, clientId, requestId }: { kookerId: string; clientId: string; requestId: string }) {
      expect(await requestOf(requestId)).toMatchObject({ status: 'open', offerId: null });
      expect(await count(collectionPath('offers'))).toBe(0);
      expect(await count(collectionPath('messages', conversationId(clientId, kookerId)))).toBe(1);
      expect(await read(documentPath('conversations', conversationId(clientId, kookerId)))).toMatchObject({ unreadFor: [kookerId] });
    }

    it('a time that overlaps a confirmed booking of the Kooker', async () => {
      const scene = await openRequest();
      await anotherClientsBooking('deja-reservee', scene.kookerId, scene.date, '18:00', '20:00');
      expect(await refusal(sendOfferCall(db(), as(scene.kookerId, offerInput(scene.requestId, scene.date, scene.now)), scene.now))).toEqual(
        {
          code: 'failed-precondition',
          message: 'Vous êtes déjà réservé de 18:00 à 20:00 ce jour-là : proposez un autre horaire.',
        },
      );
      await expectUnanswered(scene);
      // 20:00 is free again.
      await expect(
        sendOfferCall(db(), as(scene.kookerId, offerInput(scene.requestId, scene.date, scene.now, { time: '20:00' })), scene.now),
      ).resolves.toHaveProperty('offerId');
    });

    it('another Kooker', async () => {
      const scene = await openRequest();
      const other = await kooker();
      expect(await refusal(sendOfferCall(db(), as(other, offerInput(scene.requestId, scene.date, scene.now)), scene.now))).toEqual({
        code: 'not-found',
        message: OFFER_REFUSED.requestGone,
      });
      await expectUnanswered(scene);
    });
  });

  it('replaces the open offer by a second one on the same request', async () => {
    const { now, date, kookerId, clientId, requestId, offerId: first } = await sentOffer();

    const { offerId: second } = await sendOfferCall(
      db(),
      as(kookerId, offerInput(requestId, date, now, { pricePerPerson: 4000, title: 'Menu d’anniversaire, sans dessert' })),
      now,
    );

    expect(second).not.toBe(first);
    expect(await offerOf(first)).toMatchObject({ status: 'replaced', closedAt: expect.any(Timestamp) });
    expect(await offerOf(second)).toMatchObject({ status: 'sent', total: 48_000, closedAt: null });
    expect(await requestOf(requestId)).toMatchObject({ status: 'answered', offerId: second });
    expect(await count(collectionPath('messages', conversationId(clientId, kookerId)))).toBe(3);
  });
});

/* ───────────── withdrawOffer, declineOffer ───────────── */

describe('withdrawOffer', () => {
  it('lets the Kooker withdraw their open offer; not the client, not once closed', async () => {
    const { now, kookerId, clientId, offerId } = await sentOffer();

    expect(await refusal(withdrawOfferCall(db(), as(clientId, { offerId }), now))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.offerGone,
    });
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', closedAt: null });

    expect(await withdrawOfferCall(db(), as(kookerId, { offerId }), now)).toEqual({ status: 'withdrawn' });
    expect(await offerOf(offerId)).toMatchObject({ status: 'withdrawn', closedAt: expect.any(Timestamp) });

    expect(await refusal(withdrawOfferCall(db(), as(kookerId, { offerId }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.offerClosed,
    });
  });
});

describe('declineOffer', () => {
  it('lets the client decline an open offer with a reason; not the Kooker, not once closed', async () => {
    const { now, kookerId, clientId, offerId } = await sentOffer();

    expect(await refusal(declineOfferCall(db(), as(kookerId, { offerId }), now))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.offerGone,
    });

    const reason = ' Trop cher pour nous, écrivez-moi à camille@exemple.fr ';
    expect(await declineOfferCall(db(), as(clientId, { offerId, reason }), now)).toEqual({ status: 'declined' });
    expect(await offerOf(offerId)).toMatchObject({
      status: 'declined',
      declineReason: `Trop cher pour nous, écrivez-moi à ${MASK}`,
      closedAt: expect.any(Timestamp),
    });

    expect(await refusal(declineOfferCall(db(), as(clientId, { offerId }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.offerClosed,
    });
  });

  it('refuses to decline an offer past its validity, even before the scheduler closed it', async () => {
    const { now, clientId, offerId } = await sentOffer({ offer: { validUntil: addDays(today(new Date()), 1) } });
    const later = new Date(now.getTime() + 3 * DAY);
    expect(await refusal(declineOfferCall(db(), as(clientId, { offerId }), later))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.offerClosed,
    });
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent' });
  });
});

/* ───────────── Accepting: createBooking with an offer ───────────── */

describe('createBooking with an offerId', () => {
  it('books the offer for twelve, holds it while the payment is asked, and makes it accepted once paid', async () => {
    const { now, date, kookerId, clientId, requestId, offerId } = await sentOffer();
    const { bookingId } = await createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now);

    const booking = defined(await read(documentPath('bookings', bookingId)), 'the booking');
    expect(booking).toMatchObject({
      clientId,
      kookerId,
      offerId,
      status: 'awaiting-payment',
      date,
      time: '19:00',
      // Above the panel's 8: an offer names its own number.
      participants: 12,
      service: { id: 'sur-mesure', name: 'Menu d’anniversaire', pricePerPerson: 4500 },
      amounts: { total: 54_000 },
      // Unpaid: of the client's address the commune only, no phone (docs/reservations.md, « Se joindre »)…
      place: { location: 'client', address: '69002 Lyon' },
      dietary: { allergens: ['gluten'], diets: [], note: 'Une invitée est cœliaque.', acknowledgedConflicts: ['gluten'] },
      terms: currentTerms(),
      termsAcceptedAt: expect.any(Timestamp),
      contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '' }, kookerPhone: '' },
      contactsStatus: 'unpaid',
    });
    // … what the client gave waits where no browser reads, until the payment.
    expect(await read(documentPath('heldContacts', bookingId))).toMatchObject({
      clientId,
      kookerId,
      clientPhone: '06 12 34 56 78',
      clientAddress: ADDRESS,
    });
    expect((booking.startAt as Timestamp).toMillis()).toBe(at(date, '19:00').getTime());
    expect((booking.endAt as Timestamp).toMillis()).toBe(at(date, '22:00').getTime());
    // Held for that booking, still open until paid: neither party may close it meanwhile.
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId });
    expect(await refusal(withdrawOfferCall(db(), as(kookerId, { offerId }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.beingPaid,
    });

    // Paid: the Kooker reads the client's phone and street; the held copy is gone.
    expect(await settlePayment(bookingId, 'paid')).toMatchObject({
      status: 'confirmed',
      contacts: { client: { phone: '06 12 34 56 78' } },
      place: { location: 'client', address: ADDRESS },
    });
    expect(await read(documentPath('heldContacts', bookingId))).toBeUndefined();
    const accepted = await eventually(
      () => offerOf(offerId),
      (offer) => offer.status === 'accepted',
    );
    expect(accepted).toMatchObject({ bookingId, clash: null, closedAt: expect.any(Timestamp) });
    expect(await requestOf(requestId)).toMatchObject({ status: 'answered', offerId });
    expect(await bookingsOf(offerId)).toHaveLength(1);
  });

  it('refuses a total that is not the offer’s, saying the price, nothing written', async () => {
    const { now, clientId, kookerId, offerId } = await sentOffer();
    const before = await written(clientId, kookerId);
    expect(await refusal(createBookingCall(db(), as(clientId, acceptance(offerId, 50_000)), now))).toEqual({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.price,
      details: { reason: 'price-changed', pricePerPerson: 4500, total: 54_000 },
    });
    expect(await written(clientId, kookerId)).toEqual(before);
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: null });
  });

  it('refuses a menu with an allergen the request named until the client acknowledged it', async () => {
    const { now, clientId, offerId } = await sentOffer();
    const { allergensAcknowledged: _seen, ...unseen } = acceptance(offerId, 54_000);
    expect(await refusal(createBookingCall(db(), as(clientId, unseen), now))).toEqual({
      code: 'failed-precondition',
      message: ALLERGENS_NOT_ACKNOWLEDGED,
      details: { reason: 'allergens', allergens: ['gluten'] },
    });
    expect(await count(collectionPath('bookings'))).toBe(0);
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: null });
  });

  describe('refuses an offer that is no longer open, nothing written:', () => {
    const cases: Array<{ what: string; close: (scene: Scene) => Promise<unknown>; at?: (scene: Scene) => Date; message: string }> = [
      {
        what: 'withdrawn by the Kooker',
        close: ({ kookerId, offerId, now }) => withdrawOfferCall(db(), as(kookerId, { offerId }), now),
        message: OFFER_ACCEPT_REFUSED.withdrawn,
      },
      {
        what: 'closed by the scheduler',
        close: ({ now }) => expireOffers(db(), new Date(now.getTime() + 3 * DAY)),
        message: OFFER_ACCEPT_REFUSED.expired,
      },
    ];
    for (const { what, close, at: when, message } of cases) {
      it(what, async () => {
        const scene = await sentOffer({ offer: { validUntil: addDays(today(new Date()), 1) } });
        await close(scene);
        const now = when?.(scene) ?? scene.now;
        expect(await refusal(createBookingCall(db(), as(scene.clientId, acceptance(scene.offerId, 54_000)), now))).toEqual({
          code: 'failed-precondition',
          message,
        });
        expect(await count(collectionPath('bookings'))).toBe(0);
        expect(await count(collectionPath('slotLocks'))).toBe(0);
      });
    }
  });

  it('refuses another client, as if the offer did not exist', async () => {
    const { now, offerId } = await sentOffer();
    const stranger = await member('Hugo');
    expect(await refusal(createBookingCall(db(), as(stranger, acceptance(offerId, 54_000)), now))).toEqual({
      code: 'not-found',
      message: OFFER_ACCEPT_REFUSED.gone,
    });
    expect(await count(collectionPath('bookings'))).toBe(0);
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: null });
  });

  it('gives one booking to two acceptances at once', async () => {
    const { now, clientId, offerId } = await sentOffer();

    const outcomes = await Promise.allSettled([
      createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now),
      createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now),
    ]);

    const made = await bookingsOf(offerId);
    expect(made).toHaveLength(1);
    const bookingId = made[0]?.id;
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId });
    for (const outcome of outcomes) {
      // Each either resumes the one booking, or is refused cleanly (a French message the panel shows).
      if (outcome.status === 'fulfilled') expect(outcome.value.bookingId).toBe(bookingId);
      else
        expect(await refusal(Promise.reject(outcome.reason))).toMatchObject({
          code: expect.stringMatching(/^(failed-precondition|aborted)$/),
        });
    }
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(await count(collectionPath('slotLocks'))).toBe(1);
  });
});

/* ───────────── The Kooker's calendar ───────────── */

describe('an accepted offer in the Kooker’s calendar', () => {
  it('takes the offer’s time from the free slots, and marks the Kooker’s other open offer at that time as clashing', async () => {
    // Every evening, 17:00–23:00 in 2 h slots: the offer's 19:00–22:00 covers the 19:00 and 21:00 slots.
    const evenings = { availableDays: EVERY_DAY, typicalHours: { start: '17:00', end: '23:00' } };
    const scene = await sentOffer({ kooker: evenings });
    const { now, date, kookerId } = scene;
    const slots = async () => ((await read(documentPath('availability', kookerId)))?.slots ?? {}) as Record<string, string[]>;
    expect(
      await eventually(slots, (map) => Object.keys(map).length > 0).then((map) => map[date]),
      'the evening before the acceptance',
    ).toEqual(['17:00', '19:00', '21:00']);

    // Another client's offer that evening, 20:00–22:00, sent while both are open.
    const other = await member('Hugo');
    const { requestId: otherRequest } = await requestOfferCall(db(), as(other, ask(kookerId, date, { time: '20:00' })), now);
    const { offerId: otherOffer } = await sendOfferCall(
      db(),
      as(kookerId, offerInput(otherRequest, date, now, { time: '20:00', durationHours: 2 })),
      now,
    );

    const { bookingId } = await createBookingCall(db(), as(scene.clientId, acceptance(scene.offerId, 54_000)), now);
    expect(await settlePayment(bookingId, 'paid')).toMatchObject({ status: 'confirmed' });

    expect(await eventually(slots, (map) => (map[date] ?? []).join() === '17:00'), 'the evening after').toMatchObject({
      [date]: ['17:00'],
    });
    const clashing = await eventually(
      () => offerOf(otherOffer),
      (offer) => offer.clash !== null,
    );
    expect(clashing).toMatchObject({
      status: 'sent',
      clash: 'Le Kooker a été réservé de 19:00 à 22:00 ce jour-là : cette offre ne peut plus être acceptée.',
    });
    expect(
      await eventually(
        () => offerOf(scene.offerId),
        (offer) => offer.status === 'accepted',
      ),
    ).toMatchObject({ bookingId, clash: null });
    // What the trigger wrote is what markClashes finds again: nothing more to change.
    expect(await markClashes(db(), kookerId, date, new Date())).toBe(0);

    expect(await refusal(createBookingCall(db(), as(other, acceptance(otherOffer, 54_000)), new Date()))).toEqual({
      code: 'failed-precondition',
      message: OFFER_ACCEPT_REFUSED.clash,
    });
    expect(await bookingsOf(otherOffer)).toHaveLength(0);
  });

  it('marks an evening offer that runs past midnight when the Kooker is booked early the next day', async () => {
    // 21:00 for 5 hours: until 02:00 the next day.
    const { date, kookerId, offerId } = await sentOffer({ offer: { time: '21:00', durationHours: 5 } });
    const nextDay = addDays(date, 1);
    await anotherClientsBooking('nuit-suivante', kookerId, nextDay, '01:00', '03:00');
    expect(
      await eventually(
        () => offerOf(offerId),
        (offer) => offer.clash !== null,
      ),
    ).toMatchObject({
      status: 'sent',
      clash: 'Le Kooker a été réservé de 01:00 à 03:00 le lendemain : cette offre ne peut plus être acceptée.',
    });
    expect(await markClashes(db(), kookerId, nextDay, new Date())).toBe(0);
  });
});

/* ───────────── The scheduler ───────────── */

describe('expireOffersHourly', () => {
  it('closes the open requests and the sent offers whose time has ended, and leaves the valid ones alone', async () => {
    const now = new Date();
    const kookerId = await kooker({ availableDays: EVERY_DAY });
    const clientId = await member('Camille');
    const request = (date: string, client = clientId) =>
      requestOfferCall(db(), as(client, ask(kookerId, date)), now).then((answer) => answer.requestId);
    // Open until 24 h before its date (three days ahead), and open a week (ten days ahead).
    const soon = await request(addDays(today(now), 3));
    const later = await request(addDays(today(now), 10));
    // Offers valid until tomorrow's end, and for five days.
    const date = addDays(today(now), 12);
    // The fourth from another client: 3 a day from one client to one Kooker.
    const [shortRequest, longRequest] = [await request(date), await request(addDays(date, 1), await member('Hugo'))];
    const { offerId: short } = await sendOfferCall(
      db(),
      as(kookerId, offerInput(shortRequest, date, now, { validUntil: addDays(today(now), 1) })),
      now,
    );
    const { offerId: long } = await sendOfferCall(db(), as(kookerId, offerInput(longRequest, addDays(date, 1), now)), now);

    const inThreeDays = new Date(now.getTime() + 3 * DAY);
    expect(await SCHEDULED_JOBS.expireOffersHourly.run(inThreeDays)).toBe('1 demande(s) et 1 offre(s) expirée(s)');

    expect(await requestOf(soon)).toMatchObject({ status: 'expired' });
    expect(await requestOf(later)).toMatchObject({ status: 'open' });
    expect(await offerOf(short)).toMatchObject({ status: 'expired', closedAt: expect.any(Timestamp) });
    expect(await offerOf(long)).toMatchObject({ status: 'sent', closedAt: null });
    // An answered request before its expiry stays answered.
    expect(await requestOf(shortRequest)).toMatchObject({ status: 'answered' });
    // Run again: nothing more.
    expect(await expireOffers(db(), inThreeDays)).toEqual({ requests: 0, offers: 0 });
  });
});

/* ───────────── Requests and offers cannot flood anyone ───────────── */

/** The mails written to an account. */
const mailsTo = async (uid: string) => (await db().collection(collectionPath('mail')).where('to', '==', `${uid}@example.fr`).get()).docs;

describe('a card’s mail, within the unread notices’ cap', () => {
  it('mails the first card at once and records it; a second card within the hour writes no mail, left to the unread notice', async () => {
    const { now, date, kookerId, clientId, requestId, offerId } = await sentOffer();
    const id = conversationId(clientId, kookerId);
    // The first card to each: mailed at once, recorded as a notice records it.
    const noticed = (await read(documentPath('conversations', id)))?.noticedAt as Record<string, Timestamp>;
    expect(noticed[kookerId]?.toMillis()).toBe(now.getTime());
    expect(noticed[clientId]?.toMillis()).toBe(now.getTime());
    expect(await read(documentPath('mail', offerMailId('offer', offerId)))).toBeDefined();

    // The client reads the thread; five minutes later, a new offer: unread again, no mail at once.
    await db()
      .doc(documentPath('conversations', id))
      .update({ [`readAt.${clientId}`]: Timestamp.now() });
    await eventually(
      () => read(documentPath('inboxes', clientId)),
      (inbox) => inbox?.unread === 0,
    );
    const soon = new Date(now.getTime() + 5 * MINUTE);
    const { offerId: second } = await sendOfferCall(db(), as(kookerId, offerInput(requestId, date, soon, { pricePerPerson: 4000 })), soon);
    expect(await read(documentPath('mail', offerMailId('offer', second)))).toBeUndefined();
    expect(await read(documentPath('conversations', id))).toMatchObject({ unreadFor: [clientId] });
    expect(await read(documentPath('messageNotices', `${id}_${clientId}`))).toMatchObject({ uid: clientId });
    // A third within the hour: nothing more.
    const later = new Date(now.getTime() + 20 * MINUTE);
    const { offerId: third } = await sendOfferCall(db(), as(kookerId, offerInput(requestId, date, later, { pricePerPerson: 3900 })), later);
    expect(await read(documentPath('mail', offerMailId('offer', third)))).toBeUndefined();

    // The unread notice waits for the hour since the first mail, then goes once.
    const run = (minutes: number) => noticeUnreadMessages(db(), admin().auth, new Date(now.getTime() + minutes * MINUTE));
    await expect(run(16)).resolves.toEqual({ sent: 0 });
    await expect(run(61)).resolves.toEqual({ sent: 1 });
    await expect(run(62)).resolves.toEqual({ sent: 0 });
    expect(await mailsTo(clientId)).toHaveLength(2);
    expect(await mailsTo(kookerId)).toHaveLength(1);
  });

  it('mails no card to a member who muted the conversation, nor its unread notice', async () => {
    const now = new Date();
    const date = addDays(today(now), 10);
    const kookerId = await kooker();
    const clientId = await member('Camille');
    const { requestId } = await requestOfferCall(db(), as(clientId, ask(kookerId, date)), now);
    const id = conversationId(clientId, kookerId);
    await db()
      .doc(documentPath('conversations', id))
      .update({ [`muted.${clientId}`]: true });

    const soon = new Date(now.getTime() + MINUTE);
    const { offerId } = await sendOfferCall(db(), as(kookerId, offerInput(requestId, date, soon)), soon);

    expect(await read(documentPath('mail', offerMailId('offer', offerId)))).toBeUndefined();
    const conversation = await read(documentPath('conversations', id));
    expect(conversation).toMatchObject({ unreadFor: [clientId] });
    expect(conversation?.noticedAt[clientId]).toBeUndefined();
    await expect(noticeUnreadMessages(db(), admin().auth, new Date(now.getTime() + 12 * MINUTE))).resolves.toEqual({ sent: 0 });
    expect(await mailsTo(clientId)).toHaveLength(0);
    expect(await mailsTo(kookerId)).toHaveLength(1);
  });
});

describe('the daily caps', () => {
  it('takes 3 requests a day from a client to one Kooker; the 4th is refused, nothing written, and goes a day later', async () => {
    const now = new Date();
    const kookerId = await kooker();
    const clientId = await member('Camille');
    for (const days of [10, 11, 12]) await requestOfferCall(db(), as(clientId, ask(kookerId, addDays(today(now), days))), now);
    const before = await written(clientId, kookerId);
    const limits = await read(documentPath('messageLimits', clientId));
    const fourth = ask(kookerId, addDays(today(now), 13));

    expect(await refusal(requestOfferCall(db(), as(clientId, fourth), now))).toEqual({
      code: 'resource-exhausted',
      message: OFFER_REFUSED.tooManyRequests,
    });
    expect(OFFER_REFUSED.tooManyRequests).toMatch(/^Vous avez déjà envoyé 3 demandes à ce Kooker ces dernières 24 heures/);
    // Three requests, their cards, one mail: the second and third came within the hour.
    expect(before).toEqual({ requests: 3, offers: 0, conversations: 1, messages: 3, mails: 1, bookings: 0 });
    expect(await written(clientId, kookerId)).toEqual(before);
    expect(await read(documentPath('messageLimits', clientId))).toEqual(limits);

    // Another Kooker is asked all the same; this one again a day later.
    await expect(requestOfferCall(db(), as(clientId, ask(await kooker(), addDays(today(now), 13))), now)).resolves.toHaveProperty(
      'requestId',
    );
    const tomorrow = new Date(now.getTime() + DAY + MINUTE);
    await expect(requestOfferCall(db(), as(clientId, fourth), tomorrow)).resolves.toHaveProperty('requestId');
  });

  it('takes the first offer and 3 replacements a day on one request; a 5th offer is refused, nothing written, and goes a day later', async () => {
    const { now, date, kookerId, clientId, requestId, offerId } = await sentOffer();
    let last = offerId;
    for (const pricePerPerson of [4400, 4300, 4200])
      ({ offerId: last } = await sendOfferCall(db(), as(kookerId, offerInput(requestId, date, now, { pricePerPerson })), now));
    const before = await written(clientId, kookerId);

    const fifth = offerInput(requestId, date, now, { pricePerPerson: 4100 });
    expect(await refusal(sendOfferCall(db(), as(kookerId, fifth), now))).toEqual({
      code: 'resource-exhausted',
      message: OFFER_REFUSED.tooManyOffers,
    });
    // Four offers, five cards, two mails: the request's to the Kooker, the first offer's to the client.
    expect(before).toEqual({ requests: 1, offers: 4, conversations: 1, messages: 5, mails: 2, bookings: 0 });
    expect(await written(clientId, kookerId)).toEqual(before);
    expect(await requestOf(requestId)).toMatchObject({ status: 'answered', offerId: last });
    expect(await offerOf(last)).toMatchObject({ status: 'sent' });

    const tomorrow = new Date(now.getTime() + DAY + MINUTE);
    await expect(sendOfferCall(db(), as(kookerId, fifth), tomorrow)).resolves.toHaveProperty('offerId');
  });
});

describe('an answered request at its expiry', () => {
  it('takes no new offer, is closed by the hourly job, and its offer stays acceptable until its own validity', async () => {
    const now = new Date();
    const kookerId = await kooker();
    const clientId = await member('Camille');
    // Five days ahead: the request closes 24 h before, on the fourth day at 19:00.
    const { requestId } = await requestOfferCall(db(), as(clientId, ask(kookerId, addDays(today(now), 5))), now);
    // The offer names the tenth day instead, valid a week: past the request's expiry.
    const date = addDays(today(now), 10);
    const validUntil = addDays(today(now), 7);
    const { offerId } = await sendOfferCall(db(), as(kookerId, offerInput(requestId, date, now, { validUntil })), now);
    const expiresAt = (await requestOf(requestId)).expiresAt as Timestamp;
    expect(expiresAt.toMillis()).toBe(at(addDays(today(now), 4), '19:00').getTime());
    const later = new Date(expiresAt.toMillis() + HOUR);

    // Past its expiry, before the job passed: closed to offers already.
    const again = offerInput(requestId, date, later, { validUntil });
    expect(await refusal(sendOfferCall(db(), as(kookerId, again), later))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestClosed,
    });
    expect(await expireOffers(db(), later)).toEqual({ requests: 1, offers: 0 });
    expect(await requestOf(requestId)).toMatchObject({ status: 'expired', offerId });
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', closedAt: null });
    expect(await refusal(sendOfferCall(db(), as(kookerId, again), later))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestClosed,
    });
    expect(await count(collectionPath('offers'))).toBe(1);

    // The offer sent keeps its validity: the client still accepts it.
    const { bookingId } = await createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), later);
    expect(await read(documentPath('bookings', bookingId))).toMatchObject({ status: 'awaiting-payment', offerId });
  });
});

describe('closeRequest', () => {
  it('lets the client close an open request: no offer on it any more; not the Kooker; a retried call changes nothing', async () => {
    const now = new Date();
    const date = addDays(today(now), 10);
    const kookerId = await kooker();
    const clientId = await member('Camille');
    const { requestId } = await requestOfferCall(db(), as(clientId, ask(kookerId, date)), now);

    expect(await refusal(closeRequestCall(db(), as(kookerId, { requestId }), now))).toEqual({
      code: 'not-found',
      message: OFFER_REFUSED.requestGone,
    });
    expect(await requestOf(requestId)).toMatchObject({ status: 'open' });

    expect(await closeRequestCall(db(), as(clientId, { requestId }), now)).toEqual({ status: 'closed' });
    const closed = await requestOf(requestId);
    expect(closed).toMatchObject({ status: 'closed', offerId: null });
    expect(await closeRequestCall(db(), as(clientId, { requestId }), now)).toEqual({ status: 'closed' });
    expect(await requestOf(requestId)).toEqual(closed);

    expect(await refusal(sendOfferCall(db(), as(kookerId, offerInput(requestId, date, now)), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestClosed,
    });
    expect(await refusal(declineRequestCall(db(), as(kookerId, { requestId, reason: 'Trop tard.' }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestClosed,
    });
    expect(await count(collectionPath('offers'))).toBe(0);
  });

  it('closes an answered request and declines its open offer, which can no longer be accepted', async () => {
    const { now, date, kookerId, clientId, requestId, offerId } = await sentOffer();

    expect(await closeRequestCall(db(), as(clientId, { requestId }), now)).toEqual({ status: 'closed' });

    expect(await requestOf(requestId)).toMatchObject({ status: 'closed', offerId });
    expect(await offerOf(offerId)).toMatchObject({ status: 'declined', declineReason: null, closedAt: expect.any(Timestamp) });
    expect(await refusal(createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_ACCEPT_REFUSED.declined,
    });
    expect(await refusal(sendOfferCall(db(), as(kookerId, offerInput(requestId, date, now)), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.requestClosed,
    });
    expect(await count(collectionPath('bookings'))).toBe(0);
  });

  it('refuses while the client is paying its open offer, nothing written', async () => {
    const { now, clientId, requestId, offerId } = await sentOffer();
    const { bookingId } = await createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now);
    const [request, offer] = [await requestOf(requestId), await offerOf(offerId)];

    expect(await refusal(closeRequestCall(db(), as(clientId, { requestId }), now))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.closingWhilePaying,
    });
    expect(await requestOf(requestId)).toEqual(request);
    expect(await offerOf(offerId)).toEqual(offer);
    expect(offer).toMatchObject({ status: 'sent', bookingId });
  });

  it('refuses a request closed by time, even before the job passed', async () => {
    const { now, clientId, requestId, offerId } = await sentOffer();
    const expiresAt = ((await requestOf(requestId)).expiresAt as Timestamp).toMillis();
    expect(await refusal(closeRequestCall(db(), as(clientId, { requestId }), new Date(expiresAt)))).toEqual({
      code: 'failed-precondition',
      message: OFFER_REFUSED.alreadyClosed,
    });
    expect(await requestOf(requestId)).toMatchObject({ status: 'answered' });
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent' });
    expect(now.getTime()).toBeLessThan(expiresAt);
  });
});

/* ───────────── A payment that does not come ───────────── */

// Last in the file: ending a hold cancels the payment at the processor, whose event the emulator then
// delivers — its first delivery of a run starts a worker, which holds back the other triggers a while.
describe('an acceptance left unpaid', () => {
  /** What offerOnBooking does once the booking expired, done here at once: the offer follows its booking. */
  async function followExpired(bookingId: string): Promise<void> {
    const booking = bookingFromData(bookingId, defined(await read(documentPath('bookings', bookingId)), 'the booking'));
    expect(booking.status).toBe('expired');
    await followOffer(db(), booking, new Date());
  }

  it('releases the offer when the hold ends after a declined card, and the client can accept it again', async () => {
    const { now, clientId, offerId } = await sentOffer();
    const first = await createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now);
    // Declined: the client is told, and may try another card while the hold lasts; the offer stays held.
    expect(await settlePayment(first.bookingId, 'declined')).toMatchObject({
      status: 'awaiting-payment',
      payment: { failure: expect.stringContaining('refusée') },
    });
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: first.bookingId });

    expect(await releaseUnpaidHolds(db(), new Date(now.getTime() + 21 * MINUTE))).toMatchObject({ expired: 1 });
    expect(await read(documentPath('bookings', first.bookingId))).toMatchObject({ status: 'expired' });
    await followExpired(first.bookingId);
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: null, closedAt: null });

    const second = await createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), new Date());
    expect(second.bookingId).not.toBe(first.bookingId);
    expect(await read(documentPath('bookings', second.bookingId))).toMatchObject({ status: 'awaiting-payment', offerId });
    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: second.bookingId });
  });

  it('releases the offer when the client gives up paying', async () => {
    const { now, clientId, offerId } = await sentOffer();
    const { bookingId } = await createBookingCall(db(), as(clientId, acceptance(offerId, 54_000)), now);

    expect(await endHold(db(), bookingId, 'client', new Date(), clientId)).toBe('expired');
    await followExpired(bookingId);

    expect(await offerOf(offerId)).toMatchObject({ status: 'sent', bookingId: null });
    expect(await count(collectionPath('slotLocks'))).toBe(0);
  });
});

/* ───────────── The migration of the streets ───────────── */

describe('communeOnlyAddresses', () => {
  it('leaves of a request’s or an offer’s address its commune only, once', async () => {
    const firestore = db();
    await Promise.all([
      firestore.doc(documentPath('offerRequests', 'r-rue')).set({ location: 'client', address: ADDRESS }),
      firestore.doc(documentPath('offerRequests', 'r-commune')).set({ location: 'client', address: COMMUNE }),
      firestore.doc(documentPath('offerRequests', 'r-chez-lui')).set({ location: 'kooker', address: '' }),
      firestore.doc(documentPath('offers', 'o-rue')).set({ location: 'client', address: ADDRESS }),
    ]);

    expect(await communeOnlyAddresses(firestore)).toEqual({ examined: 4, written: 2 });
    expect(await requestOf('r-rue')).toMatchObject({ address: COMMUNE });
    expect(await offerOf('o-rue')).toMatchObject({ address: COMMUNE });
    expect(await requestOf('r-chez-lui')).toMatchObject({ address: '' });
    expect(await communeOnlyAddresses(firestore)).toEqual({ examined: 4, written: 0 });
  });
});

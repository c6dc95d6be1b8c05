/**
 * Requests and offers (docs/reservations.md, « Demander une offre »): five callables, each in one
 * transaction that reads, asks its decision (domain/src/offers/decide-offer.ts), then writes —
 * the request or offer, and its card posted in the two members' conversation within the author's
 * messaging limits (docs/messagerie.md, « Des limites ») — or throws the French refusal, nothing
 * written. Accepting an offer is createBooking's (functions/src/bookings/create-booking.ts).
 */
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { conversationIdOf, maskContactDetails } from '@kookers/domain/messaging';
import { reviewAuthorName } from '@kookers/domain/kookers';
import {
  decideDeclineOffer,
  decideDeclineRequest,
  decideRequest,
  decideSendOffer,
  decideWithdrawOffer,
  declineOfferSchema,
  declineRequestSchema,
  offerSummary,
  requestOfferSchema,
  requestSummary,
  sendOfferSchema,
  withdrawOfferSchema,
  type Offer,
} from '@kookers/domain/offers';
import { isPaymentHeld } from '@kookers/domain/booking';
import { parisInstant } from '@kookers/domain/rules';
import { communeData } from '@kookers/domain/communes-data';
import { holdingBefore } from '../bookings/create-booking';
import { refusalError, written } from '../bookings/decisions';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { siteOriginForMail } from '../mail/site-origin';
import { accountCreatedAt } from '../messaging/messaging-triggers';
import { CONVERSATION_CLOSED, postCard, readForCard } from '../messaging/conversations';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';
import { offerMail, offerMailId, offerRequestMail } from './offer-mails';

type Call = Pick<CallableRequest<unknown>, 'auth' | 'data'>;

const log = (name: string) => (message: string, error: unknown) => logger.error(message, { function: name, error: String(error) });

/** A request's or an offer's id: the same for the same author and key, so that a retried call finds what the first one made. */
const idFor = (uid: string, key: string) => createHash('sha256').update(`offer:${uid}:${key}`).digest('hex').slice(0, 24);

/** A text that may hold a phone number or an address, as the conversation shows it while no booking links the two (docs/messagerie.md). */
const shown = (text: string, unmasked: boolean) => (unmasked ? text : maskContactDetails(text).text);

/** Whether a booking awaiting its payment holds the offer (read in the transaction). */
async function isHeld(transaction: Transaction, db: Firestore, offer: Offer | null, now: Date): Promise<boolean> {
  if (!offer?.bookingId) return false;
  const held = (await transaction.get(documentOf(db, 'bookings', offer.bookingId))).data();
  return held !== undefined && isPaymentHeld(held, now);
}

const nameOf = (person: { firstName: string; lastName: string } | undefined) =>
  reviewAuthorName(person?.firstName ?? '', person?.lastName ?? '');

/** Writes a mail once; a mail that cannot be written never undoes what the call did (it is logged). */
async function mailQuietly(
  db: Firestore,
  uid: string,
  id: string,
  content: (origin: string) => ReturnType<typeof offerMail>,
): Promise<void> {
  try {
    const to = await addressFor(db, getAuth(), uid);
    if (to) await writeMailOnce(db, id, to, content(await siteOriginForMail()));
  } catch (error) {
    logger.error('Mail non écrit', { id, error: String(error) });
  }
}

/* ───────────── requestOffer ───────────── */

/** « Demander une offre »: a verified client asks a Kooker. Answers `{ requestId, conversationId }`. */
export const requestOffer = onCall((request) => answered(() => requestOfferCall(getFirestore(), request, new Date()), log('requestOffer')));

export async function requestOfferCall(db: Firestore, call: Call, now: Date): Promise<{ requestId: string; conversationId: string }> {
  const { uid } = requireVerifiedUser(call);
  const input = parse(requestOfferSchema, call.data);
  const requestId = idFor(uid, input.idempotencyKey);
  const conversationId = conversationIdOf(uid, input.kookerId);
  const ref = documentOf(db, 'offerRequests', requestId);
  const createdAt = Timestamp.fromDate(now);
  const author = { createdAt: await accountCreatedAt(uid) };
  const made = await db.runTransaction(async (transaction) => {
    const [existing, kooker, kookerUser] = await Promise.all([
      transaction.get(ref),
      transaction.get(documentOf(db, 'kookers', input.kookerId)),
      transaction.get(documentOf(db, 'users', input.kookerId)),
    ]);
    const post = await readForCard(transaction, db, uid, input.kookerId, uid);
    const decision = decideRequest(
      {
        existing: existing.data() ?? null,
        kooker: kooker.data() ?? null,
        kookerUser: { address: kookerUser.data()?.address ?? '' },
        communes: communeData,
      },
      { ...input, clientId: uid, requestId, conversationId },
      now,
    );
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.retry) return null;
    const { request } = decision;
    const masked = { ...request, occasion: shown(request.occasion, post.unmasked), message: shown(request.message, post.unmasked) };
    masked.dietary = { ...request.dietary, note: shown(request.dietary.note, post.unmasked) };
    const refusal = await postCard(transaction, db, post, {
      authorId: uid,
      author,
      text: requestSummary(masked),
      kind: 'request',
      id: requestId,
      createdAt,
    });
    if (refusal) throw new HttpsError(refusal === CONVERSATION_CLOSED ? 'failed-precondition' : 'resource-exhausted', refusal);
    transaction.create(ref, written(masked));
    return { kookerFirstName: kooker.data()?.firstName ?? '' };
  });
  if (made) {
    const client = (await documentOf(db, 'users', uid).get()).data();
    const stored = (await ref.get()).data();
    if (stored)
      await mailQuietly(db, input.kookerId, offerMailId('request', requestId), (origin) =>
        offerRequestMail(stored, { kooker: made.kookerFirstName, client: nameOf(client) }, origin),
      );
  }
  return { requestId, conversationId };
}

/* ───────────── declineRequest ───────────── */

/** The Kooker declines an open request, with a reason. Answers `{ status: 'declined' }`. */
export const declineRequest = onCall((request) =>
  answered(() => declineRequestCall(getFirestore(), request, new Date()), log('declineRequest')),
);

export async function declineRequestCall(db: Firestore, call: Call, now: Date): Promise<{ status: 'declined' }> {
  const { uid } = requireVerifiedUser(call);
  const input = parse(declineRequestSchema, call.data);
  const ref = documentOf(db, 'offerRequests', input.requestId);
  await db.runTransaction(async (transaction) => {
    const decision = decideDeclineRequest((await transaction.get(ref)).data() ?? null, { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    transaction.update(ref, written(decision.update));
  });
  return { status: 'declined' };
}

/* ───────────── sendOffer ───────────── */

/** The Kooker answers a request with an offer, replacing their open one. Answers `{ offerId }`. */
export const sendOffer = onCall((request) => answered(() => sendOfferCall(getFirestore(), request, new Date()), log('sendOffer')));

export async function sendOfferCall(db: Firestore, call: Call, now: Date): Promise<{ offerId: string }> {
  const { uid } = requireVerifiedUser(call);
  const input = parse(sendOfferSchema, call.data);
  const offerId = idFor(uid, input.idempotencyKey);
  const ref = documentOf(db, 'offers', offerId);
  const requestRef = documentOf(db, 'offerRequests', input.requestId);
  const createdAt = Timestamp.fromDate(now);
  const author = { createdAt: await accountCreatedAt(uid) };
  const start = parisInstant(input.date, input.time);
  const end = start ? new Date(start.getTime() + input.durationHours * 60 * 60 * 1000) : now;
  const sent = await db.runTransaction(async (transaction) => {
    const [existing, request, kooker, service] = await Promise.all([
      transaction.get(ref),
      transaction.get(requestRef),
      transaction.get(documentOf(db, 'kookers', uid)),
      input.serviceId ? transaction.get(documentOf(db, 'services', uid, input.serviceId)) : null,
    ]);
    const asked = request.data() ?? null;
    const currentRef = asked?.offerId ? documentOf(db, 'offers', asked.offerId) : null;
    const current = currentRef ? ((await transaction.get(currentRef)).data() ?? null) : null;
    // What takes the Kooker's time that day: their bookings as Kooker and as client (start before the offer ends, end after it starts).
    const [asKooker, asClient, currentHeld] = await Promise.all([
      holdingBefore(db, transaction, 'kookerId', uid, end, now),
      holdingBefore(db, transaction, 'clientId', uid, end, now),
      isHeld(transaction, db, current, now),
    ]);
    const post = asked ? await readForCard(transaction, db, asked.clientId, uid, uid) : null;
    const decision = decideSendOffer(
      {
        existing: existing.data() ?? null,
        request: asked,
        current,
        currentHeld,
        kooker: kooker.data() ?? null,
        service: service?.data() ?? null,
        busy: [...asKooker, ...asClient],
      },
      { ...input, kookerId: uid, offerId },
      now,
    );
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.retry || !post || !asked) return null;
    const unmasked = post.unmasked;
    const offer = {
      ...decision.offer,
      title: shown(decision.offer.title, unmasked),
      description: shown(decision.offer.description, unmasked),
      menu: shown(decision.offer.menu, unmasked),
    };
    const refusal = await postCard(transaction, db, post, {
      authorId: uid,
      author,
      text: offerSummary(offer),
      kind: 'offer',
      id: offerId,
      createdAt,
    });
    if (refusal) throw new HttpsError(refusal === CONVERSATION_CLOSED ? 'failed-precondition' : 'resource-exhausted', refusal);
    transaction.create(ref, written(offer));
    transaction.update(requestRef, written(decision.request));
    if (decision.replaced) transaction.update(documentOf(db, 'offers', decision.replaced.id), written(decision.replaced.update));
    return { clientId: asked.clientId, kookerName: nameOf(kooker.data()) };
  });
  if (sent) {
    const [client, stored] = await Promise.all([documentOf(db, 'users', sent.clientId).get(), ref.get()]);
    const offer = stored.data();
    if (offer)
      await mailQuietly(db, sent.clientId, offerMailId('offer', offerId), (origin) =>
        offerMail(offer, { kooker: sent.kookerName, client: client.data()?.firstName ?? '' }, origin),
      );
  }
  return { offerId };
}

/* ───────────── withdrawOffer, declineOffer ───────────── */

/** The Kooker withdraws their open offer. Answers `{ status: 'withdrawn' }`. */
export const withdrawOffer = onCall((request) =>
  answered(() => withdrawOfferCall(getFirestore(), request, new Date()), log('withdrawOffer')),
);

export async function withdrawOfferCall(db: Firestore, call: Call, now: Date): Promise<{ status: 'withdrawn' }> {
  const { uid } = requireVerifiedUser(call);
  const { offerId } = parse(withdrawOfferSchema, call.data);
  const ref = documentOf(db, 'offers', offerId);
  await db.runTransaction(async (transaction) => {
    const offer = (await transaction.get(ref)).data() ?? null;
    const decision = decideWithdrawOffer(offer, await isHeld(transaction, db, offer, now), uid, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    transaction.update(ref, written(decision.update));
  });
  return { status: 'withdrawn' };
}

/** The client declines an open offer, with a reason if they wish. Answers `{ status: 'declined' }`. */
export const declineOffer = onCall((request) => answered(() => declineOfferCall(getFirestore(), request, new Date()), log('declineOffer')));

export async function declineOfferCall(db: Firestore, call: Call, now: Date): Promise<{ status: 'declined' }> {
  const { uid } = requireVerifiedUser(call);
  const input = parse(declineOfferSchema, call.data);
  const ref = documentOf(db, 'offers', input.offerId);
  await db.runTransaction(async (transaction) => {
    const offer = (await transaction.get(ref)).data() ?? null;
    const decision = decideDeclineOffer(offer, await isHeld(transaction, db, offer, now), { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    transaction.update(ref, written(decision.update));
  });
  return { status: 'declined' };
}

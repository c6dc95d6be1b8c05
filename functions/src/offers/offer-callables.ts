/**
 * Requests and offers (docs/reservations.md, « Demander une offre »): six callables, each in one
 * transaction that reads, asks its decision (domain/src/offers/decide-offer.ts), then writes —
 * the request or offer, and its card posted in the two members' conversation within the author's
 * messaging limits (docs/messagerie.md, « Des limites ») — or throws the French refusal, nothing
 * written. A card mails the other member at once only when the unread notices would (postCard:
 * not muted, not mailed within the hour). Accepting an offer is createBooking's
 * (functions/src/bookings/create-booking.ts).
 */
import { createHash } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { conversationIdOf, maskedForMember } from '@kookers/domain/messaging';
import { reviewAuthorName } from '@kookers/domain/kookers';
import {
  closeRequestSchema,
  decideCloseRequest,
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
import { isPaymentHeld } from '@kookers/domain/money';
import { parisInstant } from '@kookers/domain/rules';
import { communeData } from '@kookers/domain/communes-data';
import { holdingBefore } from '../bookings/reads';
import { refusalError, written } from '../bookings/decisions';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { siteOriginForMail } from '../mail/site-origin';
import { accountCreatedAt } from '../messaging/messaging-triggers';
import { CONVERSATION_CLOSED, linkedByBooking, postCard, readForCard } from '../messaging/conversations';
import { collectionOf, documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { answered, parse } from '../shared/parse';
import { offerMail, offerMailId, offerRequestMail } from './offer-mails';

type Call = Pick<CallableRequest<unknown>, 'auth' | 'data'>;

const log = (name: string) => (message: string, error: unknown) => logger.error(message, { function: name, error: String(error) });

/** A request's or an offer's id: the same for the same author and key, so that a retried call finds what the first one made. */
const idFor = (uid: string, key: string) => createHash('sha256').update(`offer:${uid}:${key}`).digest('hex').slice(0, 24);

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the documents a query found were written: what a daily cap counts (sentWithinDay). */
const writtenAt = (found: { docs: Array<{ data: () => { createdAt: { toMillis: () => number } | null } }> }, now: Date) =>
  found.docs.map((snapshot) => new Date(snapshot.data().createdAt?.toMillis() ?? now.getTime()));

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
    const [existing, kooker, kookerUser, sentToKooker] = await Promise.all([
      transaction.get(ref),
      transaction.get(documentOf(db, 'kookers', input.kookerId)),
      transaction.get(documentOf(db, 'users', input.kookerId)),
      // The client's requests to this Kooker of the last 24 hours (their conversation's): OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX.
      transaction.get(
        collectionOf(db, 'offerRequests')
          .where('conversationId', '==', conversationId)
          .where('createdAt', '>', Timestamp.fromMillis(now.getTime() - DAY_MS)),
      ),
    ]);
    const post = await readForCard(transaction, db, uid, input.kookerId, uid);
    const decision = decideRequest(
      {
        existing: existing.data() ?? null,
        kooker: kooker.data() ?? null,
        kookerUser: { address: kookerUser.data()?.address ?? '' },
        communes: communeData,
        sentToKooker: writtenAt(sentToKooker, now),
      },
      { ...maskedForMember('requestOfferSchema', input, post.unmasked), clientId: uid, requestId, conversationId },
      now,
    );
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.retry) return null;
    const { request } = decision;
    const { refusal, mailNow } = await postCard(transaction, db, post, {
      authorId: uid,
      author,
      text: requestSummary(request),
      kind: 'request',
      id: requestId,
      createdAt,
    });
    if (refusal) throw new HttpsError(refusal === CONVERSATION_CLOSED ? 'failed-precondition' : 'resource-exhausted', refusal);
    transaction.create(ref, written(request));
    return { kookerFirstName: kooker.data()?.firstName ?? '', mailNow };
  });
  if (made?.mailNow) {
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
    const request = (await transaction.get(ref)).data() ?? null;
    const linked = request ? await linkedByBooking(transaction, db, request.clientId, request.kookerId) : false;
    const decision = decideDeclineRequest(request, { ...maskedForMember('declineRequestSchema', input, linked), uid }, now);
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
    const [existing, request, kooker, service, sentOnRequest] = await Promise.all([
      transaction.get(ref),
      transaction.get(requestRef),
      transaction.get(documentOf(db, 'kookers', uid)),
      input.serviceId ? transaction.get(documentOf(db, 'services', uid, input.serviceId)) : null,
      // The offers on this request (a few dozen at most in its week): OFFER_REPLACEMENTS_PER_DAY_MAX.
      transaction.get(collectionOf(db, 'offers').where('requestId', '==', input.requestId)),
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
        sentOnRequest: writtenAt(sentOnRequest, now),
      },
      { ...maskedForMember('sendOfferSchema', input, post?.unmasked ?? false), kookerId: uid, offerId },
      now,
    );
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.retry || !post || !asked) return null;
    const { offer } = decision;
    const { refusal, mailNow } = await postCard(transaction, db, post, {
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
    return { clientId: asked.clientId, kookerName: nameOf(kooker.data()), mailNow };
  });
  if (sent?.mailNow) {
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
    const linked = offer ? await linkedByBooking(transaction, db, offer.clientId, offer.kookerId) : false;
    const held = await isHeld(transaction, db, offer, now);
    const decision = decideDeclineOffer(offer, held, { ...maskedForMember('declineOfferSchema', input, linked), uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    transaction.update(ref, written(decision.update));
  });
  return { status: 'declined' };
}

/* ───────────── closeRequest ───────────── */

/**
 * The client closes their request, open or answered: no more offers on it; its open offer is
 * declined with it, unless a booking awaiting its payment holds that offer (refused then).
 * Answers `{ status: 'closed' }`.
 */
export const closeRequest = onCall((request) => answered(() => closeRequestCall(getFirestore(), request, new Date()), log('closeRequest')));

export async function closeRequestCall(db: Firestore, call: Call, now: Date): Promise<{ status: 'closed' }> {
  const { uid } = requireVerifiedUser(call);
  const input = parse(closeRequestSchema, call.data);
  const ref = documentOf(db, 'offerRequests', input.requestId);
  await db.runTransaction(async (transaction) => {
    const request = (await transaction.get(ref)).data() ?? null;
    const currentRef = request?.offerId ? documentOf(db, 'offers', request.offerId) : null;
    const current = currentRef ? ((await transaction.get(currentRef)).data() ?? null) : null;
    const decision = decideCloseRequest(request, current, await isHeld(transaction, db, current, now), { ...input, uid }, now);
    if (!decision.ok) throw refusalError(decision.refusal);
    if (decision.retry) return;
    transaction.update(ref, written(decision.update));
    if (decision.declined) transaction.update(documentOf(db, 'offers', decision.declined.id), written(decision.declined.update));
  });
  return { status: 'closed' };
}

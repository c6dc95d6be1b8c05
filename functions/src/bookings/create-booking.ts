import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, getFirestore, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  BOOKING_REFUSED,
  createBookingSchema,
  decideBooking,
  isSameRequest,
  type BookingRequest,
  type CreateBookingInput,
  type BookingDecision,
} from '@kookers/domain/booking';
import type { KookerProfile } from '@kookers/domain/kookers';
import {
  decideOfferBooking,
  OFFER_ACCEPT_REFUSED,
  type OfferBookingRequest,
  acceptOfferSchema,
  type AcceptOfferInput,
} from '@kookers/domain/offers';
import { isPaymentHeld } from '@kookers/domain/money';
import { maskedForMember } from '@kookers/domain/messaging';
import { recorded } from '../payments/ledger';
import { startPayment, type PaymentStart } from '../payments/payment-callables';
import { settleEndedHold } from '../payments/jobs';
import { answered, parse } from '../shared/parse';
import { documentOf } from '../shared/db';
import { isFirestoreError } from '../shared/firestore-error';
import { requireVerifiedUser } from '../shared/guards';
import { throttle } from '../shared/throttle';
import { refusalError, written } from './decisions';
import { readForBooking } from './reads';
import { slotLockId } from './slot-lock';

/**
 * A booking's id: the same for the same client and idempotency key, so that a retried call
 * finds the booking the first one made instead of making another.
 */
function bookingIdFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}:${idempotencyKey}`).digest('hex').slice(0, 24);
}

/**
 * Books a slot (docs/reservations.md, `book` in domain/src/booking/booking-machine.ts): a verified
 * client, within their calls per hour (docs/reservations.md, « Usage loyal »), asks; in one
 * transaction, `book` reads (readForBooking, reads.ts), decideBooking
 * (domain/src/booking/decide-booking.ts) decides, and the slot's lock (two calls for one slot:
 * one booking, the other refused), the booking awaiting its payment (the slot held for the
 * client: docs/decisions/017-paiements-par-carte.md), and the slot leaving the Kooker's
 * availability are written; then the payment is asked of the processor.
 * A retried call with the same idempotency key returns the same booking and payment. Returns
 * `{ bookingId, payment: { clientSecret, state } }` — the secret only ever in this answer.
 */
export const createBooking = onCall((request) =>
  answered(
    async () => {
      const now = new Date();
      // Every call counts, refused ones too (docs/reservations.md, « Usage loyal »).
      if (request.auth) await throttle(getFirestore(), request.auth.uid, 'createBooking', now);
      return createBookingCall(getFirestore(), request, now);
    },
    (message, error) => logger.error(message, { function: 'createBooking', error: String(error) }),
  ),
);

/** The callable's work, for a request's session and payload, at `now`. */
export async function createBookingCall(
  db: Firestore,
  request: Pick<CallableRequest<unknown>, 'auth' | 'data'>,
  now: Date,
): Promise<{ bookingId: string; payment: PaymentStart }> {
  const { uid } = requireVerifiedUser(request);
  // « Accepter et payer » on an offer (docs/reservations.md, « Demander une offre ») names it; a slot of the panel does not.
  const bookingId = acceptsOffer(request.data)
    ? await bookOffer(db, uid, parse(acceptOfferSchema, request.data), now)
    : await book(db, uid, maskedForMember('createBookingSchema', parse(createBookingSchema, request.data), true), now);
  // The payment is asked of the processor after the transaction (which may run again), with the
  // key of the booking's payment entry: a retried call finds the same payment.
  return { bookingId, payment: await startPayment(db, bookingId, uid, now) };
}

const acceptsOffer = (data: unknown) => typeof data === 'object' && data !== null && 'offerId' in data;

/**
 * The work of createBooking, for a verified client and a valid payload, at `now`: read, decide
 * (decideBooking), write — or throw the refusal, nothing written. Returns the booking's id.
 */
export async function book(db: Firestore, uid: string, input: CreateBookingInput, now: Date): Promise<string> {
  const request: BookingRequest = { ...input, clientId: uid, bookingId: bookingIdFor(uid, input.idempotencyKey) };
  const bookingRef = documentOf(db, 'bookings', request.bookingId);
  const lockRef = documentOf(db, 'slotLocks', slotLockId(input.kookerId, input.date, input.time));
  try {
    return await db.runTransaction(
      async (transaction) => {
        const target = { ...request, durationOf: (kooker: KookerProfile | null) => kooker?.minimumDuration ?? null };
        const decision = decideBooking(await readForBooking(db, transaction, target, now), request, now);
        if (!decision.ok) throw refusalError(decision.refusal);
        if (decision.retry) return request.bookingId;
        writeBooking(db, transaction, decision, now);
        return request.bookingId;
      },
      { maxAttempts: 10 },
    );
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // Another call took the slot or the booking between our read and our write
    // (already-exists): the slot is taken. Too many calls fought over the same documents until the
    // transaction gave up (aborted): the slot is taken if its lock exists; otherwise it was
    // only busy, and the client may try again.
    const contention = isFirestoreError(error, 'aborted');
    if (contention || isFirestoreError(error, 'already-exists')) {
      const made = (await bookingRef.get()).data();
      if (made && made.clientId === uid && isSameRequest(made, input)) return request.bookingId;
      if (contention && !(await lockRef.get()).exists) throw new HttpsError('aborted', BOOKING_REFUSED.contention);
      throw new HttpsError('failed-precondition', BOOKING_REFUSED.taken);
    }
    throw error;
  }
}

/**
 * Writes a booking decided (a slot of the panel or an offer): its slot's lock, the booking with its
 * payment, what the client gave for the Kooker held until the payment (booking-contacts.ts in
 * domain/src/booking), the slot leaving the Kooker's offer.
 */
function writeBooking(db: Firestore, transaction: Transaction, decision: Extract<BookingDecision, { retry: false }>, now: Date): void {
  const { booking, lock, held } = decision;
  transaction.set(documentOf(db, 'heldContacts', booking.id).withConverter(null), {
    clientId: booking.clientId,
    kookerId: booking.kookerId,
    ...held,
    createdAt: FieldValue.serverTimestamp(),
  });
  const lockRef = documentOf(db, 'slotLocks', slotLockId(booking.kookerId, booking.date, booking.time));
  transaction.create(lockRef, written({ id: lockRef.id, ...lock }));
  transaction.create(
    documentOf(db, 'bookings', booking.id),
    written({ ...booking, ledger: recorded(booking.id, [], decision.movements, now) }),
  );
  if (decision.slotsLeft) {
    const { date, times } = decision.slotsLeft;
    const day = new FieldPath('slots', date);
    transaction.update(
      documentOf(db, 'availability', booking.kookerId),
      day,
      times ?? FieldValue.delete(),
      'updatedAt',
      FieldValue.serverTimestamp(),
    );
  }
}

/**
 * Accepts an offer (docs/reservations.md, « Demander une offre »): in one transaction, the offer
 * and the booking its last acceptance made are read with what any booking reads,
 * decideOfferBooking decides, and the booking is written as one from the panel, the offer held
 * for it (`bookingId`) — or the call resumes the booking an earlier acceptance made, still
 * awaiting its payment: two acceptances at once give one booking. The offer becomes `accepted`
 * once the booking is paid (offer-on-booking.ts).
 */
async function bookOffer(db: Firestore, uid: string, input: AcceptOfferInput, now: Date): Promise<string> {
  const request: OfferBookingRequest = { ...input, clientId: uid, bookingId: bookingIdFor(uid, input.idempotencyKey) };
  const offerRef = documentOf(db, 'offers', input.offerId);
  const resumable = async (): Promise<string | null> => {
    const offer = (await offerRef.get()).data();
    if (!offer?.bookingId || offer.clientId !== uid) return null;
    const held = (await documentOf(db, 'bookings', offer.bookingId).get()).data();
    return held?.status === 'awaiting-payment' || held?.id === request.bookingId ? offer.bookingId : null;
  };
  // An earlier acceptance whose hold ended unpaid keeps the offer and its time until the frequent
  // job settles it (releaseUnpaidHoldsOften): settled now, so that the client may try again at once.
  const earlier = (await offerRef.get()).data()?.bookingId;
  const ended = earlier ? (await documentOf(db, 'bookings', earlier).get()).data() : undefined;
  if (ended?.status === 'awaiting-payment' && !isPaymentHeld(ended, now))
    await settleEndedHold(db, ended, now).catch((error: unknown) =>
      logger.warn('Attente non réglée', { bookingId: ended.id, error: String(error) }),
    );
  try {
    return await db.runTransaction(
      async (transaction) => {
        const offer = (await transaction.get(offerRef)).data() ?? null;
        const target = {
          bookingId: request.bookingId,
          clientId: uid,
          kookerId: offer?.kookerId ?? uid,
          date: offer?.date ?? '',
          time: offer?.time ?? '',
          serviceId: null,
          durationOf: () => offer?.durationHours ?? null,
        };
        const [documents, held] = await Promise.all([
          readForBooking(db, transaction, target, now),
          offer?.bookingId ? transaction.get(documentOf(db, 'bookings', offer.bookingId)) : null,
        ]);
        const decision = decideOfferBooking({ ...documents, offer, held: held?.data() ?? null }, request, now);
        if (!decision.ok) throw refusalError(decision.refusal);
        if ('resume' in decision) return decision.resume;
        if (decision.retry) return request.bookingId;
        writeBooking(db, transaction, decision, now);
        transaction.update(offerRef, { bookingId: request.bookingId, updatedAt: FieldValue.serverTimestamp() });
        return request.bookingId;
      },
      { maxAttempts: 10 },
    );
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    // Another acceptance won the offer between our read and our write: its booking, if it awaits its payment, is this one's.
    if (isFirestoreError(error, 'aborted') || isFirestoreError(error, 'already-exists')) {
      const resumed = await resumable();
      if (resumed) return resumed;
      throw new HttpsError('failed-precondition', OFFER_ACCEPT_REFUSED.clash);
    }
    throw error;
  }
}

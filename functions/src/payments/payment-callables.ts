/**
 * The client's side of paying (docs/decisions/017-paiements-par-carte.md, « Réserver en deux
 * temps »): the payment of a booking awaiting it is asked of the processor (createBooking, or
 * resumePayment after a reload) and its client secret answered — never written in Firestore, which
 * the Kooker reads; abandonPayment gives up, the slot offered again at once. The booking is
 * confirmed only by the processor's word (events.ts), never by the browser.
 */
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/https';
import { decideExpiry, PAYMENT_REFUSED, paymentBookingSchema, type Booking } from '@kookers/domain/booking';
import { answered, parse } from '../shared/parse';
import { documentOf } from '../shared/db';
import { requireVerifiedUser } from '../shared/guards';
import { slotLockId } from '../bookings/slot-lock';
import { processor } from './adapter';
import { paymentsDueAt, stored } from './ledger';
import type { ProcessorState } from './processor';

/** What the browser needs to confirm the payment: its secret and where it stands. */
export interface PaymentStart {
  clientSecret: string;
  state: ProcessorState;
}

/**
 * Asks the processor for the payment of the client's booking awaiting it, with its entry's key
 * (the same payment however many times), and records its reference. An already paid booking
 * answers `succeeded` without a secret.
 */
export async function startPayment(db: Firestore, bookingId: string, uid: string, now: Date): Promise<PaymentStart> {
  const ref = documentOf(db, 'bookings', bookingId);
  const booking = (await ref.get()).data();
  if (!booking || booking.clientId !== uid) throw new HttpsError('not-found', 'Cette réservation n’existe pas.');
  if (booking.status !== 'awaiting-payment') {
    if (booking.status === 'expired') throw new HttpsError('failed-precondition', PAYMENT_REFUSED.holdEnded);
    return { clientSecret: '', state: 'succeeded' };
  }
  if ((booking.holdUntil?.toMillis() ?? 0) <= now.getTime()) throw new HttpsError('failed-precondition', PAYMENT_REFUSED.holdEnded);
  const entry = booking.ledger.find((candidate) => candidate.type === 'payment');
  if (!entry) throw new HttpsError('internal', 'Cette réservation n’a pas de paiement : contactez-nous.');
  const payment = await processor().createPayment({ amount: entry.amount, bookingId, key: entry.key });
  if (entry.reference !== payment.id) {
    await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      if (!current) return;
      const ledger = current.ledger.map((candidate) => (candidate.id === entry.id ? { ...candidate, reference: payment.id } : candidate));
      transaction.update(ref.withConverter(null), { ledger: ledger.map(stored), 'payment.reference': payment.id });
    });
  }
  return { clientSecret: payment.clientSecret, state: payment.state };
}

export const resumePayment = onCall((request) =>
  answered(
    async () => {
      const { uid } = requireVerifiedUser(request);
      const { bookingId } = parse(paymentBookingSchema, request.data);
      return startPayment(getFirestore(), bookingId, uid, new Date());
    },
    (message, error) => logger.error(message, { function: 'resumePayment', error: String(error) }),
  ),
);

/**
 * Ends the wait of a booking for its payment (`expire` by the platform once the hold ended,
 * `abandonPayment` by its client): expired, its payment abandoned at the processor, its slot's lock
 * deleted (availabilityOnBooking offers the slot again). A payment that succeeds after all is
 * refunded in full when its event comes (events.ts).
 */
export async function endHold(
  db: Firestore,
  bookingId: string,
  by: 'platform' | 'client' | 'suspension',
  now: Date,
  uid?: string,
): Promise<Booking['status']> {
  const ref = documentOf(db, 'bookings', bookingId);
  const booking = (await ref.get()).data() ?? null;
  // Only the booking's client gives up its payment: nothing is asked of the processor for anyone else.
  const refusal = decideExpiry(booking, by, now, uid);
  if (!refusal.ok) throw new HttpsError(refusal.refusal.code, refusal.refusal.message);
  // The processor first: a payment that already succeeded confirms the booking instead (its event may be late or lost).
  const reference = booking?.payment.reference || booking?.ledger.find((entry) => entry.type === 'payment')?.reference;
  if (booking?.status === 'awaiting-payment' && reference) {
    const payment = await processor().retrievePayment(reference);
    if (payment.state === 'succeeded') return booking.status;
    if (payment.state !== 'canceled') await processor().cancelPayment(reference, `${bookingId}:cancel`);
  }
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() ?? null;
    const decision = decideExpiry(current, by, now, uid);
    if (!decision.ok) throw new HttpsError(decision.refusal.code, decision.refusal.message);
    const { change } = decision;
    const update = Object.fromEntries(
      Object.entries(change.update).map(([field, value]) => [field, value instanceof Date ? Timestamp.fromDate(value) : value]),
    );
    const due = paymentsDueAt(change.ledger, now);
    transaction.update(ref.withConverter(null), {
      ...update,
      ledger: change.ledger.map(stored),
      paymentsDueAt: due ? Timestamp.fromDate(due) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (current && change.releaseSlot)
      transaction.delete(documentOf(db, 'slotLocks', slotLockId(current.kookerId, current.date, current.time)));
    // Never paid: what the client gave for the Kooker goes (domain/src/booking/booking-contacts.ts).
    transaction.delete(documentOf(db, 'heldContacts', bookingId));
    return 'expired' as const;
  });
}

export const abandonPayment = onCall((request) =>
  answered(
    async () => {
      const { uid } = requireVerifiedUser(request);
      const { bookingId } = parse(paymentBookingSchema, request.data);
      return { status: await endHold(getFirestore(), bookingId, 'client', new Date(), uid) };
    },
    (message, error) => logger.error(message, { function: 'abandonPayment', error: String(error) }),
  ),
);

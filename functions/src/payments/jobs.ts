/**
 * The payments' frequent jobs (functions/src/schedules.ts): holds that ended without a payment are
 * released (the processor asked first: a payment that succeeded confirms instead), and movements
 * the processor has not settled — a call that never got its answer, a failed refund or transfer
 * whose next attempt has come — are carried out again.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { decidePaymentOutcome, type Booking } from '@kookers/domain/booking';
import { collectionOf } from '../shared/db';
import { processor } from './adapter';
import { carryOutQuietly, lookedAt } from './carry-out';
import { processEvent } from './events';
import { endHold } from './payment-callables';
import { resumePayouts } from './balance';

/**
 * A booking awaiting its payment whose hold ended at `now` (or, `by` a suspension, whose Kooker was
 * suspended): confirmed if the processor says the payment succeeded (its event late or lost: its
 * word, read again, processed once as an event), expired otherwise, its payment cancelled at the
 * processor. Resolves with what became of it ('kept': neither, it was settled meanwhile).
 */
export async function settleEndedHold(
  db: Firestore,
  booking: Booking,
  now: Date,
  by: 'platform' | 'suspension' = 'platform',
): Promise<'expired' | 'confirmed' | 'kept'> {
  const entry = booking.ledger.find((candidate) => candidate.type === 'payment');
  const reference = entry?.reference ?? '';
  const payment = reference ? await processor().retrievePayment(reference) : null;
  if (payment?.state === 'succeeded' && entry && decidePaymentOutcome(booking, entry.id, { state: 'succeeded', reference }, now)) {
    await processEvent(db, { id: `read:${reference}`, type: 'payment.succeeded', object: payment, created: now }, now);
    return 'confirmed';
  }
  return (await endHold(db, booking.id, by, now)) === 'expired' ? 'expired' : 'kept';
}

/** Bookings awaiting a payment whose hold ended at `now`: each settled (settleEndedHold). */
export async function releaseUnpaidHolds(db: Firestore, now: Date): Promise<{ expired: number; confirmed: number }> {
  const ended = await collectionOf(db, 'bookings')
    .where('status', '==', 'awaiting-payment')
    .where('holdUntil', '<=', Timestamp.fromDate(now))
    .limit(200)
    .get();
  let expired = 0;
  let confirmed = 0;
  for (const snapshot of ended.docs) {
    const booking = snapshot.data();
    try {
      const outcome = await settleEndedHold(db, booking, now);
      if (outcome === 'expired') expired += 1;
      if (outcome === 'confirmed') confirmed += 1;
    } catch (error) {
      logger.error('Réservation non payée à reprendre', { bookingId: booking.id, error: String(error) });
    }
  }
  return { expired, confirmed };
}

/**
 * Bookings whose ledger asks for the processor again at `now` (`paymentsDueAt`), except those
 * awaiting their payment; then the Kookers' payouts due again (balance.ts).
 */
export async function retryPayments(db: Firestore, now: Date): Promise<{ examined: number }> {
  const due = await collectionOf(db, 'bookings').where('paymentsDueAt', '<=', Timestamp.fromDate(now)).limit(200).get();
  const bookings = due.docs.map((snapshot) => snapshot.data()).filter((booking) => booking.status !== 'awaiting-payment');
  for (const booking of bookings) {
    await carryOutQuietly(db, booking.id, now);
    await lookedAt(db, booking.id, now);
  }
  const payouts = await resumePayouts(db, now);
  return { examined: bookings.length + payouts.filter((outcome) => outcome !== 'nothing').length };
}

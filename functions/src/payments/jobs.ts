/**
 * The payments' frequent jobs (functions/src/schedules.ts): holds that ended without a payment are
 * released (the processor asked first: a payment that succeeded confirms instead), and movements
 * the processor has not settled — a call that never got its answer, a failed refund or transfer
 * whose next attempt has come — are carried out again.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { decidePaymentOutcome } from '@kookers/domain/booking';
import { collectionOf } from '../shared/db';
import { processor } from './adapter';
import { carryOutQuietly } from './carry-out';
import { processEvent } from './events';
import { endHold } from './payment-callables';
import { resumePayouts } from './balance';

/** Bookings awaiting a payment whose hold ended at `now`: confirmed if the processor says it succeeded, expired otherwise. */
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
      const reference = booking.ledger.find((entry) => entry.type === 'payment')?.reference ?? '';
      const payment = reference ? await processor().retrievePayment(reference) : null;
      const entry = booking.ledger.find((candidate) => candidate.type === 'payment');
      if (payment?.state === 'succeeded' && entry && decidePaymentOutcome(booking, entry.id, { state: 'succeeded', reference }, now)) {
        // The event is late or lost: the processor's word, read again, confirms it (processed once, as an event).
        await processEvent(db, { id: `read:${reference}`, type: 'payment.succeeded', object: payment, created: now }, now);
        confirmed += 1;
        continue;
      }
      if ((await endHold(db, booking.id, 'platform', now)) === 'expired') expired += 1;
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
  for (const booking of bookings) await carryOutQuietly(db, booking.id, now);
  const payouts = await resumePayouts(db, now);
  return { examined: bookings.length + payouts.filter((outcome) => outcome !== 'nothing').length };
}

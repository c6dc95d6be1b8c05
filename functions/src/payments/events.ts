/**
 * The processor's events, once verified by the webhook (webhook.ts): each processed once — its
 * `processorEvents/{id}` created in the transaction of its effect, so that a second delivery finds
 * it and does nothing — and in any order: each reads the booking or payout again and moves only
 * what is still `requested`, by the transitions its state allows (domain/src/booking/decide-payment.ts).
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  decideMovementOutcome,
  decidePaymentOutcome,
  failureMessage,
  retryAt,
  type Booking,
  type PaymentChange,
} from '@kookers/domain/booking';
import { documentOf } from '../shared/db';
import { outcomeOf, carryOutQuietly } from './carry-out';
import { paymentsDueAt, recorded, stored } from './ledger';
import type { ProcessorEvent } from './processor';

/** What processing an event did, in French, kept on its `processorEvents` document. */
type Processed = { outcome: string; carryOut: string | null };

/** The entry an event is about: by its id in the metadata, or by the processor's reference. */
function entryIdOf(booking: Booking, event: ProcessorEvent): string | null {
  const byMetadata = event.object.metadata.entryId;
  if (byMetadata) return byMetadata;
  return booking.ledger.find((entry) => entry.reference === event.object.id)?.id ?? null;
}

function writeChange(transaction: Transaction, db: Firestore, booking: Booking, change: PaymentChange, now: Date): void {
  const ledger = recorded(booking.id, change.ledger, change.movements, now);
  const update = Object.fromEntries(
    Object.entries(change.update).map(([field, value]) => [field, value instanceof Date ? Timestamp.fromDate(value) : value]),
  );
  const due = paymentsDueAt(ledger, now);
  const ref = documentOf(db, 'bookings', booking.id).withConverter(null);
  transaction.update(ref, {
    ...update,
    updatedAt: FieldValue.serverTimestamp(),
    ledger: ledger.map(stored),
    paymentsDueAt: due ? Timestamp.fromDate(due) : null,
  });
}

async function onBookingEvent(db: Firestore, transaction: Transaction, event: ProcessorEvent, now: Date): Promise<Processed> {
  const bookingId = event.object.metadata.bookingId;
  if (!bookingId) return { outcome: 'Sans réservation : ignoré.', carryOut: null };
  const booking = (await transaction.get(documentOf(db, 'bookings', bookingId))).data();
  if (!booking) return { outcome: `Réservation ${bookingId} introuvable : ignoré.`, carryOut: null };
  const entryId = entryIdOf(booking, event);
  const kind = event.type.split('.')[0];
  let change: PaymentChange | null = null;
  if (kind === 'payment') {
    const payment = booking.ledger.find((entry) => entry.type === 'payment');
    if (!payment) return { outcome: 'Aucun paiement dans le registre : ignoré.', carryOut: null };
    if (event.type === 'payment.succeeded')
      change = decidePaymentOutcome(booking, payment.id, { state: 'succeeded', reference: event.object.id }, now);
    if (event.type === 'payment.failed')
      change = decidePaymentOutcome(booking, payment.id, { state: 'declined', code: event.object.failureCode }, now);
  } else if (entryId) {
    const entry = booking.ledger.find((candidate) => candidate.id === entryId);
    // An answer of an earlier attempt (its object is not the entry's current one) changes nothing.
    const current =
      entry && (entry.reference === '' ? event.object.metadata.attempt === String(entry.attempts) : entry.reference === event.object.id);
    if (entry && current) change = decideMovementOutcome(booking, entryId, outcomeOf(entry, event.object), now);
  }
  if (!change) return { outcome: 'Rien à changer (déjà traité, ou dans le désordre).', carryOut: null };
  writeChange(transaction, db, booking, change, now);
  const failed = change.ledger.find((entry) => entry.id === entryId && entry.state === 'failed' && entry.type === 'clawback');
  if (failed)
    transaction.set(
      documentOf(db, 'payoutAccounts', booking.kookerId).withConverter(null),
      { owed: FieldValue.increment(failed.amount), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  return { outcome: `${event.type} appliqué à la réservation ${booking.id}.`, carryOut: change.movements.length > 0 ? booking.id : null };
}

async function onPayoutEvent(db: Firestore, transaction: Transaction, event: ProcessorEvent, now: Date): Promise<Processed> {
  const payoutId = event.object.metadata.payoutId;
  if (!payoutId) return { outcome: 'Versement sans identifiant : ignoré.', carryOut: null };
  const ref = documentOf(db, 'payouts', payoutId);
  const payout = (await transaction.get(ref)).data();
  if (!payout || payout.state !== 'requested' || (payout.reference !== '' && payout.reference !== event.object.id))
    return { outcome: 'Rien à changer (déjà traité, ou dans le désordre).', carryOut: null };
  const paid = event.type === 'payout.paid';
  transaction.update(ref.withConverter(null), {
    state: paid ? 'succeeded' : 'failed',
    reference: event.object.id,
    settledAt: Timestamp.fromDate(now),
    failure: paid ? null : failureMessage(event.object.failureCode ?? 'payout_failed'),
    nextAttemptAt: paid ? null : Timestamp.fromDate(retryAt(payout.attempts, now)),
  });
  return { outcome: `${event.type} appliqué au versement ${payoutId}.`, carryOut: null };
}

/**
 * Processes one verified event at `now`: `duplicate` when it was processed before. A payment that
 * succeeded after its hold ended is refunded in full, asked of the processor after the transaction.
 */
export async function processEvent(db: Firestore, event: ProcessorEvent, now: Date): Promise<'processed' | 'duplicate'> {
  const eventRef = documentOf(db, 'processorEvents', event.id);
  const result = await db.runTransaction(async (transaction) => {
    if ((await transaction.get(eventRef)).exists) return null;
    const processed = event.type.startsWith('payout.')
      ? await onPayoutEvent(db, transaction, event, now)
      : await onBookingEvent(db, transaction, event, now);
    transaction.create(eventRef, {
      id: event.id,
      type: event.type,
      objectId: event.object.id,
      outcome: processed.outcome,
      processedAt: Timestamp.fromDate(now),
    });
    return processed;
  });
  if (!result) return 'duplicate';
  if (result.carryOut) await carryOutQuietly(db, result.carryOut, now);
  return 'processed';
}

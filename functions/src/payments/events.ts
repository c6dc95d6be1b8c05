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
  kookerContactPhone,
  stillItsTime,
  type Booking,
  type ContactSources,
  type LateConfirmation,
  type PaymentChange,
} from '@kookers/domain/booking';
import { documentPath } from '@kookers/domain/data';
import { failureMessage, formatCents, PAYOUT_RETURNED, retryAt } from '@kookers/domain/money';
import { formatParisMoment } from '@kookers/domain/rules';
import { getAuth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { addressFor, writeMailOnce } from '../mail/outbox';
import { payoutReturnedMail, payoutReturnedMailId } from '../mail/payout-returned-mail';
import { siteOriginForMail } from '../mail/site-origin';
import { operatorLogId } from '@kookers/domain/operations';
import { logInTransaction } from '../operations/operator-log';
import { slotLockId } from '../bookings/slot-lock';
import { collectionOf, documentOf } from '../shared/db';
import { outcomeOf, carryOutQuietly } from './carry-out';
import { paymentsDueAt, recorded, stored } from './ledger';
import type { ProcessorEvent } from './processor';

/** What processing an event did, in French, kept on its `processorEvents` document; a payout returned is told its Kooker after. */
type Processed = {
  outcome: string;
  carryOut: string | null;
  returned?: { payoutId: string; kookerId: string; attempt: number; amount: number; nextAttemptAt: Date };
};

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

/**
 * Where a booking being paid takes its contact details from (domain/src/booking/booking-contacts.ts):
 * what its client gave, held until now, and the Kooker's private profile as it is now.
 */
async function contactSources(db: Firestore, transaction: Transaction, booking: Booking): Promise<Partial<ContactSources>> {
  const [held, kooker] = await Promise.all([
    transaction.get(documentOf(db, 'heldContacts', booking.id)),
    transaction.get(documentOf(db, 'users', booking.kookerId)),
  ]);
  const { clientPhone = '', clientAddress = '' } = held.data() ?? {};
  const user = kooker.data();
  return { clientPhone, clientAddress, kookerPhone: kookerContactPhone(user), kookerAddress: user?.address ?? '' };
}

/**
 * What a payment succeeding after its hold ended is confirmed against (stillItsTime,
 * domain/src/booking/decide-payment.ts), read in its transaction: the Kooker's bookings not ended
 * by its start that may overlap it, and the offer it was made from. Nothing while the hold lasts.
 */
async function lateConfirmation(db: Firestore, transaction: Transaction, booking: Booking, now: Date): Promise<LateConfirmation | null> {
  if ((booking.holdUntil?.toMillis() ?? 0) > now.getTime() || !booking.startAt) return null;
  const [others, offer] = await Promise.all([
    transaction.get(
      collectionOf(db, 'bookings')
        .where('kookerId', '==', booking.kookerId)
        .where('status', 'in', ['awaiting-payment', 'confirmed'])
        .where('endAt', '>', booking.startAt),
    ),
    booking.offerId ? transaction.get(documentOf(db, 'offers', booking.offerId)) : Promise.resolve(null),
  ]);
  const offerData = offer?.data();
  return {
    overlapping: others.docs.map((doc) => doc.data()),
    offer: offerData ? { status: offerData.status, bookingId: offerData.bookingId } : null,
  };
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
    if (event.type === 'payment.succeeded') {
      const awaiting = booking.status === 'awaiting-payment';
      const [sources, late] = awaiting
        ? await Promise.all([contactSources(db, transaction, booking), lateConfirmation(db, transaction, booking, now)])
        : [{}, null];
      change = decidePaymentOutcome(
        booking,
        payment.id,
        { state: 'succeeded', reference: event.object.id },
        now,
        sources,
        late ? stillItsTime(booking, late, now) : true,
      );
    }
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
  // Paid, or paid too late: what the client gave is on the booking now as the rule shows it, or nowhere; the held copy goes.
  if (booking.status === 'awaiting-payment' && change.update.status !== undefined)
    transaction.delete(documentOf(db, 'heldContacts', booking.id));
  // A time given away meanwhile: the booking's slot is not its own any more.
  if (change.releaseSlot) transaction.delete(documentOf(db, 'slotLocks', slotLockId(booking.kookerId, booking.date, booking.time)));
  // A refund the client's bank refused after it had succeeded: handed to operators, who refund otherwise.
  const before = booking.ledger.find((entry) => entry.id === entryId);
  const reopened = change.ledger.find((entry) => entry.id === entryId && entry.type === 'refund' && entry.state === 'failed');
  if (reopened && before?.state === 'succeeded')
    logInTransaction(db, transaction, operatorLogId('refundFailedLater', event.id), {
      action: 'refundFailedLater',
      target: documentPath('bookings', booking.id),
      reason: '',
      outcome: 'done',
      detail: `À traiter : la banque du client (${booking.clientName}) a refusé après coup le remboursement de ${formatCents(reopened.amount)} (${event.object.id}, ${event.object.failureCode ?? 'motif non donné'}). Rembourser par virement (docs/exploitation.md, « Rembourser à la main »).`,
    });
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
  // Paid, then sent back by the Kooker's bank (a closed account): the payout reopens, due again with
  // a new key; the Kooker is told, and operators see it (docs/argent.md, « Le solde du Kooker »).
  if (payout?.state === 'succeeded' && event.type === 'payout.failed' && payout.reference === event.object.id) {
    const nextAttemptAt = retryAt(payout.attempts, now);
    transaction.update(ref.withConverter(null), {
      state: 'failed',
      failure: PAYOUT_RETURNED,
      settledAt: Timestamp.fromDate(now),
      nextAttemptAt: Timestamp.fromDate(nextAttemptAt),
    });
    logInTransaction(db, transaction, operatorLogId('payoutReturned', event.id), {
      action: 'payoutReturned',
      target: documentPath('payouts', payoutId),
      reason: '',
      outcome: 'done',
      detail: `La banque du Kooker a renvoyé le versement de ${formatCents(payout.amount)} (${event.object.id}, ${event.object.failureCode ?? 'motif non donné'}) : nouvel essai le ${formatParisMoment(nextAttemptAt)}. S'il revient encore, voir avec le Kooker son compte de versement.`,
    });
    return {
      outcome: `${event.type} : versement ${payoutId} renvoyé par la banque, rouvert.`,
      carryOut: null,
      returned: { payoutId, kookerId: payout.kookerId, attempt: payout.attempts, amount: payout.amount, nextAttemptAt },
    };
  }
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
  if (result.returned) await tellPayoutReturned(db, result.returned);
  return 'processed';
}

/** Tells the Kooker their bank sent a payout back (payout-returned-mail.ts), once per payout and attempt. */
async function tellPayoutReturned(db: Firestore, returned: NonNullable<Processed['returned']>): Promise<void> {
  try {
    const to = await addressFor(db, getAuth(), returned.kookerId);
    if (!to) return;
    const [user, account] = await Promise.all([
      documentOf(db, 'users', returned.kookerId).get(),
      documentOf(db, 'payoutAccounts', returned.kookerId).get(),
    ]);
    const content = payoutReturnedMail(
      { amount: returned.amount, ibanHint: account.data()?.ibanHint ?? '', nextAttemptAt: returned.nextAttemptAt },
      user.data()?.firstName ?? '',
      await siteOriginForMail(),
    );
    await writeMailOnce(db, payoutReturnedMailId(returned.payoutId, returned.attempt), to, content);
  } catch (error) {
    logger.error('Courriel de versement renvoyé à refaire', { payoutId: returned.payoutId, error: String(error) });
  }
}

/**
 * Carrying out what a booking's ledger asks (docs/argent.md, « Le registre »): after the
 * transaction that recorded movements `requested` — never inside it, which may run its body again —
 * each is asked of the processor with its entry's idempotency key, and the answer recorded. A
 * failed refund or transfer waits for its next attempt (`nextAttemptAt`, a new key), which the
 * frequent job retries (retryPayments); a claw-back the Kooker's account cannot cover is not
 * retried: the platform absorbs it and the Kooker owes it, netted against their next payouts.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { failureMessage, nextAttempt, retriedAfterRefusal, settledEntry, type EntryOutcome, type LedgerEntry } from '@kookers/domain/money';
import type { Booking } from '@kookers/domain/booking';
import { documentOf } from '../shared/db';
import { processor } from './adapter';
import { paymentsDueAt, stored } from './ledger';
import { ProcessorRefusal, type ProcessorObject } from './processor';

const NO_ACCOUNT = 'Le Kooker n’a pas encore de compte de versement : le virement attend qu’il en indique un.';

/** The processor's answer as an entry's outcome: a refused claw-back, or a refusal no attempt would change, is not retried. */
export function outcomeOf(entry: Pick<LedgerEntry, 'type'>, answer: ProcessorObject): EntryOutcome {
  if (answer.state === 'succeeded') return { state: 'succeeded', reference: answer.id };
  if (answer.state === 'failed' || answer.state === 'canceled')
    return {
      state: 'failed',
      reference: answer.id,
      failure: failureMessage(answer.failureCode),
      retry: retriedAfterRefusal(entry.type, answer.failureCode ?? ''),
    };
  return { state: 'pending', reference: answer.id };
}

/** Calls the processor for one requested entry of the booking; the outcome, or null when the call must wait. */
async function ask(db: Firestore, booking: Booking, entry: LedgerEntry): Promise<EntryOutcome> {
  const metadata = { bookingId: booking.id, entryId: entry.id, attempt: String(entry.attempts) };
  try {
    if (entry.type === 'refund') {
      return outcomeOf(
        entry,
        await processor().refund({ paymentId: booking.payment.reference, amount: entry.amount, key: entry.key, metadata }),
      );
    }
    if (entry.type === 'payout') {
      const account = (await documentOf(db, 'payoutAccounts', booking.kookerId).get()).data();
      if (!account?.accountId) return { state: 'failed', reference: '', failure: NO_ACCOUNT, retry: true };
      const answer = await processor().transfer({
        accountId: account.accountId,
        amount: entry.amount,
        key: entry.key,
        metadata,
        sourcePaymentId: booking.payment.reference || undefined,
      });
      return outcomeOf(entry, answer);
    }
    // A claw-back reverses the booking's transfer to the Kooker.
    const transfer = booking.ledger.findLast((candidate) => candidate.type === 'payout' && candidate.state === 'succeeded');
    if (!transfer) return { state: 'failed', reference: '', failure: failureMessage('insufficient_balance'), retry: false };
    return outcomeOf(
      entry,
      await processor().reverseTransfer({ transferId: transfer.reference, amount: entry.amount, key: entry.key, metadata }),
    );
  } catch (error) {
    if (error instanceof ProcessorRefusal)
      return {
        state: 'failed',
        reference: '',
        failure: failureMessage(error.code),
        retry: retriedAfterRefusal(entry.type, error.code),
      };
    throw error;
  }
}

/**
 * Records `outcome` for the entry `entryId` of the booking, if its attempt (`key`) is still the
 * current one and still requested: a late answer of an earlier attempt changes nothing. A claw-back
 * refused for good becomes what the Kooker owes.
 */
async function recordOutcome(
  db: Firestore,
  bookingId: string,
  entryId: string,
  key: string,
  outcome: EntryOutcome,
  now: Date,
): Promise<boolean> {
  const ref = documentOf(db, 'bookings', bookingId);
  return db.runTransaction(async (transaction) => {
    const booking = (await transaction.get(ref)).data();
    const entry = booking?.ledger.find((candidate) => candidate.id === entryId);
    if (!booking || !entry || entry.key !== key || entry.state !== 'requested') return false;
    const settled = settledEntry(entry, outcome, now);
    const ledger = booking.ledger.map((candidate) => (candidate.id === entryId ? settled : candidate));
    const due = paymentsDueAt(ledger, now, booking.status === 'awaiting-payment' ? (booking.holdUntil?.toDate() ?? null) : null);
    transaction.update(ref.withConverter(null), {
      ledger: ledger.map(stored),
      paymentsDueAt: due ? Timestamp.fromDate(due) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (entry.type === 'clawback' && settled.state === 'failed')
      transaction.set(
        documentOf(db, 'payoutAccounts', booking.kookerId).withConverter(null),
        { owed: FieldValue.increment(entry.amount), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    return true;
  });
}

/** A failed entry whose next attempt is due is asked again, with a new key. */
async function retryDue(db: Firestore, bookingId: string, now: Date): Promise<void> {
  const ref = documentOf(db, 'bookings', bookingId);
  await db.runTransaction(async (transaction) => {
    const booking = (await transaction.get(ref)).data();
    if (!booking) return;
    const due = (entry: LedgerEntry) =>
      entry.state === 'failed' &&
      entry.type !== 'payment' &&
      entry.nextAttemptAt !== null &&
      entry.nextAttemptAt.toMillis() <= now.getTime();
    if (!booking.ledger.some(due)) return;
    const ledger = booking.ledger.map((entry) => (due(entry) ? nextAttempt(booking.id, entry) : entry));
    const next = paymentsDueAt(ledger, now);
    transaction.update(ref.withConverter(null), { ledger: ledger.map(stored), paymentsDueAt: next ? Timestamp.fromDate(next) : null });
  });
}

/**
 * Asks the processor for every movement of the booking still requested and unanswered (no
 * reference yet), after retrying the failed ones whose time has come; records each answer.
 */
export async function carryOut(db: Firestore, bookingId: string, now: Date): Promise<void> {
  await retryDue(db, bookingId, now);
  const booking = (await documentOf(db, 'bookings', bookingId).get()).data();
  if (!booking) return;
  for (const entry of booking.ledger) {
    if (entry.type === 'payment' || entry.state !== 'requested' || entry.reference !== '') continue;
    // The client's refund before the Kooker's claw-back (docs/argent.md): a claw-back waits until
    // every refund before it has succeeded.
    const before = booking.ledger.slice(0, booking.ledger.indexOf(entry));
    if (entry.type === 'clawback' && before.some((earlier) => earlier.type === 'refund' && earlier.state !== 'succeeded')) continue;
    const outcome = await ask(db, booking, entry);
    const recorded = await recordOutcome(db, booking.id, entry.id, entry.key, outcome, now);
    if (recorded && outcome.state === 'failed')
      logger.warn('Mouvement refusé par le prestataire', {
        bookingId: booking.id,
        entryId: entry.id,
        type: entry.type,
        failure: outcome.failure,
      });
    // A transfer just made: a claw-back later in this ledger reverses it, and finds it here.
    if (entry.type === 'payout' && outcome.state === 'succeeded')
      booking.ledger = booking.ledger.map((candidate) =>
        candidate.id === entry.id ? { ...candidate, state: 'succeeded', reference: outcome.reference } : candidate,
      );
  }
}

/**
 * After the frequent job looked at a booking that was due (retryPayments), its `paymentsDueAt` as
 * its ledger now says (paymentsDueAt): an entry still waiting for the processor's event moves back
 * in the job's queue instead of staying first in it. Written only when it moves later, or to none;
 * never failing the job, which goes on with the next booking.
 */
export async function lookedAt(db: Firestore, bookingId: string, now: Date): Promise<void> {
  const ref = documentOf(db, 'bookings', bookingId);
  const moved = db.runTransaction(async (transaction) => {
    const booking = (await transaction.get(ref)).data();
    if (!booking || booking.status === 'awaiting-payment') return;
    // Only a booking still due: carrying it out may have settled it, or moved it already.
    const current = booking.paymentsDueAt?.toMillis() ?? null;
    if (current === null || current > now.getTime()) return;
    const due = paymentsDueAt(booking.ledger, now);
    if (due !== null && due.getTime() <= now.getTime()) return;
    transaction.update(ref.withConverter(null), { paymentsDueAt: due ? Timestamp.fromDate(due) : null });
  });
  await moved.catch((error: unknown) => logger.error('Prochain passage de la réservation à refaire', { bookingId, error: String(error) }));
}

/** Carries out after a write, never failing the caller: what is not done now, the frequent job does (retryPayments). */
export async function carryOutQuietly(db: Firestore, bookingId: string, now: Date): Promise<void> {
  try {
    await carryOut(db, bookingId, now);
  } catch (error) {
    logger.error('Paiement à reprendre', { bookingId, error: String(error) });
  }
}

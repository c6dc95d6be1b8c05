/**
 * The Kooker's balance moving (docs/argent.md, « Le solde du Kooker »): each hour, the shares whose
 * complaint window has passed become available (releaseEarnings); each Monday, a Kooker's available
 * shares are transferred to their payout account, booking by booking, and paid out to their bank
 * in one payout, less what they owe (payKookers). A Kooker without a payout account, or without
 * complete tax data (DAC7: docs/argent.md, « Déclaration DAC7 »), keeps their shares available; so
 * does one whose account changed less than 72 h ago (payoutHeldUntil, domain/src/money/payout-account.ts).
 * Every step reads again what it moves, in its own transaction: a second run, or two at once,
 * moves nothing twice; the processor's calls come after the transactions, with the idempotency key
 * of their attempt.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  decideRelease,
  failureMessage,
  payoutIdOf,
  payoutKey,
  decidePayoutAttempt,
  payoutHeldUntil,
  PAYOUT_HELD_AFTER_CHANGE,
  retryAt,
  transferred,
  type Payout,
} from '@kookers/domain/money';
import { SERVER_TIME } from '@kookers/domain/rules';
import { written } from '../bookings/decisions';
import { collectionOf, documentOf } from '../shared/db';
import { mapConcurrently } from '../shared/in-batches';
import { processor } from './adapter';
import { carryOut } from './carry-out';
import { paymentsDueAt, recorded } from './ledger';
import { ProcessorRefusal, type ProcessorObject } from './processor';
import { hasCompleteTaxData } from '../tax/tax-data';

const CONCURRENT = 5;

/** A payout still unsent this long after it was opened was left by a run that stopped. */
const UNFINISHED_AFTER_MS = 10 * 60 * 1000;

/** Why a payout waits before it is sent: a transfer of its shares has not succeeded yet (retried by retryPayments). */
export const TRANSFERS_PENDING = 'Un virement vers le compte du Kooker n’a pas encore abouti : le versement attend qu’il aboutisse.';

/* ───────────── releaseEarnings ───────────── */

/**
 * The hourly job: every held share whose window has passed at `now`, without an open complaint,
 * becomes available (decideRelease, domain/src/money/balance.ts), each booking in its own
 * transaction that reads it again.
 */
export async function releaseEarnings(db: Firestore, now: Date): Promise<{ released: number }> {
  // Only the last 48 h of earnings are held: a short list, filtered here rather than by a composite index.
  const held = await collectionOf(db, 'bookings').where('payout.status', '==', 'held').get();
  const due = held.docs.filter((doc) => decideRelease(doc.data(), now).ok).map((doc) => doc.id);
  const released = await mapConcurrently(due, CONCURRENT * 2, (bookingId) => releaseOne(db, bookingId, now));
  return { released: released.filter(Boolean).length };
}

async function releaseOne(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  const ref = documentOf(db, 'bookings', bookingId);
  return db.runTransaction(async (transaction) => {
    const decision = decideRelease((await transaction.get(ref)).data() ?? null, now);
    if (decision.ok) transaction.update(ref.withConverter(null), written(decision.update));
    return decision.ok;
  });
}

/* ───────────── payKookers ───────────── */

export interface PayKookersSummary {
  /** Payouts sent to the processor (new, continued or retried). */
  sent: number;
  /** Kookers with available shares and no payout account: their shares stay available. */
  withoutAccount: number;
  /** Kookers with available shares and a payout account, but no complete tax data: their shares stay available. */
  withoutTaxData: number;
  /** Kookers with available shares whose payout account changed less than 72 h ago: their shares stay available. */
  accountChanged: number;
  /** Payouts that wait for a transfer of theirs. */
  waiting: number;
}

/**
 * The weekly job at `now`: first the payouts left unfinished by an earlier run and those whose
 * next attempt has come, then, per Kooker with available shares, a payout account and complete
 * tax data, this week's payout (`{kookerId}_{isoWeek}`): the shares transferred, then paid out less what is owed.
 */
export async function payKookers(db: Firestore, now: Date): Promise<PayKookersSummary> {
  const summary: PayKookersSummary = { sent: 0, withoutAccount: 0, withoutTaxData: 0, accountChanged: 0, waiting: 0 };
  const count = (outcome: SendOutcome) => {
    if (outcome === 'sent') summary.sent += 1;
    if (outcome === 'waiting') summary.waiting += 1;
  };

  for (const outcome of await resumePayouts(db, now)) count(outcome);

  const available = await collectionOf(db, 'bookings').where('payout.status', '==', 'available').get();
  const byKooker = new Map<string, string[]>();
  for (const doc of available.docs) byKooker.set(doc.data().kookerId, [...(byKooker.get(doc.data().kookerId) ?? []), doc.id]);
  const outcomes = await mapConcurrently([...byKooker], CONCURRENT, ([kookerId, bookingIds]) => payWeek(db, kookerId, bookingIds, now));
  for (const outcome of outcomes) {
    if (outcome === 'no-account') summary.withoutAccount += 1;
    else if (outcome === 'no-tax-data') summary.withoutTaxData += 1;
    else if (outcome === 'account-changed') summary.accountChanged += 1;
    else count(outcome);
  }
  return summary;
}

type SendOutcome = 'sent' | 'waiting' | 'nothing';

/**
 * The payouts left unfinished by an earlier run and those whose next attempt has come, sent again:
 * by the weekly job, and by the frequent one (jobs.ts, retryPayments), so that a refused payout is
 * tried again at its time, not the next Monday.
 */
export async function resumePayouts(db: Firestore, now: Date): Promise<SendOutcome[]> {
  // Few payouts are ever unfinished or failed: each query is filtered here, no composite index.
  const [unfinished, failed] = await Promise.all([
    collectionOf(db, 'payouts').where('state', '==', 'requested').get(),
    collectionOf(db, 'payouts').where('nextAttemptAt', '<=', Timestamp.fromDate(now)).get(),
  ]);
  const earlier = [
    // Unsent and left for a while (a payout being filled right now by payWeek is not taken from it).
    ...unfinished.docs
      .map((doc) => doc.data())
      .filter((payout) => payout.reference === '' && (payout.requestedAt?.toMillis() ?? 0) <= now.getTime() - UNFINISHED_AFTER_MS),
    ...failed.docs.map((doc) => doc.data()).filter((payout) => payout.state === 'failed'),
  ];
  return mapConcurrently(earlier, CONCURRENT, (payout) => resume(db, payout, now));
}

/** This week's payout of one Kooker: created once, joined by each available share, then sent. */
async function payWeek(
  db: Firestore,
  kookerId: string,
  bookingIds: string[],
  now: Date,
): Promise<SendOutcome | 'no-account' | 'no-tax-data' | 'account-changed'> {
  const account = (await documentOf(db, 'payoutAccounts', kookerId).get()).data();
  if (!account?.accountId) return 'no-account';
  // A changed account receives nothing for 72 h: this week's payout waits for the next run.
  if (payoutHeldUntil(account, now)) return 'account-changed';
  // The platform reports every Kooker it pays (DAC7): without their tax data, their balance waits, available.
  if (!(await hasCompleteTaxData(db, kookerId))) {
    logger.warn('Versement suspendu : informations fiscales manquantes', { kookerId, shares: bookingIds.length });
    return 'no-tax-data';
  }
  const payoutId = payoutIdOf(kookerId, now);
  const payoutRef = documentOf(db, 'payouts', payoutId);
  const open = await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(payoutRef)).data();
    // Already sent this week: the shares made available since wait for next week's.
    if (existing) return existing.attempts === 0 && existing.state === 'requested';
    transaction.create(payoutRef.withConverter(null), {
      kookerId,
      amount: 0,
      bookingIds: [],
      shares: 0,
      owedNetted: 0,
      netting: [],
      state: 'requested',
      key: '',
      attempts: 0,
      nextAttemptAt: null,
      failure: null,
      reference: '',
      requestedAt: Timestamp.fromDate(now),
      settledAt: null,
    });
    return true;
  });
  if (!open) return 'nothing';
  for (const bookingId of bookingIds) await join(db, bookingId, payoutId, kookerId, now);
  return send(db, payoutId, now);
}

/**
 * One available share joins the payout, in a transaction that reads both again: the share is
 * released (transferred, domain/src/money/payments.ts) and its transfer recorded `requested` in
 * the ledger, the payout counts it. A share moved meanwhile, or a payout already sent, joins nothing.
 */
async function join(db: Firestore, bookingId: string, payoutId: string, kookerId: string, now: Date): Promise<boolean> {
  const bookingRef = documentOf(db, 'bookings', bookingId);
  const payoutRef = documentOf(db, 'payouts', payoutId);
  return db.runTransaction(async (transaction) => {
    const [booking, payout] = [(await transaction.get(bookingRef)).data(), (await transaction.get(payoutRef)).data()];
    if (!booking || !payout || booking.kookerId !== kookerId || booking.payout.status !== 'available') return false;
    if (payout.attempts !== 0 || payout.key !== '' || payout.state !== 'requested') return false;
    const { payout: released, movements } = transferred(booking.amounts, payoutId, now);
    const ledger = recorded(booking.id, booking.ledger, movements, now);
    transaction.update(
      bookingRef.withConverter(null),
      written({
        'payout.status': released.status,
        'payout.releasedAt': released.releasedAt,
        'payout.payoutId': released.payoutId,
        ledger,
        paymentsDueAt: paymentsDueAt(ledger, now),
        updatedAt: SERVER_TIME,
      }),
    );
    transaction.update(payoutRef.withConverter(null), {
      bookingIds: FieldValue.arrayUnion(bookingId),
      shares: FieldValue.increment(booking.amounts.kookerPayout),
    });
    return true;
  });
}

/** A payout left by an earlier run (unsent), or failed and due again: its transfers carried out, then sent again. */
async function resume(db: Firestore, payout: Payout, now: Date): Promise<SendOutcome> {
  if (payout.state === 'failed') {
    const ref = documentOf(db, 'payouts', payout.id);
    const reopened = await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      const due = current?.state === 'failed' && (current.nextAttemptAt?.toMillis() ?? Number.POSITIVE_INFINITY) <= now.getTime();
      if (!current || !due) return false;
      // A changed account receives nothing for 72 h: the payout waits until then.
      const heldUntil = payoutHeldUntil((await transaction.get(documentOf(db, 'payoutAccounts', current.kookerId))).data(), now);
      if (heldUntil) {
        transaction.update(ref.withConverter(null), {
          failure: PAYOUT_HELD_AFTER_CHANGE.payout(heldUntil),
          nextAttemptAt: Timestamp.fromDate(heldUntil),
        });
        return false;
      }
      // A new attempt: its amount is decided again when it is sent (send), with its own key.
      transaction.update(ref.withConverter(null), {
        key: '',
        state: 'requested',
        reference: '',
        failure: null,
        nextAttemptAt: null,
        settledAt: null,
      });
      return true;
    });
    if (!reopened) return 'nothing';
  }
  return send(db, payout.id, now);
}

/**
 * Sends a payout still `requested` (docs/argent.md, « Le solde du Kooker »): first the transfers
 * of its shares (carry-out.ts); then, once they have succeeded, each attempt decided when it starts
 * (decidePayoutAttempt), from what the Kooker's account holds for it at that moment: what they owe
 * taken back first, reversal by reversal, their debt lowered only by a reversal that succeeded;
 * then the rest sent to their bank with the attempt's key. A payout whose every cent was owed or
 * taken back is settled without a call. An attempt already decided (its key set) and unanswered is
 * asked again as it was: the same key, the same amount.
 */
async function send(db: Firestore, payoutId: string, now: Date): Promise<SendOutcome> {
  const ref = documentOf(db, 'payouts', payoutId);
  const before = (await ref.get()).data();
  if (!before || before.state !== 'requested') return 'nothing';
  for (const bookingId of before.bookingIds) {
    try {
      await carryOut(db, bookingId, now);
    } catch (error) {
      logger.error('Virement à reprendre', { payoutId, bookingId, error: String(error) });
    }
  }
  // What the Kooker owes first (each reversal asked and recorded), then the attempt, decided again.
  let call = await decideAttempt(db, payoutId, now);
  if (call === 'net') {
    await askNetting(db, payoutId);
    call = await decideAttempt(db, payoutId, now, { afterNetting: true });
  }
  if (call === 'net' || call === 'waiting') return 'waiting';
  if (call === null) return 'nothing';
  if (call.amount === 0) return 'nothing';

  const answer = await answerOrRefusal(() =>
    processor().payout({ accountId: call.accountId, amount: call.amount, key: call.key, metadata: { kookerId: call.kookerId, payoutId } }),
  );
  await recordAnswer(db, payoutId, call.key, answer, now);
  return 'sent';
}

/** The processor's answer to a call, or its refusal as `{ failed: code }`; anything else (a timeout) is thrown. */
async function answerOrRefusal(call: () => Promise<ProcessorObject>): Promise<ProcessorObject | { failed: string }> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProcessorRefusal)) throw error;
    return { failed: error.code };
  }
}

/** Why a payout waits: a reversal toward what the Kooker owes has not been answered (tried again by retryPayments). */
export const NETTING_PENDING =
  'La reprise de ce que le Kooker doit n’a pas encore abouti chez le prestataire : le versement attend qu’elle aboutisse.';

type AttemptCall = { amount: number; key: string; kookerId: string; accountId: string };

/**
 * In one transaction that reads the payout, the Kooker's account and the payout's bookings again:
 * the current attempt as it was decided, or decided now — reversals to ask first (`net`, recorded
 * `requested`), a wait (recorded as a failure due again), or its amount and key fixed. After a
 * round of reversals (`afterNetting`), one still unanswered, or a new one, waits for the next attempt.
 */
async function decideAttempt(
  db: Firestore,
  payoutId: string,
  now: Date,
  { afterNetting = false } = {},
): Promise<AttemptCall | 'net' | 'waiting' | null> {
  const ref = documentOf(db, 'payouts', payoutId);
  return db.runTransaction(async (transaction) => {
    const payout = (await transaction.get(ref)).data();
    if (!payout || payout.state !== 'requested') return null;
    const account = (await transaction.get(documentOf(db, 'payoutAccounts', payout.kookerId))).data();
    const accountId = account?.accountId ?? '';
    // Decided and perhaps asked: asked again as it was (the processor answers the same key with the same object).
    if (payout.key !== '') return { amount: payout.amount, key: payout.key, kookerId: payout.kookerId, accountId };
    const fail = (failure: string, nextAttemptAt: Date) => {
      transaction.update(ref.withConverter(null), { state: 'failed', failure, nextAttemptAt: Timestamp.fromDate(nextAttemptAt) });
      return 'waiting' as const;
    };
    // Its account changed since it was opened: nothing sent for 72 h, then tried again (retryPayments).
    const heldUntil = payoutHeldUntil(account, now);
    if (heldUntil) return fail(PAYOUT_HELD_AFTER_CHANGE.payout(heldUntil), heldUntil);
    const bookings =
      payout.bookingIds.length > 0 ? await transaction.getAll(...payout.bookingIds.map((id) => documentOf(db, 'bookings', id))) : [];
    const decision = decidePayoutAttempt(
      payoutId,
      bookings.map((snapshot) => snapshot.data()?.ledger ?? []),
      payout.netting,
      account?.owed ?? 0,
    );
    if (decision.action === 'wait') {
      if (!payout.netting.some((reversal) => reversal.state === 'requested')) return fail(TRANSFERS_PENDING, retryAt(1, now));
      return afterNetting ? fail(NETTING_PENDING, retryAt(1, now)) : 'net';
    }
    if (decision.action === 'net') {
      transaction.update(ref.withConverter(null), { netting: [...payout.netting, ...decision.netting] });
      return afterNetting ? fail(NETTING_PENDING, retryAt(1, now)) : 'net';
    }
    const attempts = payout.attempts + 1;
    const fixed = { amount: decision.amount, attempts, key: payoutKey(payoutId, attempts) };
    if (decision.amount === 0) {
      // Everything went to what the Kooker owed, or was taken back: nothing to send to the bank.
      transaction.update(ref.withConverter(null), { ...fixed, state: 'succeeded', failure: null, settledAt: Timestamp.fromDate(now) });
    } else transaction.update(ref.withConverter(null), fixed);
    return { ...fixed, kookerId: payout.kookerId, accountId };
  });
}

/**
 * Asks each reversal of the payout still `requested` toward what the Kooker owes, with its key, and
 * records its answer in a transaction: succeeded, the debt lowered by its amount; refused, the debt
 * unchanged (netted from a later payout). A call without an answer stays requested: asked again,
 * with the same key, by the payout's next attempt.
 */
async function askNetting(db: Firestore, payoutId: string): Promise<void> {
  const ref = documentOf(db, 'payouts', payoutId);
  const payout = (await ref.get()).data();
  for (const reversal of payout?.netting.filter((entry) => entry.state === 'requested') ?? []) {
    let answer: ProcessorObject | { failed: string };
    try {
      answer = await answerOrRefusal(() =>
        processor().reverseTransfer({
          transferId: reversal.transfer,
          amount: reversal.amount,
          key: reversal.key,
          metadata: { payoutId, netting: 'owed' },
        }),
      );
    } catch (error) {
      logger.error('Reprise de ce que doit le Kooker sans réponse : redemandée au prochain essai', { payoutId, error: String(error) });
      continue;
    }
    if ('state' in answer && answer.state !== 'succeeded' && answer.state !== 'failed' && answer.state !== 'canceled') continue;
    const succeeded = 'state' in answer && answer.state === 'succeeded';
    await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      const entry = current?.netting.find((candidate) => candidate.key === reversal.key);
      if (!current || entry?.state !== 'requested') return;
      const settled = { ...entry, state: succeeded ? 'succeeded' : 'failed', reference: 'id' in answer ? answer.id : '' };
      transaction.update(ref.withConverter(null), {
        netting: current.netting.map((candidate) => (candidate.key === reversal.key ? settled : candidate)),
        ...(succeeded ? { owedNetted: FieldValue.increment(reversal.amount) } : {}),
      });
      if (succeeded)
        transaction.update(documentOf(db, 'payoutAccounts', current.kookerId).withConverter(null), {
          owed: FieldValue.increment(-reversal.amount),
          updatedAt: FieldValue.serverTimestamp(),
        });
      else
        logger.warn('Reprise de ce que doit le Kooker refusée : la dette reste', {
          payoutId,
          failure: 'failed' in answer ? answer.failed : answer.failureCode,
        });
    });
  }
}

/** The processor's answer to the attempt `key`, unless its event settled the payout first. */
async function recordAnswer(
  db: Firestore,
  payoutId: string,
  key: string,
  answer: ProcessorObject | { failed: string },
  now: Date,
): Promise<void> {
  const ref = documentOf(db, 'payouts', payoutId);
  await db.runTransaction(async (transaction) => {
    const payout = (await transaction.get(ref)).data();
    if (!payout || payout.state !== 'requested' || payout.key !== key) return;
    const failed =
      'failed' in answer
        ? answer.failed
        : answer.state === 'failed' || answer.state === 'canceled'
          ? (answer.failureCode ?? 'payout_failed')
          : null;
    const reference = 'id' in answer ? answer.id : payout.reference;
    if (failed !== null) {
      transaction.update(ref.withConverter(null), {
        state: 'failed',
        reference,
        failure: failureMessage(failed),
        settledAt: Timestamp.fromDate(now),
        nextAttemptAt: Timestamp.fromDate(retryAt(payout.attempts, now)),
      });
      logger.warn('Versement refusé par le prestataire', { payoutId, failure: failed });
      return;
    }
    if ('id' in answer && answer.state === 'succeeded')
      transaction.update(ref.withConverter(null), { state: 'succeeded', reference, failure: null, settledAt: Timestamp.fromDate(now) });
    else transaction.update(ref.withConverter(null), { reference });
  });
}

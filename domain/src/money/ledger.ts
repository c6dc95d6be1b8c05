/**
 * The ledger's entries as they move with the processor (docs/argent.md, « Le registre »): each
 * movement a decision answers is written `requested`, with the idempotency key of its first call,
 * before the processor is called; the processor's answer or event settles it `succeeded` or
 * `failed`. A failed refund or transfer is called again later (`retryAt`), with a new key — the
 * processor would answer the old one's failure again. Pure: the payments module
 * (functions/src/payments) calls the processor and writes.
 */
import type { Written } from '../rules/decision';
import type { LedgerEntry, Movement } from './booking-money';

/** The waits before each new attempt of a failed refund or transfer; the last one repeats. */
export const RETRY_BACKOFF_MINUTES = [5, 30, 120, 720] as const;

/** The idempotency key of an entry's `attempt`-th call: stable per attempt, never derived from a count of entries. */
export const attemptKey = (bookingId: string, entryId: string, attempt: number) => `${bookingId}:${entryId}:${attempt}`;

/** A movement decided at `at`, as the ledger records it before the processor is called. */
export function requestedEntry(bookingId: string, entryId: string, movement: Movement, at: Date): Written<LedgerEntry> {
  return {
    id: entryId,
    ...movement,
    at,
    state: 'requested',
    key: attemptKey(bookingId, entryId, 1),
    attempts: 1,
    nextAttemptAt: null,
    failure: null,
    settledAt: null,
    reference: '',
  };
}

/** When a movement that failed `attempts` times is tried again. */
export function retryAt(attempts: number, failedAt: Date): Date {
  const minutes = RETRY_BACKOFF_MINUTES[Math.min(attempts, RETRY_BACKOFF_MINUTES.length) - 1] ?? RETRY_BACKOFF_MINUTES[0];
  return new Date(failedAt.getTime() + minutes * 60 * 1000);
}

/** What the processor said of an entry's current attempt. */
export type EntryOutcome =
  | { state: 'pending'; reference: string }
  | { state: 'succeeded'; reference: string }
  | { state: 'failed'; reference: string; failure: string; retry: boolean };

/**
 * The entry once the processor answered its current attempt at `at` — or the entry unchanged when
 * it is already settled (an event sent twice, or after the answer): a settled entry never moves
 * again, except a failed one that a new attempt asked again (`nextAttempt`).
 */
export function settledEntry<Entry extends Written<LedgerEntry> | LedgerEntry>(entry: Entry, outcome: EntryOutcome, at: Date): Entry {
  if (entry.state !== 'requested') return entry;
  if (outcome.state === 'pending') return { ...entry, reference: outcome.reference || entry.reference };
  if (outcome.state === 'succeeded')
    return { ...entry, state: 'succeeded', reference: outcome.reference, settledAt: at, failure: null, nextAttemptAt: null };
  return {
    ...entry,
    state: 'failed',
    reference: outcome.reference || entry.reference,
    failure: outcome.failure,
    settledAt: at,
    nextAttemptAt: outcome.retry ? retryAt(entry.attempts, at) : null,
  };
}

/** Why a refund that had succeeded failed later, as the client and the receipt read it. */
export const REFUND_FAILED_LATER =
  'Votre banque a refusé ce remboursement après coup (carte fermée ou remplacée) : l’équipe Kookers vous rembourse par un autre moyen.';

/**
 * A refund that had succeeded, which the processor says failed later (a card closed or replaced:
 * Stripe's `refund.failed` after `refund.succeeded`), at `at`: failed, and not tried again on a
 * card that will not take it — operators refund otherwise (docs/exploitation.md, « Rembourser à la
 * main »). Null for anything else: only the refund object the entry names reopens it.
 */
export function reopenedRefund<Entry extends Written<LedgerEntry> | LedgerEntry>(
  entry: Entry,
  outcome: EntryOutcome,
  at: Date,
): Entry | null {
  if (entry.type !== 'refund' || entry.state !== 'succeeded' || outcome.state !== 'failed') return null;
  if (outcome.reference === '' || outcome.reference !== entry.reference) return null;
  return { ...entry, state: 'failed', failure: REFUND_FAILED_LATER, settledAt: at, nextAttemptAt: null };
}

/** A failed entry asked again: its next attempt, with its own key. */
export function nextAttempt<Entry extends Written<LedgerEntry> | LedgerEntry>(bookingId: string, entry: Entry): Entry {
  const attempts = entry.attempts + 1;
  return {
    ...entry,
    state: 'requested',
    key: attemptKey(bookingId, entry.id, attempts),
    attempts,
    nextAttemptAt: null,
    settledAt: null,
    reference: '',
  };
}

/** Why a payment, refund or transfer failed, in French, from the processor's code (Stripe's `decline_code` / `code`). */
export const FAILURE_MESSAGES: Record<string, string> = {
  card_declined: 'Votre carte a été refusée par votre banque. Essayez une autre carte.',
  insufficient_funds: 'Votre carte a été refusée : provision insuffisante. Essayez une autre carte.',
  expired_card: 'Votre carte a expiré. Essayez une autre carte.',
  incorrect_cvc: 'Le cryptogramme de votre carte est incorrect.',
  incorrect_number: 'Ce numéro de carte n’est pas valide.',
  authentication_failed: 'L’authentification 3-D Secure a échoué ou a été abandonnée. Réessayez, ou essayez une autre carte.',
  processing_error: 'Une erreur est survenue chez le prestataire de paiement. Réessayez dans un instant.',
  refund_failed: 'Le remboursement a été refusé par la banque de la carte.',
  transfer_failed: 'Le virement vers le compte du Kooker a échoué.',
  insufficient_balance: 'Le solde du Kooker ne couvre pas la reprise : le montant reste dû.',
  // Stripe's code for the same refusal of a transfer reversal.
  balance_insufficient: 'Le solde du Kooker ne couvre pas la reprise : le montant reste dû.',
  payout_failed: 'Le virement vers le compte bancaire a été refusé.',
  // Stripe's refusals of a request (stripe-processor.ts, REFUSED_REQUESTS): nothing moved.
  amount_too_large:
    'Le montant dépasse ce que le paiement permet encore (déjà remboursé ou repris) : l’équipe Kookers vérifie le registre.',
  charge_disputed: 'Le paiement est contesté par la banque du client : le remboursement attend la fin de la contestation.',
  transfers_not_allowed: 'Le compte de versement du Kooker ne peut pas encore recevoir de virement : nouvel essai plus tard.',
  payment_intent_unexpected_state: 'Le paiement n’est plus dans un état qui permet cette opération.',
  charge_already_refunded: 'Le paiement est déjà entièrement remboursé.',
};

/**
 * Refusals no new attempt would change (the amount is no longer there to move, the payment no
 * longer allows it): the entry stays failed, not retried. Every other refusal is tried again at
 * its time (`retryAt`): a disputed payment, an account not yet able to receive transfers.
 */
const FINAL_REFUSALS = new Set(['amount_too_large', 'charge_already_refunded', 'payment_intent_unexpected_state']);

/** Whether a refused refund or transfer is tried again (a claw-back never is: what it could not take is owed). */
export const retriedAfterRefusal = (type: LedgerEntry['type'], code: string) => type !== 'clawback' && !FINAL_REFUSALS.has(code);

export function failureMessage(code: string | null): string {
  // Own keys only: a code named like an object's property (`constructor`) is not a message.
  return (
    (code && Object.hasOwn(FAILURE_MESSAGES, code) ? FAILURE_MESSAGES[code] : null) ??
    'L’opération a échoué chez le prestataire de paiement.'
  );
}

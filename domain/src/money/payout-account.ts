/**
 * A Kooker's payout account changes only with proof and notice (docs/argent.md, « Le compte de
 * versement »): a recent sign-in, a mail, at most PAYOUT_ACCOUNT_CHANGES_MAX changes of IBAN in
 * PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS days, none while a payout is in flight, and no payout to a
 * changed account for PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS. Pure: setPayoutAccount and the weekly
 * payout (functions/src/payments/) decide with it, the balance page says the same.
 */
import { PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS, PAYOUT_ACCOUNT_CHANGES_MAX, PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS } from '../rules/rules';
import { formatParisMoment } from '../rules/french-dates';
import { refused, type Decision } from '../rules/decision';
import type { Payout, PayoutAccount } from './money-model';

const HOUR_MS = 60 * 60 * 1000;

export const PAYOUT_ACCOUNT_REFUSED = {
  staleSignIn: 'Reconnectez-vous : pour enregistrer votre compte de versement, saisissez à nouveau votre mot de passe.',
  tooManyChanges: (nextAt: Date) =>
    `Vous avez déjà changé ${PAYOUT_ACCOUNT_CHANGES_MAX} fois de compte de versement en ${PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS} jours : par sécurité, vous pourrez en changer à nouveau à partir du ${formatParisMoment(nextAt)}. Si ce n’était pas vous, changez votre mot de passe et écrivez-nous via la page Contact.`,
  payoutInFlight:
    'Un versement vers votre compte actuel est en cours : vous pourrez changer de compte une fois qu’il aura abouti (« Mes versements » dit où il en est).',
} as const;

/** Why a changed account receives nothing yet, on the balance page and on a payout that waits. */
export const PAYOUT_HELD_AFTER_CHANGE = {
  balance: (until: Date) =>
    `Votre compte de versement a changé : par sécurité, aucun versement n’y part avant le ${formatParisMoment(until)}. Votre solde disponible attend le versement qui suit.`,
  payout: (until: Date) => `Le compte de versement a changé : par sécurité, le versement attend le ${formatParisMoment(until)}.`,
} as const;

/** What setPayoutAccount stores of an account's changes, as a decision writes them. */
export interface PayoutAccountChanges {
  /** No account before; the same IBAN again (no change); a new IBAN. */
  kind: 'first' | 'same' | 'change';
  changedAt: Date | null;
  changes: Date[];
}

/**
 * Whether the IBAN of fingerprint `ibanHash` may become the Kooker's payout account at `now`, and
 * what to store: the first account given is no change; the same IBAN again is none either; a new
 * one is refused once PAYOUT_ACCOUNT_CHANGES_MAX changes were made in the last
 * PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS days (a rolling window), or while a payout is in flight. An
 * account given before fingerprints were kept (`ibanHash` '') counts any IBAN as a change.
 */
export function payoutAccountChange(
  current: Pick<PayoutAccount, 'accountId' | 'ibanHash' | 'changedAt' | 'changes'> | null,
  ibanHash: string,
  inFlight: boolean,
  now: Date,
): Decision<PayoutAccountChanges> {
  if (!current?.accountId) return { ok: true, kind: 'first', changedAt: null, changes: [] };
  const windowStart = now.getTime() - PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS * 24 * HOUR_MS;
  const recent = current.changes.map((at) => at.toDate()).filter((at) => at.getTime() > windowStart);
  if (current.ibanHash !== '' && current.ibanHash === ibanHash)
    return { ok: true, kind: 'same', changedAt: current.changedAt?.toDate() ?? null, changes: recent };
  const oldest = recent[0];
  if (oldest && recent.length >= PAYOUT_ACCOUNT_CHANGES_MAX) {
    const nextAt = new Date(oldest.getTime() + PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS * 24 * HOUR_MS);
    return refused('resource-exhausted', PAYOUT_ACCOUNT_REFUSED.tooManyChanges(nextAt));
  }
  if (inFlight) return refused('failed-precondition', PAYOUT_ACCOUNT_REFUSED.payoutInFlight);
  return { ok: true, kind: 'change', changedAt: now, changes: [...recent, now] };
}

/**
 * Whether one of the Kooker's payouts is in flight: asked of the processor and not answered yet
 * (`requested`), or waiting for its transfers to the current account (`failed` before its first
 * call). One the bank refused may be sent elsewhere: a new IBAN is what it needs.
 */
export function isPayoutInFlight(payouts: readonly Pick<Payout, 'state' | 'attempts'>[]): boolean {
  return payouts.some((payout) => payout.state === 'requested' || (payout.state === 'failed' && payout.attempts === 0));
}

/**
 * Until when a payout account receives no payout at `now`: PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS after
 * its last change, or null when that has passed — or the account never changed (the first one given).
 */
export function payoutHeldUntil(account: Pick<PayoutAccount, 'changedAt'> | null | undefined, now: Date): Date | null {
  const changedAt = account?.changedAt?.toMillis();
  if (changedAt === undefined) return null;
  const until = changedAt + PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS * HOUR_MS;
  return until > now.getTime() ? new Date(until) : null;
}

/**
 * A Kooker's balance (docs/argent.md, « Le solde du Kooker »): each booking's share is pending
 * until earned, held for the complaint window, available, then released by the weekly payout,
 * less what the Kooker owes. Pure: the functions' jobs (functions/src/payments/balance.ts) and the
 * dashboard read the same sums and take the same decisions.
 */
import { refused, SERVER_TIME, type Decision, type ServerTime } from '../rules/decision';
import type { BookingMoney, ComplaintStatus, LedgerEntry } from './booking-money';
import type { Netting } from './money-model';
import { formatCents } from './money';
import { parisDateOf } from '../rules/time';

/** What the release of a held share, the weekly payout and the balance read of a booking. */
export type ShareOf = Pick<BookingMoney, 'status' | 'amounts' | 'payout'> & { complaint: { status: ComplaintStatus } | null };

export const RELEASE_REFUSED = {
  missing: 'Réservation introuvable.',
  notHeld: 'La part du Kooker n’est pas retenue : rien à libérer.',
  notYet: 'Le délai de signalement n’est pas écoulé : la part reste retenue.',
  complaint: 'Un signalement du client est ouvert : la part reste retenue jusqu’à la décision de l’équipe Kookers.',
} as const;

/**
 * Whether a held share becomes available at `now` (docs/argent.md, « Le solde du Kooker »): its
 * window ended (`availableAt` passed) and no complaint of the client is open — an open one holds it
 * until the operators decide. The update to write, or why not.
 */
export function decideRelease(
  booking: ShareOf | null,
  now: Date,
): Decision<{ update: { 'payout.status': 'available'; updatedAt: ServerTime } }> {
  if (!booking) return refused('not-found', RELEASE_REFUSED.missing);
  if (booking.payout.status !== 'held') return refused('failed-precondition', RELEASE_REFUSED.notHeld);
  const availableAt = booking.payout.availableAt?.toMillis();
  if (availableAt === undefined || availableAt > now.getTime()) return refused('failed-precondition', RELEASE_REFUSED.notYet);
  if (booking.complaint?.status === 'open') return refused('failed-precondition', RELEASE_REFUSED.complaint);
  return { ok: true, update: { 'payout.status': 'available', updatedAt: SERVER_TIME } };
}

/**
 * The ISO 8601 week of the Paris day of `now`, `2026-W48`: the weekly payout's period (weeks
 * start on Monday; the first week of a year holds its first Thursday).
 */
export function isoWeekOf(now: Date): string {
  const [year, month, day] = parisDateOf(now).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // The Thursday of the same week names its year.
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const weekYear = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 24 * 60 * 60 * 1000));
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** The week's payout of a Kooker: one per Kooker and week, so that a second run that week finds it. */
export const payoutIdOf = (kookerId: string, now: Date) => `${kookerId}_${isoWeekOf(now)}`;

/** The idempotency key of a payout's `attempt`-th call: a new attempt, a new key. */
export const payoutKey = (payoutId: string, attempt: number) => `${payoutId}:${attempt}`;

/** Why a payout paid is due again: the Kooker's bank sent it back (a closed account). */
export const PAYOUT_RETURNED =
  'La banque a renvoyé ce versement (compte clos ou refusé) : il est de nouveau sur votre compte Kookers et repart au prochain essai. Vérifiez votre compte de versement.';

/** The idempotency key of a payout's `n`-th netting reversal. */
export const nettingKey = (payoutId: string, n: number) => `${payoutId}:netting:${n}`;

/** The ledger of one of a payout's bookings, as far as the payout reads it. */
export type PayoutLedger = readonly Pick<LedgerEntry, 'type' | 'state' | 'amount' | 'reference'>[];

/**
 * What the Kooker's connected account holds for a payout now, transfer by transfer (docs/argent.md,
 * « Le solde du Kooker »): each of its bookings' transfers, less the claw-backs that succeeded on
 * that booking since (a refund decided by the platform) and the reversals toward their debt that
 * were asked or succeeded. Null while the account cannot be read yet: a transfer or a claw-back of
 * its bookings still moving, or a transfer failed (it is tried again).
 */
export function payoutHoldings(
  ledgers: readonly PayoutLedger[],
  netting: readonly Netting[],
): { transfer: string; holds: number }[] | null {
  const holdings: { transfer: string; holds: number }[] = [];
  for (const ledger of ledgers) {
    const moving = ledger
      .filter((entry) => entry.type === 'payout' || entry.type === 'clawback')
      .some((entry) => entry.state === 'requested');
    const transfers = ledger.filter((entry) => entry.type === 'payout');
    if (moving || transfers.some((entry) => entry.state !== 'succeeded')) return null;
    let clawedBack = ledger
      .filter((entry) => entry.type === 'clawback' && entry.state === 'succeeded')
      .reduce((sum, e) => sum + e.amount, 0);
    for (const transfer of transfers) {
      const taken = Math.min(clawedBack, transfer.amount);
      clawedBack -= taken;
      const netted = netting
        .filter((reversal) => reversal.transfer === transfer.reference && reversal.state !== 'failed')
        .reduce((sum, reversal) => sum + reversal.amount, 0);
      holdings.push({ transfer: transfer.reference, holds: Math.max(0, transfer.amount - taken - netted) });
    }
  }
  return holdings;
}

/**
 * The reversals to ask toward what the Kooker owes, out of what their account holds for the
 * payout: the largest transfers first, never more than owed nor than a transfer still holds.
 */
export function nettingPlan(
  holdings: readonly { transfer: string; holds: number }[],
  owed: number,
): { transfer: string; amount: number }[] {
  if (!Number.isInteger(owed) || owed < 0) throw new RangeError(`Montant dû invalide : ${owed}`);
  const plan: { transfer: string; amount: number }[] = [];
  let left = owed;
  for (const { transfer, holds } of [...holdings].sort((a, b) => b.holds - a.holds)) {
    if (left === 0) break;
    const amount = Math.min(left, holds);
    if (amount > 0) plan.push({ transfer, amount });
    left -= amount;
  }
  return plan;
}

/**
 * What a payout's attempt asks of the processor, decided when that attempt starts (a new key):
 * `net` while what the Kooker owes can still be taken from what their account holds for it (the
 * reversals to record and ask first; none after one was refused), `wait` while a transfer, a claw-back or a reversal of its
 * own has not been answered, else `send` what the account holds for it — whatever happened to
 * its bookings since the payout was opened (a refund decided by the platform, a debt netted).
 */
export function decidePayoutAttempt(
  payoutId: string,
  ledgers: readonly PayoutLedger[],
  netting: readonly Netting[],
  owed: number,
): { action: 'wait' } | { action: 'net'; netting: Netting[] } | { action: 'send'; amount: number } {
  const holdings = payoutHoldings(ledgers, netting);
  if (holdings === null || netting.some((reversal) => reversal.state === 'requested')) return { action: 'wait' };
  // A reversal refused (the account did not hold it after all): no other this time, the debt waits for the next payout.
  const plan = netting.some((reversal) => reversal.state === 'failed') ? [] : nettingPlan(holdings, owed);
  if (plan.length > 0)
    return {
      action: 'net',
      netting: plan.map((reversal, index) => ({
        ...reversal,
        key: nettingKey(payoutId, netting.length + index + 1),
        state: 'requested',
        reference: '',
      })),
    };
  return { action: 'send', amount: holdings.reduce((sum, holding) => sum + holding.holds, 0) };
}

/** A Kooker's balance, in cents: what is to come, held, available, paid out, and owed. */
export interface BalanceSummary {
  /** Shares of confirmed bookings not yet earned (services to come). */
  upcoming: number;
  /** Earned, within the client's window to report a problem (or held by an open complaint). */
  held: number;
  /** Earned, ready for the next weekly payout. */
  available: number;
  /** Transferred by a weekly payout. */
  released: number;
  /** Taken back and not yet netted: what the Kooker owes the platform. */
  owed: number;
}

/** The sums of a Kooker's bookings' shares by where each stands, and what their payout account says they owe. */
export function kookerBalance(bookings: readonly ShareOf[], owed: number): BalanceSummary {
  const balance: BalanceSummary = { upcoming: 0, held: 0, available: 0, released: 0, owed: Math.max(0, owed) };
  for (const booking of bookings) {
    const share = booking.amounts.kookerPayout;
    if (booking.payout.status === 'pending' && booking.status === 'confirmed') balance.upcoming += share;
    if (booking.payout.status === 'held') balance.held += share;
    if (booking.payout.status === 'available') balance.available += share;
    if (booking.payout.status === 'released') balance.released += share;
  }
  return balance;
}

/** The Paris month (`yyyy-MM`) of an instant. */
export const parisMonthOf = (instant: Date) => parisDateOf(instant).slice(0, 7);

/**
 * The balance a monthly statement shows (domain/src/money/invoices.ts, KookerBalance): held counts
 * the shares to come too, paid out the shares released during `month`.
 */
export function statementBalance(bookings: readonly ShareOf[], owed: number, month: string) {
  const { upcoming, held, available } = kookerBalance(bookings, owed);
  const paidOut = bookings
    .filter((booking) => booking.payout.status === 'released' && booking.payout.releasedAt)
    .filter((booking) => parisMonthOf(booking.payout.releasedAt?.toDate() ?? new Date(0)) === month)
    .reduce((sum, booking) => sum + booking.amounts.kookerPayout, 0);
  return { held: upcoming + held, available, paidOut, owed: Math.max(0, owed) };
}

/** What keeps a member from deleting their account while money of theirs is still moving (docs/produit.md, « Compte »). */
export const MONEY_BLOCKS_DELETION = {
  balance: (cents: number) =>
    `Votre solde de ${formatCents(cents)} n’est pas encore versé : il le sera par le versement du lundi qui suit sa mise à disposition, une fois votre compte de versement et vos informations fiscales donnés (Paramètres › Revenus). Vous pourrez supprimer votre compte ensuite.`,
  owed: (cents: number) =>
    `Vous devez encore ${formatCents(cents)} à Kookers (une reprise que votre compte ne couvrait pas) : écrivez-nous via le formulaire de contact pour la régler avant de supprimer votre compte.`,
  inFlight:
    'Un paiement, un remboursement ou un virement d’une de vos réservations est encore en cours chez le prestataire de paiement : réessayez une fois qu’il a abouti.',
} as const;

export type MoneyBlock = { reason: 'balance' | 'owed' | 'money-in-flight'; message: string };

/**
 * Why the member may not delete their account yet, or null: as a Kooker, shares held or available
 * (money due to them), or an amount they owe; on either side, a booking awaiting its payment or a
 * movement the processor has not settled (`paymentsDueAt`).
 */
export function moneyBlockingDeletion(
  asClient: readonly Pick<BookingMoney, 'status' | 'paymentsDueAt'>[],
  asKooker: readonly (ShareOf & Pick<BookingMoney, 'paymentsDueAt'>)[],
  owed: number,
): MoneyBlock | null {
  const moving = (booking: Pick<BookingMoney, 'status' | 'paymentsDueAt'>) =>
    booking.status === 'awaiting-payment' || booking.paymentsDueAt !== null;
  if ([...asClient, ...asKooker].some(moving)) return { reason: 'money-in-flight', message: MONEY_BLOCKS_DELETION.inFlight };
  const { held, available } = kookerBalance(asKooker, owed);
  if (held + available > 0) return { reason: 'balance', message: MONEY_BLOCKS_DELETION.balance(held + available) };
  if (owed > 0) return { reason: 'owed', message: MONEY_BLOCKS_DELETION.owed(owed) };
  return null;
}

/**
 * A Kooker's balance (docs/argent.md, « Le solde du Kooker »): each booking's share is pending
 * until earned, held for the complaint window, available, then released by the weekly payout,
 * less what the Kooker owes. Pure: the functions' jobs (functions/src/payments/balance.ts) and the
 * dashboard read the same sums and take the same decisions.
 */
import { refused, SERVER_TIME, type Decision, type ServerTime } from '../rules/decision';
import type { BookingMoney, ComplaintStatus } from './booking-money';
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

/**
 * What the weekly payout sends to the bank: the shares transferred, less what the Kooker owes
 * (a claw-back their account could not cover), never below zero; what stays owed after.
 */
export function payoutNetting(shares: number, owed: number): { amount: number; netted: number; stillOwed: number } {
  if (!Number.isInteger(shares) || shares < 0 || !Number.isInteger(owed) || owed < 0)
    throw new RangeError(`Montants invalides : ${shares}, ${owed}`);
  const netted = Math.min(shares, owed);
  return { amount: shares - netted, netted, stillOwed: owed - netted };
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

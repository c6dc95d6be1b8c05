/**
 * A Kooker's balance as their dashboard shows it (docs/argent.md, « Le solde du Kooker »): the
 * domain's sums (kookerBalance) of the shares held while the client may report a problem (or while
 * a complaint is examined) and of those available for the weekly payout, what the payouts
 * transferred, and what the Kooker owes — each with what is behind it. Pure: the dashboard
 * (components/kooker-balance.tsx) reads the bookings and payouts and draws this.
 */
import { formatCents, formatIssueDate, kookerBalance, type Payout } from '@kookers/domain/money';
import { formatParisMoment, parisDateOf } from '@kookers/domain/rules';
import type { Booking } from '@kookers/domain/booking';

export type BalanceBooking = Pick<
  Booking,
  'id' | 'status' | 'service' | 'date' | 'time' | 'amounts' | 'payout' | 'complaint' | 'contacts' | 'clientName'
>;

interface BalanceFigure<Item> {
  /** Cents. */
  total: number;
  items: Item[];
}

export interface BalanceFigures {
  /** Shares in the complaint window, or held by a complaint: soonest available first. */
  held: BalanceFigure<BalanceBooking>;
  /** Shares the next weekly payout transfers: oldest service first. */
  available: BalanceFigure<BalanceBooking>;
  /** Shares transferred, by payout (each payout's `shares`): latest payout first. */
  released: BalanceFigure<Payout>;
  /** Cents the Kooker owes (payoutAccounts.owed), netted from the next payouts. */
  owed: number;
}

const millis = (stamp: { toMillis: () => number } | null) => stamp?.toMillis() ?? 0;

/** The four figures of a Kooker's balance, from their held and available bookings, their payouts and what they owe. */
export function balanceFigures(bookings: readonly BalanceBooking[], payouts: readonly Payout[], owed: number): BalanceFigures {
  const sums = kookerBalance(bookings, owed);
  const held = bookings
    .filter((booking) => booking.payout.status === 'held')
    .sort((a, b) => millis(a.payout.availableAt) - millis(b.payout.availableAt));
  const available = bookings
    .filter((booking) => booking.payout.status === 'available')
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const released = [...payouts].sort((a, b) => millis(b.requestedAt) - millis(a.requestedAt));
  return {
    held: { total: sums.held, items: held },
    available: { total: sums.available, items: available },
    // What the payouts transferred; the bookings they carried are read when one is opened.
    released: { total: released.reduce((total, payout) => total + payout.shares, 0), items: released },
    owed: sums.owed,
  };
}

/** Why a share is still held: until the end of the complaint window, or a complaint under examination. */
export function heldText(booking: Pick<Booking, 'payout' | 'complaint'>): string {
  if (booking.complaint?.status === 'open') return 'Retenu : un problème signalé par le client est en cours d’examen.';
  const availableAt = booking.payout.availableAt?.toDate();
  return availableAt ? `Disponible le ${formatParisMoment(availableAt)}` : 'Retenu le temps d’un éventuel signalement.';
}

/** Where a weekly payout stands, in French, with its tone (money.css, `.payout-state--…`). */
interface PayoutState {
  text: string;
  tone: 'pending' | 'done' | 'failed';
  /** Why it failed, in French, when it did. */
  detail: string | null;
}

/** Where a weekly payout stands: « Versement en cours », « Versé le … », « Échec, nouvel essai le … ». */
export function payoutStateText(payout: Pick<Payout, 'state' | 'settledAt' | 'nextAttemptAt' | 'failure'>): PayoutState {
  if (payout.state === 'requested') return { text: 'Versement en cours', tone: 'pending', detail: null };
  if (payout.state === 'succeeded') {
    const when = payout.settledAt ? ` le ${formatIssueDate(payout.settledAt.toDate())}` : '';
    return { text: `Versé${when}`, tone: 'done', detail: null };
  }
  const retry = payout.nextAttemptAt ? `, nouvel essai le ${formatParisMoment(payout.nextAttemptAt.toDate())}` : '';
  return { text: `Échec${retry}`, tone: 'failed', detail: payout.failure };
}

/**
 * What a payout carries, for 'Mes versements': its amount once its attempt is decided (the shares
 * until then), and a note when it is less than the shares — what the Kooker owed, and what was
 * taken back since by a refund the team decided (docs/argent.md, « Le solde du Kooker »).
 */
export function payoutBreakdown(payout: Pick<Payout, 'amount' | 'shares' | 'owedNetted' | 'key' | 'state'>): {
  amount: number;
  note: string | null;
} {
  const decided = payout.key !== '' || payout.state === 'succeeded';
  if (!decided) return { amount: payout.shares, note: null };
  const clawedBack = Math.max(0, payout.shares - payout.owedNetted - payout.amount);
  const less = [
    payout.owedNetted > 0 ? `${formatCents(payout.owedNetted)} que vous deviez` : null,
    clawedBack > 0 ? `${formatCents(clawedBack)} repris après un remboursement décidé par l’équipe Kookers` : null,
  ].filter((part) => part !== null);
  return {
    amount: payout.amount,
    note: less.length > 0 ? `${formatCents(payout.shares)} de rémunérations, moins ${less.join(' et ')}.` : null,
  };
}

/** The months a Kooker downloads statements and invoices for: this Paris month and the `count - 1` before, latest first (`yyyy-MM`). */
export function recentMonths(now: Date, count: number): string[] {
  const [year = 0, month = 1] = parisDateOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

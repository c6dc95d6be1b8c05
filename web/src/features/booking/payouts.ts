import type { Booking } from '@kookers/domain/booking';

export interface MonthPayouts {
  /** `yyyy-MM`. */
  month: string;
  /** Cents still to be paid to the Kooker (the service has not taken place yet). */
  pending: number;
  /** Cents already paid out. */
  released: number;
}

/**
 * A Kooker's payouts by month of the service, newest month first: what is still pending and
 * what was released. A booking cancelled with everything refunded has nothing to pay
 * (payout `cancelled`) and is left out; one cancelled late by its client pays the Kooker's
 * share of what was kept, released at once.
 */
export function payoutsByMonth(bookings: ReadonlyArray<Pick<Booking, 'date' | 'payout' | 'amounts'>>): MonthPayouts[] {
  const months = new Map<string, MonthPayouts>();
  for (const booking of bookings) {
    if (booking.payout.status === 'cancelled' || booking.amounts.kookerPayout <= 0) continue;
    const month = booking.date.slice(0, 7);
    const row = months.get(month) ?? { month, pending: 0, released: 0 };
    if (booking.payout.status === 'released') row.released += booking.amounts.kookerPayout;
    else row.pending += booking.amounts.kookerPayout;
    months.set(month, row);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "décembre 2026", with its capital: "Décembre 2026". */
export function monthLabel(month: string): string {
  const label = monthFormat.format(new Date(`${month}-01T00:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

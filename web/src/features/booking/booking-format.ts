import { bookingActions, momentOf, type BookingActions, type Booking, type BookingSide } from '@kookers/domain/booking';
import { fullName } from '../../lib/format';

// Written once for the screens and the emails.
export { bookingWhen, placeText } from '@kookers/domain/booking';
export { formatParisMoment } from '@kookers/domain/rules';

/** Who looks at a booking: its client or its Kooker (the rules show it to nobody else). */
export type Viewer = BookingSide;

/** What `viewer` may do with `booking` at `now`, and why not: the state machine's answer. */
export function actionsOn(booking: Booking, viewer: Viewer, now: Date): BookingActions {
  return bookingActions(momentOf(booking), viewer, now);
}

/**
 * "Paiement en attente", "Confirmée", "Terminée", "Non payée", "Annulée par vous", "Annulée par le
 * Kooker", "Annulée par le client", "Annulée par l’équipe Kookers".
 */
export function statusLabel(booking: Pick<Booking, 'status' | 'cancelledBy'>, viewer: Viewer): string {
  if (booking.status === 'awaiting-payment') return 'Paiement en attente';
  if (booking.status === 'expired') return 'Non payée';
  if (booking.status === 'confirmed') return 'Confirmée';
  if (booking.status === 'completed') return 'Terminée';
  if (booking.cancelledBy === null) return 'Annulée';
  if (booking.cancelledBy === 'platform') return 'Annulée par l’équipe Kookers';
  if (booking.cancelledBy === viewer) return 'Annulée par vous';
  return booking.cancelledBy === 'kooker' ? 'Annulée par le Kooker' : 'Annulée par le client';
}

/**
 * Whether a Kooker sees the booking among those received: not while its client pays, nor once the
 * payment never came (docs/decisions/017-paiements-par-carte.md, « Pendant ce temps »).
 */
export const isReceived = (booking: Pick<Booking, 'status'>): boolean =>
  booking.status !== 'awaiting-payment' && booking.status !== 'expired';

/** The start of a booking in milliseconds; a booking without one (never written so) counts as now-less past. */
const startMsOf = (booking: Pick<Booking, 'startAt'>): number => booking.startAt?.toMillis() ?? 0;

/**
 * A list of bookings split in two: those still to come, soonest first, and those that have
 * started, most recent first.
 */
export function splitByTime<T extends Pick<Booking, 'startAt'>>(bookings: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = bookings.filter((booking) => startMsOf(booking) > now.getTime()).sort((a, b) => startMsOf(a) - startMsOf(b));
  const past = bookings.filter((booking) => startMsOf(booking) <= now.getTime()).sort((a, b) => startMsOf(b) - startMsOf(a));
  return { upcoming, past };
}

/** "Kooker" names: "Claire Dubois". */
export function kookerName(booking: Pick<Booking, 'kooker'>): string {
  return fullName(booking.kooker) || 'Kooker';
}

/** A `tel:` link for a French number as typed ("06 12 34 56 78" → "tel:+33612345678"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

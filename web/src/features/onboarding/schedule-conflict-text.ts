import { WEEKDAYS, weekdayOf } from '@kookers/domain/rules';
import type { Booking, ScheduleChange, ScheduleConflict } from '@kookers/domain/booking';
import { formatLongDate, fullName } from '../../lib/format';

/** The client as the booking recorded them for the Kooker: "Léa Martin" (or the "Léa M." of older bookings). */
export function clientOf(booking: Pick<Booking, 'contacts' | 'clientName'>): string {
  return fullName(booking.contacts.client) || booking.clientName || 'Un client';
}

/** "samedi 12 décembre 2026 à 10:00": the booked slot, Paris time as booked. */
export function whenOf(booking: Pick<Booking, 'date' | 'time'>): string {
  return `${formatLongDate(booking.date)} à ${booking.time}`;
}

/** Why the change leaves this booking without a place, as the Kooker reads it; nothing for a pause. */
export function whyText(conflict: ScheduleConflict<Booking>, change: ScheduleChange): string | null {
  if (change.kind === 'pause' || conflict.why === 'paused') return null;
  if (conflict.why === 'blocked') return 'Vous bloquez ce jour.';
  if (conflict.why === 'weekday') {
    const day = WEEKDAYS.find((weekday) => weekday.value === weekdayOf(conflict.booking.date))?.label.toLowerCase() ?? 'ce jour';
    return `Le ${day} n’est plus dans vos jours disponibles.`;
  }
  const { start, end } = change.after.typicalHours;
  return `Hors de vos nouveaux horaires (${start} – ${end}).`;
}

/** The toast once the Kooker answered: what was cancelled and refunded, what they committed to. */
export function answeredText(cancelled: readonly Booking[], kept: number): string {
  const parts: string[] = [];
  if (cancelled.length === 1) parts.push(`Réservation de ${clientOf(cancelled[0] as Booking)} annulée : remboursement intégral.`);
  if (cancelled.length > 1) parts.push(`${cancelled.length} réservations annulées : leurs clients sont remboursés intégralement.`);
  if (kept === 1) parts.push('La réservation gardée reste confirmée : vous vous engagez à l’assurer.');
  if (kept > 1) parts.push(`Les ${kept} réservations gardées restent confirmées : vous vous engagez à les assurer.`);
  return parts.join(' ');
}

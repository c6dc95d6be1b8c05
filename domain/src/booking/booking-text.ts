/**
 * How a booking reads in French, the same on the screens and in the emails
 * (docs/reservations.md): its day and time, Paris time, where it takes place from each side,
 * and what its cancellation policy means with its dates (domain/src/money/cancellation-policy.ts).
 */
import { kookerContactsWithheldUntil } from './booking-contacts';
import { cancellationSchedule } from '../money/cancellation-policy';
import type { Booking } from './model';
import { formatLongDate, formatParisMoment } from '../rules/french-dates';
import type { BookingTerms } from '../money/terms';

/** One of the two parties of a booking, the only ones who read it. */
export type BookingSide = 'client' | 'kooker';

/** "samedi 19 décembre 2026 à 10:00": the booked slot, Paris time as booked. */
export function bookingWhen(booking: Pick<Booking, 'date' | 'time'>): string {
  return `${formatLongDate(booking.date)} à ${booking.time}`;
}

/**
 * "Chez vous : 12 rue Mercière, 69002 Lyon", "Chez le client : …", "Chez le Kooker : …", as `side`
 * reads it; at the Kooker's while their address is withheld from the client
 * (domain/src/booking/booking-contacts.ts), the commune and when the address comes.
 */
export function placeText(
  booking: Pick<Booking, 'place'> & Partial<Pick<Booking, 'contactsStatus' | 'startAt' | 'kooker'>>,
  side: BookingSide,
): string {
  const { location, address } = booking.place;
  const host = location === side ? 'Chez vous' : location === 'client' ? 'Chez le client' : 'Chez le Kooker';
  if (address) return `${host} : ${address}`;
  const withheld = side === 'client' && location === 'kooker' ? kookerContactsText(booking) : null;
  if (!withheld) return host;
  return `${host}${booking.kooker?.city ? `, à ${booking.kooker.city}` : ''} (adresse donnée ${withheld})`;
}

/**
 * When the client receives the Kooker's phone and private address, for a booking that still
 * withholds them: "à partir du samedi 12 décembre à 10:00"; null otherwise.
 */
export function kookerContactsText(booking: Partial<Pick<Booking, 'contactsStatus' | 'startAt'>>): string | null {
  const startAt = booking.startAt?.toDate();
  if (booking.contactsStatus !== 'withheld' || !startAt) return null;
  return `à partir du ${formatParisMoment(kookerContactsWithheldUntil(startAt))}`;
}

/** "2 participants" (a booking never has fewer than two, the label still says one right). */
export function participantsLabel(count: number): string {
  return count > 1 ? `${count} participants` : `${count} participant`;
}

/**
 * What the cancellation policy means for a booking starting at `startAt` under `terms`, seen at `now`, with
 * its dates: "Annulation gratuite jusqu’au samedi 12 décembre à 10:00 ; remboursement de 50 %
 * jusqu’au jeudi 17 décembre à 10:00 ; ensuite, plus d’annulation."
 */
export function cancellationPolicyText(startAt: Date, terms: BookingTerms, now: Date): string {
  const schedule = cancellationSchedule(startAt, terms, now);
  const parts: string[] = [];
  // Free only when the booking's terms give everything back early (domain/src/money/terms.ts): otherwise say the percent.
  if (schedule.fullRefundUntil) {
    const early = schedule.fullRefundPercent === 100 ? 'annulation gratuite' : `remboursement de ${schedule.fullRefundPercent}\u00a0%`;
    parts.push(`${early} jusqu’au ${formatParisMoment(schedule.fullRefundUntil)}`);
  }
  if (schedule.partialRefundUntil) {
    parts.push(`remboursement de ${schedule.partialRefundPercent}\u00a0% jusqu’au ${formatParisMoment(schedule.partialRefundUntil)}`);
  }
  const sentence =
    parts.length === 0
      ? `non annulable : la prestation commence dans moins de ${terms.clientDeadlineHours} h`
      : [...parts, 'ensuite, plus d’annulation'].join(' ; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

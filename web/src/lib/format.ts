import type { Booking } from '@kookers/domain/booking';
import { formatDecimal } from '@kookers/domain/rules';

/** An average rating as French readers write it: 4.75 → "4,8", 5 → "5,0". */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1, 1);
}

/** "de" before a name, elided before a vowel or a mute h: "de Bérénice", "d’Aurélien", "d’Hélène". */
export function deName(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

// Written once for the screens and the emails.
export { participantsLabel } from '@kookers/domain/booking';
export { formatLongDate } from '@kookers/domain/rules';

/** "Claire Dubois". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * The client's full name as the booking recorded it for the Kooker, or the "Camille M." of older
 * bookings: on a booking (features/booking) and on the Kooker's earnings (features/money).
 */
export function clientFullName(booking: Pick<Booking, 'contacts' | 'clientName'>): string {
  return fullName(booking.contacts.client) || booking.clientName || 'Un client';
}

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
export { formatLongDate, participantsLabel } from '@kookers/domain/booking';

/** "Claire Dubois". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

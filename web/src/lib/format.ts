import { formatDecimal } from '@kookers/domain/french-numbers';

/** An average rating as French readers write it: 4.75 → "4,8", 5 → "5,0". */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1, 1);
}

/** "de" before a name, elided before a vowel or a mute h: "de Bérénice", "d’Aurélien", "d’Hélène". */
export function deName(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

// Made on first use: creating a French date format loads the locale's data (french-numbers.ts).
let longDateFormat: Intl.DateTimeFormat | undefined;

/** A `yyyy-MM-dd` day as French readers write it: "jeudi 24 décembre 2026". */
export function formatLongDate(date: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "2 participants" (a booking never has fewer than two, the label still says one right). */
export function participantsLabel(count: number): string {
  return count > 1 ? `${count} participants` : `${count} participant`;
}

/** "Claire Dubois". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

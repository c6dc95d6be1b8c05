import type { KookerService, Stamp } from '@kookers/domain/model';
import { parisDateOf } from '@kookers/domain/time';

/** "Claire Dubois". */
export function fullName(kooker: { firstName: string; lastName: string }): string {
  return `${kooker.firstName} ${kooker.lastName}`.trim();
}

/** "CD": what stands for a missing profile photo. */
export function initialsOf(kooker: { firstName: string; lastName: string }): string {
  return `${kooker.firstName.charAt(0)}${kooker.lastName.charAt(0)}`.toUpperCase();
}

/** The lowest price per person among the services ('À partir de'), in cents; null without a service. */
export function cheapestPrice(services: readonly KookerService[]): number | null {
  return services.length === 0 ? null : Math.min(...services.map((service) => service.pricePerPerson));
}

// Made on first use (a review shown): creating a date format loads the locale's data.
let reviewDateFormat: Intl.DateTimeFormat | undefined;

/** A review's day as French readers write it ("12 mars 2026"), and as `yyyy-MM-dd` for `<time>`; Paris days. */
export function reviewDate(date: Stamp | null): { label: string; iso: string } | null {
  if (!date) return null;
  const iso = parisDateOf(date.toMillis());
  reviewDateFormat ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { label: reviewDateFormat.format(new Date(`${iso}T00:00:00Z`)), iso };
}

/** A text's paragraphs, split on blank lines, each trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** "1 avis", "12 avis" — French "avis" is the same in the plural; "(N avis)" beside a rating. */
export function reviewCountLabel(count: number): string {
  return `${count} avis`;
}

/** "2 participants": the panel never offers fewer than two. */
export function participantsLabel(count: number): string {
  return count > 1 ? `${count} participants` : `${count} participant`;
}

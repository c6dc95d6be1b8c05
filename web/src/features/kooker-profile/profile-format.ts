import { type Stamp, parisDateOf } from '@kookers/domain/rules';

/** "CD": what stands for a missing profile photo. */
export function initialsOf(kooker: { firstName: string; lastName: string }): string {
  return `${kooker.firstName.charAt(0)}${kooker.lastName.charAt(0)}`.toUpperCase();
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

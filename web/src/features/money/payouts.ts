import { formatMonth } from '@kookers/domain/money';

/** A `yyyy-MM` month with its capital, as a list shows it: "Décembre 2026". */
export function monthLabel(month: string): string {
  const label = formatMonth(month);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

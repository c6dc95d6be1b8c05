import { formatCents } from '@kookers/domain/booking';

/** « Sur demande : 35 € de l’heure, ingrédients en plus » (docs/argent.md, « Le tarif horaire »); null without a rate. */
export function hourlyRateText(pricePerHour: number): string | null {
  return pricePerHour > 0 ? `Sur demande : ${formatCents(pricePerHour)} de l’heure, ingrédients en plus` : null;
}

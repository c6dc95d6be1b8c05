import { formatEuros } from '../rules/french-numbers';

/** Whole euros, as a Kooker types them, to cents. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Montant invalide : ${euros}`);
  return Math.round(euros * 100);
}

/**
 * Splits what the platform keeps of a booking into the commission, at the booking's
 * `commissionPercent` (terms.ts), and the Kooker's payout. The commission is rounded to the nearest cent (half up); the payout is the rest, so the two
 * always add up to what is kept. See docs/decisions/003-money-and-rounding.md.
 */
export function splitKept(keptCents: number, commissionPercent: number): { commission: number; kookerPayout: number } {
  if (!Number.isInteger(keptCents) || keptCents < 0) throw new RangeError(`Montant invalide : ${keptCents}`);
  const commission = Math.round((keptCents * commissionPercent) / 100);
  return { commission, kookerPayout: keptCents - commission };
}

/** The amounts of a new booking: total = price per person × participants, nothing refunded, at `commissionPercent`. */
export function bookingAmounts(pricePerPersonCents: number, participants: number, commissionPercent: number) {
  if (!Number.isInteger(pricePerPersonCents) || pricePerPersonCents <= 0) throw new RangeError('Prix invalide');
  if (!Number.isInteger(participants) || participants <= 0) throw new RangeError('Nombre de participants invalide');
  const total = pricePerPersonCents * participants;
  return { total, ...splitKept(total, commissionPercent), refund: 0 };
}

/** "35 €", or "35,50 €" when there are cents (as Intl writes them: french-numbers.ts). */
export function formatCents(cents: number): string {
  return formatEuros(cents);
}

/**
 * Numbers as French readers write them — "1 234", "4,8", "35,50 €" — exactly as
 * `Intl.NumberFormat('fr-FR')` writes them (narrow no-break space between thousands, no-break
 * space before "€"; `french-numbers.test.ts` checks it against Intl), without Intl: the first
 * French number format a page creates loads the locale's data, some 20 ms of a phone's main
 * thread while the page starts (docs/decisions/012-pages-rendered-on-the-server.md).
 */

const THOUSANDS = '\u202f';
const BEFORE_CURRENCY = '\u00a0';

/** An integer with its thousands apart: 12345 → "12 345". */
export function formatInteger(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  return value < 0 && Math.trunc(value) !== 0 ? `-${grouped}` : grouped;
}

/**
 * A number with at most `maxDigits` decimals (and at least `minDigits`), rounded half away from
 * zero on its shortest decimal writing, as Intl does: 4.05 → "4,1", 4.5 → "4,5", 5 → "5" or "5,0".
 */
export function formatDecimal(value: number, maxDigits: number, minDigits = 0): string {
  // Shifted on its decimal writing ("4.05" → 40.5), not multiplied (4.05 × 10 = 40.49999…).
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + maxDigits}`));
  const whole = Math.floor(scaled / 10 ** maxDigits);
  let fraction = String(scaled % 10 ** maxDigits).padStart(maxDigits, '0');
  while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${formatInteger(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** Cents as euros: "35 €" when whole, "35,50 €" otherwise. */
export function formatEuros(cents: number): string {
  const euros = cents % 100 === 0 ? formatInteger(cents / 100) : formatDecimal(cents / 100, 2, 2);
  return `${euros}${BEFORE_CURRENCY}€`;
}

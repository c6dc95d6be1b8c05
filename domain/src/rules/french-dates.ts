/**
 * Dates as French readers write them — "jeudi 24 décembre 2026", "mardi 15 décembre à 10:00" —
 * the same on the screens, in the emails and on the documents (domain/src/booking/booking-text.ts,
 * domain/src/money/invoices.ts). An instant is said at Paris time (time.ts).
 */
import { TIME_ZONE } from './rules';

// Made on first use: creating a French date format loads the locale's data (french-numbers.ts).
let longDateFormat: Intl.DateTimeFormat | undefined;
let momentFormats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;

/** A `yyyy-MM-dd` day as French readers write it: "jeudi 24 décembre 2026". */
export function formatLongDate(date: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** An instant as a Paris reader says it: "mardi 15 décembre à 10:00". */
export function formatParisMoment(instant: Date): string {
  momentFormats ??= {
    day: new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE }),
    time: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }),
  };
  return `${momentFormats.day.format(instant)} à ${momentFormats.time.format(instant)}`;
}

/**
 * When a scheduled job runs, in Paris time: the one description both Cloud Scheduler (as a
 * cron line) and the local scheduler of the emulators (as the next instant) read.
 */
import { addDays, parisDateOf, parisInstant, weekdayOf, WEEKDAYS, type Weekday } from '@kookers/domain/rules';

export type Cadence =
  | { every: 'day'; at: string }
  /** Once a week, on `day` at `at`. */
  | { every: 'week'; day: Weekday; at: string }
  | { every: 'hour'; minute: number }
  /** Every `minutes` minutes from the hour's start; `minutes` divides 60. */
  | { every: 'minutes'; minutes: number };

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The cron line of a cadence, read in the Europe/Paris zone: daily 00:05 is "5 0 * * *". */
export function cronOf(cadence: Cadence): string {
  if (cadence.every === 'hour') return `${cadence.minute} * * * *`;
  if (cadence.every === 'minutes') return `*/${cadence.minutes} * * * *`;
  const [hours = '0', minutes = '0'] = cadence.at.split(':');
  // Cron counts the days of the week from Sunday (0); WEEKDAYS starts on Monday.
  const dayOfWeek = cadence.every === 'week' ? String((WEEKDAYS.findIndex(({ value }) => value === cadence.day) + 1) % 7) : '*';
  return `${Number(minutes)} ${Number(hours)} * * ${dayOfWeek}`;
}

/** The first run strictly after `now`. */
export function nextRunAfter(cadence: Cadence, now: Date): Date {
  if (cadence.every === 'minutes') {
    const step = cadence.minutes * MINUTE_MS;
    return new Date((Math.floor(now.getTime() / step) + 1) * step);
  }
  if (cadence.every === 'hour') {
    // Paris is a whole number of hours from UTC: the minute of the hour is the same in both.
    const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const run = hourStart + cadence.minute * MINUTE_MS;
    return new Date(run > now.getTime() ? run : run + HOUR_MS);
  }
  const today = parisDateOf(now);
  // Today's time if still ahead, else the next day's (the next one of its weekday, for a weekly
  // job); a time the clocks skip that day (spring forward) moves on to the next day that has it.
  for (let days = 0; days <= 15; days++) {
    const date = addDays(today, days);
    if (cadence.every === 'week' && weekdayOf(date) !== cadence.day) continue;
    const run = parisInstant(date, cadence.at);
    if (run && run.getTime() > now.getTime()) return run;
  }
  throw new Error(`Horaire introuvable pour ${cadence.at}`);
}

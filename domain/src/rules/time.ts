/**
 * Dates and times in Europe/Paris (docs/produit.md, « Constantes »), the one zone every business rule is computed
 * in. A date is `yyyy-MM-dd` and a time `HH:mm`, both as a person in Paris reads them on a
 * wall clock; an instant is a `Date`. dayjs with its `utc` and `timezone` plugins does the
 * offset arithmetic, daylight-saving changes included.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from './rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Days of the week, Monday first, as stored (`availableDays`) and as shown. */
export const WEEKDAYS = [
  { value: 'monday', label: 'Lundi' },
  { value: 'tuesday', label: 'Mardi' },
  { value: 'wednesday', label: 'Mercredi' },
  { value: 'thursday', label: 'Jeudi' },
  { value: 'friday', label: 'Vendredi' },
  { value: 'saturday', label: 'Samedi' },
  { value: 'sunday', label: 'Dimanche' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['value'];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `yyyy-MM-dd` that names a real calendar day (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `HH:mm` from 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** The Paris calendar day of an instant. */
export function parisDateOf(instant: Date | number): string {
  return dayjs(instant).tz(TIME_ZONE).format('YYYY-MM-DD');
}

/** The Paris wall-clock time (`HH:mm`) of an instant. */
export function parisTimeOf(instant: Date | number): string {
  return dayjs(instant).tz(TIME_ZONE).format('HH:mm');
}

/** Instants already computed, by `date time`: the daily rebuild asks for the same few thousand. */
const instants = new Map<string, number | null>();
const INSTANTS_KEPT = 20_000;

/**
 * The instant a Paris date and time name, or null when that wall-clock time does not exist
 * (the hour skipped when clocks go forward, 02:00–02:59 on the last Sunday of March). When
 * clocks go back, 02:00–02:59 happens twice: the first one is meant.
 */
export function parisInstant(date: string, time: string): Date | null {
  const key = `${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = computeParisInstant(date, time);
    instants.set(key, instant);
  }
  return instant === null ? null : new Date(instant);
}

function computeParisInstant(date: string, time: string): number | null {
  if (!isCalendarDate(date) || !isClockTime(time)) return null;
  const instant = dayjs.tz(`${date} ${time}`, TIME_ZONE);
  // dayjs moves a time that does not exist forward by the gap: read it back to notice.
  if (parisDateOf(instant.valueOf()) !== date || parisTimeOf(instant.valueOf()) !== time) return null;
  // The first of two identical wall-clock times, if an hour earlier reads the same.
  const hourEarlier = instant.valueOf() - 60 * 60 * 1000;
  if (parisDateOf(hourEarlier) === date && parisTimeOf(hourEarlier) === time) return hourEarlier;
  return instant.valueOf();
}

/** The calendar day `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole days from one date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** The weekday of a date, as stored in `availableDays`. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return (WEEKDAYS[(dayjs.utc(date).day() + 6) % 7] as (typeof WEEKDAYS)[number]).value;
}

/** The hour of an on-the-hour `HH:00` time: "09:00" → 9. */
export function hourOf(time: string): number {
  return Number.parseInt(time.slice(0, 2), 10);
}

/** `HH:00` of an hour: 9 → "09:00". */
export function timeOfHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The free slots of a Kooker (docs/modele-de-donnees.md, `availability`), computed the same way by the functions that keep
 * `availability/{kookerId}` and by the browser: for each available weekday, start times from
 * typicalHours.start every minimumDuration hours while start + minimumDuration ≤ typicalHours.end,
 * in Paris wall-clock time, inside the booking window, on no blocked date, and overlapping no
 * booking.
 */
import { BOOKING_MAX_DAYS_AHEAD, BOOKING_MIN_LEAD_HOURS } from '../rules/rules';
import { type Weekday, addDays, hourOf, parisDateOf, parisInstant, timeOfHour, weekdayOf } from '../rules/time';

const HOUR_MS = 60 * 60 * 1000;

/** What the slots of a Kooker are made from: their schedule and their holidays. */
export interface Schedule {
  availableDays: readonly Weekday[];
  typicalHours: { start: string; end: string };
  /** Hours. */
  minimumDuration: number;
  /** `yyyy-MM-dd` days with no slot at all. */
  blockedDates: readonly string[];
}

/** A booking's time, which no slot may overlap. */
export interface BookedInterval {
  startMs: number;
  endMs: number;
}

/** `yyyy-MM-dd` → the `HH:mm` start times still free that day, days in order, empty days left out. */
export type SlotMap = Record<string, string[]>;

/**
 * The start times of one day (wall-clock `HH:mm`): "09:00"–"21:00" every 2 h gives
 * 09:00, 11:00, 13:00, 15:00, 17:00 and 19:00. Empty when the hours leave no room.
 */
export function dailySlotTimes(hours: { start: string; end: string }, minimumDuration: number): string[] {
  const start = hourOf(hours.start);
  const end = hourOf(hours.end);
  if (!Number.isInteger(start) || !Number.isInteger(end) || !Number.isInteger(minimumDuration) || minimumDuration < 1) return [];
  const times: string[] = [];
  for (let hour = start; hour + minimumDuration <= end; hour += minimumDuration) times.push(timeOfHour(hour));
  return times;
}

/**
 * The booking window at `now`: a slot may start from BOOKING_MIN_LEAD_HOURS later, on a day up
 * to BOOKING_MAX_DAYS_AHEAD days after today (Paris), that day included.
 */
export function bookingWindow(now: Date): { earliestStartMs: number; firstDate: string; lastDate: string } {
  const earliestStartMs = now.getTime() + BOOKING_MIN_LEAD_HOURS * HOUR_MS;
  return { earliestStartMs, firstDate: parisDateOf(earliestStartMs), lastDate: addDays(parisDateOf(now), BOOKING_MAX_DAYS_AHEAD) };
}

/** Whether a slot starting at that Paris date and time may be booked at `now`. */
export function isInBookingWindow(date: string, time: string, now: Date): boolean {
  const start = parisInstant(date, time);
  if (!start) return false;
  const window = bookingWindow(now);
  return start.getTime() >= window.earliestStartMs && date <= window.lastDate;
}

/** The instants a slot of `minimumDuration` hours starting at that Paris date and time covers. */
export function slotInterval(date: string, time: string, minimumDuration: number): BookedInterval | null {
  const start = parisInstant(date, time);
  return start ? { startMs: start.getTime(), endMs: start.getTime() + minimumDuration * HOUR_MS } : null;
}

/**
 * Every slot still free at `now`: the schedule's slots inside the booking window, except on
 * blocked dates, on wall-clock times that do not exist (the hour skipped in spring) and where
 * a booking overlaps.
 */
export function freeSlots(schedule: Schedule, booked: readonly BookedInterval[], now: Date): SlotMap {
  const times = dailySlotTimes(schedule.typicalHours, schedule.minimumDuration);
  const slots: SlotMap = {};
  if (times.length === 0 || schedule.availableDays.length === 0) return slots;
  const blocked = new Set(schedule.blockedDates);
  const window = bookingWindow(now);
  for (let date = window.firstDate; date <= window.lastDate; date = addDays(date, 1)) {
    if (blocked.has(date) || !schedule.availableDays.includes(weekdayOf(date))) continue;
    const free = times.filter((time) => {
      const slot = slotInterval(date, time, schedule.minimumDuration);
      return (
        slot !== null &&
        slot.startMs >= window.earliestStartMs &&
        !booked.some((booking) => booking.startMs < slot.endMs && slot.startMs < booking.endMs)
      );
    });
    if (free.length > 0) slots[date] = free;
  }
  return slots;
}

/** Whether two slot maps offer exactly the same slots. */
export function sameSlots(a: SlotMap, b: SlotMap): boolean {
  const datesA = Object.keys(a).sort();
  const datesB = Object.keys(b).sort();
  return (
    datesA.length === datesB.length && datesA.every((date, i) => date === datesB[i] && (a[date] ?? []).join() === (b[date] ?? []).join())
  );
}

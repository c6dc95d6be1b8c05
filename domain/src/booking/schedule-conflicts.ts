/**
 * The confirmed bookings a Kooker's change of schedule leaves without a place (docs/reservations.md,
 * « Côté Kooker »): a day newly blocked, a weekday no longer offered, hours that no longer hold
 * the booked slot, or the profile paused. The profile editor lists them and asks, for each, to keep
 * it or to cancel it, so that no booking is left confirmed on a day the Kooker said they are away.
 *
 * A booked slot fits a schedule the way slots are made from it (domain/src/kookers/slots.ts): on an
 * offered weekday, on no blocked date, and from its Paris wall-clock start for its booked length
 * within the typical hours, counted on the wall clock too. So a slot the schedule offered still
 * fits it on the days clocks change, and its length is the one booked (`endAt`), whatever the
 * minimum duration has become since.
 */
import type { Booking } from './model';
import type { Schedule } from '../kookers/slots';
import { weekdayOf } from '../rules/time';

const MINUTE_MS = 60 * 1000;

/** What a booked slot must fall in: the Kooker's days, hours and blocked dates. */
export type WeeklySchedule = Pick<Schedule, 'availableDays' | 'typicalHours' | 'blockedDates'>;

/** What this rule reads of a booking. */
export type ScheduledBooking = Pick<Booking, 'status' | 'date' | 'time' | 'startAt' | 'endAt'>;

/** Why a booked slot is outside a schedule: its date is blocked, its weekday not offered, or its hours outside. */
export type ScheduleMisfit = 'blocked' | 'weekday' | 'hours';

/**
 * What the Kooker is about to save: new days, hours or blocked dates (`before` is what is saved
 * now), or the profile paused.
 */
export type ScheduleChange = { kind: 'schedule'; before: WeeklySchedule; after: WeeklySchedule } | { kind: 'pause' };

/** A booking the change leaves without a place, and why. */
export interface ScheduleConflict<B extends ScheduledBooking> {
  booking: B;
  why: ScheduleMisfit | 'paused';
}

/** Minutes since midnight of a `HH:mm` time, or NaN when it is not one. */
function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** Whether a booked slot lies inside a schedule, and if not, why (the first reason, in the order of the type). */
export function scheduleMisfit(booking: ScheduledBooking, schedule: WeeklySchedule): ScheduleMisfit | null {
  if (schedule.blockedDates.includes(booking.date)) return 'blocked';
  if (!schedule.availableDays.includes(weekdayOf(booking.date))) return 'weekday';
  const start = minutesOf(booking.time);
  const length = booking.startAt && booking.endAt ? (booking.endAt.toMillis() - booking.startAt.toMillis()) / MINUTE_MS : 0;
  const open = minutesOf(schedule.typicalHours.start);
  const close = minutesOf(schedule.typicalHours.end);
  // NaN compares false: hours that are not set hold no slot.
  return start >= open && start + length <= close ? null : 'hours';
}

/**
 * The confirmed bookings that have not started at `now` and that the change leaves without a
 * place, soonest first. A new schedule takes out the bookings that fit the saved one and no longer
 * fit it: one the Kooker already chose to keep outside their schedule is not asked about again.
 * A pause takes out every one of them: nobody can book the Kooker any more, and each client must
 * hear whether their booking stands.
 */
export function scheduleConflicts<B extends ScheduledBooking>(
  bookings: readonly B[],
  change: ScheduleChange,
  now: Date,
): Array<ScheduleConflict<B>> {
  const upcoming = bookings
    .filter((booking) => booking.status === 'confirmed' && booking.startAt !== null && booking.startAt.toMillis() > now.getTime())
    .sort((a, b) => (a.startAt?.toMillis() ?? 0) - (b.startAt?.toMillis() ?? 0));
  if (change.kind === 'pause') return upcoming.map((booking) => ({ booking, why: 'paused' }));
  const conflicts: Array<ScheduleConflict<B>> = [];
  for (const booking of upcoming) {
    const why = scheduleMisfit(booking, change.after);
    if (why !== null && scheduleMisfit(booking, change.before) === null) conflicts.push({ booking, why });
  }
  return conflicts;
}

import { type SlotMap, bookingWindow, isInBookingWindow } from '@kookers/domain/kookers';
import { addDays, isClockTime, parisDateOf } from '@kookers/domain/rules';

/**
 * The slots of `availability/{kookerId}` that can still be booked at `now`: functions rebuild
 * the map daily, so between two rebuilds it may hold times that have left the booking window
 * (less than 24 h ahead). Dates in order, times in order, empty dates left out.
 *
 * Only the window's first day can hold times too soon to book (any time of a later day starts
 * after it): the exact check, which costs a time-zone conversion per slot, is made there only.
 */
export function bookableSlots(slots: SlotMap, now: Date): SlotMap {
  const { firstDate, lastDate } = bookingWindow(now);
  const bookable: SlotMap = {};
  for (const date of Object.keys(slots).sort()) {
    if (date < firstDate || date > lastDate) continue;
    const times = [...new Set(slots[date] ?? [])].filter(isClockTime).sort();
    const free = date === firstDate ? times.filter((time) => isInBookingWindow(date, time, now)) : times;
    if (free.length > 0) bookable[date] = free;
  }
  return bookable;
}

/**
 * Whether bookable slots (see bookableSlots) hold one in the next `days` days, today included
 * (Paris): 'Disponible cette semaine'.
 */
export function hasFreeSlotWithin(bookable: SlotMap, now: Date, days = 7): boolean {
  const last = addDays(parisDateOf(now), days - 1);
  return Object.keys(bookable).some((date) => date <= last && (bookable[date]?.length ?? 0) > 0);
}

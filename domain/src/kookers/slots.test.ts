import { describe, expect, it } from 'vitest';
import { bookingWindow, dailySlotTimes, freeSlots, isInBookingWindow, type Schedule } from './slots';

const everyDay: Schedule = {
  availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  typicalHours: { start: '09:00', end: '21:00' },
  minimumDuration: 2,
  blockedDates: [],
};
/** Monday 23 November 2026, 11:00 in Paris. */
const NOW = new Date('2026-11-23T10:00:00Z');
const at = (iso: string) => new Date(iso).getTime();

describe('the start times of a day', () => {
  it('go from the start every minimum duration while the slot ends by the end', () => {
    expect(dailySlotTimes({ start: '09:00', end: '21:00' }, 2)).toEqual(['09:00', '11:00', '13:00', '15:00', '17:00', '19:00']);
    expect(dailySlotTimes({ start: '18:00', end: '23:00' }, 3)).toEqual(['18:00']);
    expect(dailySlotTimes({ start: '10:00', end: '14:00' }, 4)).toEqual(['10:00']);
    expect(dailySlotTimes({ start: '10:00', end: '13:00' }, 4)).toEqual([]);
  });

  it('cover a whole day in one-hour slots, and nothing when the hours are unset', () => {
    expect(dailySlotTimes({ start: '00:00', end: '23:00' }, 1)).toHaveLength(23);
    expect(dailySlotTimes({ start: '00:00', end: '23:00' }, 1).at(-1)).toBe('22:00');
    expect(dailySlotTimes({ start: '', end: '' }, 2)).toEqual([]);
    expect(dailySlotTimes({ start: '09:00', end: '21:00' }, 0)).toEqual([]);
  });
});

describe('the booking window', () => {
  it('opens 24 h ahead and closes at the end of the 60th day', () => {
    expect(bookingWindow(NOW)).toEqual({ earliestStartMs: at('2026-11-24T10:00:00Z'), firstDate: '2026-11-24', lastDate: '2027-01-22' });
    expect(isInBookingWindow('2026-11-24', '11:00', NOW)).toBe(true);
    expect(isInBookingWindow('2026-11-24', '10:59', NOW)).toBe(false);
    expect(isInBookingWindow('2027-01-22', '20:00', NOW)).toBe(true);
    expect(isInBookingWindow('2027-01-23', '09:00', NOW)).toBe(false);
    expect(isInBookingWindow('2026-02-30', '09:00', NOW)).toBe(false);
  });
});

describe('free slots', () => {
  it('start 24 h from now, at the exact minute included', () => {
    const slots = freeSlots(everyDay, [], NOW);
    expect(slots['2026-11-23']).toBeUndefined();
    expect(slots['2026-11-24']).toEqual(['11:00', '13:00', '15:00', '17:00', '19:00']);
    expect(slots['2026-11-25']).toEqual(['09:00', '11:00', '13:00', '15:00', '17:00', '19:00']);
  });

  it('end with the 60th day, that day included', () => {
    const dates = Object.keys(freeSlots(everyDay, [], NOW));
    expect(dates.at(-1)).toBe('2027-01-22');
    expect(dates).toHaveLength(60);
  });

  it('fall on the available weekdays only', () => {
    for (const [day, first] of [
      ['monday', '2026-11-30'],
      ['tuesday', '2026-11-24'],
      ['wednesday', '2026-11-25'],
      ['thursday', '2026-11-26'],
      ['friday', '2026-11-27'],
      ['saturday', '2026-11-28'],
      ['sunday', '2026-11-29'],
    ] as const) {
      const dates = Object.keys(freeSlots({ ...everyDay, availableDays: [day] }, [], NOW));
      expect(dates[0], day).toBe(first);
      expect(dates.length, day).toBeGreaterThanOrEqual(8);
      expect(dates.length, day).toBeLessThanOrEqual(9);
    }
  });

  it('skip blocked dates', () => {
    const slots = freeSlots({ ...everyDay, availableDays: ['saturday'], blockedDates: ['2026-11-28', '2026-12-26'] }, [], NOW);
    expect(Object.keys(slots).slice(0, 4)).toEqual(['2026-12-05', '2026-12-12', '2026-12-19', '2027-01-02']);
  });

  it('leave out every slot a booking overlaps, and only those', () => {
    // Saturday 28 November, 13:00–15:00 and 16:00–18:00 in Paris (UTC+1).
    const booked = [
      { startMs: at('2026-11-28T12:00:00Z'), endMs: at('2026-11-28T14:00:00Z') },
      { startMs: at('2026-11-28T15:00:00Z'), endMs: at('2026-11-28T17:00:00Z') },
    ];
    expect(freeSlots(everyDay, booked, NOW)['2026-11-28']).toEqual(['09:00', '11:00', '19:00']);
  });

  it('leave out a day whose every slot is booked', () => {
    const booked = [{ startMs: at('2026-11-28T08:00:00Z'), endMs: at('2026-11-28T20:00:00Z') }];
    expect(freeSlots(everyDay, booked, NOW)).not.toHaveProperty('2026-11-28');
  });

  it('offer nothing without days or without room in the hours', () => {
    expect(freeSlots({ ...everyDay, availableDays: [] }, [], NOW)).toEqual({});
    expect(freeSlots({ ...everyDay, typicalHours: { start: '20:00', end: '21:00' } }, [], NOW)).toEqual({});
  });

  it('skip 02:00 on the Sunday clocks go forward, and keep one 02:00 when they go back', () => {
    const night: Schedule = { ...everyDay, availableDays: ['sunday'], typicalHours: { start: '00:00', end: '06:00' }, minimumDuration: 1 };
    expect(freeSlots(night, [], new Date('2026-03-20T12:00:00Z'))['2026-03-29']).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    expect(freeSlots(night, [], new Date('2026-10-20T12:00:00Z'))['2026-10-25']).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
  });

  it('place the window in Paris time across the clock change', () => {
    // Saturday 28 March 2026 at 09:30 UTC is 10:30 in Paris; 24 h later it is 11:30 on the
    // Sunday, summer time (UTC+2): the 11:00 slot has gone, 13:00 remains.
    const slots = freeSlots({ ...everyDay, availableDays: ['sunday'] }, [], new Date('2026-03-28T09:30:00Z'));
    expect(slots['2026-03-29']).toEqual(['13:00', '15:00', '17:00', '19:00']);
  });
});

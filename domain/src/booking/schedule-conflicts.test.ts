import { describe, expect, it } from 'vitest';
import type { Stamp } from '../rules/read';
import { scheduleConflicts, scheduleMisfit, type ScheduledBooking, type WeeklySchedule } from './schedule-conflicts';
import { freeSlots } from '../kookers/slots';

const stampOf = (ms: number): Stamp => ({ toMillis: () => ms, toDate: () => new Date(ms) });

interface TestBooking extends ScheduledBooking {
  id: string;
}

/** A booking from its Paris date and time as booked, its instants given in UTC (as createBooking stores them). */
function booking(id: string, date: string, time: string, startIso: string, endIso: string, status = 'confirmed' as const): TestBooking {
  return { id, status, date, time, startAt: stampOf(Date.parse(startIso)), endAt: stampOf(Date.parse(endIso)) };
}

/** Fridays and Saturdays, 09:00–21:00 (2 h slots: 09, 11, 13, 15, 17, 19). */
const saved: WeeklySchedule = {
  availableDays: ['friday', 'saturday'],
  typicalHours: { start: '09:00', end: '21:00' },
  blockedDates: [],
};
/** Monday 23 November 2026, 11:00 in Paris (UTC+1). */
const NOW = new Date('2026-11-23T10:00:00Z');

// Friday 27 November 19:00–21:00, Saturday 28 November 09:00–11:00, Saturday 5 December 13:00–15:00.
const friday = booking('friday', '2026-11-27', '19:00', '2026-11-27T18:00:00Z', '2026-11-27T20:00:00Z');
const saturday = booking('saturday', '2026-11-28', '09:00', '2026-11-28T08:00:00Z', '2026-11-28T10:00:00Z');
const nextSaturday = booking('next-saturday', '2026-12-05', '13:00', '2026-12-05T12:00:00Z', '2026-12-05T14:00:00Z');
const all = [nextSaturday, friday, saturday];

const ids = (conflicts: ReadonlyArray<{ booking: TestBooking }>) => conflicts.map((conflict) => conflict.booking.id);
const change = (after: Partial<WeeklySchedule>) => ({ kind: 'schedule' as const, before: saved, after: { ...saved, ...after } });

describe('a booked slot in a schedule', () => {
  it('fits the schedule it was booked from', () => {
    for (const each of all) expect(scheduleMisfit(each, saved), each.id).toBeNull();
  });

  it('is out on a blocked date, on a weekday not offered, or outside the hours, first reason first', () => {
    expect(scheduleMisfit(saturday, { ...saved, blockedDates: ['2026-11-28'] })).toBe('blocked');
    expect(scheduleMisfit(saturday, { ...saved, availableDays: ['friday'] })).toBe('weekday');
    expect(scheduleMisfit(saturday, { ...saved, typicalHours: { start: '10:00', end: '21:00' } })).toBe('hours');
    expect(
      scheduleMisfit(saturday, { availableDays: ['friday'], typicalHours: { start: '10:00', end: '21:00' }, blockedDates: ['2026-11-28'] }),
    ).toBe('blocked');
  });

  it('is out of hours that are not set', () => {
    expect(scheduleMisfit(saturday, { ...saved, typicalHours: { start: '', end: '' } })).toBe('hours');
  });
});

describe('the bookings a new schedule leaves without a place', () => {
  it('are none when nothing that holds them changes', () => {
    expect(scheduleConflicts(all, change({}), NOW)).toEqual([]);
    expect(scheduleConflicts(all, change({ blockedDates: ['2026-11-29', '2026-12-04'] }), NOW)).toEqual([]);
    expect(scheduleConflicts(all, change({ availableDays: ['monday', 'friday', 'saturday'] }), NOW)).toEqual([]);
  });

  it('are those on a newly blocked date, and only those', () => {
    const conflicts = scheduleConflicts(all, change({ blockedDates: ['2026-11-28'] }), NOW);
    expect(conflicts).toEqual([{ booking: saturday, why: 'blocked' }]);
  });

  it('are those on a weekday no longer offered', () => {
    expect(scheduleConflicts(all, change({ availableDays: ['friday'] }), NOW)).toEqual([
      { booking: saturday, why: 'weekday' },
      { booking: nextSaturday, why: 'weekday' },
    ]);
  });

  it('are those the new hours no longer hold whole: a later start, an earlier end', () => {
    expect(ids(scheduleConflicts(all, change({ typicalHours: { start: '10:00', end: '21:00' } }), NOW))).toEqual(['saturday']);
    // 19:00–21:00 no longer ends by 20:00.
    expect(ids(scheduleConflicts(all, change({ typicalHours: { start: '09:00', end: '20:00' } }), NOW))).toEqual(['friday']);
    expect(ids(scheduleConflicts(all, change({ typicalHours: { start: '14:00', end: '18:00' } }), NOW))).toEqual([
      'friday',
      'saturday',
      'next-saturday',
    ]);
  });

  it('leave a slot the new hours still hold whole, even off their new grid', () => {
    // 10:00–22:00 offers 10, 12, 14…: Saturday 5 December 13:00–15:00 is still inside the hours.
    expect(scheduleConflicts([nextSaturday], change({ typicalHours: { start: '10:00', end: '22:00' } }), NOW)).toEqual([]);
    // Exactly at the edges: 09:00 start, 21:00 end.
    expect(scheduleConflicts([saturday, friday], change({ typicalHours: { start: '09:00', end: '21:00' } }), NOW)).toEqual([]);
  });

  it('are measured by the length booked, not by a minimum duration changed since', () => {
    // A 3 h booking, Friday 27 November 18:00–21:00 (the Kooker then offered 3 h slots).
    const long = booking('long', '2026-11-27', '18:00', '2026-11-27T17:00:00Z', '2026-11-27T20:00:00Z');
    expect(scheduleConflicts([long], change({ typicalHours: { start: '09:00', end: '20:00' } }), NOW)).toEqual([
      { booking: long, why: 'hours' },
    ]);
    expect(scheduleConflicts([long], change({ typicalHours: { start: '18:00', end: '21:00' } }), NOW)).toEqual([]);
  });

  it('are only confirmed bookings that have not started: cancelled, completed and started ones are left alone', () => {
    const withMondays: WeeklySchedule = { ...saved, availableDays: ['monday', 'friday', 'saturday'] };
    const blocked = {
      kind: 'schedule' as const,
      before: withMondays,
      after: { ...withMondays, blockedDates: ['2026-11-23', '2026-11-27', '2026-11-28'] },
    };
    const cancelled = { ...saturday, id: 'cancelled', status: 'cancelled' as const };
    const completed = { ...friday, id: 'completed', status: 'completed' as const };
    // Monday 23 November 10:00–12:00 Paris: started an hour ago, not over yet.
    const started = booking('started', '2026-11-23', '10:00', '2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z');
    expect(ids(scheduleConflicts([cancelled, completed, started, friday], blocked, NOW))).toEqual(['friday']);
    // The same booking one minute before it starts is still asked about.
    expect(ids(scheduleConflicts([started], blocked, new Date('2026-11-23T08:59:00Z')))).toEqual(['started']);
    expect(ids(scheduleConflicts([started], blocked, new Date('2026-11-23T09:00:00Z')))).toEqual([]);
  });

  it('leave out a booking already outside the saved schedule: the Kooker chose to keep it before', () => {
    const kept: WeeklySchedule = { ...saved, blockedDates: ['2026-11-28'] };
    const next = { kind: 'schedule' as const, before: kept, after: { ...kept, blockedDates: ['2026-11-28', '2026-12-05'] } };
    expect(scheduleConflicts(all, next, NOW)).toEqual([{ booking: nextSaturday, why: 'blocked' }]);
  });

  it('come soonest first, whatever order they were read in', () => {
    expect(ids(scheduleConflicts(all, change({ availableDays: [] }), NOW))).toEqual(['friday', 'saturday', 'next-saturday']);
  });
});

describe('pausing the profile', () => {
  it('leaves every upcoming confirmed booking without a place, soonest first, those kept before included', () => {
    const cancelled = { ...saturday, id: 'cancelled', status: 'cancelled' as const };
    expect(scheduleConflicts([...all, cancelled], { kind: 'pause' }, NOW)).toEqual([
      { booking: friday, why: 'paused' },
      { booking: saturday, why: 'paused' },
      { booking: nextSaturday, why: 'paused' },
    ]);
    expect(scheduleConflicts([], { kind: 'pause' }, NOW)).toEqual([]);
  });
});

describe('on the days clocks change in Paris', () => {
  /** Sundays, 01:00–03:00, 2 h slots. */
  const night: WeeklySchedule = { availableDays: ['sunday'], typicalHours: { start: '01:00', end: '03:00' }, blockedDates: [] };

  it('a slot offered on the Sunday clocks go forward (29 March 2026) fits the hours it was offered in', () => {
    // The slots say 01:00 is offered that night: 01:00 CET (00:00Z), 2 h later it is 04:00 CEST.
    expect(freeSlots({ ...night, minimumDuration: 2 }, [], new Date('2026-03-20T12:00:00Z'))['2026-03-29']).toEqual(['01:00']);
    const spring = booking('spring', '2026-03-29', '01:00', '2026-03-29T00:00:00Z', '2026-03-29T02:00:00Z');
    const now = new Date('2026-03-20T12:00:00Z');
    expect(scheduleMisfit(spring, night)).toBeNull();
    expect(scheduleConflicts([spring], { kind: 'schedule', before: night, after: { ...night, blockedDates: [] } }, now)).toEqual([]);
    expect(
      scheduleConflicts([spring], { kind: 'schedule', before: night, after: { ...night, blockedDates: ['2026-03-29'] } }, now),
    ).toEqual([{ booking: spring, why: 'blocked' }]);
    expect(
      scheduleConflicts(
        [spring],
        { kind: 'schedule', before: night, after: { ...night, typicalHours: { start: '01:00', end: '02:00' } } },
        now,
      ),
    ).toEqual([{ booking: spring, why: 'hours' }]);
  });

  it('the first 02:00 of the Sunday clocks go back (25 October 2026) is held by 00:00–04:00 and not by 00:00–02:00', () => {
    const autumnHours: WeeklySchedule = { ...night, typicalHours: { start: '00:00', end: '04:00' } };
    expect(freeSlots({ ...autumnHours, minimumDuration: 1 }, [], new Date('2026-10-20T12:00:00Z'))['2026-10-25']).toContain('02:00');
    // 02:00 CEST is 00:00Z; an hour later the clocks read 02:00 again (CET).
    const autumn = booking('autumn', '2026-10-25', '02:00', '2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z');
    const now = new Date('2026-10-20T12:00:00Z');
    expect(scheduleMisfit(autumn, autumnHours)).toBeNull();
    expect(
      scheduleConflicts(
        [autumn],
        { kind: 'schedule', before: autumnHours, after: { ...autumnHours, typicalHours: { start: '00:00', end: '02:00' } } },
        now,
      ),
    ).toEqual([{ booking: autumn, why: 'hours' }]);
    expect(
      scheduleConflicts([autumn], { kind: 'schedule', before: autumnHours, after: { ...autumnHours, availableDays: ['saturday'] } }, now),
    ).toEqual([{ booking: autumn, why: 'weekday' }]);
  });
});

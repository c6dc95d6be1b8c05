import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isClockTime, parisDateOf, parisInstant, parisTimeOf, weekdayOf } from './time';

describe('time in Europe/Paris', () => {
  it('tells real calendar days from look-alikes', () => {
    expect(isCalendarDate('2026-11-23')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate(' 2026-11-23')).toBe(false);
  });

  it('takes clock times from 00:00 to 23:59 only', () => {
    expect(isClockTime('00:00')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:00')).toBe(false);
    expect(isClockTime('12:60')).toBe(false);
  });

  it('reads the Paris day and time of an instant, winter (UTC+1) and summer (UTC+2)', () => {
    expect(parisDateOf(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(parisDateOf(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(parisTimeOf(new Date('2026-07-14T21:30:00Z'))).toBe('23:30');
    expect(parisDateOf(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('finds the instant of a Paris date and time', () => {
    expect(parisInstant('2026-12-01', '10:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parisInstant('2026-07-01', '10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parisInstant('2026-02-30', '10:00')).toBeNull();
    expect(parisInstant('2026-12-01', '24:00')).toBeNull();
  });

  it('has no 02:30 on the Sunday clocks go forward (29 March 2026), and the hours around it exist', () => {
    expect(parisInstant('2026-03-29', '01:00')?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(parisInstant('2026-03-29', '02:00')).toBeNull();
    expect(parisInstant('2026-03-29', '02:30')).toBeNull();
    expect(parisInstant('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first 02:30 on the Sunday clocks go back (25 October 2026)', () => {
    expect(parisInstant('2026-10-25', '01:00')?.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(parisInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parisInstant('2026-10-25', '03:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('counts calendar days, across months, years and clock changes', () => {
    expect(addDays('2026-11-23', 60)).toBe('2027-01-22');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(weekdayOf('2026-11-29')).toBe('sunday');
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2027-01-01')).toBe('friday');
  });
});

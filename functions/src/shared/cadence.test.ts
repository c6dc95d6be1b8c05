import { describe, expect, it } from 'vitest';
import { cronOf, nextRunAfter } from './cadence';

describe('cronOf', () => {
  it('writes a daily time and an hourly minute as cron lines', () => {
    expect(cronOf({ every: 'day', at: '00:05' })).toBe('5 0 * * *');
    expect(cronOf({ every: 'day', at: '13:30' })).toBe('30 13 * * *');
    expect(cronOf({ every: 'hour', minute: 15 })).toBe('15 * * * *');
    expect(cronOf({ every: 'minutes', minutes: 5 })).toBe('*/5 * * * *');
  });

  it('writes a weekly day as cron’s day of the week, Sunday being 0', () => {
    expect(cronOf({ every: 'week', day: 'monday', at: '06:00' })).toBe('0 6 * * 1');
    expect(cronOf({ every: 'week', day: 'sunday', at: '23:30' })).toBe('30 23 * * 0');
  });
});

describe('nextRunAfter', () => {
  const daily = { every: 'day', at: '00:05' } as const;

  it('runs a daily job at 00:05 Paris time, today if still ahead, else tomorrow', () => {
    // 2026-06-10 00:00 in Paris (summer time, UTC+2) is 2026-06-09 22:00 UTC.
    expect(nextRunAfter(daily, new Date('2026-06-09T22:00:00Z')).toISOString()).toBe('2026-06-09T22:05:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-06-09T22:05:00Z')).toISOString()).toBe('2026-06-10T22:05:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-06-10T12:00:00Z')).toISOString()).toBe('2026-06-10T22:05:00.000Z');
  });

  it('follows the clocks in winter and across both daylight-saving Sundays', () => {
    // Winter: UTC+1.
    expect(nextRunAfter(daily, new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T23:05:00.000Z');
    // Saturday 2026-03-28 at noon: the next run is Sunday 00:05, still winter time (UTC+1)…
    expect(nextRunAfter(daily, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-28T23:05:00.000Z');
    // …and the one after, Monday 00:05, summer time (UTC+2).
    expect(nextRunAfter(daily, new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:05:00.000Z');
    // Clocks go back on 2026-10-25: Monday 00:05 is winter time again.
    expect(nextRunAfter(daily, new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-25T23:05:00.000Z');
  });

  it('skips to the next day when the time does not exist (02:30 on the spring-forward Sunday)', () => {
    const run = nextRunAfter({ every: 'day', at: '02:30' }, new Date('2026-03-28T12:00:00Z'));
    expect(run.toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });

  it('runs an hourly job at its minute of every hour', () => {
    const hourly = { every: 'hour', minute: 10 } as const;
    expect(nextRunAfter(hourly, new Date('2026-06-10T08:05:00Z')).toISOString()).toBe('2026-06-10T08:10:00.000Z');
    expect(nextRunAfter(hourly, new Date('2026-06-10T08:10:00Z')).toISOString()).toBe('2026-06-10T09:10:00.000Z');
    expect(nextRunAfter(hourly, new Date('2026-06-10T08:59:59Z')).toISOString()).toBe('2026-06-10T09:10:00.000Z');
  });

  it('runs a job every five minutes on the clock’s fives', () => {
    const often = { every: 'minutes', minutes: 5 } as const;
    expect(nextRunAfter(often, new Date('2026-06-10T08:03:20Z')).toISOString()).toBe('2026-06-10T08:05:00.000Z');
    expect(nextRunAfter(often, new Date('2026-06-10T08:05:00Z')).toISOString()).toBe('2026-06-10T08:10:00.000Z');
    expect(nextRunAfter(often, new Date('2026-06-10T08:59:00Z')).toISOString()).toBe('2026-06-10T09:00:00.000Z');
  });

  it('runs a weekly job on its day at its Paris time, this week if still ahead, else next week', () => {
    const weekly = { every: 'week', day: 'monday', at: '06:00' } as const;
    // Monday 2026-11-23 05:00 UTC is 06:00 in Paris (winter time, UTC+1).
    expect(nextRunAfter(weekly, new Date('2026-11-23T04:59:00Z')).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(nextRunAfter(weekly, new Date('2026-11-23T05:00:00Z')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // From a Wednesday, the next Monday.
    expect(nextRunAfter(weekly, new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    // Across the spring change: Monday 2026-03-30 06:00 is summer time (UTC+2).
    expect(nextRunAfter(weekly, new Date('2026-03-27T12:00:00Z')).toISOString()).toBe('2026-03-30T04:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationSchedule } from './cancellation-policy';
import { refundPreview } from './refunds';
import { parisInstant } from '../rules/time';
import { currentTerms } from './terms';

/** The rules in force today (rules.ts). */
const terms = currentTerms();
const MS = 1;
const DAY = 24 * 60 * 60 * 1000;
const startAt = parisInstant('2026-12-19', '10:00') as Date;
const at = (date: string, time: string) => parisInstant(date, time) as Date;

describe('the cancellation deadlines of a booking', () => {
  it('are 7 days and 48 h before the start: free until 12 December 10:00, half until 17 December 10:00', () => {
    const schedule = cancellationSchedule(startAt, terms, at('2026-12-01', '09:00'));
    expect(schedule.fullRefundUntil).toEqual(at('2026-12-12', '10:00'));
    expect(schedule.partialRefundUntil).toEqual(at('2026-12-17', '10:00'));
    expect(schedule).toMatchObject({ fullRefundPercent: 100, partialRefundPercent: 50 });
  });

  it('are the very boundaries the refund applies: full at the first deadline, half just after, refused just after the second', () => {
    const { fullRefundUntil, partialRefundUntil } = cancellationSchedule(startAt, terms, at('2026-12-01', '09:00'));
    if (!fullRefundUntil || !partialRefundUntil) throw new Error('deadlines expected');
    const booking = { total: 9_000, startAt, refunded: 0, pricePerPerson: 4_500, participants: 2, terms };
    expect(refundPreview(booking, 'client', fullRefundUntil)).toMatchObject({ percent: 100 });
    expect(refundPreview(booking, 'client', new Date(fullRefundUntil.getTime() + MS))).toMatchObject({ percent: 50 });
    expect(refundPreview(booking, 'client', partialRefundUntil)).toMatchObject({ percent: 50 });
    expect(refundPreview(booking, 'client', new Date(partialRefundUntil.getTime() + MS))).toMatchObject({ allowed: false });
  });

  it('drop the deadlines already passed: a booking made 4 days ahead can only be half refunded, one made 30 h ahead not at all', () => {
    expect(cancellationSchedule(startAt, terms, at('2026-12-15', '10:00'))).toMatchObject({
      fullRefundUntil: null,
      partialRefundUntil: at('2026-12-17', '10:00'),
    });
    expect(cancellationSchedule(startAt, terms, at('2026-12-18', '04:00'))).toMatchObject({
      fullRefundUntil: null,
      partialRefundUntil: null,
    });
  });

  it('count real hours across a clock change: 7 days before 27 October 10:00 (winter time) is 20 October 11:00 (summer time)', () => {
    const start = at('2026-10-27', '10:00');
    const { fullRefundUntil } = cancellationSchedule(start, terms, at('2026-10-01', '10:00'));
    expect(fullRefundUntil).toEqual(at('2026-10-20', '11:00'));
    expect(start.getTime() - (fullRefundUntil as Date).getTime()).toBe(7 * DAY);
  });
});

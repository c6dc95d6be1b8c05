import { describe, expect, it } from 'vitest';
import { bookableSlots, hasFreeSlotWithin } from './free-slots';

// Tuesday 1 December 2026, 10:00 in Paris (UTC+1): bookable from Wednesday 2, 10:00, to 30 January.
const now = new Date('2026-12-01T09:00:00Z');

describe('bookableSlots', () => {
  it('keeps only the slots at least 24 h ahead and at most 60 days ahead', () => {
    expect(
      bookableSlots(
        {
          '2026-12-01': ['14:00'],
          '2026-12-02': ['08:00', '10:00', '14:00'],
          '2026-12-10': ['19:00', '10:00'],
          '2027-01-30': ['10:00'],
          '2027-01-31': ['10:00'],
          '2026-12-11': [],
          '2026-12-12': ['midi', '10:00', '10:00'],
        },
        now,
      ),
    ).toEqual({ '2026-12-02': ['10:00', '14:00'], '2026-12-10': ['10:00', '19:00'], '2026-12-12': ['10:00'], '2027-01-30': ['10:00'] });
  });
});

describe('hasFreeSlotWithin', () => {
  it('says “available this week” only with a bookable slot in the next 7 days', () => {
    const within = (slots: Record<string, string[]>) => hasFreeSlotWithin(bookableSlots(slots, now), now);
    expect(within({ '2026-12-07': ['10:00'] })).toBe(true);
    expect(within({ '2026-12-08': ['10:00'] })).toBe(false);
    // Too soon to book does not count.
    expect(within({ '2026-12-01': ['19:00'], '2026-12-02': ['09:00'] })).toBe(false);
    expect(within({})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingFairUse, FAIR_USE_REFUSED } from './fair-use';
import { BOOKINGS_PER_DAY_MAX, BOOKINGS_WITH_ONE_KOOKER_PER_DAY_MAX, UPCOMING_BOOKINGS_MAX } from '../rules/rules';

const held = (...kookerIds: string[]) => kookerIds.map((kookerId) => ({ kookerId }));
const many = (count: number, kookerId = 'autre') => held(...Array<string>(count).fill(kookerId));

describe('bookingFairUse', () => {
  it('takes a client under every cap', () => {
    expect(bookingFairUse([], [], 'kenza')).toBeNull();
    expect(bookingFairUse(many(UPCOMING_BOOKINGS_MAX - 1), many(BOOKINGS_PER_DAY_MAX - 1), 'kenza')).toBeNull();
  });

  it('holds upcoming bookings to 10 in all and 3 with one Kooker', () => {
    expect(bookingFairUse(many(UPCOMING_BOOKINGS_MAX), [], 'kenza')).toBe(FAIR_USE_REFUSED.upcoming);
    expect(bookingFairUse(held('kenza', 'kenza', 'kenza'), [], 'kenza')).toBe(FAIR_USE_REFUSED.upcomingWithKooker);
    expect(bookingFairUse(held('kenza', 'kenza', 'kenza'), [], 'claire')).toBeNull();
  });

  it('holds the bookings made a day, cancelled ones included, to 6 in all and 2 with one Kooker', () => {
    expect(BOOKINGS_PER_DAY_MAX).toBe(6);
    expect(BOOKINGS_WITH_ONE_KOOKER_PER_DAY_MAX).toBe(2);
    expect(bookingFairUse([], many(BOOKINGS_PER_DAY_MAX), 'kenza')).toBe(FAIR_USE_REFUSED.today);
    expect(bookingFairUse([], held('kenza', 'kenza'), 'kenza')).toBe(FAIR_USE_REFUSED.todayWithKooker);
    expect(bookingFairUse([], held('kenza', 'kenza'), 'claire')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bookingAmounts, eurosToCents, formatCents, splitKept } from './money';

describe('money', () => {
  it('keeps the commission percent of a booking and pays the Kooker the rest', () => {
    expect(bookingAmounts(3500, 4, 10)).toEqual({ total: 14000, commission: 1400, kookerPayout: 12600, refund: 0 });
    // Another percent, the one a booking's own terms may hold (terms.ts).
    expect(bookingAmounts(3500, 4, 15)).toEqual({ total: 14000, commission: 2100, kookerPayout: 11900, refund: 0 });
  });

  it('rounds the commission to the nearest cent and never loses a cent', () => {
    expect(splitKept(1005, 10)).toEqual({ commission: 101, kookerPayout: 904 });
    expect(splitKept(1004, 10)).toEqual({ commission: 100, kookerPayout: 904 });
    // 15 % of 10,10 € is 1,515 €: half up, 1,52 €.
    expect(splitKept(1010, 15)).toEqual({ commission: 152, kookerPayout: 858 });
    for (const percent of [0, 10, 15, 100])
      for (const kept of [0, 1, 5, 999, 12345, 7001]) {
        const { commission, kookerPayout } = splitKept(kept, percent);
        expect(commission + kookerPayout).toBe(kept);
      }
  });

  it('refuses amounts that are not whole, positive cents', () => {
    expect(() => splitKept(10.5, 10)).toThrow(RangeError);
    expect(() => splitKept(-1, 10)).toThrow(RangeError);
    expect(() => bookingAmounts(0, 2, 10)).toThrow(RangeError);
    expect(() => bookingAmounts(3500, 2.5, 10)).toThrow(RangeError);
  });

  it('converts euros to cents and formats in French', () => {
    expect(eurosToCents(35)).toBe(3500);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(formatCents(3500).replace(/\s/g, ' ')).toBe('35 €');
    expect(formatCents(3550).replace(/\s/g, ' ')).toBe('35,50 €');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEuros, formatInteger } from './french-numbers';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-FR', options);

describe('French numbers without Intl', () => {
  it('write integers as Intl does', () => {
    const format = intl({ maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -1234]) expect(formatInteger(value)).toBe(format.format(value));
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => formatInteger(value) === format.format(value)));
  });

  it('write one-decimal ratings and prices as Intl does, rounding included', () => {
    const oneDecimal = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const upToOne = intl({ maximumFractionDigits: 1 });
    for (const value of [0, 4.05, 4.25, 4.75, 4.85, 0.95, 5, 3.333]) {
      expect(formatDecimal(value, 1, 1)).toBe(oneDecimal.format(value));
      expect(formatDecimal(value, 1)).toBe(upToOne.format(value));
    }
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (value) => formatDecimal(value, 1, 1) === oneDecimal.format(value) && formatDecimal(value, 1) === upToOne.format(value),
      ),
    );
  });

  it('write cents as euros as Intl does', () => {
    const cents = intl({ style: 'currency', currency: 'EUR' });
    const whole = intl({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    expect(formatEuros(3500)).toBe('35\u00a0€');
    expect(formatEuros(123450)).toBe('1\u202f234,50\u00a0€');
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e11 }),
        (value) => formatEuros(value) === (value % 100 === 0 ? whole.format(value / 100) : cents.format(value / 100)),
      ),
    );
  });
});

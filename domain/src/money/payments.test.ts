import { describe, expect, it } from 'vitest';
import type { Stamp } from '../rules/read';
import { holdsItsTime, isPaymentHeld } from './payments';

const NOW = new Date('2026-12-01T10:00:00Z');
const stampAt = (ms: number): Stamp => ({ toMillis: () => ms, toDate: () => new Date(ms) });
const until = (ms: number) => stampAt(NOW.getTime() + ms);

describe('isPaymentHeld and holdsItsTime', () => {
  it('keep a booking awaiting its payment until its hold ends, not one minute after', () => {
    expect(isPaymentHeld({ status: 'awaiting-payment', holdUntil: until(60_000) }, NOW)).toBe(true);
    expect(isPaymentHeld({ status: 'awaiting-payment', holdUntil: until(0) }, NOW)).toBe(false);
    expect(isPaymentHeld({ status: 'awaiting-payment', holdUntil: null }, NOW)).toBe(false);
    expect(holdsItsTime({ status: 'awaiting-payment', holdUntil: until(-60_000) }, NOW)).toBe(false);
  });

  it('count a confirmed booking as taking the time, and none that ended, expired or was cancelled', () => {
    expect(holdsItsTime({ status: 'confirmed', holdUntil: null }, NOW)).toBe(true);
    expect(isPaymentHeld({ status: 'confirmed', holdUntil: until(60_000) }, NOW)).toBe(false);
    for (const status of ['expired', 'cancelled', 'completed'] as const)
      expect(holdsItsTime({ status, holdUntil: until(60_000) }, NOW), status).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { refundPreview } from './refunds';
import { parisInstant } from './time';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const start = new Date('2026-12-20T09:00:00Z');
const booking = { total: 12_000, startAt: start };
const before = (ms: number) => new Date(start.getTime() - ms);

describe('refund of a client cancellation', () => {
  it('gives everything back from 7 days before, exactly 7 days included', () => {
    expect(refundPreview(booking, 'client', before(30 * 24 * HOUR))).toMatchObject({
      allowed: true,
      tier: 'early',
      percent: 100,
      refund: 12_000,
      kept: 0,
      commission: 0,
      kookerPayout: 0,
    });
    expect(refundPreview(booking, 'client', before(7 * 24 * HOUR))).toMatchObject({ tier: 'early', refund: 12_000 });
  });

  it('gives half back one minute under 7 days, and down to exactly 48 h before', () => {
    const half = { allowed: true, tier: 'late', percent: 50, refund: 6_000, kept: 6_000, commission: 600, kookerPayout: 5_400 };
    expect(refundPreview(booking, 'client', before(7 * 24 * HOUR - MINUTE))).toEqual(half);
    expect(refundPreview(booking, 'client', before(48 * HOUR + MINUTE))).toEqual(half);
    expect(refundPreview(booking, 'client', before(48 * HOUR))).toEqual(half);
  });

  it('refuses one minute under 48 h, and a preview shown at 48 h 00 min 30 s is refused at 47 h 59 min', () => {
    const refused = { allowed: false, reason: 'Les annulations sont possibles jusqu’à 48h avant la prestation.' };
    expect(refundPreview(booking, 'client', before(48 * HOUR - MINUTE))).toEqual(refused);
    expect(refundPreview(booking, 'client', before(48 * HOUR + 30_000))).toMatchObject({ allowed: true, tier: 'late' });
    expect(refundPreview(booking, 'client', before(47 * HOUR + 59 * MINUTE))).toEqual(refused);
  });

  it('counts real hours across a clock change: 7 days before 10:00 on 27 October is 11:00 on the 20th, Paris time', () => {
    // 27 October 2026 10:00 is winter time (UTC+1); 20 October is summer time (UTC+2).
    const startAt = parisInstant('2026-10-27', '10:00') as Date;
    const at = (time: string) => parisInstant('2026-10-20', time) as Date;
    expect(refundPreview({ total: 10_000, startAt }, 'client', at('10:00'))).toMatchObject({ tier: 'early' });
    expect(refundPreview({ total: 10_000, startAt }, 'client', at('11:00'))).toMatchObject({ tier: 'early' });
    expect(refundPreview({ total: 10_000, startAt }, 'client', at('11:01'))).toMatchObject({ tier: 'late' });
  });

  it('keeps the odd cent of a half refund, and never loses one', () => {
    const odd = refundPreview({ total: 4_501, startAt: start }, 'client', before(3 * 24 * HOUR));
    expect(odd).toEqual({ allowed: true, tier: 'late', percent: 50, refund: 2_250, kept: 2_251, commission: 225, kookerPayout: 2_026 });
    if (odd.allowed) expect(odd.refund + odd.commission + odd.kookerPayout).toBe(4_501);
  });
});

describe('refund of a Kooker cancellation', () => {
  it('gives everything back at any time before the start, even under 48 h', () => {
    expect(refundPreview(booking, 'kooker', before(MINUTE))).toMatchObject({ allowed: true, tier: 'byKooker', refund: 12_000, kept: 0 });
  });

  it('is refused once the service has started, for anyone', () => {
    for (const by of ['client', 'kooker'] as const) {
      expect(refundPreview(booking, by, start)).toEqual({
        allowed: false,
        reason: 'La prestation a déjà commencé : elle ne peut plus être annulée.',
      });
    }
  });
});

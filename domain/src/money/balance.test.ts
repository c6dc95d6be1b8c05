import { describe, expect, it } from 'vitest';
import {
  decideRelease,
  isoWeekOf,
  kookerBalance,
  moneyBlockingDeletion,
  payoutIdOf,
  payoutNetting,
  RELEASE_REFUSED,
  statementBalance,
  type ShareOf,
} from './balance';
import type { Stamp } from '../rules/read';
import type { Complaint } from '../booking/model';

const at = (iso: string): Stamp => {
  const date = new Date(iso);
  return { toMillis: () => date.getTime(), toDate: () => date };
};

const complaint = (status: Complaint['status']): Complaint => ({
  reason: 'hygiene',
  text: 'La cuisine n’était pas propre.',
  at: at('2026-11-20T12:00:00Z'),
  answer: null,
  answeredAt: null,
  status,
});

function share(payout: Partial<ShareOf['payout']>, overrides: Partial<ShareOf> = {}): ShareOf {
  return {
    status: 'completed',
    amounts: { total: 12_000, refund: 0, commission: 1_200, kookerPayout: 10_800 },
    payout: {
      status: 'held',
      earnedAt: at('2026-11-20T11:00:00Z'),
      availableAt: at('2026-11-22T11:00:00Z'),
      releasedAt: null,
      payoutId: null,
      ...payout,
    },
    complaint: null,
    ...overrides,
  };
}

describe('decideRelease', () => {
  it('releases a held share once its window has passed, to the minute', () => {
    expect(decideRelease(share({}), new Date('2026-11-22T10:59:00Z'))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: RELEASE_REFUSED.notYet },
    });
    expect(decideRelease(share({}), new Date('2026-11-22T11:00:00Z'))).toMatchObject({
      ok: true,
      update: { 'payout.status': 'available' },
    });
  });

  it('keeps a share held while a complaint is open, and releases it once the operators closed it', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(decideRelease(share({}, { complaint: complaint('open') }), now)).toMatchObject({
      ok: false,
      refusal: { message: RELEASE_REFUSED.complaint },
    });
    expect(decideRelease(share({}, { complaint: complaint('released') }), now)).toMatchObject({ ok: true });
    expect(decideRelease(share({}, { complaint: complaint('refunded') }), now)).toMatchObject({ ok: true });
  });

  it('leaves alone a share that is not held, or a booking that is gone', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    for (const status of ['pending', 'available', 'released', 'cancelled'] as const)
      expect(decideRelease(share({ status }), now)).toMatchObject({ ok: false, refusal: { message: RELEASE_REFUSED.notHeld } });
    expect(decideRelease(null, now)).toMatchObject({ ok: false, refusal: { code: 'not-found' } });
  });
});

describe('isoWeekOf and payoutIdOf', () => {
  it('names the ISO week of the Paris day', () => {
    // Monday 2026-11-23 in Paris.
    expect(isoWeekOf(new Date('2026-11-23T05:00:00Z'))).toBe('2026-W48');
    // Sunday 2026-11-22 at 23:30 in Paris (22:30 UTC) is still week 47; half an hour later, week 48.
    expect(isoWeekOf(new Date('2026-11-22T22:30:00Z'))).toBe('2026-W47');
    expect(isoWeekOf(new Date('2026-11-22T23:30:00Z'))).toBe('2026-W48');
  });

  it('gives the first days of January to the week of their Thursday', () => {
    // Friday 2027-01-01 belongs to the last week of 2026 (its Thursday is 2026-12-31).
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    // Monday 2024-12-30 belongs to the first week of 2025.
    expect(isoWeekOf(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(isoWeekOf(new Date('2026-01-05T12:00:00Z'))).toBe('2026-W02');
  });

  it('is the same id all week long for one Kooker', () => {
    const monday = payoutIdOf('kenza', new Date('2026-11-23T05:00:00Z'));
    expect(monday).toBe('kenza_2026-W48');
    expect(payoutIdOf('kenza', new Date('2026-11-29T20:00:00Z'))).toBe(monday);
  });
});

describe('payoutNetting', () => {
  it('takes what the Kooker owes out of the payout, never below zero', () => {
    expect(payoutNetting(10_800, 0)).toEqual({ amount: 10_800, netted: 0, stillOwed: 0 });
    expect(payoutNetting(10_800, 3_240)).toEqual({ amount: 7_560, netted: 3_240, stillOwed: 0 });
    expect(payoutNetting(2_000, 3_240)).toEqual({ amount: 0, netted: 2_000, stillOwed: 1_240 });
  });

  it('refuses amounts that are not whole positive cents', () => {
    expect(() => payoutNetting(-1, 0)).toThrow(RangeError);
    expect(() => payoutNetting(10.5, 0)).toThrow(RangeError);
  });
});

describe('kookerBalance and statementBalance', () => {
  const bookings: ShareOf[] = [
    share(
      { status: 'pending', earnedAt: null, availableAt: null },
      { status: 'confirmed', amounts: { total: 8_000, refund: 0, commission: 800, kookerPayout: 7_200 } },
    ),
    share({ status: 'held' }),
    share({ status: 'available' }, { amounts: { total: 6_000, refund: 3_000, commission: 300, kookerPayout: 2_700 } }),
    share(
      { status: 'released', releasedAt: at('2026-11-30T05:00:00Z') },
      { amounts: { total: 5_000, refund: 0, commission: 500, kookerPayout: 4_500 } },
    ),
    share(
      { status: 'released', releasedAt: at('2026-10-26T05:00:00Z') },
      { amounts: { total: 4_000, refund: 0, commission: 400, kookerPayout: 3_600 } },
    ),
    share({ status: 'cancelled' }, { status: 'cancelled', amounts: { total: 4_000, refund: 4_000, commission: 0, kookerPayout: 0 } }),
  ];

  it('sums each booking’s share where it stands', () => {
    expect(kookerBalance(bookings, 1_000)).toEqual({ upcoming: 7_200, held: 10_800, available: 2_700, released: 8_100, owed: 1_000 });
  });

  it('counts in a statement the shares to come as held, and only the month’s payouts as paid out', () => {
    expect(statementBalance(bookings, 0, '2026-11')).toEqual({ held: 18_000, available: 2_700, paidOut: 4_500, owed: 0 });
    expect(statementBalance(bookings, 0, '2026-10')).toMatchObject({ paidOut: 3_600 });
  });

  it('reads a payout released on the first of the month at midnight in Paris as that month’s', () => {
    // 2026-11-30T23:30:00Z is 2026-12-01 00:30 in Paris.
    const late = [share({ status: 'released', releasedAt: at('2026-11-30T23:30:00Z') })];
    expect(statementBalance(late, 0, '2026-12').paidOut).toBe(10_800);
    expect(statementBalance(late, 0, '2026-11').paidOut).toBe(0);
  });
});

describe('moneyBlockingDeletion', () => {
  const settled = { status: 'completed' as const, paymentsDueAt: null };

  it('lets a member go when nothing of theirs is moving, held, available or owed', () => {
    expect(moneyBlockingDeletion([settled], [{ ...share({ status: 'released' }), paymentsDueAt: null }], 0)).toBeNull();
  });

  it('keeps a Kooker whose shares are held or available, saying how much', () => {
    const blocked = moneyBlockingDeletion([], [{ ...share({ status: 'available' }), paymentsDueAt: null }], 0);
    expect(blocked?.reason).toBe('balance');
    expect(blocked?.message).toContain('108');
  });

  it('keeps a Kooker who owes the platform', () => {
    expect(moneyBlockingDeletion([], [], 3_240)?.reason).toBe('owed');
  });

  it('keeps a member, on either side, while a booking awaits its payment or a movement is not settled', () => {
    expect(moneyBlockingDeletion([{ status: 'awaiting-payment', paymentsDueAt: null }], [], 0)?.reason).toBe('money-in-flight');
    expect(moneyBlockingDeletion([{ status: 'cancelled', paymentsDueAt: at('2026-11-20T10:05:00Z') }], [], 0)?.reason).toBe(
      'money-in-flight',
    );
    expect(moneyBlockingDeletion([], [{ ...share({ status: 'released' }), paymentsDueAt: at('2026-11-20T10:05:00Z') }], 0)?.reason).toBe(
      'money-in-flight',
    );
  });
});

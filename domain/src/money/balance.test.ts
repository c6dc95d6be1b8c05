import { describe, expect, it } from 'vitest';
import {
  decideRelease,
  isoWeekOf,
  kookerBalance,
  moneyBlockingDeletion,
  payoutIdOf,
  decidePayoutAttempt,
  nettingKey,
  RELEASE_REFUSED,
  statementBalance,
  type ShareOf,
} from './balance';
import type { LedgerState } from './booking-money';
import type { Netting } from './money-model';
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

describe('decidePayoutAttempt', () => {
  const transfer = (reference: string, amount: number, state: LedgerState = 'succeeded') =>
    ({ type: 'payout', amount, state, reference }) as const;
  const clawback = (amount: number, state: LedgerState = 'succeeded') => ({ type: 'clawback', amount, state, reference: '' }) as const;
  const payment = { type: 'payment', amount: 12_000, state: 'succeeded', reference: 'pi' } as const;
  const netting = (transferId: string, amount: number, state: LedgerState, n = 1): Netting => ({
    transfer: transferId,
    amount,
    key: nettingKey('po', n),
    state,
    reference: state === 'requested' ? '' : `trr_${n}`,
  });

  it('sends what the account holds when the attempt starts: a claw-back that succeeded since lowers it', () => {
    // 94,50 € opened: 54 € + 40,50 €; the operator then refunds part of the first booking, 32,40 € taken back.
    const ledgers = [
      [payment, transfer('tr_1', 5_400), clawback(3_240)],
      [payment, transfer('tr_2', 4_050)],
    ];
    expect(decidePayoutAttempt('po', ledgers, [], 0)).toEqual({ action: 'send', amount: 6_210 });
    expect(decidePayoutAttempt('po', ledgers.slice(1), [], 0)).toEqual({ action: 'send', amount: 4_050 });
  });

  it('waits while a transfer or a claw-back of its bookings is unanswered, or a transfer failed', () => {
    expect(decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400, 'requested')]], [], 0)).toEqual({ action: 'wait' });
    expect(decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400, 'failed')]], [], 0)).toEqual({ action: 'wait' });
    expect(decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400), clawback(100, 'requested')]], [], 0)).toEqual({
      action: 'wait',
    });
    expect(decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400)]], [netting('tr_1', 100, 'requested')], 0)).toEqual({
      action: 'wait',
    });
  });

  it('takes what the Kooker owes first, from the largest transfers, never more than owed nor than a transfer holds', () => {
    const ledgers = [
      [payment, transfer('tr_small', 2_000)],
      [payment, transfer('tr_big', 10_800), clawback(800)],
    ];
    expect(decidePayoutAttempt('po', ledgers, [], 11_000)).toEqual({
      action: 'net',
      netting: [
        { transfer: 'tr_big', amount: 10_000, key: 'po:netting:1', state: 'requested', reference: '' },
        { transfer: 'tr_small', amount: 1_000, key: 'po:netting:2', state: 'requested', reference: '' },
      ],
    });
    // Once those succeeded (the debt lowered by them), the rest goes to the bank.
    const done = [netting('tr_big', 10_000, 'succeeded', 1), netting('tr_small', 1_000, 'succeeded', 2)];
    expect(decidePayoutAttempt('po', ledgers, done, 0)).toEqual({ action: 'send', amount: 1_000 });
    // Owing more than the account holds: all of it netted, nothing to send.
    expect(decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400)]], [netting('tr_1', 5_400, 'succeeded')], 600)).toEqual({
      action: 'send',
      amount: 0,
    });
  });

  it('asks no other reversal once one was refused: the debt stays for a later payout, the rest is sent', () => {
    const refused = [netting('tr_1', 3_240, 'failed')];
    expect(decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400)]], refused, 3_240)).toEqual({ action: 'send', amount: 5_400 });
  });

  it('refuses a debt that is not whole positive cents', () => {
    expect(() => decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400)]], [], -1)).toThrow(RangeError);
    expect(() => decidePayoutAttempt('po', [[payment, transfer('tr_1', 5_400)]], [], 10.5)).toThrow(RangeError);
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

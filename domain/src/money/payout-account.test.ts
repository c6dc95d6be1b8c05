import { describe, expect, it } from 'vitest';
import type { Stamp } from '../rules/read';
import { PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS, PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS } from '../rules/rules';
import { isPayoutInFlight, PAYOUT_ACCOUNT_REFUSED, payoutAccountChange, payoutHeldUntil } from './payout-account';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-23T10:00:00Z');
const at = (instant: Date | number): Stamp => {
  const date = new Date(instant);
  return { toMillis: () => date.getTime(), toDate: () => date };
};
const ago = (ms: number) => at(NOW.getTime() - ms);

const account = (changes: Stamp[] = [], ibanHash = 'aaaa') => ({
  accountId: 'sim_acct_1',
  ibanHash,
  changedAt: changes.at(-1) ?? null,
  changes,
});

describe('payoutAccountChange', () => {
  it('takes a first account as no change, and the same IBAN again as none either', () => {
    expect(payoutAccountChange(null, 'aaaa', true, NOW)).toEqual({ ok: true, kind: 'first', changedAt: null, changes: [] });
    // Already changed twice this month, a payout in flight: the same IBAN again still goes.
    const twice = account([ago(10 * DAY), ago(2 * DAY)]);
    expect(payoutAccountChange(twice, 'aaaa', true, NOW)).toEqual({
      ok: true,
      kind: 'same',
      changedAt: new Date(NOW.getTime() - 2 * DAY),
      changes: [new Date(NOW.getTime() - 10 * DAY), new Date(NOW.getTime() - 2 * DAY)],
    });
  });

  it('counts a new IBAN as a change, at most 2 in a rolling 30 days', () => {
    expect(payoutAccountChange(account(), 'bbbb', false, NOW)).toEqual({ ok: true, kind: 'change', changedAt: NOW, changes: [NOW] });
    const once = account([ago(20 * DAY)]);
    expect(payoutAccountChange(once, 'bbbb', false, NOW)).toMatchObject({
      ok: true,
      kind: 'change',
      changes: [once.changes[0]?.toDate(), NOW],
    });

    const [first, second] = [ago(20 * DAY), ago(DAY)];
    const twice = account([first, second]);
    const refusal = payoutAccountChange(twice, 'bbbb', false, NOW);
    expect(refusal).toEqual({
      ok: false,
      refusal: { code: 'resource-exhausted', message: PAYOUT_ACCOUNT_REFUSED.tooManyChanges(new Date(NOW.getTime() + 10 * DAY)) },
    });
    expect(PAYOUT_ACCOUNT_REFUSED.tooManyChanges(new Date(NOW.getTime() + 10 * DAY))).toContain('à partir du jeudi 3 décembre à 11:00');

    // The oldest one leaves the window: one more change, the stored list without it.
    const later = new Date(first.toMillis() + PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS * DAY);
    expect(payoutAccountChange(twice, 'bbbb', false, later)).toMatchObject({ ok: true, kind: 'change', changes: [second.toDate(), later] });
  });

  it('refuses a new IBAN while a payout is in flight; counts any IBAN as a change for an account without a fingerprint', () => {
    expect(payoutAccountChange(account(), 'bbbb', true, NOW)).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: PAYOUT_ACCOUNT_REFUSED.payoutInFlight },
    });
    expect(payoutAccountChange(account([], ''), '', false, NOW)).toMatchObject({ ok: true, kind: 'change' });
  });
});

describe('isPayoutInFlight', () => {
  it('is a payout asked and unanswered, or waiting for its transfers; not one paid or refused by the bank', () => {
    expect(isPayoutInFlight([])).toBe(false);
    expect(isPayoutInFlight([{ state: 'succeeded', attempts: 1 }])).toBe(false);
    expect(isPayoutInFlight([{ state: 'failed', attempts: 1 }])).toBe(false);
    expect(
      isPayoutInFlight([
        { state: 'succeeded', attempts: 1 },
        { state: 'requested', attempts: 0 },
      ]),
    ).toBe(true);
    expect(isPayoutInFlight([{ state: 'failed', attempts: 0 }])).toBe(true);
  });
});

describe('payoutHeldUntil', () => {
  it('holds a changed account 72 h, never the first one', () => {
    expect(payoutHeldUntil(null, NOW)).toBeNull();
    expect(payoutHeldUntil({ changedAt: null }, NOW)).toBeNull();
    const changedAt = ago(HOUR);
    const until = new Date(changedAt.toMillis() + PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS * HOUR);
    expect(payoutHeldUntil({ changedAt }, NOW)).toEqual(until);
    expect(payoutHeldUntil({ changedAt }, new Date(until.getTime() - 1))).toEqual(until);
    expect(payoutHeldUntil({ changedAt }, until)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { decidePlatform } from '../operations/decide-platform';
import {
  CLIENT_CANCELLATION_DEADLINE_HOURS,
  COMMISSION_PERCENT,
  FULL_REFUND_MIN_DAYS,
  REFUND_PERCENT,
  TERMS_VERSION,
} from '../rules/rules';
import { bookingActions, momentOf } from '../booking/booking-machine';
import { cancellationPolicyText } from '../booking/booking-text';
import { decideCancellation } from '../booking/decide-cancellation';
import { decideCompletion } from '../booking/decide-completion';
import { decideLowerParticipants } from '../booking/decide-participants';
import { bookedSample, changed, NOW, paidOut } from '../testing/decision-fixtures';
import { ledgerProblems } from './ledger-invariants';
import { bookingFromData, bookingToData, type Booking } from '../booking/model';
import { CANCELLATION_REFUSED, PARTICIPANTS_CHANGE_REFUSED } from './refunds';
import { currentTerms, TERMS_BEFORE_FREEZING, type BookingTerms } from './terms';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** French texts hold no-break spaces ("30 %"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/**
 * Rules that differ from today's in every figure: 15 % of commission, 80 % back from 10 days
 * before, 30 % back until 72 h before.
 */
const OTHER: BookingTerms = {
  version: 'essai-autres-règles',
  commissionPercent: 15,
  fullRefundMinDays: 10,
  clientDeadlineHours: 72,
  refundPercent: { early: 80, late: 30, byKooker: 100 },
};

/**
 * Camille's booking with Claire on Tuesday 15 December 2026 at 12:00, paid, as it reads when it was
 * made under OTHER: the terms stored on it, its amounts split at their 15 % (135 €: 20,25 € of
 * commission, 114,75 € for the Kooker; 180 € for four: 27 € and 153 €).
 */
function madeUnderOther(participants: 3 | 4 = 3): Booking {
  const booking = bookedSample({ participants, expectedTotal: participants * 4_500 });
  const amounts =
    participants === 3
      ? { total: 13_500, refund: 0, commission: 2_025, kookerPayout: 11_475 }
      : { total: 18_000, refund: 0, commission: 2_700, kookerPayout: 15_300 };
  return { ...booking, terms: OTHER, amounts };
}

const today = bookedSample();
const other = madeUnderOther();
const startMs = today.startAt?.toMillis() ?? 0;
const before = (ms: number) => new Date(startMs - ms);

function cancelledByClient(booking: Booking, expectedRefund: number, at: Date) {
  const decision = decideCancellation({ booking }, { bookingId: booking.id, uid: booking.clientId, expectedRefund }, at);
  if (!decision.ok) return decision.refusal;
  expect(ledgerProblems(changed(decision.change, at))).toEqual([]);
  return { answer: decision.answer, amounts: decision.change.update.amounts };
}

describe('the terms a booking is made under', () => {
  it('are today’s constants of rules.ts, as a copy of their own', () => {
    expect(currentTerms()).toEqual({
      version: TERMS_VERSION,
      commissionPercent: COMMISSION_PERCENT,
      fullRefundMinDays: FULL_REFUND_MIN_DAYS,
      clientDeadlineHours: CLIENT_CANCELLATION_DEADLINE_HOURS,
      refundPercent: REFUND_PERCENT,
    });
    // Changing the figures a booking holds changes neither the rules nor the next booking's.
    const held = currentTerms();
    held.refundPercent.early = 0;
    expect(REFUND_PERCENT.early).not.toBe(0);
    expect(currentTerms().refundPercent).toEqual(REFUND_PERCENT);
  });

  it('are stored on a booking when it is made, and read back as they were written', () => {
    expect(today.terms).toEqual(currentTerms());
    expect(bookingFromData(other.id, bookingToData(other)).terms).toEqual(OTHER);
  });

  it('are, for a booking written before they were stored, the rules of that time as figures', () => {
    const { terms: _terms, ...older } = bookingToData(today);
    expect(bookingFromData(today.id, older).terms).toEqual(TERMS_BEFORE_FREEZING);
    expect(bookingFromData(today.id, { ...older, terms: null }).terms).toEqual(TERMS_BEFORE_FREEZING);
    expect(TERMS_BEFORE_FREEZING).toEqual({
      version: 'avant-2026-11-26',
      commissionPercent: 10,
      fullRefundMinDays: 7,
      clientDeadlineHours: 48,
      refundPercent: { early: 100, late: 50, byKooker: 100 },
    });
  });
});

describe('a booking keeps its money when the rules change', () => {
  it('cancels by its own tiers and deadline: 80 % from 10 days, 30 % until 72 h, then refused', () => {
    // 12 days before: today's terms give everything back, the booking's 80 %.
    expect(cancelledByClient(today, 13_500, before(12 * DAY))).toMatchObject({ answer: { refund: 13_500, percent: 100 } });
    expect(cancelledByClient(other, 10_800, before(12 * DAY))).toEqual({
      answer: { status: 'cancelled', refund: 10_800, percent: 80 },
      amounts: { total: 13_500, refund: 10_800, commission: 405, kookerPayout: 2_295 },
    });
    // 8 days before: already the late tier of the booking's terms (30 %), still the early one of today's.
    expect(cancelledByClient(today, 13_500, before(8 * DAY))).toMatchObject({ answer: { percent: 100 } });
    expect(cancelledByClient(other, 4_050, before(8 * DAY))).toEqual({
      answer: { status: 'cancelled', refund: 4_050, percent: 30 },
      // 94,50 € kept: 15 % is 14,175 €, half up 14,18 €.
      amounts: { total: 13_500, refund: 4_050, commission: 1_418, kookerPayout: 8_032 },
    });
    // 60 h before: today's terms still allow it, the booking's closed at 72 h.
    expect(cancelledByClient(today, 6_750, before(60 * HOUR))).toMatchObject({ answer: { percent: 50 } });
    expect(cancelledByClient(other, 0, before(60 * HOUR))).toEqual({
      code: 'failed-precondition',
      message: 'Les annulations sont possibles jusqu’à 72 h avant la prestation.',
    });
  });

  it('refunds fewer participants by its own tier and commission', () => {
    const four = madeUnderOther(4);
    const at = before(5 * DAY);
    const decision = decideLowerParticipants(
      { booking: four },
      { bookingId: four.id, uid: four.clientId, participants: 2, expectedRefund: 2_700 },
      at,
    );
    if (!decision.ok || !decision.change) throw new Error(JSON.stringify(decision));
    // 30 % of the two guests removed (90 €); 153 € kept, 15 % of it the commission.
    expect(decision.answer).toEqual({ participants: 2, refund: 2_700, percent: 30 });
    expect(decision.change.update.amounts).toEqual({ total: 18_000, refund: 2_700, commission: 2_295, kookerPayout: 13_005 });
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 2_700, participants: { from: 4, to: 2, percent: 30 } }]);
    expect(ledgerProblems(changed(decision.change, at))).toEqual([]);
    const late = decideLowerParticipants(
      { booking: four },
      { bookingId: four.id, uid: four.clientId, participants: 2, expectedRefund: 0 },
      before(60 * HOUR),
    );
    expect(late).toMatchObject({ ok: false, refusal: { message: PARTICIPANTS_CHANGE_REFUSED.tooLate(72) } });
  });

  it('splits an operator’s refund at its own commission', () => {
    const at = before(3 * DAY);
    const decided = (booking: Booking) => {
      const ruling = decidePlatform({ booking }, { reason: 'Geste commercial', refundPercent: 30 }, { cancellationReason: 'Geste' }, at);
      if (!ruling.ok || ruling.outcome !== 'done') throw new Error(JSON.stringify(ruling));
      expect(ledgerProblems(changed(ruling.change, at))).toEqual([]);
      return ruling.change.update.amounts;
    };
    expect(decided(today)).toEqual({ total: 13_500, refund: 4_050, commission: 945, kookerPayout: 8_505 });
    expect(decided(other)).toEqual({ total: 13_500, refund: 4_050, commission: 1_418, kookerPayout: 8_032 });
  });

  it('completes with the Kooker’s share it was made with, and the weekly payout transfers that share', () => {
    const end = new Date(other.endAt?.toMillis() ?? 0);
    const completion = decideCompletion({ booking: other }, end);
    if (!completion.ok) throw new Error(completion.refusal.message);
    const completed = changed(completion.change, end);
    expect(completed.amounts).toEqual(other.amounts);
    const transferred = paidOut(completed, new Date(end.getTime() + 72 * HOUR));
    expect(transferred.ledger.filter((entry) => entry.type === 'payout').map((entry) => entry.amount)).toEqual([11_475]);
    expect(ledgerProblems(transferred)).toEqual([]);
  });

  it('shows its own policy and refuses, with its own deadline, what its terms no longer allow', () => {
    const startAt = new Date(startMs);
    expect(spaced(cancellationPolicyText(startAt, OTHER, NOW))).toBe(
      'Remboursement de 80 % jusqu’au samedi 5 décembre à 12:00 ; remboursement de 30 % jusqu’au samedi 12 décembre à 12:00 ; ensuite, plus d’annulation.',
    );
    expect(spaced(cancellationPolicyText(startAt, TERMS_BEFORE_FREEZING, NOW))).toBe(
      'Annulation gratuite jusqu’au mardi 8 décembre à 12:00 ; remboursement de 50 % jusqu’au dimanche 13 décembre à 12:00 ; ensuite, plus d’annulation.',
    );
    expect(cancellationPolicyText(startAt, OTHER, before(60 * HOUR))).toBe('Non annulable : la prestation commence dans moins de 72 h.');
    const actions = bookingActions(momentOf(madeUnderOther(4)), 'client', before(60 * HOUR));
    expect(actions.cancel).toEqual({ allowed: false, reason: CANCELLATION_REFUSED.tooLate(72) });
    expect(actions.lowerParticipants).toEqual({ allowed: false, reason: PARTICIPANTS_CHANGE_REFUSED.tooLate(72) });
  });

  it('keeps its terms through its document: read back, it still cancels by them', () => {
    const read = bookingFromData(other.id, bookingToData(other));
    expect(cancelledByClient(read, 10_800, before(12 * DAY))).toMatchObject({ answer: { percent: 80 } });
  });
});

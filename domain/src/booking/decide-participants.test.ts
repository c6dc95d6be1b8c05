import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNDATED } from './booking-machine';
import { CONSENT_REFUSED } from '../money/consent';
import { BOOKING_CHANGE_REFUSED, decideCancellation } from './decide-cancellation';
import { decideLowerParticipants, type ParticipantsRequest } from './decide-participants';
import { SERVER_TIME } from '../rules/decision';
import { bookedSample, changed, dated, storyOf, unpaidSample } from '../testing/decision-fixtures';
import { ledgerProblems } from '../money/ledger-invariants';
import { participantsChangePreview, PARTICIPANTS_CHANGE_REFUSED, refundPreview } from '../money/refunds';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Camille's 4 × 45 € on Tuesday 15 December 2026 at 12:00. */
const booking = bookedSample({ participants: 4, expectedTotal: 18_000 });
const startMs = booking.startAt?.toMillis() ?? 0;
const before = (ms: number) => new Date(startMs - ms);
const request = (participants: number, expectedRefund: number, uid = 'camille'): ParticipantsRequest => ({
  bookingId: booking.id,
  uid,
  participants,
  expectedRefund,
});

describe('decideLowerParticipants', () => {
  it('refunds the guests removed at the cancellation tier, the split recomputed, the change in the ledger', () => {
    const at = before(5 * DAY);
    const decision = decideLowerParticipants({ booking }, request(2, 4_500), at);
    expect(decision).toMatchObject({ ok: true, answer: { participants: 2, refund: 4_500, percent: 50 } });
    if (!decision.ok || !decision.change) throw new Error('refused');
    expect(decision.change.update).toEqual({
      participants: 2,
      amounts: { total: 18_000, refund: 4_500, commission: 1_350, kookerPayout: 12_150 },
      'payment.status': 'partially-refunded',
      updatedAt: SERVER_TIME,
    });
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 4_500, participants: { from: 4, to: 2, percent: 50 } }]);
    const lowered = changed(decision.change, at);
    expect(ledgerProblems(lowered)).toEqual([]);
    // The same call again (a lost answer): the same answer, nothing to write.
    expect(decideLowerParticipants({ booking: lowered }, request(2, 4_500), before(4 * DAY))).toEqual({
      ok: true,
      change: null,
      answer: { participants: 2, refund: 4_500, percent: 50 },
    });
  });

  it('refuses, in this order: a missing booking, its Kooker, someone else, an undated one', () => {
    const refusals = [
      decideLowerParticipants({ booking: null }, request(2, 0), before(5 * DAY)),
      decideLowerParticipants({ booking }, request(2, 0, 'claire'), before(5 * DAY)),
      decideLowerParticipants({ booking }, request(2, 0, 'hugo'), before(5 * DAY)),
      decideLowerParticipants({ booking: { ...booking, endAt: null } }, request(2, 0), before(5 * DAY)),
    ].map((decision) => (decision.ok ? null : decision.refusal));
    expect(refusals).toEqual([
      { code: 'not-found', message: BOOKING_CHANGE_REFUSED.missing },
      { code: 'permission-denied', message: BOOKING_CHANGE_REFUSED.onlyClient },
      { code: 'permission-denied', message: BOOKING_CHANGE_REFUSED.notYours },
      { code: 'failed-precondition', message: UNDATED },
    ]);
  });

  it('refuses a number out of range, a change under 48 h or once started, and a refund the client did not see', () => {
    const refusalOf = (participants: number, expectedRefund: number, at: Date) => {
      const decision = decideLowerParticipants({ booking }, request(participants, expectedRefund, 'camille'), at);
      return decision.ok ? null : decision.refusal;
    };
    expect(refusalOf(4, 0, before(5 * DAY))?.message).toBe(PARTICIPANTS_CHANGE_REFUSED.range(2, 3));
    expect(refusalOf(2, 4_500, before(47 * HOUR))?.message).toBe(PARTICIPANTS_CHANGE_REFUSED.tooLate(48));
    expect(refusalOf(2, 4_500, before(0))?.message).toBe(PARTICIPANTS_CHANGE_REFUSED.started);
    expect(refusalOf(2, 9_000, before(5 * DAY))).toEqual({
      code: 'failed-precondition',
      message: CONSENT_REFUSED.refund,
      details: { reason: 'refund-changed', refund: 4_500, percent: 50 },
    });
  });
});

describe('decideLowerParticipants: a booking not yet paid', () => {
  it('refuses to lower a booking still awaiting its payment: nothing to refund yet', () => {
    const unpaid = unpaidSample({ participants: 4, expectedTotal: 18_000 });
    expect(decideLowerParticipants({ booking: unpaid }, request(2, 0), before(10 * DAY))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: 'Cette réservation attend encore son paiement.' },
    });
  });
});

describe('decideLowerParticipants: properties', () => {
  it('lowers any booking to any number it allows, the ledger balanced, and a cancellation after it balanced too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        (days, participants, pricePerPerson, to, hoursBefore, cancelHoursBefore) => {
          const booked = storyOf({ days, time: '12:00', participants, pricePerPerson, lowered: null, ending: null });
          const at = new Date((booked.startAt?.toMillis() ?? 0) - hoursBefore * HOUR);
          const preview = participantsChangePreview(dated(booked), to, at);
          const expectedRefund = preview.allowed ? preview.refund : 0;
          const decision = decideLowerParticipants(
            { booking: booked },
            { bookingId: booked.id, uid: booked.clientId, participants: to, expectedRefund },
            at,
          );
          expect(decision.ok).toBe(preview.allowed);
          if (!decision.ok || !decision.change) return;
          const lowered = changed(decision.change, at);
          expect(ledgerProblems(lowered)).toEqual([]);
          expect(lowered).toMatchObject({ status: 'confirmed', participants: to, amounts: { total: booked.amounts.total } });

          const cancelAt = new Date((booked.startAt?.toMillis() ?? 0) - cancelHoursBefore * HOUR);
          const cancelPreview = refundPreview(dated(lowered), 'client', cancelAt);
          const cancelled = decideCancellation(
            { booking: lowered },
            { bookingId: lowered.id, uid: lowered.clientId, expectedRefund: cancelPreview.allowed ? cancelPreview.refund : 0 },
            cancelAt,
          );
          if (cancelled.ok) expect(ledgerProblems(changed(cancelled.change, cancelAt))).toEqual([]);
        },
      ),
    );
  });
});

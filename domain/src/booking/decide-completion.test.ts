import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNDATED } from './booking-machine';
import { BOOKING_CHANGE_REFUSED } from './decide-cancellation';
import { decideCompletion } from './decide-completion';
import { SERVER_TIME } from '../rules/decision';
import { afterPayment, bookedSample, changed, paidOut, PAYMENT_STEPS, storyOf, unpaidSample } from '../testing/decision-fixtures';
import { ledgerProblems } from '../money/ledger-invariants';

const HOUR = 60 * 60 * 1000;
const booking = bookedSample();
const end = new Date(booking.endAt?.toMillis() ?? 0);

describe('decideCompletion', () => {
  it('completes a confirmed booking once its end has passed, the Kooker’s share earned and held 48 h, nothing transferred', () => {
    const decision = decideCompletion({ booking }, end);
    if (!decision.ok) throw new Error(decision.refusal.message);
    expect(decision.change.update).toEqual({
      status: 'completed',
      payout: { status: 'held', earnedAt: end, availableAt: new Date(end.getTime() + 48 * HOUR), releasedAt: null, payoutId: null },
      updatedAt: SERVER_TIME,
    });
    // No payout movement: the share waits for the complaint window, then the weekly payout.
    expect(decision.change.movements).toEqual([]);
    const completed = changed(decision.change, end);
    expect(completed.ledger.map(({ type }) => type)).toEqual(['payment']);
    expect(ledgerProblems(completed)).toEqual([]);
    // A second run finds it completed: left as it is.
    expect(decideCompletion({ booking: completed }, end)).toMatchObject({ ok: false, refusal: { code: 'failed-precondition' } });
    // Once available, the weekly payout transfers the Kooker’s 121,50 €.
    const transferred = paidOut(completed, new Date(end.getTime() + 50 * HOUR));
    expect(transferred.payout).toMatchObject({ status: 'released', payoutId: 'claire_2026-W51' });
    expect(transferred.ledger.map(({ type, amount }) => [type, amount])).toEqual([
      ['payment', 13_500],
      ['payout', 12_150],
    ]);
    expect(ledgerProblems(transferred)).toEqual([]);
  });

  it('leaves alone a booking whose payment has not succeeded, or that expired', () => {
    const unpaid = unpaidSample();
    expect(decideCompletion({ booking: unpaid }, end)).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: 'Cette réservation attend encore son paiement.' },
    });
    expect(decideCompletion({ booking: afterPayment(unpaid, 'expired') }, end)).toMatchObject({ ok: false });
  });

  it('leaves alone a booking not yet ended, a missing or undated one', () => {
    expect(decideCompletion({ booking }, new Date(end.getTime() - 1))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: 'La prestation n’est pas encore terminée.' },
    });
    expect(decideCompletion({ booking: null }, end)).toEqual({
      ok: false,
      refusal: { code: 'not-found', message: BOOKING_CHANGE_REFUSED.missing },
    });
    expect(decideCompletion({ booking: { ...booking, endAt: null } }, end)).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: UNDATED },
    });
  });
});

describe('decideCompletion: properties', () => {
  it('completes exactly the bookings still confirmed at their end, whatever came before, the ledger balanced', () => {
    fc.assert(
      fc.property(
        fc.record({
          days: fc.integer({ min: 2, max: 60 }),
          time: fc.constantFrom('10:00' as const, '12:00' as const, '14:00' as const),
          participants: fc.integer({ min: 2, max: 8 }),
          pricePerPerson: fc.integer({ min: 100, max: 100_000 }),
          payment: fc.constantFrom(...PAYMENT_STEPS),
          lowered: fc.option(fc.record({ to: fc.integer({ min: 2, max: 7 }), hoursBefore: fc.integer({ min: 0, max: 60 * 24 }) })),
          ending: fc.option(
            fc.record({ by: fc.constantFrom('client' as const, 'kooker' as const), hoursBefore: fc.integer({ min: 0, max: 60 * 24 }) }),
          ),
        }),
        fc.integer({ min: 0, max: 7 * 24 * 60 * 60 * 1000 }),
        (story, after) => {
          const booked = storyOf(story);
          const at = new Date((booked.endAt?.toMillis() ?? 0) + after);
          const decision = decideCompletion({ booking: booked }, at);
          expect(ledgerProblems(booked)).toEqual([]);
          expect(decision.ok).toBe(booked.status === 'confirmed');
          if (!decision.ok) return;
          const completed = changed(decision.change, at);
          expect(ledgerProblems(completed)).toEqual([]);
          expect(completed.payout.status).toBe('held');
          const moved = (ledger: typeof booked.ledger) => ledger.map(({ id, type, amount, state }) => [id, type, amount, state]);
          expect(moved(completed.ledger)).toEqual(moved(booked.ledger));
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNDATED } from './booking-machine';
import { BOOKING_CHANGE_REFUSED } from './decide-cancellation';
import { decideCompletion } from './decide-completion';
import { SERVER_TIME } from './decision';
import { bookedSample, changed, storyOf } from './decision-fixtures';
import { ledgerProblems } from './ledger-invariants';

const booking = bookedSample();
const end = new Date(booking.endAt?.toMillis() ?? 0);

describe('decideCompletion', () => {
  it('completes a confirmed booking once its end has passed, the Kooker’s share paid out', () => {
    const decision = decideCompletion({ booking }, end);
    if (!decision.ok) throw new Error(decision.refusal.message);
    expect(decision.change.update).toEqual({
      status: 'completed',
      payout: { status: 'released', releasedAt: end },
      updatedAt: SERVER_TIME,
    });
    expect(decision.change.movements).toEqual([{ type: 'payout', amount: 12_150, participants: null }]);
    const completed = changed(decision.change, end);
    expect(ledgerProblems(completed)).toEqual([]);
    // A second run finds it completed: left as it is.
    expect(decideCompletion({ booking: completed }, end)).toMatchObject({ ok: false, refusal: { code: 'failed-precondition' } });
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
          expect(decision.ok).toBe(booked.status === 'confirmed');
          if (decision.ok) expect(ledgerProblems(changed(decision.change, at))).toEqual([]);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNDATED } from './booking-machine';
import { CONSENT_REFUSED } from '../money/consent';
import { ERASED_CONTACTS } from './booking-contacts';
import { BOOKING_CHANGE_REFUSED, decideCancellation, type CancellationRequest } from './decide-cancellation';
import { SERVER_TIME } from '../rules/decision';
import {
  afterPayment,
  bookedSample,
  changed,
  dated,
  paidOut,
  PAYMENT_STEPS,
  storyOf,
  unpaidSample,
  type Story,
} from '../testing/decision-fixtures';
import { ledgerProblems } from '../money/ledger-invariants';
import type { Booking } from './model';
import { CANCELLATION_REFUSED, refundPreview } from '../money/refunds';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Camille's 3 × 45 € on Tuesday 15 December 2026 at 12:00, booked with Claire. */
const booking = bookedSample();
const startMs = booking.startAt?.toMillis() ?? 0;
const before = (ms: number) => new Date(startMs - ms);

const byClient = (expectedRefund: number): CancellationRequest => ({ bookingId: booking.id, uid: 'camille', expectedRefund });
const byKooker = (expectedRefund: number, reason = 'Imprévu'): CancellationRequest => ({
  bookingId: booking.id,
  uid: 'claire',
  reason,
  expectedRefund,
});

function allowed(decision: ReturnType<typeof decideCancellation>) {
  if (!decision.ok) throw new Error(`Refused: ${decision.refusal.message}`);
  return decision;
}

describe('decideCancellation', () => {
  it('refunds the client in full from 7 days before: nothing kept, nothing to pay, the slot offered again', () => {
    const at = before(10 * DAY);
    const decision = allowed(decideCancellation({ booking }, byClient(13_500), at));
    expect(decision.answer).toEqual({ status: 'cancelled', refund: 13_500, percent: 100 });
    expect(decision.lock).toBe('delete');
    expect(decision.change.update).toEqual({
      status: 'cancelled',
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
      'payment.status': 'refunded',
      payout: { status: 'cancelled', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
      cancelledBy: 'client',
      cancelledAt: SERVER_TIME,
      cancellationReason: null,
      ...ERASED_CONTACTS,
      updatedAt: SERVER_TIME,
    });
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 13_500, participants: null }]);
    expect(ledgerProblems(changed(decision.change, at))).toEqual([]);
  });

  it('refunds half from 7 days to 48 h before, and holds the Kooker’s share of what is kept for 48 h, nothing transferred yet', () => {
    const at = before(5 * DAY);
    const decision = allowed(decideCancellation({ booking }, byClient(6_750), at));
    expect(decision.change.update).toMatchObject({
      amounts: { total: 13_500, refund: 6_750, commission: 675, kookerPayout: 6_075 },
      'payment.status': 'partially-refunded',
      payout: { status: 'held', earnedAt: at, availableAt: new Date(at.getTime() + 48 * HOUR), releasedAt: null, payoutId: null },
    });
    // The refund only: the share goes out with the Kooker's weekly payout, once available.
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 6_750, participants: null }]);
    const cancelled = changed(decision.change, at);
    expect(ledgerProblems(cancelled)).toEqual([]);
    expect(() => paidOut(cancelled, new Date(at.getTime() + 48 * HOUR - 1))).toThrow();
    const transferred = paidOut(cancelled, new Date(at.getTime() + 48 * HOUR));
    expect(transferred.ledger.map(({ type, amount }) => [type, amount])).toEqual([
      ['payment', 13_500],
      ['refund', 6_750],
      ['payout', 6_075],
    ]);
    expect(ledgerProblems(transferred)).toEqual([]);
  });

  it('lets the Kooker cancel until the start, with a reason the client reads, refunding all and keeping the slot closed', () => {
    const decision = allowed(decideCancellation({ booking }, byKooker(13_500, '  Cuisine en travaux '), before(HOUR)));
    expect(decision.lock).toBe('close');
    expect(decision.change.update).toMatchObject({ cancelledBy: 'kooker', cancellationReason: 'Cuisine en travaux' });
    expect(decision.answer).toEqual({ status: 'cancelled', refund: 13_500, percent: 100 });
  });

  it('refuses, in this order: a missing booking, someone else’s, a Kooker without a reason, an undated one', () => {
    const undated: Booking = { ...booking, startAt: null };
    const refusals = [
      decideCancellation({ booking: null }, byClient(0), before(DAY)),
      decideCancellation({ booking }, { ...byKooker(0, ''), uid: 'hugo' }, before(DAY)),
      decideCancellation({ booking }, byKooker(0, '   '), before(DAY)),
      decideCancellation({ booking: undated }, byKooker(0), before(DAY)),
    ].map((decision) => (decision.ok ? null : decision.refusal));
    expect(refusals).toEqual([
      { code: 'not-found', message: BOOKING_CHANGE_REFUSED.missing },
      { code: 'permission-denied', message: BOOKING_CHANGE_REFUSED.notYours },
      { code: 'invalid-argument', message: BOOKING_CHANGE_REFUSED.reasonRequired },
      { code: 'failed-precondition', message: UNDATED },
    ]);
  });

  it('refuses what the state machine refuses: under 48 h for the client, once started for the Kooker, twice', () => {
    expect(decideCancellation({ booking }, byClient(6_750), before(47 * HOUR))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: CANCELLATION_REFUSED.tooLate(48) },
    });
    expect(decideCancellation({ booking }, byKooker(13_500), before(0))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: CANCELLATION_REFUSED.started },
    });
    const cancelled = changed(allowed(decideCancellation({ booking }, byClient(13_500), before(10 * DAY))).change, before(10 * DAY));
    expect(decideCancellation({ booking: cancelled }, byClient(13_500), before(10 * DAY))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: 'Cette réservation est déjà annulée.' },
    });
  });

  it('refuses to cancel a booking whose payment has not succeeded, or that expired unpaid: nothing to refund', () => {
    const unpaid = unpaidSample();
    expect(decideCancellation({ booking: unpaid }, byClient(0), before(10 * DAY))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: 'Cette réservation attend encore son paiement.' },
    });
    for (const step of ['expired', 'abandoned', 'paid-late'] as const)
      expect(decideCancellation({ booking: afterPayment(unpaid, step) }, byKooker(13_500), before(10 * DAY))).toEqual({
        ok: false,
        refusal: { code: 'failed-precondition', message: 'Cette réservation n’a pas été payée à temps : elle n’existe plus.' },
      });
  });

  it('refuses a refund the caller did not see, with the new one for the screen', () => {
    expect(decideCancellation({ booking }, byClient(13_500), before(5 * DAY))).toEqual({
      ok: false,
      refusal: {
        code: 'failed-precondition',
        message: CONSENT_REFUSED.refund,
        details: { reason: 'refund-changed', refund: 6_750, percent: 50 },
      },
    });
  });
});

/** Any booking not yet cancelled nor completed, whatever its payment, perhaps with fewer participants. */
const confirmedStory: fc.Arbitrary<Story> = fc.record({
  days: fc.integer({ min: 2, max: 60 }),
  time: fc.constantFrom('10:00' as const, '12:00' as const, '14:00' as const),
  participants: fc.integer({ min: 2, max: 8 }),
  pricePerPerson: fc.integer({ min: 100, max: 100_000 }),
  payment: fc.constantFrom(...PAYMENT_STEPS),
  lowered: fc.option(fc.record({ to: fc.integer({ min: 2, max: 7 }), hoursBefore: fc.integer({ min: 0, max: 60 * 24 }) })),
  ending: fc.constant(null),
});

describe('decideCancellation: properties', () => {
  it('for the client or the Kooker, at any time: refuses, or settles the refund the screen showed, the ledger balanced, the contacts gone', () => {
    fc.assert(
      fc.property(
        confirmedStory,
        fc.constantFrom('client' as const, 'kooker' as const),
        fc.integer({ min: -DAY, max: 70 * DAY }),
        (story, by, ahead) => {
          const booked = storyOf(story);
          const at = new Date((booked.startAt?.toMillis() ?? 0) - ahead);
          expect(ledgerProblems(booked)).toEqual([]);
          // Only a booking paid and confirmed is cancelled: one never paid, or paid late and refunded, is refused.
          const confirmed = booked.status === 'confirmed';
          const preview = confirmed ? refundPreview(dated(booked), by, at) : ({ allowed: false, reason: '' } as const);
          const uid = by === 'client' ? booked.clientId : booked.kookerId;
          const decision = decideCancellation(
            { booking: booked },
            { bookingId: booked.id, uid, reason: 'Imprévu', expectedRefund: preview.allowed ? preview.refund : 0 },
            at,
          );
          expect(decision.ok).toBe(preview.allowed);
          if (!decision.ok || !preview.allowed) return;
          const after = changed(decision.change, at);
          expect(ledgerProblems(after)).toEqual([]);
          // The Kooker's share of what is kept is held, never transferred by the cancellation itself.
          expect(after.payout.status).toBe(after.amounts.kookerPayout > 0 ? 'held' : 'cancelled');
          expect(decision.change.movements.map((movement) => movement.type)).not.toContain('payout');
          expect(after).toMatchObject({ status: 'cancelled', cancelledBy: by, contactsStatus: 'erased', contacts: { kookerPhone: '' } });
          expect(after.amounts.refund).toBe(booked.amounts.refund + preview.refund);
          expect(decision.lock).toBe(by === 'client' ? 'delete' : 'close');
        },
      ),
    );
  });
});

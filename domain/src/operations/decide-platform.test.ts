import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERASED_CONTACTS } from '../booking/booking-contacts';
import { BOOKING_CHANGE_REFUSED } from '../booking/decide-cancellation';
import { decideCompletion } from '../booking/decide-completion';
import { SERVER_TIME } from '../rules/decision';
import {
  afterPayment,
  bookedSample,
  changed,
  paidOut,
  PAYMENT_STEPS,
  stampOf,
  storyOf,
  unpaidSample,
  type Story,
} from '../testing/decision-fixtures';
import { ledgerProblems } from '../money/ledger-invariants';
import type { Booking } from '../booking/model';
import { formatCents } from '../money/money';
import {
  bookingsToCancelOnSuspension,
  decidePlatform,
  SUSPENSION_DECISION,
  suspensionDetail,
  suspensionRefusedDetail,
  unpublishedOnSuspension,
  type PlatformOptions,
} from './decide-platform';
import { SUSPENSION_CANCELLATION_REASON } from './operator-actions';

const HOUR = 60 * 60 * 1000;
const REASON = 'Le Kooker ne peut plus assurer la prestation.';
const byOperator: PlatformOptions = { cancellationReason: REASON };

/** Camille's 3 × 45 € on Tuesday 15 December 2026 at 12:00, confirmed. */
const booking = bookedSample();
const startMs = booking.startAt?.toMillis() ?? 0;
const now = new Date(startMs - 3 * 24 * HOUR);

function done(decision: ReturnType<typeof decidePlatform>) {
  if (!decision.ok || decision.outcome !== 'done') throw new Error(JSON.stringify(decision));
  return decision;
}

describe('decidePlatform', () => {
  it('cancels a confirmed booking at the operator’s percent, the rest split again and the Kooker’s share held, the slot offered again', () => {
    const decision = done(decidePlatform({ booking }, { reason: REASON, refundPercent: 30 }, byOperator, now));
    expect(decision.reopenSlot).toBe(true);
    expect(decision.change.update).toEqual({
      status: 'cancelled',
      amounts: { total: 13_500, refund: 4_050, commission: 945, kookerPayout: 8_505 },
      'payment.status': 'partially-refunded',
      payout: { status: 'held', earnedAt: now, availableAt: new Date(now.getTime() + 48 * HOUR), releasedAt: null, payoutId: null },
      cancelledBy: 'platform',
      cancelledAt: SERVER_TIME,
      cancellationReason: REASON,
      ...ERASED_CONTACTS,
      updatedAt: SERVER_TIME,
      platformDecision: { reason: REASON, refundPercent: 30, refund: 4_050, clawback: 0, at: SERVER_TIME },
    });
    expect(decision.detail).toBe(
      `Réservation annulée par l’équipe Kookers : ${formatCents(4_050)} remboursés au client (30 %), ${formatCents(8_505)} dus au Kooker (retenus 48 h), ${formatCents(945)} de commission.`,
    );
    // The refund only: the Kooker's share goes out with their weekly payout, once available.
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 4_050, participants: null }]);
    const cancelled = changed(decision.change, now);
    expect(ledgerProblems(cancelled)).toEqual([]);

    // One decision per booking: the same again is already done, another one refused.
    expect(decidePlatform({ booking: cancelled }, { reason: REASON, refundPercent: 30 }, byOperator, now)).toEqual({
      ok: true,
      outcome: 'already',
      detail: `Déjà fait : l’équipe Kookers a déjà décidé de cette réservation à 30 % (${formatCents(4_050)} remboursés). Rien n’a changé.`,
    });
    const other = decidePlatform({ booking: cancelled }, { reason: REASON, refundPercent: 100 }, byOperator, now);
    expect(other).toMatchObject({ ok: false, refusal: { code: 'failed-precondition' } });
    expect(other.ok ? '' : other.refusal.message).toMatch(/une seule décision par réservation.* Décision en place : 30 %\.$/);
  });

  it('refunds a completed booking whose share is still held: the share lowered, nothing taken back, its status kept', () => {
    const end = new Date(booking.endAt?.toMillis() ?? 0);
    const completion = decideCompletion({ booking }, end);
    if (!completion.ok) throw new Error(completion.refusal.message);
    const completed = changed(completion.change, end);
    const later = new Date(end.getTime() + HOUR);
    const decision = done(decidePlatform({ booking: completed }, { reason: REASON, refundPercent: 20 }, byOperator, later));
    expect(decision.reopenSlot).toBe(false);
    expect(decision.change.update).toEqual({
      amounts: { total: 13_500, refund: 2_700, commission: 1_080, kookerPayout: 9_720 },
      'payment.status': 'partially-refunded',
      platformDecision: { reason: REASON, refundPercent: 20, refund: 2_700, clawback: 0, at: SERVER_TIME },
      updatedAt: SERVER_TIME,
    });
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 2_700, participants: null }]);
    const refunded = changed(decision.change, later);
    expect(refunded.payout.status).toBe('held');
    expect(ledgerProblems(refunded)).toEqual([]);
    // What the weekly payout then transfers is the lowered share.
    const transferred = paidOut(refunded, new Date(end.getTime() + 48 * HOUR));
    expect(transferred.ledger.filter((entry) => entry.type === 'payout').map((entry) => entry.amount)).toEqual([9_720]);
    expect(ledgerProblems(transferred)).toEqual([]);
  });

  it('refunds in full a completed booking whose share is held, the client’s complaint answered: nothing left to pay', () => {
    const end = new Date(booking.endAt?.toMillis() ?? 0);
    const completion = decideCompletion({ booking }, end);
    if (!completion.ok) throw new Error(completion.refusal.message);
    const complaint = {
      reason: 'no-show',
      text: 'Personne n’est venu.',
      at: stampOf(end),
      answer: null,
      answeredAt: null,
      status: 'open',
    } as const;
    const completed: Booking = { ...changed(completion.change, end), complaint };
    const later = new Date(end.getTime() + HOUR);
    const decision = done(decidePlatform({ booking: completed }, { reason: REASON, refundPercent: 100 }, byOperator, later));
    expect(decision.change.update).toEqual({
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
      'payment.status': 'refunded',
      'payout.status': 'cancelled',
      'complaint.status': 'refunded',
      platformDecision: { reason: REASON, refundPercent: 100, refund: 13_500, clawback: 0, at: SERVER_TIME },
      updatedAt: SERVER_TIME,
    });
    expect(decision.change.movements).toEqual([{ type: 'refund', amount: 13_500, participants: null }]);
    expect(ledgerProblems(changed(decision.change, later))).toEqual([]);
  });

  it('refunds a completed booking again once its share was transferred, taken back from the Kooker’s payout, its status kept', () => {
    const end = new Date(booking.endAt?.toMillis() ?? 0);
    const completion = decideCompletion({ booking }, end);
    if (!completion.ok) throw new Error(completion.refusal.message);
    const later = new Date(end.getTime() + 72 * HOUR);
    const completed = paidOut(changed(completion.change, end), later);
    const decision = done(decidePlatform({ booking: completed }, { reason: REASON, refundPercent: 20 }, byOperator, later));
    expect(decision.reopenSlot).toBe(false);
    expect(decision.change.update).toEqual({
      amounts: { total: 13_500, refund: 2_700, commission: 1_080, kookerPayout: 9_720 },
      'payment.status': 'partially-refunded',
      platformDecision: { reason: REASON, refundPercent: 20, refund: 2_700, clawback: 2_430, at: SERVER_TIME },
      updatedAt: SERVER_TIME,
    });
    expect(decision.change.movements).toEqual([
      { type: 'refund', amount: 2_700, participants: null },
      { type: 'clawback', amount: 2_430, participants: null },
    ]);
    expect(decision.detail).toMatch(/^Remboursement par l’équipe Kookers après la prestation : /);
    const refunded = changed(decision.change, later);
    expect(refunded.payout.status).toBe('released');
    expect(ledgerProblems(refunded)).toEqual([]);
  });

  it('refuses to decide on a booking never paid, or whose late payment was refunded at once', () => {
    const unpaid = unpaidSample();
    for (const never of [unpaid, afterPayment(unpaid, 'expired'), afterPayment(unpaid, 'abandoned'), afterPayment(unpaid, 'paid-late')])
      expect(decidePlatform({ booking: never }, { reason: REASON, refundPercent: 100 }, byOperator, now)).toEqual({
        ok: false,
        refusal: {
          code: 'failed-precondition',
          message: 'Cette réservation n’est pas payée : il n’y a rien à rembourser. Décision en place : 0 %.',
        },
      });
  });

  it('refuses a decision that would leave a negative commission (a booking corrected by hand), a missing booking', () => {
    const corrected: Booking = {
      ...booking,
      status: 'completed',
      amounts: { total: 13_500, refund: 0, commission: 0, kookerPayout: 13_500 },
      payout: {
        status: 'released',
        earnedAt: stampOf(now),
        availableAt: stampOf(now),
        releasedAt: stampOf(now),
        payoutId: 'claire_2026-W50',
      },
    };
    const refused = decidePlatform({ booking: corrected }, { reason: REASON, refundPercent: 100 }, byOperator, now);
    expect(refused.ok ? '' : refused.refusal.message).toMatch(/^Cette décision laisserait une commission négative/);
    expect(decidePlatform({ booking: null }, { reason: REASON, refundPercent: 100 }, byOperator, now)).toEqual({
      ok: false,
      refusal: { code: 'not-found', message: BOOKING_CHANGE_REFUSED.missing },
    });
  });

  it('for a suspension, cancels only a booking still confirmed, in full, with the suspension’s sentence and never its reason', () => {
    const { request, options } = SUSPENSION_DECISION;
    const decision = done(decidePlatform({ booking }, request, options, now));
    expect(decision.change.update).toMatchObject({
      cancellationReason: SUSPENSION_CANCELLATION_REASON,
      platformDecision: { reason: SUSPENSION_CANCELLATION_REASON, refundPercent: 100, refund: 13_500 },
    });
    const cancelledByClient = storyOf({
      days: 14,
      time: '12:00',
      participants: 3,
      pricePerPerson: 4_500,
      lowered: null,
      ending: { by: 'client', hoursBefore: 100 },
    });
    expect(decidePlatform({ booking: cancelledByClient }, request, options, now)).toEqual({
      ok: false,
      refusal: {
        code: 'failed-precondition',
        message: 'Cette réservation n’est plus confirmée (cancelled) : elle est laissée telle quelle.',
      },
    });
  });
});

describe('a suspension', () => {
  it('cancels the Kooker’s confirmed bookings not yet started, and unpublishes a published profile only', () => {
    const later = { ...booking, id: 'later' };
    const started = { ...booking, id: 'started', startAt: stampOf(new Date(now.getTime() - 1)) };
    expect(bookingsToCancelOnSuspension([later, started], now)).toEqual(['later']);
    expect(unpublishedOnSuspension({ published: true })).toEqual({ published: false });
    expect(unpublishedOnSuspension({ published: false })).toBeNull();
    expect(unpublishedOnSuspension(null)).toBeNull();
  });

  it('tells the operators’ log what it did, or that nothing changed', () => {
    expect(suspensionDetail({ unpublished: true, cancelled: ['b1', 'b2'], leftAlone: ['b3 (déjà annulée)'] })).toBe(
      'Profil dépublié. 2 réservation(s) à venir annulée(s) par l’équipe Kookers, clients remboursés en entier : b1, b2. Laissée(s) telle(s) quelle(s) : b3 (déjà annulée). Le Kooker ne peut pas republier tant que le champ suspension est là.',
    );
    expect(suspensionDetail({ unpublished: false, cancelled: [], leftAlone: [] })).toBe(
      'Profil déjà hors ligne. Aucune réservation à venir à annuler. Le Kooker ne peut pas republier tant que le champ suspension est là.',
    );
    expect(suspensionRefusedDetail('Le champ suspension doit être une map.')).toBe(
      'Le champ suspension doit être une map. Rien n’a changé : le profil n’a pas été dépublié (il ne peut pas non plus être republié tant que le champ est là).',
    );
  });
});

/** Any booking's life so far: confirmed, lowered, cancelled by either party, or completed. */
const anyStory: fc.Arbitrary<Story> = fc.record({
  days: fc.integer({ min: 2, max: 60 }),
  time: fc.constantFrom('10:00' as const, '12:00' as const, '14:00' as const),
  participants: fc.integer({ min: 2, max: 8 }),
  pricePerPerson: fc.integer({ min: 100, max: 100_000 }),
  payment: fc.constantFrom(...PAYMENT_STEPS),
  lowered: fc.option(fc.record({ to: fc.integer({ min: 2, max: 7 }), hoursBefore: fc.integer({ min: 0, max: 60 * 24 }) })),
  ending: fc.option(
    fc.oneof(
      fc.constant('completed' as const),
      fc.record({ by: fc.constantFrom('client' as const, 'kooker' as const), hoursBefore: fc.integer({ min: 0, max: 60 * 24 }) }),
    ),
  ),
  paidOut: fc.option(fc.record({ hoursAfter: fc.integer({ min: 0, max: 7 * 24 }) })),
});

/** When a story's booking is decided on: at its end, or after its last change when that came later (a weekly payout). */
const lastMoment = (booked: Booking) => new Date(Math.max(booked.endAt?.toMillis() ?? 0, booked.updatedAt?.toMillis() ?? 0));

describe('decidePlatform: properties', () => {
  it('decides once on any booking at any percent, the ledger balanced, nobody refunded more than they paid', () => {
    fc.assert(
      fc.property(anyStory, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (story, percent, second) => {
        const booked = storyOf(story);
        expect(ledgerProblems(booked)).toEqual([]);
        const at = lastMoment(booked);
        const ruling = decidePlatform({ booking: booked }, { reason: REASON, refundPercent: percent }, byOperator, at);
        // A booking never paid (or paid late and refunded at once) has nothing to decide.
        const paidFor = booked.status === 'confirmed' || booked.status === 'completed' || booked.status === 'cancelled';
        expect(ruling.ok).toBe(paidFor);
        if (!paidFor) return;
        const decision = done(ruling);
        expect(decision.reopenSlot).toBe(booked.status === 'confirmed');
        const after = changed(decision.change, at);
        expect(ledgerProblems(after)).toEqual([]);
        // Taken back only from a share already transferred; a held one is lowered instead.
        if (booked.payout.status !== 'released')
          expect(decision.change.movements.map((movement) => movement.type)).not.toContain('clawback');
        expect(after.status).toBe(booked.status === 'confirmed' ? 'cancelled' : booked.status);
        expect(after.amounts.refund).toBeLessThanOrEqual(after.amounts.total);
        const again = decidePlatform({ booking: after }, { reason: REASON, refundPercent: second }, byOperator, at);
        expect(again.ok ? again.outcome : 'refused').toBe(second === percent ? 'already' : 'refused');
      }),
    );
  });

  it('for a suspension, acts on confirmed bookings only', () => {
    fc.assert(
      fc.property(anyStory, (story) => {
        const booked = storyOf(story);
        const { request, options } = SUSPENSION_DECISION;
        const decision = decidePlatform({ booking: booked }, request, options, new Date(booked.startAt?.toMillis() ?? 0));
        expect(decision.ok).toBe(booked.status === 'confirmed');
      }),
    );
  });
});

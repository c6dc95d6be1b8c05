import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_REFUSED, decideCancellation } from './decide-cancellation';
import { decideExpiry, decideMovementOutcome, decidePaymentOutcome, PAYMENT_REFUSED, stillItsTime } from './decide-payment';
import { SERVER_TIME } from '../rules/decision';
import type { BookingUpdate } from './decision';
import {
  afterPayment,
  applied,
  bookedSample,
  NOW,
  paid,
  PAYMENT_STEPS,
  stampOf,
  storyOf,
  unanswered,
  unpaidSample,
} from '../testing/decision-fixtures';
import { nextAttempt, REFUND_FAILED_LATER } from '../money/ledger';
import { ledgerProblems } from '../money/ledger-invariants';
import type { Booking } from './model';
import type { LedgerEntry } from '../money/booking-money';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const after = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

/** Camille's 3 × 45 € on Tuesday 15 December 2026 at 12:00, booked at NOW: its payment asked, its slot held 20 min. */
const awaiting = unpaidSample();
const holdEnd = after(20);
const succeeded = { state: 'succeeded', reference: 'pi_1' } as const;

function expired(booking: Booking, by: 'platform' | 'client', at: Date): Booking {
  const decision = decideExpiry(booking, by, at, booking.clientId);
  if (!decision.ok) throw new Error(decision.refusal.message);
  return applied(booking, decision.change, at);
}

describe('decidePaymentOutcome', () => {
  it('confirms the booking its payment succeeded for, its hold over, its entry settled', () => {
    expect(awaiting).toMatchObject({ status: 'awaiting-payment', holdUntil: { toMillis: expect.any(Function) } });
    expect(awaiting.holdUntil?.toMillis()).toBe(holdEnd.getTime());
    const change = decidePaymentOutcome(awaiting, 'e1', succeeded, after(2));
    expect(change).toMatchObject({
      update: {
        status: 'confirmed',
        holdUntil: null,
        'payment.status': 'paid',
        'payment.paidAt': after(2),
        'payment.reference': 'pi_1',
        'payment.failure': null,
        updatedAt: SERVER_TIME,
      },
      movements: [],
      releaseSlot: false,
    });
    expect(change?.ledger).toMatchObject([{ id: 'e1', type: 'payment', state: 'succeeded', reference: 'pi_1', settledAt: after(2) }]);
    const confirmed = applied(awaiting, change ?? fail(), after(2));
    expect(confirmed.status).toBe('confirmed');
    expect(ledgerProblems(confirmed)).toEqual([]);
  });

  it('keeps a declined booking waiting, with the French reason, until another card succeeds', () => {
    const change = decidePaymentOutcome(awaiting, 'e1', { state: 'declined', code: 'insufficient_funds' }, after(2));
    expect(change).toEqual({
      update: { 'payment.failure': 'Votre carte a été refusée : provision insuffisante. Essayez une autre carte.', updatedAt: SERVER_TIME },
      ledger: awaiting.ledger,
      movements: [],
      releaseSlot: false,
    });
    const declined = applied(awaiting, change ?? fail(), after(2));
    expect(declined).toMatchObject({ status: 'awaiting-payment', payment: { status: 'pending' }, ledger: [{ state: 'requested' }] });
    expect(ledgerProblems(declined)).toEqual([]);
    // A code the table does not know still says something true.
    expect(decidePaymentOutcome(awaiting, 'e1', { state: 'declined', code: 'do_not_honor' }, after(2))?.update).toMatchObject({
      'payment.failure': 'L’opération a échoué chez le prestataire de paiement.',
    });
    const confirmed = paid(declined, after(5));
    expect(confirmed).toMatchObject({ status: 'confirmed', payment: { status: 'paid', failure: null } });
    expect(ledgerProblems(confirmed)).toEqual([]);
  });

  it('keeps the reference of a payment still pending (3-D Secure), the booking waiting', () => {
    const change = decidePaymentOutcome(awaiting, 'e1', { state: 'pending', reference: 'pi_1' }, after(1));
    expect(change?.update).toEqual({ updatedAt: SERVER_TIME });
    expect(change?.ledger).toMatchObject([{ state: 'requested', reference: 'pi_1' }]);
  });

  it('changes nothing on a success told twice, a decline after it, or an entry that is not the payment', () => {
    const confirmed = paid(awaiting, after(2));
    expect(decidePaymentOutcome(confirmed, 'e1', succeeded, after(3))).toBeNull();
    expect(decidePaymentOutcome(confirmed, 'e1', { state: 'declined', code: 'card_declined' }, after(3))).toBeNull();
    expect(decidePaymentOutcome(awaiting, 'e9', succeeded, after(3))).toBeNull();
    const cancelled = decideCancellation(
      { booking: confirmed },
      { bookingId: confirmed.id, uid: 'camille', expectedRefund: 13_500 },
      after(60),
    );
    if (!cancelled.ok) throw new Error(cancelled.refusal.message);
    const refunding = unanswered(cancelled.change, after(60));
    const refundEntry = refunding.ledger.find((entry) => entry.type === 'refund');
    expect(decidePaymentOutcome(refunding, refundEntry?.id ?? '', succeeded, after(61))).toBeNull();
  });

  it('refunds in full a payment that succeeded after the hold ended, the booking left expired, the ledger balanced', () => {
    for (const by of ['platform', 'client'] as const) {
      const gone = expired(awaiting, by, by === 'platform' ? holdEnd : after(3));
      const change = decidePaymentOutcome(gone, 'e1', succeeded, after(21));
      expect(change).toMatchObject({
        update: {
          amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
          'payment.status': 'refunded',
          'payment.paidAt': after(21),
          'payment.reference': 'pi_1',
        },
        movements: [{ type: 'refund', amount: 13_500, participants: null }],
        releaseSlot: false,
      });
      expect(change?.update).not.toHaveProperty('status');
      expect(change?.ledger).toMatchObject([{ id: 'e1', state: 'succeeded', reference: 'pi_1' }]);
      const refunded = applied(gone, change ?? fail(), after(21));
      expect(refunded).toMatchObject({ status: 'expired', payment: { status: 'refunded' } });
      expect(refunded.ledger.map(({ type, amount }) => [type, amount])).toEqual([
        ['payment', 13_500],
        ['refund', 13_500],
      ]);
      expect(ledgerProblems(refunded)).toEqual([]);
      // The same event again: already refunded, nothing more.
      expect(decidePaymentOutcome(refunded, 'e1', succeeded, after(22))).toBeNull();
      // Recorded before the processor answers the refund, the ledger is balanced too.
      const { update, movements, ledger } = change ?? fail();
      const asked = unanswered({ booking: gone, update: update as BookingUpdate, movements }, after(21), ledger as LedgerEntry[]);
      expect(asked.ledger.map(({ type, state }) => [type, state])).toEqual([
        ['payment', 'succeeded'],
        ['refund', 'requested'],
      ]);
      expect(ledgerProblems(asked)).toEqual([]);
    }
  });

  it('ignores a decline or a pending answer for a booking that expired: its payment stays abandoned', () => {
    const gone = expired(awaiting, 'platform', holdEnd);
    expect(decidePaymentOutcome(gone, 'e1', { state: 'declined', code: 'card_declined' }, after(21))).toBeNull();
    expect(decidePaymentOutcome(gone, 'e1', { state: 'pending', reference: 'pi_1' }, after(21))).toBeNull();
  });
});

describe('a payment that succeeds after its hold ended (stillItsTime)', () => {
  const unpaid = unpaidSample();
  const holdEnd = unpaid.holdUntil?.toMillis() ?? 0;
  const after = new Date(holdEnd + 60_000);
  const other = (overrides: Partial<Booking>) => ({
    id: 'b-autre',
    status: 'confirmed' as const,
    holdUntil: null,
    startAt: unpaid.startAt,
    endAt: unpaid.endAt,
    ...overrides,
  });

  it('keeps its time within the hold, or after it while nothing took it and its offer is still open for it', () => {
    const taken = { overlapping: [other({})], offer: null };
    expect(stillItsTime(unpaid, taken, new Date(holdEnd - 1))).toBe(true);
    expect(stillItsTime(unpaid, { overlapping: [], offer: null }, after)).toBe(true);
    expect(stillItsTime(unpaid, taken, after)).toBe(false);
    // Another booking whose own hold ended, or that ends when this one starts, takes nothing.
    expect(
      stillItsTime(
        unpaid,
        { overlapping: [other({ status: 'awaiting-payment', holdUntil: stampOf(new Date(after.getTime() + 60_000)) })], offer: null },
        after,
      ),
    ).toBe(false);
    expect(
      stillItsTime(
        unpaid,
        { overlapping: [other({ status: 'awaiting-payment', holdUntil: stampOf(new Date(holdEnd)) })], offer: null },
        after,
      ),
    ).toBe(true);
    expect(
      stillItsTime(
        unpaid,
        {
          overlapping: [other({ startAt: unpaid.endAt, endAt: stampOf(new Date((unpaid.endAt?.toMillis() ?? 0) + 3_600_000)) })],
          offer: null,
        },
        after,
      ),
    ).toBe(true);
    const fromOffer = { ...unpaid, offerId: 'off-1' };
    expect(stillItsTime(fromOffer, { overlapping: [], offer: { status: 'sent', bookingId: unpaid.id } }, after)).toBe(true);
    expect(stillItsTime(fromOffer, { overlapping: [], offer: { status: 'withdrawn', bookingId: unpaid.id } }, after)).toBe(false);
    expect(stillItsTime(fromOffer, { overlapping: [], offer: { status: 'sent', bookingId: null } }, after)).toBe(false);
  });

  it('given away, never confirms: expired, refunded in full at once, no contact details, the slot released', () => {
    const entry = unpaid.ledger.find((candidate) => candidate.type === 'payment');
    const change = entry && decidePaymentOutcome(unpaid, entry.id, { state: 'succeeded', reference: 'pi_tard' }, after, {}, false);
    expect(change?.update).toMatchObject({
      status: 'expired',
      'payment.status': 'refunded',
      'payment.failure': PAYMENT_REFUSED.givenAway,
      contactsStatus: 'erased',
      amounts: { total: unpaid.amounts.total, refund: unpaid.amounts.total, commission: 0, kookerPayout: 0 },
    });
    expect(change?.movements).toEqual([{ type: 'refund', amount: unpaid.amounts.total, participants: null }]);
    expect(change?.releaseSlot).toBe(true);
    if (change) expect(ledgerProblems(applied(unpaid, change, after))).toEqual([]);
  });
});

describe('decideExpiry', () => {
  it('refuses the platform before the hold ends, and expires the booking from its end on: the slot released, the payment abandoned', () => {
    expect(decideExpiry(awaiting, 'platform', new Date(holdEnd.getTime() - 1))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: 'Le temps de paiement n’est pas encore écoulé.' },
    });
    const decision = decideExpiry(awaiting, 'platform', holdEnd);
    if (!decision.ok) throw new Error(decision.refusal.message);
    expect(decision.change).toMatchObject({
      update: {
        status: 'expired',
        holdUntil: null,
        'payment.status': 'abandoned',
        'payment.failure': PAYMENT_REFUSED.expired,
        updatedAt: SERVER_TIME,
      },
      movements: [],
      releaseSlot: true,
    });
    expect(decision.change.ledger).toMatchObject([
      { id: 'e1', type: 'payment', state: 'failed', failure: PAYMENT_REFUSED.expired, nextAttemptAt: null },
    ]);
    const gone = applied(awaiting, decision.change, holdEnd);
    expect(ledgerProblems(gone)).toEqual([]);
    expect(decideExpiry(gone, 'platform', after(30))).toEqual({
      ok: false,
      refusal: { code: 'failed-precondition', message: PAYMENT_REFUSED.notAwaiting },
    });
  });

  it('lets the client give up paying their own booking at any time, never someone else’s', () => {
    const decision = decideExpiry(awaiting, 'client', after(1), 'camille');
    if (!decision.ok) throw new Error(decision.refusal.message);
    expect(decision.change).toMatchObject({
      update: { status: 'expired', 'payment.status': 'abandoned', 'payment.failure': PAYMENT_REFUSED.abandoned },
      releaseSlot: true,
    });
    expect(ledgerProblems(applied(awaiting, decision.change, after(1)))).toEqual([]);
    for (const uid of ['claire', 'hugo', undefined])
      expect(decideExpiry(awaiting, 'client', after(1), uid)).toEqual({
        ok: false,
        refusal: { code: 'permission-denied', message: BOOKING_CHANGE_REFUSED.notYours },
      });
  });

  it('refuses a missing booking, and one already paid', () => {
    expect(decideExpiry(null, 'platform', holdEnd)).toEqual({
      ok: false,
      refusal: { code: 'not-found', message: BOOKING_CHANGE_REFUSED.missing },
    });
    for (const by of ['platform', 'client'] as const)
      expect(decideExpiry(bookedSample(), by, after(60), 'camille')).toEqual({
        ok: false,
        refusal: { code: 'failed-precondition', message: PAYMENT_REFUSED.notAwaiting },
      });
  });
});

describe('decideMovementOutcome', () => {
  /** Cancelled 10 days before: 135 € to give back, the refund recorded and asked, not yet answered. */
  const at = new Date((awaiting.startAt?.toMillis() ?? 0) - 10 * DAY);
  const confirmed = paid(awaiting, after(2));
  const cancellation = decideCancellation({ booking: confirmed }, { bookingId: confirmed.id, uid: 'camille', expectedRefund: 13_500 }, at);
  if (!cancellation.ok) throw new Error(cancellation.refusal.message);
  const refunding = unanswered(cancellation.change, at);
  const refund = refunding.ledger.find((entry) => entry.type === 'refund') ?? fail();

  it('settles a refund the processor made, once: the same answer again changes nothing', () => {
    expect(ledgerProblems(refunding)).toEqual([]);
    const change = decideMovementOutcome(refunding, refund.id, { state: 'succeeded', reference: 're_1' }, new Date(at.getTime() + MINUTE));
    expect(change).toMatchObject({ update: { updatedAt: SERVER_TIME }, movements: [], releaseSlot: false });
    const settled = applied(refunding, change ?? fail(), new Date(at.getTime() + MINUTE));
    expect(settled.ledger.find((entry) => entry.id === refund.id)).toMatchObject({ state: 'succeeded', reference: 're_1' });
    expect(ledgerProblems(settled)).toEqual([]);
    expect(
      decideMovementOutcome(settled, refund.id, { state: 'succeeded', reference: 're_1' }, new Date(at.getTime() + 2 * MINUTE)),
    ).toBeNull();
    // A failure of an earlier attempt's object changes nothing.
    expect(
      decideMovementOutcome(
        settled,
        refund.id,
        { state: 'failed', reference: 're_0', failure: 'Refusé.', retry: true },
        new Date(at.getTime() + 2 * MINUTE),
      ),
    ).toBeNull();
  });

  it('reopens a refund that succeeded when its bank refuses it later: failed for good, for operators to refund otherwise', () => {
    const settled = applied(
      refunding,
      decideMovementOutcome(refunding, refund.id, { state: 'succeeded', reference: 're_1' }, at) ?? fail(),
      at,
    );
    const later = new Date(at.getTime() + 72 * HOUR);
    const change = decideMovementOutcome(
      settled,
      refund.id,
      { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true },
      later,
    );
    const reopened = applied(settled, change ?? fail(), later);
    expect(reopened.ledger.find((entry) => entry.id === refund.id)).toMatchObject({
      state: 'failed',
      reference: 're_1',
      failure: REFUND_FAILED_LATER,
      nextAttemptAt: null,
    });
    // What the client is owed and nothing will move: a breach the reconciliation reports.
    expect(ledgerProblems(reopened)).toEqual([
      `Un remboursement de ${refund.amount} centimes a été refusé sans nouvel essai : ${REFUND_FAILED_LATER}`,
    ]);
    // The same event again: nothing more.
    expect(
      decideMovementOutcome(reopened, refund.id, { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true }, later),
    ).toBeNull();
  });

  it('leaves a failed refund for its next attempt, with a new key, and takes that attempt’s answer', () => {
    const failedAt = new Date(at.getTime() + MINUTE);
    const change = decideMovementOutcome(
      refunding,
      refund.id,
      { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true },
      failedAt,
    );
    const failed = applied(refunding, change ?? fail(), failedAt);
    const entry = failed.ledger.find((candidate) => candidate.id === refund.id) ?? fail();
    expect(entry).toMatchObject({ state: 'failed', failure: 'Refusé.', attempts: 1 });
    expect(entry.nextAttemptAt?.toMillis()).toBe(failedAt.getTime() + 5 * MINUTE);
    // The amounts say what was decided: the ledger stays balanced while the refund waits.
    expect(ledgerProblems(failed)).toEqual([]);
    // An old answer of the first attempt, late: nothing moves.
    expect(
      decideMovementOutcome(failed, refund.id, { state: 'succeeded', reference: 're_1' }, new Date(at.getTime() + 2 * MINUTE)),
    ).toBeNull();
    const retried: Booking = {
      ...failed,
      ledger: failed.ledger.map((candidate) => (candidate.id === refund.id ? nextAttempt(failed.id, candidate) : candidate)),
    };
    const second = decideMovementOutcome(
      retried,
      refund.id,
      { state: 'succeeded', reference: 're_2' },
      new Date(at.getTime() + 6 * MINUTE),
    );
    expect(second?.ledger.find((candidate) => candidate.id === refund.id)).toMatchObject({
      state: 'succeeded',
      reference: 're_2',
      attempts: 2,
      key: `${failed.id}:${refund.id}:2`,
    });
  });

  it('ignores the payment’s entry and an entry the booking does not hold', () => {
    expect(decideMovementOutcome(awaiting, 'e1', { state: 'succeeded', reference: 'pi_1' }, after(1))).toBeNull();
    expect(decideMovementOutcome(refunding, 'nope', { state: 'succeeded', reference: 're_1' }, after(1))).toBeNull();
  });
});

describe('the payment step: properties', () => {
  it('leaves any booking’s ledger balanced, whatever its payment went through and whatever came after', () => {
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
            fc.oneof(
              fc.constant('completed' as const),
              fc.record({ by: fc.constantFrom('client' as const, 'kooker' as const), hoursBefore: fc.integer({ min: 0, max: 60 * 24 }) }),
            ),
          ),
          paidOut: fc.option(fc.record({ hoursAfter: fc.integer({ min: 0, max: 7 * 24 }) })),
        }),
        (story) => {
          const booking = storyOf(story);
          expect(ledgerProblems(booking)).toEqual([]);
          const paidFor = story.payment === 'paid' || story.payment === 'declined-then-paid';
          // Never paid in time: expired, nothing refunded (nothing was taken); paid late: everything back, nothing kept.
          if (!paidFor) expect(booking.status).toBe('expired');
          if (story.payment === 'expired' || story.payment === 'abandoned') expect(booking.amounts.refund).toBe(0);
          if (story.payment === 'paid-late')
            expect(booking.amounts).toEqual({
              total: booking.amounts.total,
              refund: booking.amounts.total,
              commission: 0,
              kookerPayout: 0,
            });
          if (paidFor) expect(booking.status).not.toBe('expired');
          // Only the processor's word moves the payment's entry to succeeded.
          expect(booking.ledger[0]?.state).toBe(story.payment === 'expired' || story.payment === 'abandoned' ? 'failed' : 'succeeded');
        },
      ),
    );
  });

  it('takes each payment step from a booking awaiting it', () => {
    for (const step of PAYMENT_STEPS) expect(ledgerProblems(afterPayment(awaiting, step)), step).toEqual([]);
  });
});

function fail(): never {
  throw new Error('expected a value');
}

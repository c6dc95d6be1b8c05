import { describe, expect, it } from 'vitest';
import { bookingActions, decide, decideByPlatform, TRANSITIONS, type Actor } from './booking-machine';
import { BOOKING_STATUSES, type BookingStatus } from '../money/booking-money';
import { CANCELLATION_REFUSED, PARTICIPANTS_CHANGE_REFUSED } from '../money/refunds';
import { currentTerms } from '../money/terms';

const HOUR = 60 * 60 * 1000;
const startAt = new Date('2026-12-20T09:00:00Z');
const endAt = new Date('2026-12-20T11:00:00Z');
/** A booking of 2 × 40 € made under today's terms (domain/src/money/terms.ts), confirmed: its payment succeeded. */
const confirmed = {
  status: 'confirmed' as BookingStatus,
  total: 8_000,
  refunded: 0,
  pricePerPerson: 4_000,
  participants: 2,
  startAt,
  endAt,
  terms: currentTerms(),
};

describe('the booking state machine', () => {
  it('names each transition, who fires it and where it leads', () => {
    expect(Object.fromEntries(Object.entries(TRANSITIONS).map(([name, t]) => [name, `${t.from ?? '∅'} → ${t.to} (${t.by})`]))).toEqual({
      book: '∅ → awaiting-payment (client)',
      paymentSucceeded: 'awaiting-payment → confirmed (platform)',
      expire: 'awaiting-payment → expired (platform)',
      abandonPayment: 'awaiting-payment → expired (client)',
      lowerParticipants: 'confirmed → confirmed (client)',
      cancelByClient: 'confirmed → cancelled (client)',
      cancelByKooker: 'confirmed → cancelled (kooker)',
      complete: 'confirmed → completed (platform)',
      cancelByPlatform: 'confirmed → cancelled (platform)',
      refundCompletedByPlatform: 'completed → completed (platform)',
      refundCancelledByPlatform: 'cancelled → cancelled (platform)',
    });
  });

  it('lets only its actor fire a transition', () => {
    const notThem: Array<[Parameters<typeof decide>[0], Actor]> = [
      ['cancelByClient', 'kooker'],
      ['cancelByKooker', 'client'],
      ['complete', 'client'],
      ['complete', 'kooker'],
      ['cancelByClient', 'platform'],
      ['lowerParticipants', 'kooker'],
    ];
    for (const [name, actor] of notThem)
      expect(decide(name, actor, confirmed, new Date('2026-12-01T00:00:00Z'))).toMatchObject({ allowed: false, code: 'permission-denied' });
  });

  it('cancels a confirmed booking with its refund, and refuses to cancel it twice or after completion', () => {
    const early = new Date(startAt.getTime() - 10 * 24 * HOUR);
    expect(decide('cancelByClient', 'client', confirmed, early)).toMatchObject({
      allowed: true,
      to: 'cancelled',
      refund: { refund: 8_000 },
    });
    expect(decide('cancelByKooker', 'kooker', confirmed, new Date(startAt.getTime() - HOUR))).toMatchObject({
      allowed: true,
      to: 'cancelled',
      refund: { refund: 8_000 },
    });
    expect(decide('cancelByClient', 'client', { ...confirmed, status: 'cancelled' }, early)).toEqual({
      allowed: false,
      code: 'failed-precondition',
      reason: 'Cette réservation est déjà annulée.',
    });
    expect(decide('cancelByKooker', 'kooker', { ...confirmed, status: 'completed' }, early)).toMatchObject({
      allowed: false,
      code: 'failed-precondition',
    });
  });

  it('refuses a client cancellation under 48 h, with the rule in French', () => {
    expect(decide('cancelByClient', 'client', confirmed, new Date(startAt.getTime() - 47 * HOUR))).toEqual({
      allowed: false,
      code: 'failed-precondition',
      reason: 'Les annulations sont possibles jusqu’à 48 h avant la prestation.',
    });
    expect(CANCELLATION_REFUSED.tooLate(confirmed.terms.clientDeadlineHours)).toBe(
      'Les annulations sont possibles jusqu’à 48 h avant la prestation.',
    );
  });

  it('completes a booking once its end has passed, not a minute before, and only a confirmed one', () => {
    expect(decide('complete', 'platform', confirmed, new Date(endAt.getTime() - 60_000))).toMatchObject({
      allowed: false,
      code: 'failed-precondition',
    });
    expect(decide('complete', 'platform', confirmed, endAt)).toEqual({ allowed: true, to: 'completed', refund: null });
    expect(decide('complete', 'platform', { ...confirmed, status: 'cancelled' }, endAt)).toMatchObject({ allowed: false });
  });
});

describe('the booking state machine: waiting for the payment', () => {
  const early = new Date(startAt.getTime() - 10 * 24 * HOUR);

  it('reaches every status from the booking, and leaves an expired booking only by no transition at all', () => {
    const reached = new Set<BookingStatus>();
    let frontier: Array<BookingStatus | null> = [null];
    while (frontier.length > 0) {
      const next = Object.values(TRANSITIONS)
        .filter((transition) => frontier.includes(transition.from))
        .map((transition) => transition.to)
        .filter((status) => !reached.has(status));
      for (const status of next) reached.add(status);
      frontier = next;
    }
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
    const from = (status: BookingStatus) => Object.values(TRANSITIONS).filter((transition) => transition.from === (status as string));
    expect(from('expired')).toEqual([]);
    // Only the processor's word confirms a booking; the client may give up waiting, the platform ends the hold.
    expect(
      Object.entries(TRANSITIONS).filter(([, transition]) => transition.to === 'confirmed' && transition.from !== 'confirmed'),
    ).toEqual([['paymentSucceeded', expect.objectContaining({ from: 'awaiting-payment', by: 'platform' })]]);
  });

  it('refuses to cancel, lower or complete a booking not yet paid, or expired, with the state’s own reason', () => {
    const awaiting = { ...confirmed, status: 'awaiting-payment' as BookingStatus };
    const expired = { ...confirmed, status: 'expired' as BookingStatus };
    const waiting = { allowed: false, code: 'failed-precondition', reason: 'Cette réservation attend encore son paiement.' };
    const gone = {
      allowed: false,
      code: 'failed-precondition',
      reason: 'Cette réservation n’a pas été payée à temps : elle n’existe plus.',
    };
    expect(decide('cancelByClient', 'client', awaiting, early)).toEqual(waiting);
    expect(decide('cancelByKooker', 'kooker', awaiting, early)).toEqual(waiting);
    expect(decide('lowerParticipants', 'client', { ...awaiting, participants: 3, total: 12_000 }, early, 2)).toEqual(waiting);
    expect(decide('complete', 'platform', awaiting, endAt)).toEqual(waiting);
    expect(decide('cancelByClient', 'client', expired, early)).toEqual(gone);
    expect(decide('complete', 'platform', expired, endAt)).toEqual(gone);
  });

  it('lets the platform decide no refund on a booking never paid', () => {
    for (const status of ['awaiting-payment', 'expired'] as const)
      expect(decideByPlatform(status, false)).toEqual({
        allowed: false,
        reason: 'Cette réservation n’est pas payée : il n’y a rien à rembourser.',
      });
  });
});

describe('bookingActions: what the screens offer the client and the Kooker', () => {
  const at = (hoursBeforeStart: number) => new Date(startAt.getTime() - hoursBeforeStart * HOUR);

  it('lets the client cancel until exactly 48 h before, with the refund of that moment, and says why not a minute later', () => {
    expect(bookingActions(confirmed, 'client', at(7 * 24)).cancel).toMatchObject({
      allowed: true,
      refund: { percent: 100, refund: 8_000 },
    });
    expect(bookingActions(confirmed, 'client', at(48)).cancel).toMatchObject({ allowed: true, refund: { percent: 50, refund: 4_000 } });
    expect(bookingActions(confirmed, 'client', new Date(at(48).getTime() + 60_000)).cancel).toEqual({
      allowed: false,
      reason: CANCELLATION_REFUSED.tooLate(48),
    });
  });

  it('lets the Kooker cancel until the start, in full, and not once it has started', () => {
    expect(bookingActions(confirmed, 'kooker', at(1)).cancel).toMatchObject({ allowed: true, refund: { percent: 100 } });
    expect(bookingActions(confirmed, 'kooker', startAt).cancel).toEqual({ allowed: false, reason: CANCELLATION_REFUSED.started });
    expect(bookingActions(confirmed, 'client', startAt).cancel).toEqual({ allowed: false, reason: CANCELLATION_REFUSED.started });
  });

  it('refuses to cancel a cancelled or completed booking, with the state machine’s reason', () => {
    expect(bookingActions({ ...confirmed, status: 'cancelled' }, 'client', at(200)).cancel).toEqual({
      allowed: false,
      reason: 'Cette réservation est déjà annulée.',
    });
    expect(bookingActions({ ...confirmed, status: 'completed' }, 'kooker', at(200)).cancel).toEqual({
      allowed: false,
      reason: 'Cette prestation a déjà eu lieu : elle ne peut plus être annulée.',
    });
  });

  it('lets the client of a booking of 3 or more lower it to 2 until exactly 48 h before, never the Kooker', () => {
    const four = { ...confirmed, total: 16_000, participants: 4 };
    expect(bookingActions(four, 'client', at(48)).lowerParticipants).toEqual({ allowed: true, min: 2, max: 3 });
    expect(bookingActions(four, 'client', new Date(at(48).getTime() + 60_000)).lowerParticipants).toEqual({
      allowed: false,
      reason: 'Le nombre de participants peut être réduit jusqu’à 48 h avant la prestation.',
    });
    expect(PARTICIPANTS_CHANGE_REFUSED.tooLate(48)).toBe('Le nombre de participants peut être réduit jusqu’à 48 h avant la prestation.');
    expect(bookingActions(confirmed, 'client', at(200)).lowerParticipants).toEqual({
      allowed: false,
      reason: 'La réservation compte déjà le minimum de 2 participants.',
    });
    expect(bookingActions(four, 'kooker', at(200)).lowerParticipants).toMatchObject({ allowed: false });
    expect(bookingActions({ ...four, status: 'cancelled' }, 'client', at(200)).lowerParticipants).toMatchObject({ allowed: false });
    expect(decide('lowerParticipants', 'client', four, at(200), 3)).toMatchObject({
      allowed: true,
      to: 'confirmed',
      refund: { refund: 4_000, percent: 100 },
    });
  });

  it('offers a review to the client of a completed booking only', () => {
    expect(bookingActions({ ...confirmed, status: 'completed' }, 'client', endAt).review).toEqual({ allowed: true });
    expect(bookingActions({ ...confirmed, status: 'completed' }, 'kooker', endAt).review).toMatchObject({ allowed: false });
    expect(bookingActions(confirmed, 'client', at(1)).review).toEqual({
      allowed: false,
      reason: 'Vous pourrez laisser un avis une fois la prestation terminée.',
    });
    expect(bookingActions({ ...confirmed, status: 'cancelled' }, 'client', endAt).review).toMatchObject({ allowed: false });
    expect(bookingActions({ ...confirmed, status: 'expired' }, 'client', endAt).review).toEqual({
      allowed: false,
      reason: 'Cette réservation n’a pas été payée : elle ne reçoit pas d’avis.',
    });
  });

  it('offers nothing on a booking still awaiting its payment, and says why', () => {
    const actions = bookingActions({ ...confirmed, status: 'awaiting-payment', participants: 3, total: 12_000 }, 'client', at(200));
    expect(actions).toEqual({
      cancel: { allowed: false, reason: 'Cette réservation attend encore son paiement.' },
      lowerParticipants: { allowed: false, reason: 'Cette réservation attend encore son paiement.' },
      review: { allowed: false, reason: 'Vous pourrez laisser un avis une fois la prestation terminée.' },
    });
  });

  it('allows nothing on a booking without its dates, and says so', () => {
    expect(bookingActions({ ...confirmed, startAt: null }, 'client', at(200)).cancel).toEqual({
      allowed: false,
      reason: 'Cette réservation est incomplète : contactez-nous.',
    });
  });
});

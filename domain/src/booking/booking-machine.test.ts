import { describe, expect, it } from 'vitest';
import { bookingActions, decide, TRANSITIONS, type Actor } from './booking-machine';
import { CANCELLATION_REFUSED } from './refunds';

const HOUR = 60 * 60 * 1000;
const startAt = new Date('2026-12-20T09:00:00Z');
const endAt = new Date('2026-12-20T11:00:00Z');
const confirmed = { status: 'confirmed' as const, total: 8_000, refunded: 0, pricePerPerson: 4_000, participants: 2, startAt, endAt };

describe('the booking state machine', () => {
  it('names each transition, who fires it and where it leads', () => {
    expect(Object.fromEntries(Object.entries(TRANSITIONS).map(([name, t]) => [name, `${t.from ?? '∅'} → ${t.to} (${t.by})`]))).toEqual({
      book: '∅ → confirmed (client)',
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
      reason: 'Les annulations sont possibles jusqu’à 48h avant la prestation.',
    });
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
      reason: CANCELLATION_REFUSED.tooLate,
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
  });

  it('allows nothing on a booking without its dates, and says so', () => {
    expect(bookingActions({ ...confirmed, startAt: null }, 'client', at(200)).cancel).toEqual({
      allowed: false,
      reason: 'Cette réservation est incomplète : contactez-nous.',
    });
  });
});

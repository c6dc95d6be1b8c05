import { describe, expect, it } from 'vitest';
import { participantsChangePreview, refundPreview, type PaidBooking } from './refunds';
import { parisInstant } from '../rules/time';
import { currentTerms } from './terms';

/** The rules in force today (rules.ts): a booking made now is made under them. */
const terms = currentTerms();
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const start = new Date('2026-12-20T09:00:00Z');
const booking: PaidBooking = { total: 12_000, startAt: start, refunded: 0, pricePerPerson: 3_000, participants: 4, terms };
/** A booking never changed, of `total` cents for two. */
const ofTotal = (total: number, startAt: Date): PaidBooking => ({
  total,
  startAt,
  refunded: 0,
  pricePerPerson: total / 2,
  participants: 2,
  terms,
});
const before = (ms: number) => new Date(start.getTime() - ms);

describe('refund of a client cancellation', () => {
  it('gives everything back from 7 days before, exactly 7 days included', () => {
    expect(refundPreview(booking, 'client', before(30 * 24 * HOUR))).toMatchObject({
      allowed: true,
      tier: 'early',
      percent: 100,
      refund: 12_000,
      kept: 0,
      commission: 0,
      kookerPayout: 0,
    });
    expect(refundPreview(booking, 'client', before(7 * 24 * HOUR))).toMatchObject({ tier: 'early', refund: 12_000 });
  });

  it('gives half back one minute under 7 days, and down to exactly 48 h before', () => {
    const half = { allowed: true, tier: 'late', percent: 50, refund: 6_000, kept: 6_000, commission: 600, kookerPayout: 5_400 };
    expect(refundPreview(booking, 'client', before(7 * 24 * HOUR - MINUTE))).toEqual(half);
    expect(refundPreview(booking, 'client', before(48 * HOUR + MINUTE))).toEqual(half);
    expect(refundPreview(booking, 'client', before(48 * HOUR))).toEqual(half);
  });

  it('refuses one minute under 48 h, and a preview shown at 48 h 00 min 30 s is refused at 47 h 59 min', () => {
    const refused = { allowed: false, reason: 'Les annulations sont possibles jusqu’à 48 h avant la prestation.' };
    expect(refundPreview(booking, 'client', before(48 * HOUR - MINUTE))).toEqual(refused);
    expect(refundPreview(booking, 'client', before(48 * HOUR + 30_000))).toMatchObject({ allowed: true, tier: 'late' });
    expect(refundPreview(booking, 'client', before(47 * HOUR + 59 * MINUTE))).toEqual(refused);
  });

  it('counts real hours across a clock change: 7 days before 10:00 on 27 October is 11:00 on the 20th, Paris time', () => {
    // 27 October 2026 10:00 is winter time (UTC+1); 20 October is summer time (UTC+2).
    const startAt = parisInstant('2026-10-27', '10:00') as Date;
    const at = (time: string) => parisInstant('2026-10-20', time) as Date;
    expect(refundPreview(ofTotal(10_000, startAt), 'client', at('10:00'))).toMatchObject({ tier: 'early' });
    expect(refundPreview(ofTotal(10_000, startAt), 'client', at('11:00'))).toMatchObject({ tier: 'early' });
    expect(refundPreview(ofTotal(10_000, startAt), 'client', at('11:01'))).toMatchObject({ tier: 'late' });
  });

  it('keeps the odd cent of a half refund, and never loses one', () => {
    const odd = refundPreview(
      { ...ofTotal(4_500, start), total: 4_501, pricePerPerson: 4_501, participants: 1 },
      'client',
      before(3 * 24 * HOUR),
    );
    expect(odd).toEqual({ allowed: true, tier: 'late', percent: 50, refund: 2_250, kept: 2_251, commission: 225, kookerPayout: 2_026 });
    if (odd.allowed) expect(odd.refund + odd.commission + odd.kookerPayout).toBe(4_501);
  });
});

describe('refund of a Kooker cancellation', () => {
  it('gives everything back at any time before the start, even under 48 h', () => {
    expect(refundPreview(booking, 'kooker', before(MINUTE))).toMatchObject({ allowed: true, tier: 'byKooker', refund: 12_000, kept: 0 });
  });

  it('is refused once the service has started, for anyone', () => {
    for (const by of ['client', 'kooker'] as const) {
      expect(refundPreview(booking, by, start)).toEqual({
        allowed: false,
        reason: 'La prestation a déjà commencé : elle ne peut plus être annulée.',
      });
    }
  });
});

describe('fewer participants', () => {
  // 4 × 45 €, 10 days before: a change of participants is refunded like a cancellation of those guests.
  const four: PaidBooking = { total: 18_000, startAt: start, refunded: 0, pricePerPerson: 4_500, participants: 4, terms };
  /** The booking once lowered as `preview` says, as the server writes it. */
  const after = (booking: PaidBooking, to: number, refund: number): PaidBooking => ({
    ...booking,
    participants: to,
    refunded: booking.refunded + refund,
  });

  it('refunds the guests removed in full from 7 days before, and half down to exactly 48 h', () => {
    expect(participantsChangePreview(four, 2, before(10 * 24 * HOUR))).toEqual({
      allowed: true,
      tier: 'early',
      percent: 100,
      refund: 9_000,
      kept: 9_000,
      commission: 900,
      kookerPayout: 8_100,
    });
    expect(participantsChangePreview(four, 3, before(48 * HOUR))).toEqual({
      allowed: true,
      tier: 'late',
      percent: 50,
      refund: 2_250,
      kept: 15_750,
      commission: 1_575,
      kookerPayout: 14_175,
    });
  });

  it('keeps the odd cent of half a guest, and the books balance to the cent', () => {
    const odd: PaidBooking = { total: 13_503, startAt: start, refunded: 0, pricePerPerson: 4_501, participants: 3, terms };
    const lowered = participantsChangePreview(odd, 2, before(3 * 24 * HOUR));
    expect(lowered).toMatchObject({ refund: 2_250, kept: 11_253 });
    if (!lowered.allowed) throw new Error(lowered.reason);
    expect(lowered.refund + lowered.commission + lowered.kookerPayout).toBe(13_503);
  });

  it('refuses under 48 h, below two, at or above today’s number, and once started', () => {
    expect(participantsChangePreview(four, 2, before(48 * HOUR - MINUTE))).toEqual({
      allowed: false,
      reason: 'Le nombre de participants peut être réduit jusqu’à 48 h avant la prestation.',
    });
    for (const to of [1, 4, 5, 2.5])
      expect(participantsChangePreview(four, to, before(10 * 24 * HOUR))).toEqual({
        allowed: false,
        reason: 'Choisissez entre 2 et 3 participants.',
      });
    expect(participantsChangePreview({ ...four, participants: 2 }, 2, before(10 * 24 * HOUR))).toEqual({
      allowed: false,
      reason: 'La réservation compte déjà le minimum de 2 participants.',
    });
    expect(participantsChangePreview(four, 2, start)).toMatchObject({ allowed: false });
  });

  it('then a cancellation refunds the guests still booked by its tier, and what the change kept stays kept', () => {
    // 4 → 3 at 50 % (2 250 € back), then cancelled at 50 %: half of the 3 guests back, 10 125 kept.
    const lowered = participantsChangePreview(four, 3, before(5 * 24 * HOUR));
    if (!lowered.allowed) throw new Error(lowered.reason);
    const three = after(four, 3, lowered.refund);
    const cancelled = refundPreview(three, 'client', before(3 * 24 * HOUR));
    expect(cancelled).toMatchObject({ refund: 6_750, kept: 9_000, commission: 900, kookerPayout: 8_100 });
    if (!cancelled.allowed) throw new Error(cancelled.reason);
    expect(lowered.refund + cancelled.refund + cancelled.kept).toBe(four.total);
  });

  it('then a Kooker’s cancellation gives back all the client still paid', () => {
    const lowered = participantsChangePreview(four, 2, before(5 * 24 * HOUR));
    if (!lowered.allowed) throw new Error(lowered.reason);
    expect(refundPreview(after(four, 2, lowered.refund), 'kooker', before(HOUR))).toMatchObject({
      refund: 18_000 - 4_500,
      kept: 0,
      commission: 0,
      kookerPayout: 0,
    });
  });

  it('balances whatever the changes and the cancellation: refunds + commission + payout = the total paid', () => {
    for (const price of [1, 999, 4_501, 12_345])
      for (const [to, lowerAt, cancelAt, by] of [
        [3, 10, 9, 'client'],
        [2, 5, 3, 'client'],
        [3, 5, 1, 'kooker'],
        [2, 10, 2.5, 'client'],
      ] as const) {
        const booked: PaidBooking = { total: price * 4, startAt: start, refunded: 0, pricePerPerson: price, participants: 4, terms };
        const lowered = participantsChangePreview(booked, to, before(lowerAt * 24 * HOUR));
        if (!lowered.allowed) throw new Error(lowered.reason);
        const cancelled = refundPreview(after(booked, to, lowered.refund), by, before(cancelAt * 24 * HOUR));
        if (!cancelled.allowed) throw new Error(cancelled.reason);
        expect(lowered.refund + cancelled.refund + cancelled.commission + cancelled.kookerPayout).toBe(booked.total);
      }
  });
});

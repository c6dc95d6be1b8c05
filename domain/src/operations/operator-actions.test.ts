import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideByPlatform } from '../booking/booking-machine';
import { bookingAmounts, splitKept } from '../money/money';
import { currentTerms } from '../money/terms';
import {
  operatorLogId,
  platformSettlement,
  readOperatorCancellation,
  readSuspension,
  settlementProblem,
  suspensionNotice,
} from './operator-actions';

/** The commission of a booking made under today's terms (terms.ts): 10 %. */
const COMMISSION = currentTerms().commissionPercent;

describe('a refund decided by the platform, on a booking still to come', () => {
  // 3 × 45 € = 135 €: 13,50 € of commission, 121,50 € for the Kooker.
  const booked = bookingAmounts(4_500, 3, COMMISSION);

  it('gives everything back at 100 %: nothing kept, nothing paid', () => {
    expect(platformSettlement(booked, 100, false, COMMISSION)).toEqual({
      refund: 13_500,
      clawback: 0,
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
    });
  });

  it('gives nothing back at 0 %: the booking’s split stays', () => {
    expect(platformSettlement(booked, 0, false, COMMISSION)).toEqual({
      refund: 0,
      clawback: 0,
      amounts: { total: 13_500, refund: 0, commission: 1_350, kookerPayout: 12_150 },
    });
  });

  it('rounds the refund down to the cent, and the commission of what is kept half up', () => {
    // 33 % of 135 € = 44,55 €; kept 90,45 €: commission 9,045 → 9,05 €, the Kooker 81,40 €.
    expect(platformSettlement(booked, 33, false, COMMISSION).amounts).toEqual({
      total: 13_500,
      refund: 4_455,
      commission: 905,
      kookerPayout: 8_140,
    });
    // 50 % of 99,99 € = 49,995 → 49,99 € back; kept 50,00 €.
    expect(platformSettlement({ total: 9_999, refund: 0, commission: 1_000, kookerPayout: 8_999 }, 50, false, COMMISSION)).toMatchObject({
      refund: 4_999,
      amounts: { refund: 4_999, commission: 500, kookerPayout: 4_500 },
    });
  });

  it('takes its percent of what the client still paid, after fewer participants', () => {
    // 4 × 30 € booked, one guest removed with 100 % back: 90 € still paid; 50 % of that is 45 €.
    const lowered = { total: 12_000, refund: 3_000, commission: 900, kookerPayout: 8_100 };
    expect(platformSettlement(lowered, 50, false, COMMISSION).amounts).toEqual({
      total: 12_000,
      refund: 7_500,
      commission: 450,
      kookerPayout: 4_050,
    });
  });
});

describe('a refund decided by the platform, once the Kooker was paid', () => {
  const completed = { total: 13_500, refund: 0, commission: 1_350, kookerPayout: 12_150 };

  it('takes back from the Kooker what their share loses: the claw-back', () => {
    expect(platformSettlement(completed, 100, true, COMMISSION)).toEqual({
      refund: 13_500,
      clawback: 12_150,
      amounts: { total: 13_500, refund: 13_500, commission: 0, kookerPayout: 0 },
    });
    expect(platformSettlement(completed, 20, true, COMMISSION)).toEqual({
      refund: 2_700,
      clawback: 2_430,
      amounts: { total: 13_500, refund: 2_700, commission: 1_080, kookerPayout: 9_720 },
    });
  });

  it('never pays the Kooker more than was paid, on a booking corrected by hand', () => {
    // Case B of « Rembourser à la main »: 10 € refunded on the commission, the payout untouched.
    const corrected = { total: 13_500, refund: 1_000, commission: 350, kookerPayout: 12_150 };
    const settled = platformSettlement(corrected, 0, true, COMMISSION);
    expect(settled).toEqual({ refund: 0, clawback: 0, amounts: corrected });
  });

  it('keeps total = refund + commission + payout, refunds no more than was paid and claws back no more than was paid out', () => {
    // Whatever commission the booking was made under (terms.ts), today's or another.
    const booked = fc
      .tuple(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom(COMMISSION, 0, 15, 30))
      .map(([total, percent, commissionPercent]) => {
        const refund = Math.floor((total * percent) / 100);
        const { commission, kookerPayout } = splitKept(total - refund, commissionPercent);
        return { amounts: { total, refund, commission, kookerPayout }, commissionPercent };
      });
    fc.assert(
      fc.property(booked, fc.integer({ min: 0, max: 100 }), fc.boolean(), ({ amounts: before, commissionPercent }, percent, released) => {
        const { refund, clawback, amounts: after } = platformSettlement(before, percent, released, commissionPercent);
        const paid = before.total - before.refund;
        expect(after.total).toBe(before.total);
        expect(after.refund + after.commission + after.kookerPayout).toBe(after.total);
        expect(after.refund - before.refund).toBe(refund);
        expect(refund).toBeLessThanOrEqual(paid);
        // Never more than the percent, by less than a cent.
        expect(refund * 100).toBeLessThanOrEqual(paid * percent);
        expect((refund + 1) * 100).toBeGreaterThan(paid * percent);
        expect(after.commission).toBeGreaterThanOrEqual(0);
        expect(after.kookerPayout).toBeGreaterThanOrEqual(0);
        expect(clawback).toBe(released ? before.kookerPayout - after.kookerPayout : 0);
        expect(clawback).toBeGreaterThanOrEqual(0);
        if (percent === 100) expect(after).toMatchObject({ refund: before.total, commission: 0, kookerPayout: 0 });
        if (percent === 0) expect(after).toEqual(before);
        return true;
      }),
    );
  });

  it('refuses a percent that is not a whole number from 0 to 100', () => {
    for (const percent of [-1, 101, 12.5, Number.NaN])
      expect(() => platformSettlement(completed, percent, true, COMMISSION)).toThrow(RangeError);
  });

  it('says why a decision on a booking corrected by hand may not be applied: a negative commission, a Kooker paid on a full refund', () => {
    // The Kooker was paid more than the split gives (a payout corrected by hand), then 100 % is decided.
    const overpaid = { total: 10_000, refund: 0, commission: 500, kookerPayout: 9_500 };
    const full = platformSettlement(overpaid, 100, true, COMMISSION);
    expect(full.amounts).toEqual({ total: 10_000, refund: 10_000, commission: -500, kookerPayout: 500 });
    expect(settlementProblem(full)).toMatch(/^Cette décision laisserait une commission négative \(-5\s€\)/);
    expect(settlementProblem(platformSettlement(completed, 100, true, COMMISSION))).toBeNull();
    expect(settlementProblem(platformSettlement(completed, 30, true, COMMISSION))).toBeNull();
    expect(
      settlementProblem({ refund: 0, clawback: 0, amounts: { total: 10_000, refund: 10_000, commission: 0, kookerPayout: 0 } }),
    ).toBeNull();
    expect(
      settlementProblem({ refund: 0, clawback: 0, amounts: { total: 10_000, refund: 10_000, commission: -200, kookerPayout: 200 } }),
    ).toMatch(/commission négative/);
    expect(
      settlementProblem({ refund: 0, clawback: 0, amounts: { total: 10_000, refund: 9_000, commission: 1_000, kookerPayout: 0 } }),
    ).toBeNull();
  });
});

describe('the console fields, read strictly', () => {
  it('takes an operatorCancellation with a reason and a whole percent from 0 to 100', () => {
    expect(readOperatorCancellation({ reason: '  Kooker absent  ', refundPercent: 100 })).toEqual({
      ok: true,
      value: { reason: 'Kooker absent', refundPercent: 100 },
    });
    expect(readOperatorCancellation({ reason: 'Geste', refundPercent: 0 })).toMatchObject({ ok: true });
  });

  it('refuses, with a French sentence for the log, a missing reason, a percent out of range, decimal or written as text, or no map', () => {
    const percent = 'Le champ refundPercent doit être un nombre entier de 0 à 100 (type « number », sans virgule).';
    for (const refundPercent of [101, -5, 50.5, '50', null])
      expect(readOperatorCancellation({ reason: 'Geste', refundPercent })).toEqual({ ok: false, detail: percent });
    expect(readOperatorCancellation({ reason: '   ', refundPercent: 50 })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('reason'),
    });
    expect(readOperatorCancellation({ refundPercent: 50 })).toMatchObject({ ok: false });
    expect(readOperatorCancellation({ reason: 'r'.repeat(501), refundPercent: 50 })).toMatchObject({ ok: false });
    expect(readOperatorCancellation('100')).toEqual({
      ok: false,
      detail: 'Le champ operatorCancellation doit être une map (type « map » dans la console).',
    });
  });

  it('takes a suspension with a reason only', () => {
    expect(readSuspension({ reason: 'Signalements répétés' })).toEqual({ ok: true, value: { reason: 'Signalements répétés' } });
    expect(readSuspension({ reason: '' })).toMatchObject({ ok: false });
    expect(readSuspension(true)).toMatchObject({ ok: false });
  });

  it('tells a suspended Kooker why, and where to write', () => {
    expect(suspensionNotice('Signalements répétés')).toBe(
      'Votre profil est suspendu par l’équipe Kookers : Signalements répétés. Écrivez-nous via le formulaire de contact.',
    );
    expect(suspensionNotice('Documents manquants.')).toBe(
      'Votre profil est suspendu par l’équipe Kookers : Documents manquants. Écrivez-nous via le formulaire de contact.',
    );
  });

  it('names a log entry after the console’s write: the same event, the same entry', () => {
    expect(operatorLogId('cancelBooking', 'abc/123:x')).toBe('cancelBooking-abc-123-x');
    expect(operatorLogId('cancelBooking', 'e1')).toBe(operatorLogId('cancelBooking', 'e1'));
  });
});

describe('the platform’s transition', () => {
  it('cancels a confirmed booking, refunds a completed or cancelled one again, and decides a booking once', () => {
    expect(decideByPlatform('confirmed', false)).toEqual({ allowed: true, name: 'cancelByPlatform', to: 'cancelled' });
    expect(decideByPlatform('completed', false)).toEqual({ allowed: true, name: 'refundCompletedByPlatform', to: 'completed' });
    expect(decideByPlatform('cancelled', false)).toEqual({ allowed: true, name: 'refundCancelledByPlatform', to: 'cancelled' });
    expect(decideByPlatform('cancelled', true)).toMatchObject({ allowed: false, reason: expect.stringContaining('une seule décision') });
  });
});

import { currentTerms, TERMS_BEFORE_FREEZING } from '@kookers/domain/money';
import { describe, expect, it } from 'vitest';
import { lateRefundNote } from './cancellation-text';

describe('lateRefundNote', () => {
  it('says the late refund tier of the booking’s own terms, of what', () => {
    expect(lateRefundNote('du montant', currentTerms())).toBe(
      'Entre 7 jours et 48 h avant la prestation, la moitié du montant est remboursée.',
    );
    const older = {
      ...TERMS_BEFORE_FREEZING,
      fullRefundMinDays: 10,
      clientDeadlineHours: 72,
      refundPercent: { early: 100, late: 40, byKooker: 100 },
    };
    expect(lateRefundNote('du montant', older)).toBe('Entre 10 jours et 72 h avant la prestation, 40\u00a0% du montant est remboursée.');
  });
});

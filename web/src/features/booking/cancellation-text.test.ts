import { describe, expect, it } from 'vitest';
import { lateRefundNote } from './cancellation-text';

describe('lateRefundNote', () => {
  it('says the late refund tier from the rules, of what', () => {
    expect(lateRefundNote('du montant')).toBe('Entre 7 jours et 48 h avant la prestation, la moitié du montant est remboursée.');
  });
});

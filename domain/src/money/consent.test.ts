import { describe, expect, it } from 'vitest';
import { isConsentRefusal, priceConsent, refundConsent } from './consent';
import { bookingAmounts } from './money';
import { refundPreview } from './refunds';
import { currentTerms } from './terms';

const HOUR = 60 * 60 * 1000;
const startAt = new Date('2026-12-18T09:00:00Z');
const terms = currentTerms();
const booking = { total: 13_500, startAt, refunded: 0, pricePerPerson: 4_500, participants: 3, terms };
/** What the server would refund, as of `msBefore` the start, for a client's cancellation. */
function refundAt(msBefore: number) {
  const preview = refundPreview(booking, 'client', new Date(startAt.getTime() - msBefore));
  if (!preview.allowed) throw new Error(preview.reason);
  return preview;
}

describe('the price the client saw', () => {
  it('books for the very total the panel showed, and refuses any other with the new price', () => {
    const now = bookingAmounts(4500, 3, terms.commissionPercent);
    expect(priceConsent(13_500, { pricePerPerson: 4500, total: now.total })).toBeNull();
    const raised = bookingAmounts(5000, 3, terms.commissionPercent);
    expect(priceConsent(13_500, { pricePerPerson: 5000, total: raised.total })).toEqual({
      reason: 'price-changed',
      pricePerPerson: 5000,
      total: 15_000,
    });
    // A lower price is not what the client agreed to either: they see it first.
    expect(priceConsent(13_500, { pricePerPerson: 4000, total: 12_000 })).toMatchObject({ reason: 'price-changed', total: 12_000 });
  });
});

describe('the refund the client saw', () => {
  it('agrees on each side of the 7-day boundary, and refuses the full refund a moment after it', () => {
    const sevenDays = 7 * 24 * HOUR;
    const full = refundAt(sevenDays);
    expect(refundConsent(13_500, full)).toBeNull();
    const half = refundAt(sevenDays - 1);
    expect(refundConsent(13_500, half)).toEqual({ reason: 'refund-changed', refund: 6750, percent: 50 });
    expect(refundConsent(6750, half)).toBeNull();
  });

  it('agrees to the cent on an odd total, rounded down for the client', () => {
    const odd = refundPreview(
      { total: 9999, startAt, refunded: 0, pricePerPerson: 9999, participants: 1, terms },
      'client',
      new Date(startAt.getTime() - 72 * HOUR),
    );
    if (!odd.allowed) throw new Error(odd.reason);
    expect(odd.refund).toBe(4999);
    expect(refundConsent(4999, odd)).toBeNull();
    expect(refundConsent(5000, odd)).toEqual({ reason: 'refund-changed', refund: 4999, percent: 50 });
  });

  it('is read back from the wire only when well formed', () => {
    expect(isConsentRefusal({ reason: 'price-changed', pricePerPerson: 5000, total: 15_000 })).toBe(true);
    expect(isConsentRefusal({ reason: 'refund-changed', refund: 6750, percent: 50 })).toBe(true);
    expect(isConsentRefusal({ reason: 'price-changed', pricePerPerson: '50', total: 15_000 })).toBe(false);
    expect(isConsentRefusal({ reason: 'refund-changed', refund: -1, percent: 50 })).toBe(false);
    expect(isConsentRefusal({ reason: 'autre' })).toBe(false);
    expect(isConsentRefusal(null)).toBe(false);
    expect(isConsentRefusal('price-changed')).toBe(false);
  });
});

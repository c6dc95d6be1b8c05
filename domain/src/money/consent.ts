/**
 * A client pays and is refunded only what they saw (docs/argent.md, « Ce que le client a
 * accepté »). The booking call carries the total the panel showed, the cancellation the refund
 * the dialog showed; when the server's own figure, at the moment it runs, differs (the Kooker
 * changed the price meanwhile, a refund tier ended while the dialog was open, the browser's
 * clock is wrong), the call is refused, nothing changes, and the refusal carries the new figure
 * for the screen to show.
 */
import type { RefusalDetails } from '../rules/decision';

export const CONSENT_REFUSED = {
  price: 'Le prix de cette prestation a changé : vérifiez le nouveau total.',
  refund: 'Le remboursement de cette annulation a changé : vérifiez le nouveau montant.',
  terms:
    'Les conditions générales de vente ont changé depuis l’ouverture de cette page : rechargez-la, relisez-les et acceptez-les pour réserver.',
} as const;

/** The box above « Réserver et payer » left unticked. */
export const TERMS_NOT_ACCEPTED = 'Cochez la case pour accepter les conditions générales de vente.';

/**
 * The refusal when the client ticked another version of the terms of sale than today's (a page
 * opened before they changed); null when it is today's. A booking records the version accepted
 * in its terms (terms.ts): they are today's, the ones the client read.
 */
export function termsConsent(acceptedVersion: string, currentVersion: string): { reason: 'terms-changed'; version: string } | null {
  return acceptedVersion === currentVersion ? null : { reason: 'terms-changed', version: currentVersion };
}

/** What a refusal for consent carries (the callable error's `details`), for the screen to show. */
export type ConsentRefusal = Extract<RefusalDetails, { reason: 'price-changed' | 'refund-changed' }>;

/** The refusal when the server's total differs from the one the client saw; null when they agree. */
export function priceConsent(expectedTotal: number, actual: { pricePerPerson: number; total: number }): ConsentRefusal | null {
  return expectedTotal === actual.total ? null : { reason: 'price-changed', pricePerPerson: actual.pricePerPerson, total: actual.total };
}

/** The refusal when the server's refund differs from the one the client saw; null when they agree. */
export function refundConsent(expectedRefund: number, actual: { refund: number; percent: number }): ConsentRefusal | null {
  return expectedRefund === actual.refund ? null : { reason: 'refund-changed', refund: actual.refund, percent: actual.percent };
}

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Whether a callable error's `details` is a consent refusal (the web reads it from the wire). */
export function isConsentRefusal(value: unknown): value is ConsentRefusal {
  if (typeof value !== 'object' || value === null) return false;
  const details = value as Record<string, unknown>;
  if (details.reason === 'price-changed') return isCents(details.pricePerPerson) && isCents(details.total);
  if (details.reason === 'refund-changed') return isCents(details.refund) && isCents(details.percent);
  return false;
}

import type { PaymentStart } from './payment-calls';

/**
 * The payment createBooking just started, handed from the booking panel to the booking page in
 * memory only: the client secret confirms the payment, so it is kept neither in Firestore
 * (docs/decisions/017-paiements-par-carte.md) nor in the URL or the history. A reload loses it,
 * and the page asks resumePayment for it again.
 */
const started = new Map<string, PaymentStart>();

export function handOverPayment(bookingId: string, payment: PaymentStart): void {
  started.set(bookingId, payment);
}

/** The payment started in this tab for the booking, if any. */
export function startedPayment(bookingId: string): PaymentStart | null {
  return started.get(bookingId) ?? null;
}

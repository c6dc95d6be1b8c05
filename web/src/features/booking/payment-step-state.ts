/**
 * The payment step of a booking (docs/decisions/017-paiements-par-carte.md, « Réserver en deux
 * temps »), as pure rules: where the step stands after each answer, what the client reads of the
 * slot's hold, and which screen the booking page shows. components/payment-step-screen.tsx draws them.
 */
import { PAYMENT_REFUSED, type Booking } from '@kookers/domain/booking';
import { parisTimeOf } from '@kookers/domain/rules';
import type { PaymentStart } from './api/payment-calls';

/** What a card element reports of the client's attempt: the simulated one here, Stripe's Payment Element in production. */
export type CardOutcome = { state: 'succeeded' } | { state: 'processing' } | { state: 'failed'; message: string };

/**
 * What the booking page gives the card element, whichever it is: the simulated one
 * (components/simulated-card-element.tsx, on the local platform), Stripe's Payment Element later.
 */
export interface CardElementProps {
  bookingId: string;
  /** The payment to confirm; a `requires-action` one (a reload during 3-D Secure) asks for the authentication at once. */
  start: PaymentStart;
  /** "106,50 €", on the button. */
  amount: string;
  /** Nothing may be sent (the hold ended). */
  disabled: boolean;
  onOutcome: (outcome: CardOutcome) => void;
}

export type PaymentPhase =
  /** Waiting for the payment's client secret (resumePayment after a reload). */
  | { kind: 'starting' }
  | { kind: 'start-failed'; message: string }
  /** The card element is shown; `failure`, why the last attempt was declined. */
  | { kind: 'paying'; start: PaymentStart; failure: string | null }
  /** The processor took the payment: the booking is confirmed by its event, in a few seconds. */
  | { kind: 'confirming' };

export type PaymentEvent =
  | { type: 'started'; start: PaymentStart; lastFailure: string | null }
  | { type: 'start-failed'; message: string }
  | { type: 'restart' }
  | { type: 'outcome'; outcome: CardOutcome };

/** The step after `event`: a payment already taken waits for its confirmation; a declined card may be followed by another. */
export function nextPaymentPhase(phase: PaymentPhase, event: PaymentEvent): PaymentPhase {
  switch (event.type) {
    case 'started':
      if (event.start.state === 'succeeded') return { kind: 'confirming' };
      // Cancelled at the processor: the hold ended, the booking's expiry is on its way.
      if (event.start.state === 'canceled') return { kind: 'start-failed', message: PAYMENT_REFUSED.holdEnded };
      return { kind: 'paying', start: event.start, failure: event.start.state === 'failed' ? event.lastFailure : null };
    case 'start-failed':
      return { kind: 'start-failed', message: event.message };
    case 'restart':
      return { kind: 'starting' };
    case 'outcome':
      if (phase.kind !== 'paying') return phase;
      if (event.outcome.state === 'failed') return { ...phase, failure: event.outcome.message };
      return { kind: 'confirming' };
  }
}

export interface HoldCountdown {
  /** "14:32", Paris time. */
  until: string;
  /** Whole minutes left, rounded up: "encore 1 min" until the last second. */
  minutesLeft: number;
  ended: boolean;
}

/** How long the slot is still held for the client at `now`. */
export function holdCountdown(holdUntil: Date, now: Date): HoldCountdown {
  const left = holdUntil.getTime() - now.getTime();
  return { until: parisTimeOf(holdUntil), minutesLeft: Math.max(0, Math.ceil(left / 60_000)), ended: left <= 0 };
}

/**
 * What a screen reader is told as the hold nears its end: twice at most (5 minutes, then 1), so
 * that a countdown ticking every second is never read out.
 */
export function holdReminder(minutesLeft: number): string {
  if (minutesLeft <= 0) return '';
  if (minutesLeft <= 1) return 'Moins d’une minute pour payer : le créneau sera ensuite libéré.';
  if (minutesLeft <= 5) return 'Moins de 5 minutes pour payer : le créneau sera ensuite libéré.';
  return '';
}

/** What the booking page shows its client of a booking's payment. */
export type PaymentScreen = 'pay' | 'confirming' | 'hold-ended' | 'expired' | 'abandoned' | null;

/**
 * Which payment screen the booking page shows its client: none once confirmed (or later); the
 * booking gone (`expired`, by the hold or the client giving up); still awaiting, a payment taken
 * waits for its confirmation even past the hold (the release job confirms it then), and otherwise
 * the hold ended on this side before the booking's expiry arrives.
 */
export function paymentScreen(booking: Pick<Booking, 'status' | 'payment'>, phase: PaymentPhase, holdEnded: boolean): PaymentScreen {
  if (booking.status === 'expired') return booking.payment.failure === PAYMENT_REFUSED.abandoned ? 'abandoned' : 'expired';
  if (booking.status !== 'awaiting-payment') return null;
  if (phase.kind === 'confirming') return 'confirming';
  return holdEnded ? 'hold-ended' : 'pay';
}

/**
 * The payment callables' answers the domain does not declare yet, and the payloads it declares as
 * schemas (domain/src/booking/booking-input.ts), as types only: the booking panel imports them
 * without the Functions SDK. They follow the functions' contract
 * (docs/decisions/017-paiements-par-carte.md); each moves to the domain beside CreateBookingResult
 * once it is declared there, as docs/contribuer.md wants.
 */
import type {
  CreateBookingResult,
  paymentBookingSchema,
  simulatedAuthenticationSchema,
  simulatedCardSchema,
} from '@kookers/domain/booking';
import type { InferType } from 'yup';

/** Where a card payment stands with the processor. */
type PaymentState = 'pending' | 'requires-action' | 'succeeded' | 'failed' | 'canceled';

/** What the browser needs to confirm a booking's payment; the secret is never written to Firestore. */
export interface PaymentStart {
  clientSecret: string;
  state: PaymentState;
}

/** createBooking's answer since bookings wait for their payment. */
export type CreateBookingAnswer = CreateBookingResult & { payment: PaymentStart };

export type PaymentBookingInput = InferType<typeof paymentBookingSchema>;

export interface AbandonPaymentResult {
  status: 'expired';
}

/** The local platform's simulated card element (never in production). */
export type SimulatedCardInput = InferType<typeof simulatedCardSchema>;
export type SimulatedAuthenticationInput = InferType<typeof simulatedAuthenticationSchema>;

/** What the simulated processor answered; `message`, the French reason of a decline. */
export interface SimulatedAnswer {
  state: PaymentState;
  message: string | null;
}

/**
 * The payment callables' payloads and answers (docs/decisions/017-paiements-par-carte.md), types
 * only: the booking panel imports them without the Functions SDK. Declared here until the domain
 * declares them beside CreateBookingResult (domain/src/booking/booking-input.ts, where
 * docs/contribuer.md wants a callable's payload typed); they follow the functions' contract.
 */
import type { ComplaintReason, CreateBookingResult } from '@kookers/domain/booking';

/** Where a card payment stands with the processor. */
export type PaymentState = 'pending' | 'requires-action' | 'succeeded' | 'failed';

/** What the browser needs to confirm a booking's payment; the secret is never written to Firestore. */
export interface PaymentStart {
  clientSecret: string;
  state: PaymentState;
}

/** createBooking's answer since bookings wait for their payment. */
export type CreateBookingAnswer = CreateBookingResult & { payment: PaymentStart };

export interface PaymentBookingInput {
  bookingId: string;
}

export interface AbandonPaymentResult {
  status: 'expired';
}

export interface ReportProblemInput {
  bookingId: string;
  reason: ComplaintReason;
  text: string;
}

export interface AnswerComplaintInput {
  bookingId: string;
  answer: string;
}

export interface DoneResult {
  ok: true;
}

/** A PDF of money: a payment's or a refund's receipt, a Kooker's monthly statement or commission invoice (`yyyy-MM`). */
export type MoneyDocumentRequest =
  { kind: 'receipt'; bookingId: string; entryId: string } | { kind: 'statement'; month: string } | { kind: 'invoice'; month: string };

export interface MoneyDocument {
  filename: string;
  base64: string;
}

/** The local platform's simulated card element (never in production). */
export interface SimulatedCardInput {
  bookingId: string;
  clientSecret: string;
  cardNumber: string;
  /** `MM/AA`. */
  expiry: string;
  cvc: string;
}

export interface SimulatedAuthenticationInput {
  bookingId: string;
  clientSecret: string;
  approve: boolean;
}

/** What the simulated processor answered; `message`, the French reason of a decline. */
export interface SimulatedAnswer {
  state: PaymentState;
  message: string | null;
}

import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { SERVER_TIME, type Refusal, type ServerTime, type Stamp } from '@kookers/domain/rules';
import type { BookingChange } from '@kookers/domain/booking';
import { paymentsDueAt, recorded } from '../payments/ledger';

/** A decision's values as the Admin SDK writes them: each Date a Timestamp, SERVER_TIME the commit's time. */
type AsWritten<T> = T extends Date
  ? Timestamp
  : T extends ServerTime
    ? FieldValue
    : T extends Stamp
      ? T
      : T extends readonly (infer Item)[]
        ? AsWritten<Item>[]
        : T extends object
          ? { [Key in keyof T]: AsWritten<T[Key]> }
          : T;

const isPlain = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

function convert(value: unknown): unknown {
  if (value === SERVER_TIME) return FieldValue.serverTimestamp();
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === 'object' && value !== null && isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, convert(field)]));
  return value;
}

/**
 * What a domain decision answers to write (domain/src/rules/decision.ts), as the Admin SDK
 * writes it; a Timestamp read from a document, and anything else, is written as it is.
 */
export function written<T>(value: T): AsWritten<T> {
  return convert(value) as AsWritten<T>;
}

/** A decision's refusal, as the callable answers it: its code, its French message, and what the screen needs. */
export function refusalError(refusal: Refusal): HttpsError {
  return new HttpsError(refusal.code, refusal.message, refusal.details);
}

/**
 * A decision's change of a booking as the Admin SDK writes it, its ledger grown by the movements
 * decided at `at` (each `requested`: carry them out after the transaction, carry-out.ts).
 */
export function bookingUpdate({ booking, update, movements }: BookingChange, at: Date) {
  const ledger = recorded(booking.id, booking.ledger, movements, at);
  return written({ ...update, ledger, paymentsDueAt: paymentsDueAt(ledger, at) });
}

/**
 * What a booking `bookings/{id}` carries of money (docs/argent.md, « Le registre (ledger) et les
 * statuts »; docs/modele-de-donnees.md): its status as its money reads it, its amounts, the
 * client's payment, the Kooker's share, and the ledger of every movement. The booking's other
 * fields and its reader are domain/src/booking/model.ts, whose `Booking` is these and the rest.
 * Money is in integer cents everywhere.
 */
import { type Stamp, int, nullableText, record, stamp, text } from '../rules/read';

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Where a booking stands: awaiting its payment, confirmed once paid, then completed, cancelled
 * (refunded by its policy), or expired (its payment abandoned). The transitions between them are
 * domain/src/booking/booking-machine.ts.
 */
export const BOOKING_STATUSES = ['awaiting-payment', 'confirmed', 'cancelled', 'completed', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingAmounts {
  /** Price per person × participants. */
  total: number;
  commission: number;
  kookerPayout: number;
  refund: number;
}

/** Where a movement stands with the processor: asked, done, or refused (then retried, or absorbed: docs/argent.md). */
export const LEDGER_STATES = ['requested', 'succeeded', 'failed'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

export interface ParticipantsChange {
  from: number;
  to: number;
  percent: number;
}

/**
 * A movement of money on a booking, as the payments module records it (docs/argent.md, « Le
 * registre »): written `requested`, with the idempotency key of its call, before the processor is
 * called; settled `succeeded` or `failed` by its answer or its event.
 */
export interface LedgerEntry {
  /** Stable within the booking: the processor's events and the retries find the entry by it. */
  id: string;
  /**
   * Taken from the client, given back to the client, transferred to the Kooker's account, or taken
   * back from it (a refund decided by the platform after the transfer: docs/argent.md).
   */
  type: 'payment' | 'refund' | 'payout' | 'clawback';
  /** Cents. */
  amount: number;
  /** When it was decided. */
  at: Stamp | null;
  state: LedgerState;
  /** The idempotency key of the current attempt's call: the same key, the same processor object. */
  key: string;
  /** Calls made so far; a failed refund or transfer is called again, with a new key, at `nextAttemptAt`. */
  attempts: number;
  nextAttemptAt: Stamp | null;
  /** Why the last attempt failed, in French; null otherwise. */
  failure: string | null;
  settledAt: Stamp | null;
  /** The processor's id of the object (`pi_…`, `re_…`, `tr_…`, `trr_…`; `sim_…` here); '' until it answers. */
  reference: string;
  /** A refund for fewer participants: from how many to how many, at which percent; null otherwise. */
  participants: ParticipantsChange | null;
}

/** A movement of money still to be carried out: a ledger entry without its time and reference (payments.ts). */
export type Movement = Pick<LedgerEntry, 'type' | 'amount' | 'participants'>;

/**
 * The client's payment: `pending` until the processor says it succeeded, `abandoned` when the
 * hold ended first; `failure`, the French reason of the last declined attempt.
 */
export interface BookingPayment {
  status: 'pending' | 'paid' | 'refunded' | 'partially-refunded' | 'abandoned';
  paidAt: Stamp | null;
  reference: string;
  failure: string | null;
}

/**
 * The Kooker's share (docs/argent.md, « Le solde du Kooker »): `pending` until earned (the
 * service's end, a late cancellation: `earnedAt`), then `held` until `availableAt` (the complaint
 * window), `available` in their balance until the weekly payout transfers it (`released`, at
 * `releasedAt`, in the payout `payoutId`); `cancelled` when nothing is due.
 */
export interface BookingPayout {
  status: 'pending' | 'held' | 'available' | 'released' | 'cancelled';
  earnedAt: Stamp | null;
  availableAt: Stamp | null;
  releasedAt: Stamp | null;
  payoutId: string | null;
}

/**
 * Where a complaint of the client leaves the Kooker's share (docs/argent.md, « Signaler un
 * problème »): held while `open`, until the operators decide — `released` (paid as usual) or
 * `refunded`.
 */
export type ComplaintStatus = 'open' | 'released' | 'refunded';

/** The money fields of a booking (domain/src/booking/model.ts, `Booking`). */
export interface BookingMoney {
  status: BookingStatus;
  amounts: BookingAmounts;
  /** While `awaiting-payment`: until when the slot is held for the client's payment (rules.ts, PAYMENT_HOLD_MINUTES). */
  holdUntil: Stamp | null;
  payment: BookingPayment;
  payout: BookingPayout;
  /** Every movement of money, in order. */
  ledger: LedgerEntry[];
  /**
   * When the payments module must look at the ledger again (functions/src/payments/carry-out.ts): a
   * movement still `requested` without the processor's answer, or a failed one's next attempt;
   * null when every entry is settled for good.
   */
  paymentsDueAt: Stamp | null;
}

/**
 * An entry of the ledger; one written before the processor (no state) was settled at once, with a
 * simulated reference: it reads `succeeded`, its id its rank.
 */
export function ledgerEntryFromData(value: unknown, index: number): LedgerEntry {
  const entry = record(value);
  const at = stamp(entry.at);
  const settledAtOnce = entry.state === undefined;
  return {
    id: text(entry.id) || `e${index + 1}`,
    type: oneOf(entry.type, ['payment', 'refund', 'payout', 'clawback'] as const, 'payment'),
    amount: int(entry.amount),
    at,
    state: oneOf(entry.state, LEDGER_STATES, 'succeeded'),
    key: text(entry.key),
    attempts: settledAtOnce ? 1 : int(entry.attempts),
    nextAttemptAt: stamp(entry.nextAttemptAt),
    failure: nullableText(entry.failure),
    settledAt: settledAtOnce ? at : stamp(entry.settledAt),
    reference: text(entry.reference),
    participants: participantsChangeFromData(entry.participants),
  };
}

function participantsChangeFromData(value: unknown): ParticipantsChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const change = record(value);
  return { from: int(change.from), to: int(change.to), percent: int(change.percent) };
}

/**
 * The processor's word on a booking's money (docs/decisions/017-paiements-par-carte.md): the
 * payment succeeded, was declined, or the hold ended first; a refund, a transfer or a claw-back
 * succeeded or failed. Decided on the booking as the transaction read it, whatever the order and
 * the number of the processor's events: each answer moves only what is still `requested`, and a
 * booking only by the transitions its status allows. Pure: functions/src/payments reads, asks,
 * writes.
 */
import { TRANSITIONS } from './booking-machine';
import { contactFieldsAt, ERASED_CONTACTS, type ContactSources } from './booking-contacts';
import { refused, SERVER_TIME, type Decision, type Written } from '../rules/decision';
import type { Movement, LedgerEntry } from '../money/booking-money';
import { BOOKING_CHANGE_REFUSED } from './decide-cancellation';
import { failureMessage, reopenedRefund, settledEntry, type EntryOutcome } from '../money/ledger';
import { holdsItsTime } from '../money/payments';
import type { Booking } from './model';

/** What the payments module writes on the booking: the fields that change, the ledger as a whole, and new movements to record. */
export interface PaymentChange {
  update: Record<string, unknown>;
  ledger: Written<LedgerEntry>[] | LedgerEntry[];
  /** New movements (a payment that succeeded after the hold ended is refunded in full). */
  movements: Movement[];
  /** The slot's lock goes: the booking will not take place. */
  releaseSlot: boolean;
}

/**
 * What a payment that succeeded after its hold ended is confirmed against, read in the transaction
 * that confirms it (docs/decisions/017-paiements-par-carte.md, « Réserver en deux temps »): the
 * Kooker's bookings that may overlap it, and the offer it was made from (null for the panel).
 */
export interface LateConfirmation {
  overlapping: ReadonlyArray<Pick<Booking, 'id' | 'status' | 'holdUntil' | 'startAt' | 'endAt'>>;
  offer: { status: string; bookingId: string | null } | null;
}

/**
 * Whether the time a booking held is still its own at `now`: within its hold it is; once the hold
 * ended, only if no other booking of the Kooker that takes its time overlaps it and the offer it
 * was made from is still open for it. A late payment confirms nothing else.
 */
export function stillItsTime(
  booking: Pick<Booking, 'id' | 'holdUntil' | 'startAt' | 'endAt' | 'offerId'>,
  late: LateConfirmation,
  now: Date,
): boolean {
  if ((booking.holdUntil?.toMillis() ?? 0) > now.getTime()) return true;
  const start = booking.startAt?.toMillis() ?? 0;
  const end = booking.endAt?.toMillis() ?? 0;
  const taken = late.overlapping.some(
    (other) =>
      other.id !== booking.id &&
      holdsItsTime(other, now) &&
      (other.startAt?.toMillis() ?? 0) < end &&
      (other.endAt?.toMillis() ?? 0) > start,
  );
  const offerOpen = booking.offerId === null || (late.offer?.status === 'sent' && late.offer.bookingId === booking.id);
  return !taken && offerOpen;
}

export const PAYMENT_REFUSED = {
  notAwaiting: 'Cette réservation n’attend pas de paiement.',
  holdEnded: 'Le temps de paiement est écoulé : le créneau a été libéré. Choisissez-le à nouveau s’il est encore libre.',
  notYours: BOOKING_CHANGE_REFUSED.notYours,
  abandoned: 'Paiement abandonné : le créneau a été libéré.',
  suspended: 'Ce Kooker n’est plus disponible : la réservation est annulée et rien ne vous sera prélevé.',
  givenAway:
    'Paiement reçu après la fin du temps de paiement, quand ce moment n’était plus libre : la réservation n’a pas eu lieu et vous êtes remboursé en entier.',
  expired: 'Paiement non abouti dans le temps imparti : le créneau a été libéré.',
} as const;

const withEntry = (ledger: readonly LedgerEntry[], entryId: string, next: (entry: LedgerEntry) => LedgerEntry) =>
  ledger.map((entry) => (entry.id === entryId ? next(entry) : entry));

/**
 * The processor answered the booking's payment (`outcome`, of entry `entryId`) at `now`:
 * succeeded, the booking is confirmed with the contact details the rule then shows, from
 * `contacts` (or, the hold having ended, refunded in full at once);
 * declined, it keeps waiting with the reason for the client, who may try another card; still
 * pending (3-D Secure, processing), only the reference is kept. Null: nothing to change.
 */
export function decidePaymentOutcome(
  booking: Booking,
  entryId: string,
  outcome: EntryOutcome | { state: 'declined'; code: string | null },
  now: Date,
  contacts: Partial<ContactSources> = {},
  itsTime = true,
): PaymentChange | null {
  const entry = booking.ledger.find((candidate) => candidate.id === entryId && candidate.type === 'payment');
  if (!entry) return null;
  // The hold's end abandoned the payment on our side only (decideExpiry settles it `failed`): the
  // processor's word that it succeeded after all still counts, and is refunded below.
  const abandoned = entry.state === 'failed' && booking.status === 'expired' && booking.payment.status === 'abandoned';
  if (entry.state !== 'requested' && !(abandoned && outcome.state === 'succeeded')) return null;
  if (outcome.state === 'declined') {
    if (booking.status !== 'awaiting-payment') return null;
    return {
      update: { 'payment.failure': failureMessage(outcome.code), updatedAt: SERVER_TIME },
      ledger: booking.ledger,
      movements: [],
      releaseSlot: false,
    };
  }
  const ledger = withEntry(booking.ledger, entryId, (current) => settledEntry({ ...current, state: 'requested' }, outcome, now));
  if (outcome.state !== 'succeeded') return { update: { updatedAt: SERVER_TIME }, ledger, movements: [], releaseSlot: false };
  // Paid after its hold ended, when the time was given away meanwhile (stillItsTime): never
  // confirmed, expired and refunded in full at once, as a payment after the expiry is.
  if (booking.status === 'awaiting-payment' && !itsTime)
    return refundedInFull(booking, ledger, outcome.reference, now, {
      ...ERASED_CONTACTS,
      status: TRANSITIONS.expire.to,
      holdUntil: null,
      'payment.failure': PAYMENT_REFUSED.givenAway,
    });
  if (booking.status === 'awaiting-payment')
    return {
      update: {
        // Paid: the contact details the rule shows now, from what the client gave and the Kooker's profile (booking-contacts.ts).
        ...contactFieldsAt({ ...booking, status: TRANSITIONS.paymentSucceeded.to }, contacts, now),
        status: TRANSITIONS.paymentSucceeded.to,
        holdUntil: null,
        'payment.status': 'paid',
        'payment.paidAt': now,
        'payment.reference': outcome.reference,
        'payment.failure': null,
        updatedAt: SERVER_TIME,
      },
      ledger,
      movements: [],
      releaseSlot: false,
    };
  // Paid after the hold ended (an event late, a 3-D Secure finished at the last second): the slot
  // may be someone else's now; everything goes back to the client at once.
  return refundedInFull(booking, ledger, outcome.reference, now);
}

/**
 * A payment that succeeded too late, given back whole at once: the amounts all refund, the payment
 * `refunded` under its reference, one refund movement of the total; `expiring` is what else the
 * booking leaves behind when it was still awaiting its payment (its status, its contacts, the
 * reason), whose slot goes too.
 */
function refundedInFull(
  booking: Booking,
  ledger: LedgerEntry[],
  reference: string,
  now: Date,
  expiring: Record<string, unknown> | null = null,
): PaymentChange {
  const { total } = booking.amounts;
  return {
    update: {
      ...expiring,
      amounts: { total, refund: total, commission: 0, kookerPayout: 0 },
      'payment.status': 'refunded',
      'payment.paidAt': now,
      'payment.reference': reference,
      updatedAt: SERVER_TIME,
    },
    ledger,
    movements: [{ type: 'refund', amount: total, participants: null }],
    releaseSlot: expiring !== null,
  };
}

/**
 * The booking stops waiting for its payment (`expire` when its hold ended at `now`, the client's
 * `abandonPayment`, or at once when its Kooker is suspended): expired, its payment abandoned, its
 * slot offered again.
 */
export function decideExpiry(
  booking: Booking | null,
  by: 'platform' | 'client' | 'suspension',
  now: Date,
  uid?: string,
): Decision<{ change: PaymentChange }> {
  if (!booking) return refused('not-found', BOOKING_CHANGE_REFUSED.missing);
  if (by === 'client' && booking.clientId !== uid) return refused('permission-denied', PAYMENT_REFUSED.notYours);
  if (booking.status !== 'awaiting-payment') return refused('failed-precondition', PAYMENT_REFUSED.notAwaiting);
  if (by === 'platform' && (booking.holdUntil?.toMillis() ?? 0) > now.getTime())
    return refused('failed-precondition', 'Le temps de paiement n’est pas encore écoulé.');
  // A suspended Kooker's booking still awaiting its payment ends at once (docs/exploitation.md, « Suspendre un Kooker »).
  const failure = by === 'client' ? PAYMENT_REFUSED.abandoned : by === 'suspension' ? PAYMENT_REFUSED.suspended : PAYMENT_REFUSED.expired;
  const ledger = booking.ledger.map((entry) =>
    entry.type === 'payment' ? settledEntry(entry, { state: 'failed', reference: entry.reference, failure, retry: false }, now) : entry,
  );
  return {
    ok: true,
    change: {
      update: {
        // Expired: neither party's contact details, ever (booking-contacts.ts).
        ...ERASED_CONTACTS,
        status: (by === 'client' ? TRANSITIONS.abandonPayment : TRANSITIONS.expire).to,
        holdUntil: null,
        'payment.status': 'abandoned',
        'payment.failure': failure,
        updatedAt: SERVER_TIME,
      },
      ledger,
      movements: [],
      releaseSlot: true,
    },
  };
}

/**
 * The processor answered a refund, transfer or claw-back of the booking (entry `entryId`): the
 * entry settles; a failed refund or transfer is tried again later, a claw-back the Kooker's account
 * cannot cover is not (it becomes an amount the Kooker owes: docs/argent.md). A refund that had
 * succeeded and failed later reopens, for good (reopenedRefund). Null: nothing to change.
 */
export function decideMovementOutcome(booking: Booking, entryId: string, outcome: EntryOutcome, now: Date): PaymentChange | null {
  const entry = booking.ledger.find((candidate) => candidate.id === entryId);
  const reopened = entry ? reopenedRefund(entry, outcome, now) : null;
  if (reopened)
    return {
      update: { updatedAt: SERVER_TIME },
      ledger: withEntry(booking.ledger, entryId, () => reopened),
      movements: [],
      releaseSlot: false,
    };
  if (!entry || entry.type === 'payment' || entry.state !== 'requested') return null;
  const settled = settledEntry(entry, outcome, now);
  if (settled === entry) return null;
  return {
    update: { updatedAt: SERVER_TIME },
    ledger: withEntry(booking.ledger, entryId, () => settled),
    movements: [],
    releaseSlot: false,
  };
}

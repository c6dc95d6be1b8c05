/**
 * A booking `bookings/{id}`, its amounts and ledger (docs/modele-de-donnees.md).
 * Money is in integer cents everywhere.
 */
import { type Stamp, type Data, text, int, flag, texts, stamp, record, nullableText, allergenList } from '../data/read';
import { CONTACTS_STATUSES, type ContactsStatus } from './booking-contacts';
import { isDietId, type AllergenId, type DietId } from '../kookers/dietary';
import { DEFAULT_SERVICE_LOCATION, isServiceLocation, type ServiceLocation } from '../kookers/service-location';
import type { Review } from '../kookers/model';

/* ───────────── bookings/{id} ───────────── */

export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingAmounts {
  /** Price per person × participants. */
  total: number;
  commission: number;
  kookerPayout: number;
  refund: number;
}

/** A movement of money on a booking, as the payments module records it. */
export interface LedgerEntry {
  /**
   * Taken from the client, given back to the client, paid to the Kooker, or taken back from the
   * Kooker's payout (a refund decided by the platform after the payout: docs/argent.md).
   */
  type: 'payment' | 'refund' | 'payout' | 'clawback';
  /** Cents. */
  amount: number;
  at: Stamp | null;
  /** The processor's reference (a simulated one until a card processor is plugged in). */
  reference: string;
  /** A refund for fewer participants: from how many to how many, at which percent; null otherwise. */
  participants: ParticipantsChange | null;
}

export interface PlatformDecision {
  reason: string;
  refundPercent: number;
  /** Cents given back, and taken back from the Kooker's payout already released. */
  refund: number;
  clawback: number;
  at: Stamp | null;
}

export interface ParticipantsChange {
  from: number;
  to: number;
  percent: number;
}

export interface Booking {
  id: string;
  clientId: string;
  kookerId: string;
  /** What each side sees of the other, copied at booking: the Kooker's name and city, the client's first name and initial. */
  kooker: { firstName: string; lastName: string; city: string };
  clientName: string;
  /**
   * How the two reach each other, copied at booking: the client's full name and the phone they
   * gave, the Kooker's phone from their private profile ('' when they have none). Only the two
   * parties read a booking (firestore.rules); nothing else copies these (docs/reservations.md,
   * « Se joindre »).
   */
  contacts: { client: { firstName: string; lastName: string; phone: string }; kookerPhone: string };
  /**
   * Where it takes place, copied at booking (docs/reservations.md, « Où »): at the client's, the
   * address they gave; at the Kooker's, the address of their private profile. Only the two
   * parties read it, like the contacts.
   */
  place: { location: ServiceLocation; address: string };
  /**
   * Where the two stand on reading each other's phone and private address
   * (domain/src/booking/booking-contacts.ts): while `withheld`, `contacts.kookerPhone` is '' and, at the
   * Kooker's, `place.address` too; `erased`, both phones and the address are ''. A booking
   * written before reads `shared`.
   */
  contactsStatus: ContactsStatus;
  /** What the guests cannot eat, as the client said at booking (domain/src/kookers/dietary.ts). */
  dietary: BookingDietary;
  service: { id: string; name: string; pricePerPerson: number };
  /** `yyyy-MM-dd` and `HH:mm`, in Europe/Paris. */
  date: string;
  time: string;
  startAt: Stamp | null;
  endAt: Stamp | null;
  participants: number;
  amounts: BookingAmounts;
  status: BookingStatus;
  /** The ledger of what was taken from the client and paid to the Kooker. */
  payment: { status: 'paid' | 'refunded' | 'partially-refunded'; paidAt: Stamp | null; reference: string };
  payout: { status: 'pending' | 'released' | 'cancelled'; releasedAt: Stamp | null };
  /** Who cancelled: 'platform' for Kookers' team (an operator, a suspension: docs/exploitation.md). */
  cancelledBy: 'client' | 'kooker' | 'platform' | null;
  cancelledAt: Stamp | null;
  /** What the Kooker, or Kookers' team, told the client when cancelling. */
  cancellationReason: string | null;
  /**
   * The refund Kookers' team decided (`operatorCancellation` in the console, a suspension), as
   * the functions applied it: one per booking. Null when none.
   */
  platformDecision: PlatformDecision | null;
  /** Every movement of money, in order. */
  ledger: LedgerEntry[];
  /** The key the client's browser sent: a retried call finds the same booking. */
  idempotencyKey: string;
  /**
   * The client's review of it, copied by the functions from `reviews/{bookingId}` (null until
   * written): what the client wrote reads with their booking, so that the public review names no
   * account (docs/modele-de-donnees.md, « Avis »).
   */
  review: BookingReview | null;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

/**
 * What a booking keeps of its review: the review without what the booking already says, and
 * whether Kookers' team hid it (docs/exploitation.md, « Masquer un avis »): then the public
 * review is gone, the client still reads theirs, marked hidden, and may not write another.
 */
export type BookingReview = Pick<Review, 'rating' | 'comment' | 'date' | 'answer' | 'answeredAt'> & { hidden: boolean };

/** The copy a booking keeps of its review (null: none, or no longer). */
export function bookingReviewOf(review: Review | null, hidden = false): BookingReview | null {
  if (!review) return null;
  const { rating, comment, date, answer, answeredAt } = review;
  return { rating, comment, date, answer, answeredAt, hidden };
}

/** A review the client wrote, as their booking keeps it: signed with the client's name. */
export function writtenReviewOf(booking: Booking): Review | null {
  if (!booking.review) return null;
  const { hidden: _hidden, ...review } = booking.review;
  return { id: booking.id, kookerId: booking.kookerId, author: booking.clientName, type: booking.service.name, ...review };
}

export interface BookingDietary {
  allergens: AllergenId[];
  diets: DietId[];
  note: string;
  /** The ticked allergens the menu contains, which the client confirmed they saw. */
  acknowledgedConflicts: AllergenId[];
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function bookingFromData(id: string, data: Data): Booking {
  const service = record(data.service);
  const amounts = record(data.amounts);
  const payment = record(data.payment);
  const payout = record(data.payout);
  const kooker = record(data.kooker);
  const contacts = record(data.contacts);
  const place = record(data.place);
  const contactsClient = record(contacts.client);
  const dietary = record(data.dietary);
  return {
    id,
    clientId: text(data.clientId),
    kookerId: text(data.kookerId),
    kooker: { firstName: text(kooker.firstName), lastName: text(kooker.lastName), city: text(kooker.city) },
    clientName: text(data.clientName),
    place: {
      location: isServiceLocation(place.location) ? place.location : DEFAULT_SERVICE_LOCATION,
      address: text(place.address),
    },
    contacts: {
      client: { firstName: text(contactsClient.firstName), lastName: text(contactsClient.lastName), phone: text(contactsClient.phone) },
      kookerPhone: text(contacts.kookerPhone),
    },
    contactsStatus: oneOf(data.contactsStatus, CONTACTS_STATUSES, 'shared'),
    dietary: {
      allergens: allergenList(dietary.allergens),
      diets: texts(dietary.diets).filter(isDietId),
      note: text(dietary.note),
      acknowledgedConflicts: allergenList(dietary.acknowledgedConflicts),
    },
    service: { id: text(service.id), name: text(service.name), pricePerPerson: int(service.pricePerPerson) },
    date: text(data.date),
    time: text(data.time),
    startAt: stamp(data.startAt),
    endAt: stamp(data.endAt),
    participants: int(data.participants),
    amounts: {
      total: int(amounts.total),
      commission: int(amounts.commission),
      kookerPayout: int(amounts.kookerPayout),
      refund: int(amounts.refund),
    },
    status: oneOf(data.status, BOOKING_STATUSES, 'confirmed'),
    payment: {
      status: oneOf(payment.status, ['paid', 'refunded', 'partially-refunded'] as const, 'paid'),
      paidAt: stamp(payment.paidAt),
      reference: text(payment.reference),
    },
    payout: {
      status: oneOf(payout.status, ['pending', 'released', 'cancelled'] as const, 'pending'),
      releasedAt: stamp(payout.releasedAt),
    },
    cancelledBy:
      data.cancelledBy === 'client' || data.cancelledBy === 'kooker' || data.cancelledBy === 'platform' ? data.cancelledBy : null,
    cancelledAt: stamp(data.cancelledAt),
    cancellationReason: nullableText(data.cancellationReason),
    platformDecision: platformDecisionFromData(data.platformDecision),
    ledger: Array.isArray(data.ledger) ? data.ledger.map(ledgerEntryFromData) : [],
    idempotencyKey: text(data.idempotencyKey),
    review: bookingReviewFromData(data.review),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

function bookingReviewFromData(value: unknown): BookingReview | null {
  if (typeof value !== 'object' || value === null) return null;
  const review = record(value);
  return {
    rating: int(review.rating),
    comment: text(review.comment),
    date: stamp(review.date),
    answer: nullableText(review.answer),
    answeredAt: stamp(review.answeredAt),
    hidden: flag(review.hidden),
  };
}

function platformDecisionFromData(value: unknown): PlatformDecision | null {
  if (typeof value !== 'object' || value === null) return null;
  const decision = record(value);
  return {
    reason: text(decision.reason),
    refundPercent: int(decision.refundPercent),
    refund: int(decision.refund),
    clawback: int(decision.clawback),
    at: stamp(decision.at),
  };
}

function ledgerEntryFromData(value: unknown): LedgerEntry {
  const entry = record(value);
  return {
    type: oneOf(entry.type, ['payment', 'refund', 'payout', 'clawback'] as const, 'payment'),
    amount: int(entry.amount),
    at: stamp(entry.at),
    reference: text(entry.reference),
    participants: participantsChangeFromData(entry.participants),
  };
}

function participantsChangeFromData(value: unknown): ParticipantsChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const change = record(value);
  return { from: int(change.from), to: int(change.to), percent: int(change.percent) };
}

export function bookingToData({ id: _id, ...booking }: Booking): Data {
  return booking;
}

/* ───────────── slotLocks/{kookerId}_{date}_{time} ───────────── */

/**
 * A booked slot's lock (functions/src/bookings/slot-lock.ts): created in the booking's
 * transaction, so that one slot makes one booking; deleted when the client cancels, kept and
 * marked `closedByKooker` when the Kooker does. Functions only.
 */
export interface SlotLock {
  id: string;
  bookingId: string;
  kookerId: string;
  /** 'YYYY-MM-DD' and 'HH:mm', Paris time. */
  date: string;
  time: string;
  closedByKooker: boolean;
  createdAt: Stamp | null;
}

export function slotLockFromData(id: string, data: Data): SlotLock {
  return {
    id,
    bookingId: text(data.bookingId),
    kookerId: text(data.kookerId),
    date: text(data.date),
    time: text(data.time),
    closedByKooker: flag(data.closedByKooker),
    createdAt: stamp(data.createdAt),
  };
}

/** No `closedByKooker` key on an open lock, as the booking's transaction creates it. */
export function slotLockToData({ id: _id, closedByKooker, ...lock }: SlotLock): Data {
  return closedByKooker ? { ...lock, closedByKooker } : lock;
}

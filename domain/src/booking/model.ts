/**
 * A booking `bookings/{id}` (docs/modele-de-donnees.md); its amounts, payment, payout and ledger
 * are domain/src/money/booking-money.ts. Money is in integer cents everywhere.
 */
import { type Stamp, type Data, text, int, flag, texts, stamp, record, nullableText } from '../rules/read';
import { CONTACTS_STATUSES, type ContactsStatus } from './booking-contacts';
import { allergenList, isDietId, type AllergenId, type DietId } from '../kookers/dietary';
import { DEFAULT_SERVICE_LOCATION, isServiceLocation, type ServiceLocation } from '../kookers/service-location';
import type { Review } from '../kookers/model';
import { legalStatusFromData } from '../kookers/identity';
import type { KookerLegalStatus } from '../kookers/legal-status';
import { BOOKING_STATUSES, ledgerEntryFromData, type BookingMoney, type ComplaintStatus } from '../money/booking-money';
import { TERMS_BEFORE_FREEZING, type BookingTerms } from '../money/terms';

/* ───────────── bookings/{id} ───────────── */

/** What the client says went wrong, within the complaint window (docs/argent.md, « Signaler un problème »). */
export const COMPLAINT_REASONS = {
  'no-show': 'Le Kooker ne s’est pas présenté',
  'not-as-described': 'La prestation ne correspondait pas à l’annonce',
  hygiene: 'Un problème d’hygiène ou de sécurité',
  behaviour: 'Un comportement inapproprié',
  other: 'Autre',
} as const;
export type ComplaintReason = keyof typeof COMPLAINT_REASONS;

/**
 * A problem the client reported within the window after the service: the Kooker's share stays
 * held until the operators decide (a refund through `operatorCancellation`, or its release).
 */
export interface Complaint {
  reason: ComplaintReason;
  text: string;
  at: Stamp | null;
  /** The Kooker's answer, once given. */
  answer: string | null;
  answeredAt: Stamp | null;
  /** Open until the operators decide: `released` (the share is paid as usual) or `refunded`. */
  status: ComplaintStatus;
}

export interface PlatformDecision {
  reason: string;
  refundPercent: number;
  /** Cents given back, and taken back from the Kooker's payout already released. */
  refund: number;
  clawback: number;
  at: Stamp | null;
}

/** A booking: its money (domain/src/money/booking-money.ts) and the rest. */
export interface Booking extends BookingMoney {
  id: string;
  clientId: string;
  kookerId: string;
  /** What each side sees of the other, copied at booking: the Kooker's name and city, the client's first name and initial. */
  /**
   * The Kooker copied at booking: the client's contract is with them, under the legal status they
   * declared then (particulier or professionnel with a SIRET; null for a booking made before it was
   * asked — docs/reservations.md, « Ce que le client accepte »).
   */
  kooker: { firstName: string; lastName: string; city: string; legalStatus: KookerLegalStatus | null };
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
  /** The Kooker's service, or for an offer its title and price (id `sur-mesure` for a custom one). */
  service: { id: string; name: string; pricePerPerson: number };
  /** The offer it was made from (docs/reservations.md, « Demander une offre »); null for a slot of the panel. */
  offerId: string | null;
  /** `yyyy-MM-dd` and `HH:mm`, in Europe/Paris. */
  date: string;
  time: string;
  startAt: Stamp | null;
  endAt: Stamp | null;
  participants: number;
  /** The money rules it was made under, read by every later split (domain/src/money/terms.ts). */
  terms: BookingTerms;
  /**
   * When the client ticked the terms of sale of version `terms.version` above « Réserver et
   * payer » (docs/reservations.md, « Ce que le client accepte »); null for a booking made before
   * the box was asked. Its receipt says both.
   */
  termsAcceptedAt: Stamp | null;
  /** A problem the client reported after the service; null when none. */
  complaint: Complaint | null;
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
    kooker: {
      firstName: text(kooker.firstName),
      lastName: text(kooker.lastName),
      city: text(kooker.city),
      legalStatus: legalStatusFromData(kooker.legalStatus),
    },
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
    offerId: nullableText(data.offerId),
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
    terms: termsFromData(data.terms),
    termsAcceptedAt: stamp(data.termsAcceptedAt),
    status: oneOf(data.status, BOOKING_STATUSES, 'confirmed'),
    holdUntil: stamp(data.holdUntil),
    payment: {
      status: oneOf(payment.status, ['pending', 'paid', 'refunded', 'partially-refunded', 'abandoned'] as const, 'paid'),
      paidAt: stamp(payment.paidAt),
      reference: text(payment.reference),
      failure: nullableText(payment.failure),
    },
    payout: {
      status: oneOf(payout.status, ['pending', 'held', 'available', 'released', 'cancelled'] as const, 'pending'),
      earnedAt: stamp(payout.earnedAt),
      availableAt: stamp(payout.availableAt),
      releasedAt: stamp(payout.releasedAt),
      payoutId: nullableText(payout.payoutId),
    },
    complaint: complaintFromData(data.complaint),
    cancelledBy:
      data.cancelledBy === 'client' || data.cancelledBy === 'kooker' || data.cancelledBy === 'platform' ? data.cancelledBy : null,
    cancelledAt: stamp(data.cancelledAt),
    cancellationReason: nullableText(data.cancellationReason),
    platformDecision: platformDecisionFromData(data.platformDecision),
    ledger: Array.isArray(data.ledger) ? data.ledger.map((entry, index) => ledgerEntryFromData(entry, index)) : [],
    paymentsDueAt: stamp(data.paymentsDueAt),
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

/** The rules stored on the booking; one made before they were stored reads those of that time (domain/src/money/terms.ts). */
function termsFromData(value: unknown): BookingTerms {
  if (typeof value !== 'object' || value === null) return TERMS_BEFORE_FREEZING;
  const terms = record(value);
  const percent = record(terms.refundPercent);
  return {
    version: text(terms.version),
    commissionPercent: int(terms.commissionPercent),
    fullRefundMinDays: int(terms.fullRefundMinDays),
    clientDeadlineHours: int(terms.clientDeadlineHours),
    refundPercent: { early: int(percent.early), late: int(percent.late), byKooker: int(percent.byKooker) },
  };
}

function complaintFromData(value: unknown): Complaint | null {
  if (typeof value !== 'object' || value === null) return null;
  const complaint = record(value);
  return {
    reason: oneOf(complaint.reason, Object.keys(COMPLAINT_REASONS) as ComplaintReason[], 'other'),
    text: text(complaint.text),
    at: stamp(complaint.at),
    answer: nullableText(complaint.answer),
    answeredAt: stamp(complaint.answeredAt),
    status: oneOf(complaint.status, ['open', 'released', 'refunded'] as const, 'open'),
  };
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
  /** While its booking awaits payment: when the hold ends (the lock is deleted if it is not paid by then). */
  holdUntil: Stamp | null;
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
    holdUntil: stamp(data.holdUntil),
    createdAt: stamp(data.createdAt),
  };
}

/** No `closedByKooker` key on an open lock, as the booking's transaction creates it. */
export function slotLockToData({ id: _id, closedByKooker, ...lock }: SlotLock): Data {
  return closedByKooker ? { ...lock, closedByKooker } : lock;
}

/* ───────────── heldContacts/{bookingId} ───────────── */

/**
 * What a client gave for the Kooker when booking — their phone, and the address of an event at
 * theirs — kept here, where no browser reads, while the booking is not paid: the payment's outcome
 * copies it onto the booking as the rule shows it, and deletes it; the booking's expiry or
 * abandon deletes it (booking-contacts.ts; docs/reservations.md, « Se joindre »). Functions only.
 */
export interface HeldContacts {
  /** The booking's id. */
  id: string;
  clientId: string;
  kookerId: string;
  clientPhone: string;
  /** '' for an event at the Kooker's. */
  clientAddress: string;
  createdAt: Stamp | null;
}

export function heldContactsFromData(id: string, data: Data): HeldContacts {
  return {
    id,
    clientId: text(data.clientId),
    kookerId: text(data.kookerId),
    clientPhone: text(data.clientPhone),
    clientAddress: text(data.clientAddress),
    createdAt: stamp(data.createdAt),
  };
}

export function heldContactsToData({ id: _id, ...held }: HeldContacts): Data {
  return held;
}

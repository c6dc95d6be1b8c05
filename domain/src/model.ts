/**
 * The Firestore data model (docs/modele-de-donnees.md), as TypeScript types, and the one place that reads and
 * writes each document shape. Web and functions type these converters with their SDK's
 * (`modelConverters` below, docs/modele-de-donnees.md): this package
 * stays free of Firebase, so timestamps are typed by what both SDKs' Timestamp classes offer.
 *
 * Reading is defensive: a missing or mistyped field reads as its empty value, never a crash.
 * Money is in integer cents everywhere.
 */
import { CONTACTS_STATUSES, type ContactsStatus } from './booking-contacts';
import type { Weekday } from './catalog';
import type { GeoPoint } from './communes';
import { ALLERGEN_IDS, isDietId, type AllergenId, type DietId } from './dietary';
import type { AvailabilityFacets, ProfileFacets } from './search-facet-shapes';
import { DEFAULT_SERVICE_LOCATION, isServiceLocation, type ServiceLocation } from './service-location';

/** What Firestore's Timestamp (web SDK and Admin SDK alike) provides. */
export interface Stamp {
  toMillis(): number;
  toDate(): Date;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const int = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0);
const flag = (value: unknown): boolean => value === true;
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const stamp = (value: unknown): Stamp | null =>
  typeof value === 'object' && value !== null && typeof (value as Stamp).toMillis === 'function' ? (value as Stamp) : null;
const record = (value: unknown): Data => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {});
const nullableText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** Known allergen ids, each once, in the regulation's order. */
const allergenList = (value: unknown): AllergenId[] => ALLERGEN_IDS.filter((id) => texts(value).includes(id));
const nullableInt = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null);
function geoPoint(value: unknown): GeoPoint | null {
  const data = record(value);
  return typeof data.lat === 'number' && typeof data.lon === 'number' ? { lat: data.lat, lon: data.lon } : null;
}

/* ───────────── users/{uid}: private profile ───────────── */

/**
 * The emails a user may turn off in 'Mon profil' (docs/notifications.md « Ce que chacun choisit »);
 * confirmations, changes and cancellations of a booking are always sent.
 */
export interface EmailPreferences {
  /** The reminder the day before a booking. */
  reminders: boolean;
  /** The request for a review once a booking is over. */
  reviewRequests: boolean;
}

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { reminders: true, reviewRequests: true };

/** Anything but an explicit `false` is yes: a profile older than the choice receives both. */
export function emailPreferencesFromData(value: unknown): EmailPreferences {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Data;
  return { reminders: data.reminders !== false, reviewRequests: data.reviewRequests !== false };
}

export interface UserDocument {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  isKooker: boolean;
  emails: EmailPreferences;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

export function userFromData(id: string, data: Data): UserDocument {
  return {
    id,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    phone: text(data.phone),
    address: text(data.address),
    isKooker: flag(data.isKooker),
    emails: emailPreferencesFromData(data.emails),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function userToData({ id: _id, ...user }: UserDocument): Data {
  return user;
}

/* ───────────── kookers/{uid}: public profile ───────────── */

export interface TypicalHours {
  start: string;
  end: string;
}

/**
 * A service the Kooker offers (a "specialty card"): `kookers/{kookerId}/services/{id}`, its id
 * one of SERVICE_IDS (docs/decisions/006-services-photos-and-quotas.md).
 */
export interface KookerService {
  id: string;
  name: string;
  /** Free text: where the Kooker goes for this service. */
  serviceArea: string;
  /** Cents. */
  pricePerPerson: number;
  additionalInfo: string;
  requiredEquipment: string;
  /** Ids of `images` documents, at most 3. */
  photos: string[];
  /** The regulation's allergens the menu contains (domain/src/dietary.ts), in its order. */
  allergens: AllergenId[];
  /** Where it takes place: at the client's or at the Kooker's (domain/src/service-location.ts). */
  location: ServiceLocation;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

export interface KookerProfile {
  id: string;
  firstName: string;
  lastName: string;
  city: string;
  /**
   * The INSEE code of the commune `city` names, picked from the suggestions (domain/src/communes.ts);
   * '' for a profile written before. Where the service area is measured from (docs/decisions/014-communes.md).
   */
  cityInsee: string;
  bio: string;
  experience: string;
  specialties: string[];
  certificates: string[];
  /** Kilometres. */
  serviceArea: number;
  /** Cents. */
  pricePerHour: number;
  /** Hours. */
  minimumDuration: number;
  maxGuests: number;
  availableDays: Weekday[];
  typicalHours: TypicalHours;
  /** `yyyy-MM-dd` days the Kooker takes off: no slot is offered on them. */
  blockedDates: string[];
  profileImage: string | null;
  coverImage: string | null;
  published: boolean;
  /**
   * Set by an operator in the console (docs/exploitation.md, « Suspendre un Kooker »): while it
   * is there the profile stays unpublished, and the Kooker reads the reason; null otherwise.
   */
  suspension: { reason: string } | null;
  /** Kept by functions from the reviews. */
  rating: number;
  reviewCount: number;
  /** Kept by functions from the services: the lowest price per person, in cents. */
  minPricePerPerson: number | null;
  /**
   * Kept by functions (domain/src/search-facets.ts): the meaningful words of the names, city,
   * specialties and services, and every pair of them.
   */
  searchTokens: string[];
  /**
   * Kept by functions (domain/src/search-reach.ts): the centre of the Kooker's commune, their
   * public location (never their address); null when their city is no commune.
   */
  location: GeoPoint | null;
  /** Kept by functions: the communes their service area reaches, each with its distance band. */
  reach: string[];
  /** Kept by functions from the profile: what the search filters read. */
  searchFacets: ProfileFacets;
  /** Kept by functions from the free slots and the calendar. */
  availabilityFacets: AvailabilityFacets;
  /** Kept by functions: the first free slot (NO_FREE_SLOT when none), for "soonest available". */
  nextFreeSlotAt: Stamp | null;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

function profileFacetsFromData(value: unknown): ProfileFacets {
  const data = record(value);
  const specialty: ProfileFacets['specialty'] = {};
  for (const [id, on] of Object.entries(record(data.specialty))) if (on === true) specialty[id as keyof ProfileFacets['specialty']] = true;
  return {
    specialty,
    price: typeof data.price === 'string' ? (data.price as ProfileFacets['price']) : null,
    rating30: flag(data.rating30),
    rating35: flag(data.rating35),
    rating40: flag(data.rating40),
    rating45: flag(data.rating45),
    guests6: flag(data.guests6),
    guests8: flag(data.guests8),
  };
}

function availabilityFacetsFromData(value: unknown): AvailabilityFacets {
  const data = record(value);
  return { thisWeek: flag(data.thisWeek), nextWeek: flag(data.nextWeek), thisMonth: flag(data.thisMonth) };
}

export function kookerFromData(id: string, data: Data): KookerProfile {
  const hours = record(data.typicalHours);
  return {
    id,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    city: text(data.city),
    cityInsee: text(data.cityInsee),
    bio: text(data.bio),
    experience: text(data.experience),
    specialties: texts(data.specialties),
    certificates: texts(data.certificates),
    serviceArea: int(data.serviceArea),
    pricePerHour: int(data.pricePerHour),
    minimumDuration: int(data.minimumDuration),
    maxGuests: int(data.maxGuests),
    availableDays: texts(data.availableDays) as Weekday[],
    typicalHours: { start: text(hours.start), end: text(hours.end) },
    blockedDates: texts(data.blockedDates),
    profileImage: nullableText(data.profileImage),
    coverImage: nullableText(data.coverImage),
    published: flag(data.published),
    suspension: suspensionFromData(data.suspension),
    rating: typeof data.rating === 'number' ? data.rating : 0,
    reviewCount: int(data.reviewCount),
    minPricePerPerson: nullableInt(data.minPricePerPerson),
    searchTokens: texts(data.searchTokens),
    location: geoPoint(data.location),
    reach: texts(data.reach),
    searchFacets: profileFacetsFromData(data.searchFacets),
    availabilityFacets: availabilityFacetsFromData(data.availabilityFacets),
    nextFreeSlotAt: stamp(data.nextFreeSlotAt),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

function suspensionFromData(value: unknown): { reason: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  return { reason: text(record(value).reason).trim() };
}

export function kookerToData({ id: _id, suspension, ...kooker }: KookerProfile): Data {
  // Only an operator writes a suspension (in the console): a profile without one has no such field.
  return suspension ? { ...kooker, suspension } : kooker;
}

/* ───────────── kookers/{uid}/services/{serviceId} ───────────── */

export function serviceFromData(id: string, data: Data): KookerService {
  return {
    id,
    name: text(data.name),
    serviceArea: text(data.serviceArea),
    pricePerPerson: int(data.pricePerPerson),
    additionalInfo: text(data.additionalInfo),
    requiredEquipment: text(data.requiredEquipment),
    photos: texts(data.photos),
    allergens: allergenList(data.allergens),
    location: isServiceLocation(data.location) ? data.location : DEFAULT_SERVICE_LOCATION,
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function serviceToData({ id: _id, ...service }: KookerService): Data {
  return service;
}

/* ───────────── availability/{kookerId} ───────────── */

export interface Availability {
  kookerId: string;
  /** `yyyy-MM-dd` → the `HH:mm` start times still free that day. */
  slots: Record<string, string[]>;
  updatedAt: Stamp | null;
}

export function availabilityFromData(kookerId: string, data: Data): Availability {
  const slots: Record<string, string[]> = {};
  for (const [date, times] of Object.entries(record(data.slots))) slots[date] = texts(times);
  return { kookerId, slots, updatedAt: stamp(data.updatedAt) };
}

export function availabilityToData({ kookerId: _id, ...availability }: Availability): Data {
  return availability;
}

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
   * (domain/src/booking-contacts.ts): while `withheld`, `contacts.kookerPhone` is '' and, at the
   * Kooker's, `place.address` too; `erased`, both phones and the address are ''. A booking
   * written before reads `shared`.
   */
  contactsStatus: ContactsStatus;
  /** What the guests cannot eat, as the client said at booking (domain/src/dietary.ts). */
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

/* ───────────── reviews/{bookingId} ───────────── */

export interface Review {
  /** The booking reviewed: one review per booking. */
  id: string;
  kookerId: string;
  /**
   * First name and initial: "Camille M.". No account id: anyone reads reviews, and an id would
   * tie a client to every Kooker they reviewed; the author is the booking's client.
   */
  author: string;
  rating: number;
  comment: string;
  /** The service's name. */
  type: string;
  date: Stamp | null;
  /** The Kooker's one answer, shown under the review. */
  answer: string | null;
  answeredAt: Stamp | null;
}

export function reviewFromData(id: string, data: Data): Review {
  return {
    id,
    kookerId: text(data.kookerId),
    author: text(data.author),
    rating: int(data.rating),
    comment: text(data.comment),
    type: text(data.type),
    date: stamp(data.date),
    answer: nullableText(data.answer),
    answeredAt: stamp(data.answeredAt),
  };
}

export function reviewToData({ id: _id, ...review }: Review): Data {
  return review;
}

/* ───────────── images/{id} ───────────── */

export interface StoredImage {
  /** `{ownerId}_{token}` (domain/src/images.ts). */
  id: string;
  ownerId: string;
  /** Of both variants. */
  contentType: string;
  /** The photo, at most 1280 px a side: its encoded bytes as base64. */
  data: string;
  width: number;
  height: number;
  /** The variant for cards and lists, at most 400 px a side. */
  smallData: string;
  smallWidth: number;
  smallHeight: number;
  createdAt: Stamp | null;
}

export function imageFromData(id: string, data: Data): StoredImage {
  return {
    id,
    ownerId: text(data.ownerId),
    contentType: text(data.contentType),
    data: text(data.data),
    width: int(data.width),
    height: int(data.height),
    smallData: text(data.smallData),
    smallWidth: int(data.smallWidth),
    smallHeight: int(data.smallHeight),
    createdAt: stamp(data.createdAt),
  };
}

export function imageToData({ id: _id, ...image }: StoredImage): Data {
  return image;
}

/* ───────────── imageQuotas/{uid} ───────────── */

/**
 * How many photos a Kooker holds, kept in step with every upload and deletion by the rules
 * (each changes `count` by one and names the image in `image`), so that the rules can bound it.
 */
export interface ImageQuota {
  id: string;
  count: number;
  /** The last image created or deleted. */
  image: string;
}

export function imageQuotaFromData(id: string, data: Data): ImageQuota {
  return { id, count: int(data.count), image: text(data.image) };
}

export function imageQuotaToData({ id: _id, ...quota }: ImageQuota): Data {
  return quota;
}

/* ───────────── contactMessages/{id} ───────────── */

export interface ContactMessageDocument {
  id: string;
  /**
   * The account that sent it while signed in, null for a visitor: what ties it to an account's
   * export and deletion (docs/modele-de-donnees.md, « Suppression d'un compte »).
   */
  uid: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Sent while everyone together had passed the hour's usual volume (domain/src/contact.ts): to read last. */
  flood: boolean;
  createdAt: Stamp | null;
}

export function contactMessageFromData(id: string, data: Data): ContactMessageDocument {
  return {
    id,
    uid: nullableText(data.uid),
    name: text(data.name),
    email: text(data.email),
    subject: text(data.subject),
    message: text(data.message),
    flood: data.flood === true,
    createdAt: stamp(data.createdAt),
  };
}

export function contactMessageToData({ id: _id, ...message }: ContactMessageDocument): Data {
  return message;
}

/* ───────────── conversations/{clientId}_{kookerId}: messaging (docs/messagerie.md) ───────────── */

/**
 * One conversation between a client and a Kooker, its id `conversationIdOf` (domain/src/messaging.ts).
 * The functions create it with the first message and keep `lastMessage`, `unreadFor` and
 * `hasBooking`; each member writes only their own `readAt` and `muted` entries.
 */
export interface Conversation {
  id: string;
  clientId: string;
  kookerId: string;
  /** Both accounts, for the list query (`array-contains`) and the rules. */
  members: string[];
  /** How each member is shown to the other: "Camille M.", "Kenza B." and the Kooker's photo. */
  clientName: string;
  kookerName: string;
  kookerImage: string | null;
  lastMessage: { text: string; authorId: string; at: Stamp | null } | null;
  /** The members with a message they have not read. */
  unreadFor: string[];
  readAt: Record<string, Stamp | null>;
  muted: Record<string, boolean>;
  /** A booking exists between the two: contact details show. */
  hasBooking: boolean;
  /** A member deleted their account: no new message (docs/modele-de-donnees.md, « Suppression d'un compte »). */
  closed: boolean;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

const stampMap = (value: unknown): Record<string, Stamp | null> =>
  Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, stamp(entry)]));
const flagMap = (value: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, entry === true]));

export function conversationFromData(id: string, data: Data): Conversation {
  const last = data.lastMessage === null || data.lastMessage === undefined ? null : record(data.lastMessage);
  return {
    id,
    clientId: text(data.clientId),
    kookerId: text(data.kookerId),
    members: texts(data.members),
    clientName: text(data.clientName),
    kookerName: text(data.kookerName),
    kookerImage: nullableText(data.kookerImage),
    lastMessage: last && { text: text(last.text), authorId: text(last.authorId), at: stamp(last.at) },
    unreadFor: texts(data.unreadFor),
    readAt: stampMap(data.readAt),
    muted: flagMap(data.muted),
    hasBooking: flag(data.hasBooking),
    closed: flag(data.closed),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function conversationToData({ id: _id, ...conversation }: Conversation): Data {
  return conversation;
}

/**
 * A message of a conversation, `conversations/{id}/messages/{messageId}`, written by the
 * functions from the author's `outbox` (docs/decisions/015-messagerie.md): its text masked while
 * no booking exists between the two (`masked`), the original kept where nobody reads it.
 */
export interface Message {
  id: string;
  authorId: string;
  text: string;
  masked: boolean;
  createdAt: Stamp | null;
}

export function messageFromData(id: string, data: Data): Message {
  return { id, authorId: text(data.authorId), text: text(data.text), masked: flag(data.masked), createdAt: stamp(data.createdAt) };
}

export function messageToData({ id: _id, ...message }: Message): Data {
  return message;
}

/** `inboxes/{uid}`: how many conversations hold a message the user has not read, kept by the functions. */
export interface Inbox {
  id: string;
  unread: number;
}

export function inboxFromData(id: string, data: Data): Inbox {
  return { id, unread: Math.max(0, int(data.unread)) };
}

export function inboxToData({ id: _id, ...inbox }: Inbox): Data {
  return inbox;
}

/** Every collection, with its reader and writer: what the converters of web and functions wrap. */
export const collections = {
  users: { name: 'users', fromData: userFromData, toData: userToData },
  kookers: { name: 'kookers', fromData: kookerFromData, toData: kookerToData },
  /** A subcollection of each Kooker: `kookers/{kookerId}/services`. */
  services: { name: 'services', fromData: serviceFromData, toData: serviceToData },
  availability: { name: 'availability', fromData: availabilityFromData, toData: availabilityToData },
  bookings: { name: 'bookings', fromData: bookingFromData, toData: bookingToData },
  reviews: { name: 'reviews', fromData: reviewFromData, toData: reviewToData },
  images: { name: 'images', fromData: imageFromData, toData: imageToData },
  imageQuotas: { name: 'imageQuotas', fromData: imageQuotaFromData, toData: imageQuotaToData },
  contactMessages: { name: 'contactMessages', fromData: contactMessageFromData, toData: contactMessageToData },
  conversations: { name: 'conversations', fromData: conversationFromData, toData: conversationToData },
  /** A subcollection of each conversation: `conversations/{id}/messages`. */
  messages: { name: 'messages', fromData: messageFromData, toData: messageToData },
  inboxes: { name: 'inboxes', fromData: inboxFromData, toData: inboxToData },
} as const;

type Collections = typeof collections;
export type CollectionName = keyof Collections;
export type ModelOf<Name extends CollectionName> = ReturnType<Collections[Name]['fromData']>;

/** What the web SDK's and the Admin SDK's document snapshots both provide. */
export interface SnapshotLike {
  id: string;
  data(): Data;
}

/** A Firestore data converter of one model type, in the shape both SDKs' converters accept. */
export interface ModelConverter<T> {
  toFirestore(value: T): Data;
  fromFirestore(snapshot: SnapshotLike): T;
}

/** A collection's converter: its reader and writer above, the only ones. */
function converterFor<Name extends CollectionName>(name: Name): ModelConverter<ModelOf<Name>> {
  const { fromData, toData } = collections[name] as unknown as {
    fromData: (id: string, data: Data) => ModelOf<Name>;
    toData: (value: ModelOf<Name>) => Data;
  };
  return {
    toFirestore: (value) => toData(value),
    fromFirestore: (snapshot) => fromData(snapshot.id, snapshot.data()),
  };
}

/**
 * Every collection's converter. Each SDK's one seam (web/src/lib/converters.ts,
 * web/src/lib/lite-converters.ts, functions/src/shared/converters.ts) gives this object its
 * SDK's converter type, which the compiler checks: no cast.
 */
export const modelConverters: { [Name in CollectionName]: ModelConverter<ModelOf<Name>> } = {
  users: converterFor('users'),
  kookers: converterFor('kookers'),
  services: converterFor('services'),
  availability: converterFor('availability'),
  bookings: converterFor('bookings'),
  reviews: converterFor('reviews'),
  images: converterFor('images'),
  imageQuotas: converterFor('imageQuotas'),
  contactMessages: converterFor('contactMessages'),
  conversations: converterFor('conversations'),
  messages: converterFor('messages'),
  inboxes: converterFor('inboxes'),
};

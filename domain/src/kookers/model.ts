/**
 * A Kooker's public profile, services, availability, reviews and images (docs/modele-de-donnees.md).
 * Money is in integer cents everywhere.
 */
import { type Stamp, type Data, text, int, flag, texts, stamp, record, nullableText, nullableInt } from '../rules/read';
import type { Weekday } from '../rules/time';
import { allergenList, type AllergenId } from './dietary';
import { DEFAULT_SERVICE_LOCATION, isServiceLocation, type ServiceLocation } from './service-location';
import type { GeoPoint } from '../communes/communes';
import type { AvailabilityFacets, ProfileFacets } from './search-facet-shapes';
import { legalStatusFromData, type KookerLegalStatus } from './legal-status';

/** A place read from a document: its latitude and longitude, or null. */
function geoPoint(value: unknown): GeoPoint | null {
  const data = record(value);
  return typeof data.lat === 'number' && typeof data.lon === 'number' ? { lat: data.lat, lon: data.lon } : null;
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
  /** The regulation's allergens the menu contains (domain/src/kookers/dietary.ts), in its order. */
  allergens: AllergenId[];
  /** Where it takes place: at the client's or at the Kooker's (domain/src/kookers/service-location.ts). */
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
   * The INSEE code of the commune `city` names, picked from the suggestions (domain/src/communes/communes.ts);
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
  /**
   * Who the Kooker is in law (legal-status.ts), written by the setLegalStatus function once the
   * SIRET's key is checked; null for a profile that has not said it yet (docs/produit.md, « Qui est le Kooker »).
   */
  legalStatus: KookerLegalStatus | null;
  /** When the Kooker's phone was last verified by SMS (server time, confirmPhoneVerification); null when never. */
  phoneVerifiedAt: Stamp | null;
  /** The Paris day of `phoneVerifiedAt` (`yyyy-MM-dd`), what the public page shows; null when never. */
  phoneVerifiedOn: string | null;
  /** The last day of cover of the declared civil liability insurance (`yyyy-MM-dd`, declareInsurance); null when none. */
  insuranceValidUntil: string | null;
  /** Midnight in Paris after `insuranceValidUntil`: when it stops covering (what the rules and the daily job compare). */
  insuranceEndsAt: Stamp | null;
  /** Kept by functions from the reviews. */
  rating: number;
  reviewCount: number;
  /** Kept by functions from the services: the lowest price per person, in cents. */
  minPricePerPerson: number | null;
  /**
   * Kept by functions (domain/src/search/search-facets.ts): the meaningful words of the names, city,
   * specialties and services, and every pair of them.
   */
  searchTokens: string[];
  /**
   * Kept by functions (domain/src/search/search-reach.ts): the centre of the Kooker's commune, their
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
    legalStatus: legalStatusFromData(data.legalStatus),
    phoneVerifiedAt: stamp(data.phoneVerifiedAt),
    phoneVerifiedOn: nullableDay(data.phoneVerifiedOn),
    insuranceValidUntil: nullableDay(data.insuranceValidUntil),
    insuranceEndsAt: stamp(data.insuranceEndsAt),
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

/**
 * A new Kooker's profile, as becomeKooker creates it (docs/modele-de-donnees.md, « kookers/{uid} »):
 * every field of the model present, at what the reader gives a field that is missing — unpublished,
 * empty, no review (`rating` 0, `reviewCount` 0). Firestore leaves out of an ordered query a
 * document that lacks the field it orders by: a profile without `rating` would be counted by
 * search but never listed under « Les mieux notés » (docs/produit.md, « Le classement »).
 */
export function newKookerProfile(id: string): KookerProfile {
  return kookerFromData(id, {});
}

/** A `yyyy-MM-dd` day, or null for anything else (a profile written before the field). */
function nullableDay(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
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
  /** `{ownerId}_{token}` (domain/src/kookers/images.ts). */
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

/* ───────────── calendarFeeds/{kookerId} ───────────── */

/**
 * The secret of a Kooker's calendar feed (functions/src/calendar/calendar-feed.ts,
 * docs/notifications.md « Le calendrier d'un Kooker »), functions only: the token of its address
 * and who it was made for — the address and the instant the Kooker's sessions were last revoked;
 * a change of either takes the address back.
 */
export interface CalendarFeed {
  id: string;
  token: string;
  email: string;
  validAfter: string;
  updatedAt: Stamp | null;
}

export function calendarFeedFromData(id: string, data: Data): CalendarFeed {
  return { id, token: text(data.token), email: text(data.email), validAfter: text(data.validAfter), updatedAt: stamp(data.updatedAt) };
}

export function calendarFeedToData({ id: _id, ...feed }: CalendarFeed): Data {
  return feed;
}

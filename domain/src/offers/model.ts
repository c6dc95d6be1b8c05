/**
 * A client's request and a Kooker's offer (docs/reservations.md, « Demander une offre »;
 * docs/modele-de-donnees.md): `offerRequests/{id}` and `offers/{id}`, read by their two parties
 * only, written by the functions only (functions/src/offers/). Money is in integer cents.
 */
import { type Stamp, type Data, text, int, texts, stamp, nullableText, nullableInt } from '../rules/read';
import { allergenList, isDietId, type AllergenId, type DietId } from '../kookers/dietary';
import { DEFAULT_SERVICE_LOCATION, isServiceLocation, type ServiceLocation } from '../kookers/service-location';

/**
 * A request's life (offer-machine.ts): open until an offer answers it, the Kooker declines it, the
 * client closes it, or it expires; answered, it takes new offers until the client closes it or it expires.
 */
export const OFFER_REQUEST_STATUSES = ['open', 'answered', 'declined', 'closed', 'expired'] as const;
export type OfferRequestStatus = (typeof OFFER_REQUEST_STATUSES)[number];

/** An offer's life (offer-machine.ts). */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'replaced', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What the guests cannot eat, as the client said in their request (domain/src/kookers/dietary.ts). */
export interface RequestedDietary {
  allergens: AllergenId[];
  diets: DietId[];
  note: string;
}

export interface OfferRequest {
  id: string;
  clientId: string;
  kookerId: string;
  /** The conversation it was posted in (domain/src/messaging/messaging.ts, conversationIdOf). */
  conversationId: string;
  /** « Anniversaire », « Déjeuner d'équipe »… */
  occasion: string;
  /** `yyyy-MM-dd` and `HH:mm`, in Europe/Paris: any date of the booking window, not only a free slot. */
  date: string;
  time: string;
  guests: number;
  /** At the client's (their address, inside the Kooker's area) or at the Kooker's ('' then). */
  location: ServiceLocation;
  address: string;
  /** Per person, in cents; null when the client gave none. */
  budgetPerPerson: number | null;
  dietary: RequestedDietary;
  message: string;
  status: OfferRequestStatus;
  /** The Kooker's reason when they declined; null otherwise. */
  declineReason: string | null;
  /** The offer that answers it last; null while none. */
  offerId: string | null;
  /** When an open or answered request expires (the scheduler: functions/src/offers/expire-offers.ts). */
  expiresAt: Stamp | null;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

const dietaryOf = (value: unknown): RequestedDietary => {
  const data = (value && typeof value === 'object' ? value : {}) as Data;
  return { allergens: allergenList(data.allergens), diets: texts(data.diets).filter(isDietId), note: text(data.note) };
};

const statusOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function offerRequestFromData(id: string, data: Data): OfferRequest {
  return {
    id,
    clientId: text(data.clientId),
    kookerId: text(data.kookerId),
    conversationId: text(data.conversationId),
    occasion: text(data.occasion),
    date: text(data.date),
    time: text(data.time),
    guests: int(data.guests),
    location: isServiceLocation(data.location) ? data.location : DEFAULT_SERVICE_LOCATION,
    address: text(data.address),
    budgetPerPerson: nullableInt(data.budgetPerPerson),
    dietary: dietaryOf(data.dietary),
    message: text(data.message),
    status: statusOf(OFFER_REQUEST_STATUSES, data.status, 'expired'),
    declineReason: nullableText(data.declineReason),
    offerId: nullableText(data.offerId),
    expiresAt: stamp(data.expiresAt),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function offerRequestToData({ id: _id, ...request }: OfferRequest): Data {
  return request;
}

export interface Offer {
  id: string;
  /** The request it answers. */
  requestId: string;
  clientId: string;
  kookerId: string;
  conversationId: string;
  /** One of the Kooker's services (its id), or null for a custom title. */
  serviceId: string | null;
  title: string;
  description: string;
  /** The menu, one dish a line. */
  menu: string;
  date: string;
  time: string;
  durationHours: number;
  participants: number;
  /** Cents. */
  pricePerPerson: number;
  /** The total the client pays (price × participants), in cents. */
  total: number;
  /** The allergens the menu contains (domain/src/kookers/dietary.ts). */
  allergens: AllergenId[];
  /** Where, from the request: at the client's address, or at the Kooker's. */
  location: ServiceLocation;
  address: string;
  /** What the guests cannot eat, from the request: copied on the booking. */
  dietary: RequestedDietary;
  /** After this instant it can no longer be accepted. */
  validUntil: Stamp | null;
  status: OfferStatus;
  /**
   * The booking its acceptance made: while that booking awaits its payment the offer stays `sent`
   * and held for it (a second acceptance resumes that payment); `accepted` once paid; back to
   * null when the payment was not made in time (the offer is open again until it expires).
   */
  bookingId: string | null;
  /** Why it cannot be accepted as it is now, in French: the Kooker was booked at that time since it was sent; null otherwise. */
  clash: string | null;
  /** The client's reason when they declined; null otherwise. */
  declineReason: string | null;
  /** When it left `sent`; null while it is. */
  closedAt: Stamp | null;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

export function offerFromData(id: string, data: Data): Offer {
  return {
    id,
    requestId: text(data.requestId),
    clientId: text(data.clientId),
    kookerId: text(data.kookerId),
    conversationId: text(data.conversationId),
    serviceId: nullableText(data.serviceId),
    title: text(data.title),
    description: text(data.description),
    menu: text(data.menu),
    date: text(data.date),
    time: text(data.time),
    durationHours: int(data.durationHours),
    participants: int(data.participants),
    pricePerPerson: int(data.pricePerPerson),
    total: int(data.total),
    allergens: allergenList(data.allergens),
    location: isServiceLocation(data.location) ? data.location : DEFAULT_SERVICE_LOCATION,
    address: text(data.address),
    dietary: dietaryOf(data.dietary),
    validUntil: stamp(data.validUntil),
    status: statusOf(OFFER_STATUSES, data.status, 'expired'),
    bookingId: nullableText(data.bookingId),
    clash: nullableText(data.clash),
    declineReason: nullableText(data.declineReason),
    closedAt: stamp(data.closedAt),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function offerToData({ id: _id, ...offer }: Offer): Data {
  return offer;
}

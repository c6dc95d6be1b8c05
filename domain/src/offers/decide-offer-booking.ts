/**
 * Accepting an offer is booking (docs/reservations.md, « Accepter : la même réservation »):
 * createBooking asks decideOfferBooking instead of decideBooking (domain/src/booking/decide-booking.ts)
 * when the client accepts an offer; once the offer itself is checked, the rest of the decision is
 * a booking's (decideAsked). Pure: createBooking reads, asks, and writes what this answers.
 */
import {
  BOOKING_REFUSED,
  decideAsked,
  isUninsured,
  type Asked,
  type BookingDecision,
  type BookingDocuments,
} from '../booking/decide-booking';
import { communeLineOfAddress, inOtherCommune } from '../booking/event-address';
import type { Booking } from '../booking/model';
import { isInBookingWindow } from '../kookers/slots';
import { isPaymentHeld } from '../money/payments';
import { refused } from '../rules/decision';
import type { Offer } from './model';
import type { AcceptOfferInput } from './offer-input';

/** The service id a booking of a custom offer carries (no service of the Kooker's). */
export const CUSTOM_OFFER_SERVICE_ID = 'sur-mesure';

/** What createBooking answers when it refuses an offer's acceptance, in French, shown as it is. */
export const OFFER_ACCEPT_REFUSED = {
  gone: 'Cette offre n’existe pas.',
  accepted: 'Cette offre a déjà été acceptée : retrouvez la réservation dans « Historique ».',
  declined: 'Vous avez décliné cette offre : demandez-en une nouvelle au Kooker.',
  withdrawn: 'Le Kooker a retiré cette offre.',
  replaced: 'Le Kooker a remplacé cette offre par une nouvelle : acceptez la plus récente.',
  expired: 'Cette offre a expiré : demandez-en une nouvelle au Kooker.',
  clash: 'Le Kooker n’est plus disponible à ce moment-là : demandez-lui une nouvelle offre.',
  otherCommune: (commune: string) => `L’adresse doit être dans la commune de l’offre : ${commune}.`,
} as const;

/** A call of createBooking that accepts an offer. */
export interface OfferBookingRequest extends AcceptOfferInput {
  clientId: string;
  bookingId: string;
}

/**
 * What accepting an offer is decided on: what a booking reads (the booking's own `service` and
 * `slots` read as for a panel booking), the offer, and the booking its last acceptance made, if any.
 */
export interface OfferBookingDocuments extends Omit<BookingDocuments, 'service'> {
  offer: Offer | null;
  /** `bookings/{offer.bookingId}`: the booking an earlier acceptance made; null when none. */
  held: Booking | null;
}

/** The booking to resume instead of making one: an earlier acceptance's, still awaiting its payment. */
export type OfferBookingDecision = BookingDecision | { ok: true; resume: string };

/**
 * Whether the client may accept the offer, and what to write then (decideAsked does the rest):
 * theirs, still `sent`, not past its validity; a key already used answers the booking it made; an
 * acceptance whose booking still awaits its payment resumes that booking (two acceptances at once
 * give one booking); the Kooker published and insured; inside the booking window; for no more
 * guests than the Kooker welcomes now.
 */
export function decideOfferBooking(documents: OfferBookingDocuments, request: OfferBookingRequest, now: Date): OfferBookingDecision {
  const { clientId } = request;
  const { existing, kooker, offer, held } = documents;
  if (!offer || offer.clientId !== clientId) return refused('not-found', OFFER_ACCEPT_REFUSED.gone);
  if (existing) {
    if (existing.clientId !== clientId || existing.idempotencyKey !== request.idempotencyKey)
      return refused('failed-precondition', BOOKING_REFUSED.keyTaken);
    return existing.offerId === offer.id ? { ok: true, retry: true } : refused('failed-precondition', BOOKING_REFUSED.keyReused);
  }
  if (offer.status !== 'sent')
    return refused('failed-precondition', OFFER_ACCEPT_REFUSED[offer.status === 'accepted' ? 'accepted' : offer.status]);
  if (held && isPaymentHeld(held, now)) return { ok: true, resume: held.id };
  if (held && (held.status === 'confirmed' || held.status === 'completed'))
    return refused('failed-precondition', OFFER_ACCEPT_REFUSED.accepted);
  if ((offer.validUntil?.toMillis() ?? 0) <= now.getTime()) return refused('failed-precondition', OFFER_ACCEPT_REFUSED.expired);
  if (!kooker || !kooker.published || kooker.id !== offer.kookerId) return refused('not-found', BOOKING_REFUSED.kookerGone);
  if (isUninsured(kooker, now)) return refused('failed-precondition', BOOKING_REFUSED.uninsured);
  if (!isInBookingWindow(offer.date, offer.time, now)) return refused('failed-precondition', OFFER_ACCEPT_REFUSED.expired);
  if (offer.participants > kooker.maxGuests) return refused('failed-precondition', BOOKING_REFUSED.tooManyGuests(kooker.maxGuests));
  if (kooker.blockedDates.includes(offer.date)) return refused('failed-precondition', OFFER_ACCEPT_REFUSED.clash);
  const service = {
    id: offer.serviceId ?? CUSTOM_OFFER_SERVICE_ID,
    name: offer.title,
    pricePerPerson: offer.pricePerPerson,
    allergens: offer.allergens,
    location: offer.location,
  };
  const asked: Asked = {
    kooker,
    service,
    date: offer.date,
    time: offer.time,
    durationHours: offer.durationHours,
    participants: offer.participants,
    // At the client's, the street comes now, in the commune the request named (docs/reservations.md, « Demander une offre »).
    address: request.address,
    dietary: offer.dietary,
    offerId: offer.id,
  };
  if (offer.location === 'client' && inOtherCommune(request.address ?? '', offer.address))
    return refused('invalid-argument', OFFER_ACCEPT_REFUSED.otherCommune(communeLineOfAddress(offer.address)));
  const decision = decideAsked({ ...documents, service: null }, request, asked, now);
  // Taken since it was sent: the offer says so (functions/src/offers/offer-clashes.ts), the client reads why.
  if (
    !decision.ok &&
    [BOOKING_REFUSED.taken, BOOKING_REFUSED.kookerBusy, BOOKING_REFUSED.closedByKooker].includes(decision.refusal.message as never)
  )
    return refused('failed-precondition', OFFER_ACCEPT_REFUSED.clash);
  return decision;
}

/**
 * What a request's and an offer's cards say and let each side do (docs/reservations.md,
 * « Demander une offre »): the transitions are the domain's (offer-machine.ts), the screens only
 * show the ones that are open to the reader. Pure.
 */
import { formatCents } from '@kookers/domain/money';
import { formatLongDate, formatParisMoment, addDays, parisDateOf, parisTimeOf } from '@kookers/domain/rules';
import type { ServiceLocation } from '@kookers/domain/kookers';
import { isRequestOpen, OFFER_STATUS_TEXT, REQUEST_STATUS_TEXT, takesOffers, type Offer, type OfferRequest } from '@kookers/domain/offers';

export type Side = 'client' | 'kooker';

/** « Chez vous : 4 place du Marché, 29180 Locronan », « Chez le client : … », « Chez le Kooker ». */
export function placeLine(location: ServiceLocation, address: string, side: Side): string {
  const host = location === side ? 'Chez vous' : location === 'client' ? 'Chez le client' : 'Chez le Kooker';
  return location === 'client' && address ? `${host} : ${address}` : host;
}

/** « 45 € par personne », or « Non précisé ». */
export function budgetLine(budgetPerPerson: number | null): string {
  return budgetPerPerson === null ? 'Non précisé' : `${formatCents(budgetPerPerson)} par personne`;
}

/**
 * What each side may do with a request until its expiry: the Kooker answers it (again once
 * answered) and declines it while open; the client closes it, open or answered.
 */
export function requestActions(request: Pick<OfferRequest, 'status' | 'expiresAt'>, side: Side, now: Date) {
  const live = takesOffers(request, now);
  return {
    offer: side === 'kooker' && live,
    decline: side === 'kooker' && isRequestOpen(request, now),
    close: side === 'client' && live,
  };
}

/** Where a request stands, as both sides read it: expired from its expiry, before the platform marks it. */
export function requestStatusText(request: Pick<OfferRequest, 'status' | 'expiresAt'>, now: Date): string {
  const ended = (request.status === 'open' || request.status === 'answered') && !takesOffers(request, now);
  return ended ? REQUEST_STATUS_TEXT.expired : REQUEST_STATUS_TEXT[request.status];
}

/** Whether an offer can still be accepted at `now`: sent, within its validity, not taken by another booking since. */
function isOfferOpen(offer: Pick<Offer, 'status' | 'validUntil' | 'clash'>, now: Date): boolean {
  return offer.status === 'sent' && (offer.validUntil?.toMillis() ?? 0) > now.getTime();
}

/** Where an offer stands: the client paying it, past its validity before the platform closed it, or its status. */
export function offerStatusText(offer: Pick<Offer, 'status' | 'validUntil' | 'clash' | 'bookingId'>, now: Date): string {
  if (offer.status === 'sent' && !isOfferOpen(offer, now)) return OFFER_STATUS_TEXT.expired;
  if (offer.status === 'sent' && offer.bookingId) return 'Paiement en cours';
  return OFFER_STATUS_TEXT[offer.status];
}

/**
 * What each side may do with an offer: the client accepts (and pays) or declines it while it is
 * open and the Kooker is still free then; the Kooker withdraws it while it is sent; both follow
 * the booking once it is accepted.
 */
export function offerActions(offer: Pick<Offer, 'status' | 'validUntil' | 'clash' | 'bookingId'>, side: Side, now: Date) {
  const open = isOfferOpen(offer, now);
  return {
    accept: side === 'client' && open && offer.clash === null,
    decline: side === 'client' && open,
    withdraw: side === 'kooker' && offer.status === 'sent',
    booking: offer.status === 'accepted' && offer.bookingId !== null ? offer.bookingId : null,
  };
}

/**
 * Until when an offer can be accepted: « jeudi 3 décembre 2026 inclus » when it closes at the end of
 * a Paris day (midnight after it), else the moment (24 h before the service): « vendredi 4 décembre à 17:00 ».
 */
export function validUntilText(instant: Date): string {
  return parisTimeOf(instant.getTime()) === '00:00'
    ? `${formatLongDate(addDays(parisDateOf(instant), -1))} inclus`
    : formatParisMoment(instant);
}

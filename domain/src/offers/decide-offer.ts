/**
 * The decisions of a request's and an offer's lives (offer-machine.ts; docs/reservations.md,
 * « Demander une offre »): each callable of functions/src/offers/ reads what it needs in one
 * transaction, asks one of these, then writes what it answers or throws its refusal. Pure.
 */
import type { CommuneData } from '../communes/communes';
import { parseEventAddress } from '../booking/event-address';
import { isUninsured, placeOf, BOOKING_REFUSED } from '../booking/decide-booking';
import { refused, SERVER_TIME, type Decision, type Written } from '../rules/decision';
import { isInBookingWindow, slotInterval, type BookedInterval } from '../kookers/slots';
import { bookingAmounts } from '../money/money';
import type { KookerProfile, KookerService } from '../kookers/model';
import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  OFFER_REPLACEMENTS_PER_DAY_MAX,
  OFFER_REQUEST_OPEN_DAYS,
  OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX,
  OFFER_VALID_DAYS_MAX,
} from '../rules/rules';
import { addDays, parisDateOf, parisInstant, parisTimeOf } from '../rules/time';
import { OFFER_TRANSITIONS, REQUEST_TRANSITIONS } from './offer-machine';
import type { CloseRequestInput, DeclineOfferInput, DeclineRequestInput, RequestOfferInput, SendOfferInput } from './offer-input';
import type { Offer, OfferRequest } from './model';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What the offer callables answer when they refuse, in French, shown as it is. */
export const OFFER_REFUSED = {
  ownProfile: 'Vous ne pouvez pas vous demander une offre à vous-même.',
  keyReused: 'Cette demande a déjà servi : rechargez la page et réessayez.',
  kookerGone: BOOKING_REFUSED.kookerGone,
  uninsured: BOOKING_REFUSED.uninsured,
  outsideWindow: `Choisissez une date de ${BOOKING_MIN_LEAD_HOURS} h à ${BOOKING_MAX_DAYS_AHEAD} jours à l’avance.`,
  tooManyGuests: BOOKING_REFUSED.tooManyGuests,
  requestGone: 'Cette demande n’existe pas.',
  requestClosed: 'Cette demande est close : le client peut en envoyer une nouvelle.',
  requestAnswered: 'Vous avez déjà répondu à cette demande par une offre : retirez-la si vous ne pouvez plus la tenir.',
  serviceGone: 'Cette prestation n’existe plus : choisissez-en une autre, ou un titre sur mesure.',
  blockedDate: 'Ce jour est bloqué dans votre calendrier : débloquez-le dans « Disponibilités » pour le proposer.',
  busy: ({ from, to, day }: { from: string; to: string; day: string }) =>
    `Vous êtes déjà réservé de ${from} à ${to} ${day} : proposez un autre horaire.`,
  validity: `Une offre est valable ${OFFER_VALID_DAYS_MAX} jours au plus à partir d’aujourd’hui, et se ferme ${BOOKING_MIN_LEAD_HOURS} h avant la prestation.`,
  offerGone: 'Cette offre n’existe pas.',
  offerClosed: 'Cette offre n’est plus ouverte.',
  beingPaid: 'Le client est en train de payer cette offre : elle ne peut plus changer.',
  alreadyAccepted: 'Le client a accepté votre offre : la réservation est dans « Réservations reçues ».',
  tooManyRequests: `Vous avez déjà envoyé ${OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX} demandes à ce Kooker ces dernières 24 heures : attendez sa réponse avant de lui en envoyer une autre.`,
  tooManyOffers: `Vous avez déjà remplacé ${OFFER_REPLACEMENTS_PER_DAY_MAX} fois votre offre sur cette demande ces dernières 24 heures : attendez la réponse du client avant d’en envoyer une autre.`,
  alreadyClosed: 'Cette demande est déjà close : elle ne reçoit plus d’offre.',
  closingWhilePaying: 'Vous êtes en train de payer l’offre de cette demande : terminez ou abandonnez ce paiement avant de la fermer.',
  communeOnly: 'Indiquez seulement la commune : le Kooker apprend votre adresse une fois la réservation payée.',
} as const;

/**
 * How many of these instants are less than 24 hours before `now`: what a daily cap counts
 * (docs/reservations.md). One after `now` counts too: the database's clock wrote it.
 */
export const sentWithinDay = (instants: readonly Date[], now: Date) =>
  instants.filter((instant) => instant.getTime() > now.getTime() - DAY_MS).length;

/* ───────────── The request ───────────── */

export interface RequestDocuments {
  /** `offerRequests/{requestId}`: the request a first call with this key made, or null. */
  existing: OfferRequest | null;
  kooker: KookerProfile | null;
  /** The Kooker's private address, to receive at theirs. */
  kookerUser: { address: string };
  communes: () => CommuneData;
  /** When the client sent their requests to this Kooker of the last 24 hours (at least): OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX. */
  sentToKooker: readonly Date[];
}

export interface RequestCall extends RequestOfferInput {
  clientId: string;
  requestId: string;
  conversationId: string;
}

export type RequestDecision = Decision<{ retry: true } | { retry: false; request: Written<Omit<OfferRequest, 'id'>> & { id: string } }>;

/** When an open request closes: after OFFER_REQUEST_OPEN_DAYS, or once its date can no longer be booked. */
export function requestExpiry(date: string, time: string, now: Date): Date {
  const start = parisInstant(date, time)?.getTime() ?? now.getTime();
  return new Date(Math.min(now.getTime() + OFFER_REQUEST_OPEN_DAYS * DAY_MS, start - BOOKING_MIN_LEAD_HOURS * HOUR_MS));
}

/**
 * Whether the client may ask: not themself; fewer than OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX
 * requests to this Kooker in the last 24 hours; a published, insured Kooker; a date of the booking
 * window; from 2 guests to the Kooker's capacity; a place the Kooker reaches (at the client's, an
 * address inside their area; at the Kooker's, an address they gave).
 */
export function decideRequest(documents: RequestDocuments, call: RequestCall, now: Date): RequestDecision {
  const { kooker, existing } = documents;
  if (call.kookerId === call.clientId) return refused('failed-precondition', OFFER_REFUSED.ownProfile);
  if (existing) {
    return existing.clientId === call.clientId && existing.kookerId === call.kookerId && existing.date === call.date
      ? { ok: true, retry: true }
      : refused('failed-precondition', OFFER_REFUSED.keyReused);
  }
  if (sentWithinDay(documents.sentToKooker, now) >= OFFER_REQUESTS_TO_ONE_KOOKER_PER_DAY_MAX)
    return refused('resource-exhausted', OFFER_REFUSED.tooManyRequests);
  if (!kooker || !kooker.published) return refused('not-found', OFFER_REFUSED.kookerGone);
  if (isUninsured(kooker, now)) return refused('failed-precondition', OFFER_REFUSED.uninsured);
  if (!isInBookingWindow(call.date, call.time, now)) return refused('failed-precondition', OFFER_REFUSED.outsideWindow);
  if (call.guests > kooker.maxGuests) return refused('failed-precondition', OFFER_REFUSED.tooManyGuests(kooker.maxGuests));
  // At the client's, a commune and nothing else: the street comes with the acceptance, for the booking (docs/reservations.md, « Se joindre »).
  if (call.location === 'client' && call.address?.trim()) {
    const parsed = parseEventAddress(documents.communes(), call.address);
    if (parsed.commune && parsed.street !== '') return refused('invalid-argument', OFFER_REFUSED.communeOnly);
  }
  const placed = placeOf(call.location, call.address, kooker, documents);
  if ('refusal' in placed) return { ok: false, refusal: placed.refusal };
  return {
    ok: true,
    retry: false,
    request: {
      id: call.requestId,
      clientId: call.clientId,
      kookerId: kooker.id,
      conversationId: call.conversationId,
      occasion: call.occasion.trim(),
      date: call.date,
      time: call.time,
      guests: call.guests,
      location: call.location,
      // At the Kooker's, their address is theirs to give: copied on the booking only (decide-booking.ts).
      address: call.location === 'client' ? placed.place.address : '',
      budgetPerPerson: call.budgetPerPerson ?? null,
      dietary: { allergens: call.allergens ?? [], diets: call.diets ?? [], note: call.dietaryNote?.trim() ?? '' },
      message: call.message?.trim() ?? '',
      status: REQUEST_TRANSITIONS.ask.to,
      declineReason: null,
      offerId: null,
      expiresAt: requestExpiry(call.date, call.time, now),
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
    },
  };
}

/** Whether a request is still open at `now` (the scheduler may not have closed it yet). */
export const isRequestOpen = (request: Pick<OfferRequest, 'status' | 'expiresAt'>, now: Date) =>
  request.status === 'open' && (request.expiresAt?.toMillis() ?? 0) > now.getTime();

/**
 * Whether a request still takes offers at `now`: open or answered, before its `expiresAt` — an
 * answered request closes at its expiry too (the scheduler may not have closed it yet).
 */
export const takesOffers = (request: Pick<OfferRequest, 'status' | 'expiresAt'>, now: Date) =>
  (request.status === 'open' || request.status === 'answered') && (request.expiresAt?.toMillis() ?? 0) > now.getTime();

/** The Kooker declines an open request, with the reason the client reads. */
export function decideDeclineRequest(
  request: OfferRequest | null,
  call: DeclineRequestInput & { uid: string },
  now: Date,
): Decision<{ update: Written<Pick<OfferRequest, 'status' | 'declineReason' | 'updatedAt'>> }> {
  if (!request || request.kookerId !== call.uid) return refused('not-found', OFFER_REFUSED.requestGone);
  if (request.status === 'answered') return refused('failed-precondition', OFFER_REFUSED.requestAnswered);
  if (!isRequestOpen(request, now)) return refused('failed-precondition', OFFER_REFUSED.requestClosed);
  return {
    ok: true,
    update: { status: REQUEST_TRANSITIONS.declineRequest.to, declineReason: (call.reason ?? '').trim(), updatedAt: SERVER_TIME },
  };
}

/* ───────────── The offer ───────────── */

export interface OfferDocuments {
  /** `offers/{offerId}`: the offer a first call with this key made, or null. */
  existing: Offer | null;
  request: OfferRequest | null;
  /** The request's open offer (`request.offerId`), and whether a booking awaiting its payment holds it. */
  current: Offer | null;
  currentHeld: boolean;
  kooker: KookerProfile | null;
  /** The chosen service (`serviceId`), or null. */
  service: Pick<KookerService, 'id' | 'name'> | null;
  /** What takes the Kooker's time on the offer's day: their bookings, as Kooker and as client, that hold their time. */
  busy: readonly BookedInterval[];
  /** When the offers already sent on this request were sent: OFFER_REPLACEMENTS_PER_DAY_MAX. */
  sentOnRequest: readonly Date[];
}

export interface OfferCall extends SendOfferInput {
  kookerId: string;
  offerId: string;
}

export type OfferDecision = Decision<
  | { retry: true }
  | {
      retry: false;
      offer: Written<Omit<Offer, 'id'>> & { id: string };
      request: Written<Pick<OfferRequest, 'status' | 'offerId' | 'updatedAt'>>;
      /** The open offer it replaces, and how; null when none. */
      replaced: { id: string; update: Written<Pick<Offer, 'status' | 'closedAt' | 'updatedAt'>> } | null;
    }
>;

/** Until when an offer can be accepted: the end of the day chosen (Paris), never later than the lead time before its start. */
export function offerValidUntil(validUntil: string, date: string, time: string): Date | null {
  const dayEnd = parisInstant(addDays(validUntil, 1), '00:00');
  const start = parisInstant(date, time);
  if (!dayEnd || !start) return null;
  return new Date(Math.min(dayEnd.getTime(), start.getTime() - BOOKING_MIN_LEAD_HOURS * HOUR_MS));
}

/**
 * The first booking of `busy` that the interval (starting on `date`) overlaps, in Paris times,
 * with the day it starts said from `date`: « ce jour-là », or « la veille » / « le lendemain » for
 * an evening that runs past midnight; or null.
 */
export function clashWith(
  busy: readonly BookedInterval[],
  interval: BookedInterval,
  date: string,
): { from: string; to: string; day: string } | null {
  const clash = busy.find((booked) => booked.startMs < interval.endMs && interval.startMs < booked.endMs);
  if (!clash) return null;
  const starts = parisDateOf(clash.startMs);
  const day = starts === date ? 'ce jour-là' : starts < date ? 'la veille' : 'le lendemain';
  return { from: parisTimeOf(clash.startMs), to: parisTimeOf(clash.endMs), day };
}

/**
 * Whether the Kooker may send this offer on the request: theirs, still open or answered and before
 * its `expiresAt` (a new offer replaces the open one, unless the client is paying it), at most
 * OFFER_REPLACEMENTS_PER_DAY_MAX + 1 offers on it in 24 hours; a published Kooker; one of their
 * services or a custom title; a date of the booking window, on no blocked day, overlapping none
 * of their bookings; no more participants than their capacity; valid from today to
 * OFFER_VALID_DAYS_MAX days, closing BOOKING_MIN_LEAD_HOURS before its start.
 */
export function decideSendOffer(documents: OfferDocuments, call: OfferCall, now: Date): OfferDecision {
  const { request, kooker, existing, current } = documents;
  if (!request || request.kookerId !== call.kookerId) return refused('not-found', OFFER_REFUSED.requestGone);
  if (existing) {
    return existing.requestId === call.requestId && existing.kookerId === call.kookerId
      ? { ok: true, retry: true }
      : refused('failed-precondition', OFFER_REFUSED.keyReused);
  }
  if (!takesOffers(request, now)) return refused('failed-precondition', OFFER_REFUSED.requestClosed);
  if (current?.status === 'accepted') return refused('failed-precondition', OFFER_REFUSED.alreadyAccepted);
  const replacing = current?.status === 'sent' ? current : null;
  if (replacing && documents.currentHeld) return refused('failed-precondition', OFFER_REFUSED.beingPaid);
  // The first offer and OFFER_REPLACEMENTS_PER_DAY_MAX more in any 24 hours: each may mail the client.
  if (sentWithinDay(documents.sentOnRequest, now) > OFFER_REPLACEMENTS_PER_DAY_MAX)
    return refused('resource-exhausted', OFFER_REFUSED.tooManyOffers);
  if (!kooker || !kooker.published) return refused('failed-precondition', 'Votre profil doit être en ligne pour envoyer une offre.');
  if (isUninsured(kooker, now))
    return refused('failed-precondition', 'Votre assurance est terminée : renouvelez-la dans votre profil pour envoyer une offre.');
  if (call.serviceId && !documents.service) return refused('not-found', OFFER_REFUSED.serviceGone);
  if (!isInBookingWindow(call.date, call.time, now)) return refused('failed-precondition', OFFER_REFUSED.outsideWindow);
  if (call.participants > kooker.maxGuests) return refused('failed-precondition', OFFER_REFUSED.tooManyGuests(kooker.maxGuests));
  if (kooker.blockedDates.includes(call.date)) return refused('failed-precondition', OFFER_REFUSED.blockedDate);
  const interval = slotInterval(call.date, call.time, call.durationHours);
  if (!interval) return refused('failed-precondition', BOOKING_REFUSED.skippedHour);
  const clash = clashWith(documents.busy, interval, call.date);
  if (clash) return refused('failed-precondition', OFFER_REFUSED.busy(clash));
  const today = parisDateOf(now);
  const validUntil = offerValidUntil(call.validUntil, call.date, call.time);
  if (
    call.validUntil < today ||
    call.validUntil > addDays(today, OFFER_VALID_DAYS_MAX) ||
    !validUntil ||
    validUntil.getTime() <= now.getTime()
  )
    return refused('invalid-argument', OFFER_REFUSED.validity);
  const { total } = bookingAmounts(call.pricePerPerson, call.participants, 0);
  return {
    ok: true,
    retry: false,
    offer: {
      id: call.offerId,
      requestId: request.id,
      clientId: request.clientId,
      kookerId: call.kookerId,
      conversationId: request.conversationId,
      serviceId: call.serviceId ?? null,
      title: call.title.trim(),
      description: call.description?.trim() ?? '',
      menu: call.menu.trim(),
      date: call.date,
      time: call.time,
      durationHours: call.durationHours,
      participants: call.participants,
      pricePerPerson: call.pricePerPerson,
      total,
      allergens: call.allergens ?? [],
      location: request.location,
      address: request.address,
      dietary: request.dietary,
      validUntil,
      status: OFFER_TRANSITIONS.send.to,
      bookingId: null,
      clash: null,
      declineReason: null,
      closedAt: null,
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
    },
    request: { status: REQUEST_TRANSITIONS.answer.to, offerId: call.offerId, updatedAt: SERVER_TIME },
    replaced: replacing
      ? { id: replacing.id, update: { status: OFFER_TRANSITIONS.replace.to, closedAt: SERVER_TIME, updatedAt: SERVER_TIME } }
      : null,
  };
}

/** An offer closed by one of its parties while it is open and nobody is paying it: withdrawn by the Kooker, declined by the client. */
function decideClose(
  offer: Offer | null,
  held: boolean,
  party: 'kooker' | 'client',
  uid: string,
  now: Date,
): Decision<Record<never, never>> {
  if (!offer || (party === 'kooker' ? offer.kookerId : offer.clientId) !== uid) return refused('not-found', OFFER_REFUSED.offerGone);
  if (offer.status !== 'sent' || (offer.validUntil?.toMillis() ?? 0) <= now.getTime())
    return refused('failed-precondition', OFFER_REFUSED.offerClosed);
  if (held) return refused('failed-precondition', OFFER_REFUSED.beingPaid);
  return { ok: true };
}

export type CloseDecision = Decision<{ update: Written<Pick<Offer, 'status' | 'declineReason' | 'closedAt' | 'updatedAt'>> }>;

/** The Kooker withdraws their open offer. */
export function decideWithdrawOffer(offer: Offer | null, held: boolean, uid: string, now: Date): CloseDecision {
  const decision = decideClose(offer, held, 'kooker', uid, now);
  if (!decision.ok) return decision;
  return {
    ok: true,
    update: { status: OFFER_TRANSITIONS.withdraw.to, declineReason: null, closedAt: SERVER_TIME, updatedAt: SERVER_TIME },
  };
}

/** The client declines an open offer. */
export function decideDeclineOffer(
  offer: Offer | null,
  held: boolean,
  call: DeclineOfferInput & { uid: string },
  now: Date,
): CloseDecision {
  const decision = decideClose(offer, held, 'client', call.uid, now);
  if (!decision.ok) return decision;
  const reason = call.reason?.trim() ?? '';
  return {
    ok: true,
    update: {
      status: OFFER_TRANSITIONS.declineOffer.to,
      declineReason: reason === '' ? null : reason,
      closedAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
    },
  };
}

/**
 * The client closes their request, open or answered: it takes no more offers; its open offer, if
 * any, is declined — refused while a booking awaiting its payment holds that offer. A retried call
 * finds it closed and writes nothing.
 */
export function decideCloseRequest(
  request: OfferRequest | null,
  current: Offer | null,
  currentHeld: boolean,
  call: CloseRequestInput & { uid: string },
  now: Date,
): Decision<
  | { retry: true }
  | {
      retry: false;
      update: Written<Pick<OfferRequest, 'status' | 'updatedAt'>>;
      /** The open offer declined with it; null when none. */
      declined: { id: string; update: Written<Pick<Offer, 'status' | 'declineReason' | 'closedAt' | 'updatedAt'>> } | null;
    }
> {
  if (!request || request.clientId !== call.uid) return refused('not-found', OFFER_REFUSED.requestGone);
  if (request.status === 'closed') return { ok: true, retry: true };
  if (!takesOffers(request, now)) return refused('failed-precondition', OFFER_REFUSED.alreadyClosed);
  const open = current && current.id === request.offerId && current.status === 'sent' ? current : null;
  if (open && currentHeld) return refused('failed-precondition', OFFER_REFUSED.closingWhilePaying);
  const transition = request.status === 'answered' ? REQUEST_TRANSITIONS.closeAnsweredRequest : REQUEST_TRANSITIONS.closeRequest;
  // Past its validity, the offer is the scheduler's to close (expired), not declined.
  const declining = open && (open.validUntil?.toMillis() ?? 0) > now.getTime() ? open : null;
  return {
    ok: true,
    retry: false,
    update: { status: transition.to, updatedAt: SERVER_TIME },
    declined: declining
      ? {
          id: declining.id,
          update: { status: OFFER_TRANSITIONS.declineOffer.to, declineReason: null, closedAt: SERVER_TIME, updatedAt: SERVER_TIME },
        }
      : null,
  };
}

/** Whether the scheduler closes a request at `now`: open or answered, past its `expiresAt`. */
export const requestExpired = (request: Pick<OfferRequest, 'status' | 'expiresAt'>, now: Date) =>
  (request.status === 'open' || request.status === 'answered') && (request.expiresAt?.toMillis() ?? 0) <= now.getTime();

/** Whether the scheduler closes an offer at `now`: past its validity, and no booking awaiting its payment holds it. */
export const offerExpired = (offer: Pick<Offer, 'status' | 'validUntil' | 'bookingId'>, now: Date) =>
  offer.status === 'sent' && offer.bookingId === null && (offer.validUntil?.toMillis() ?? 0) <= now.getTime();

/** The Kooker's bookings an open offer is weighed against: each with its id (the offer's own booking never clashes). */
export interface HeldInterval extends BookedInterval {
  id: string;
}

/**
 * Why an open offer can no longer be accepted as it is, in French — the Kooker was booked at that
 * time since it was sent (the first booking it overlaps, its own excepted) or blocked the day —,
 * or null (functions/src/offers/offer-on-booking.ts keeps it on the offer).
 */
export function offerClash(
  offer: Pick<Offer, 'date' | 'time' | 'durationHours' | 'bookingId'>,
  bookings: readonly HeldInterval[],
  blockedDates: readonly string[],
): string | null {
  if (blockedDates.includes(offer.date)) return 'Le Kooker a bloqué ce jour depuis l’envoi de l’offre : elle ne peut plus être acceptée.';
  const interval = slotInterval(offer.date, offer.time, offer.durationHours);
  if (!interval) return null;
  const clash = clashWith(
    bookings.filter((booking) => booking.id !== offer.bookingId),
    interval,
    offer.date,
  );
  return clash ? `Le Kooker a été réservé de ${clash.from} à ${clash.to} ${clash.day} : cette offre ne peut plus être acceptée.` : null;
}

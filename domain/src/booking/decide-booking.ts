/**
 * `book` (docs/reservations.md, « Réserver : book »), decided at once on everything createBooking
 * read in its transaction: the refusals in the order that page lists them, or the booking, its
 * slot's lock, its payment and the slot leaving the Kooker's offer. Pure: createBooking reads,
 * asks, and writes what this answers.
 */
import type { UserDocument } from '../accounts/model';
import type { CommuneData } from '../communes/communes';
import { ALLERGENS_NOT_ACKNOWLEDGED, allergenConflicts, type AllergenId, type DietId } from '../kookers/dietary';
import type { KookerProfile, KookerService } from '../kookers/model';
import { reviewAuthorName } from '../kookers/reviews';
import { ADDRESS_REQUIRED, type ServiceLocation } from '../kookers/service-location';
import { BOOKING_MAX_DAYS_AHEAD, BOOKING_MIN_LEAD_HOURS } from '../rules/rules';
import { parisDateOf, parisInstant, weekdayOf } from '../rules/time';
import { contactFieldsAt, type ContactSources } from './booking-contacts';
import type { CreateBookingInput } from './booking-input';
import { TRANSITIONS } from './booking-machine';
import { CONSENT_REFUSED, priceConsent, termsConsent } from '../money/consent';
import { refused, SERVER_TIME, type Decision, type Refusal, type Written } from '../rules/decision';
import type { Movement } from '../money/booking-money';
import { COMMUNE_REQUIRED, eventAreaCheck, parseEventAddress } from './event-address';
import { bookingFairUse } from './fair-use';
import type { Booking, SlotLock } from './model';
import { bookingAmounts } from '../money/money';
import { charged } from '../money/payments';
import { currentTerms } from '../money/terms';
import { dailySlotTimes, isInBookingWindow, slotInterval, type BookedInterval } from '../kookers/slots';

/** What createBooking answers when it refuses, in French, shown as it is. */
export const BOOKING_REFUSED = {
  ownService: 'Vous ne pouvez pas réserver votre propre prestation.',
  keyReused: 'Cette demande de réservation a déjà servi pour une autre réservation : rechargez la page et réessayez.',
  keyTaken: 'Cette demande de réservation a déjà été utilisée.',
  kookerGone: 'Ce Kooker n’existe pas ou n’est plus en ligne.',
  uninsured: 'Ce Kooker ne prend plus de réservation pour le moment : son assurance doit être renouvelée.',
  serviceGone: 'Cette prestation n’est plus proposée.',
  notOffered: 'Ce créneau n’est pas proposé par ce Kooker.',
  outsideWindow: `Ce créneau ne peut plus être réservé : une réservation se fait de ${BOOKING_MIN_LEAD_HOURS} h à ${BOOKING_MAX_DAYS_AHEAD} jours à l’avance.`,
  tooManyGuests: (maxGuests: number) => `Ce Kooker accueille au plus ${maxGuests} personnes.`,
  noKookerAddress: 'Ce Kooker n’a pas encore indiqué l’adresse où il reçoit : choisissez une prestation chez vous, ou réessayez plus tard.',
  skippedHour: 'Ce créneau n’existe pas à cette date (changement d’heure).',
  closedByKooker: 'Ce créneau n’est plus proposé par ce Kooker. Choisissez un autre horaire.',
  taken: 'Ce créneau vient d’être réservé. Choisissez un autre horaire.',
  kookerBusy: 'Ce Kooker n’est pas disponible à ce moment-là. Choisissez un autre horaire.',
  clientBusy: 'Vous avez déjà une réservation à ce moment-là.',
  /** The transaction gave up under contention, and the slot's lock does not exist: nothing says it is taken. */
  contention: 'Trop de demandes en même temps : réessayez.',
} as const;

/** A call of createBooking: its validated input, who calls, and the booking's id (derived from the caller and the idempotency key). */
export interface BookingRequest extends CreateBookingInput {
  clientId: string;
  bookingId: string;
}

/** Everything `book` is decided on, read in one transaction (docs/reservations.md says why the queries are read there). */
export interface BookingDocuments {
  /** `bookings/{bookingId}`: the booking a first call with this key made, or null. */
  existing: Booking | null;
  /** `kookers/{kookerId}` and its service; null when there is none. */
  kooker: KookerProfile | null;
  service: KookerService | null;
  /** The private profiles (`users/…`) of the client (their names) and of the Kooker (phone and address); empty when missing. */
  client: Pick<UserDocument, 'firstName' | 'lastName'>;
  kookerUser: Pick<UserDocument, 'phone' | 'address'>;
  /** The slot's lock, `slotLocks/{…}`, or null. */
  lock: Pick<SlotLock, 'closedByKooker'> | null;
  /** `availability/{kookerId}.slots`: the Kooker's free slots ({} when none). */
  slots: Record<string, string[]>;
  /** The client's confirmed bookings still to come, and those they made since the Paris day began (fair-use.ts). */
  upcoming: readonly { kookerId: string }[];
  madeToday: readonly { kookerId: string }[];
  /**
   * Confirmed bookings starting before the slot ends (the others cannot overlap it): the Kooker's,
   * the Kooker's own as a client, and the client's. Empty when the slot cannot be placed.
   */
  confirmed: { ofKooker: readonly BookedInterval[]; ofKookerAsClient: readonly BookedInterval[]; ofClient: readonly BookedInterval[] };
  /** The communes, to place an address at the client's (a large data set, loaded only then). */
  communes: () => CommuneData;
}

/** What createBooking's queries are bounded by: the Paris day's start, and the end of the slot (null when it cannot be placed). */
export function bookingReadBounds(
  request: Pick<BookingRequest, 'date' | 'time'>,
  durationHours: number | null,
  now: Date,
): { dayStart: Date; slotEnd: Date | null } {
  const interval = durationHours ? slotInterval(request.date, request.time, durationHours) : null;
  return { dayStart: parisInstant(parisDateOf(now), '00:00') ?? now, slotEnd: interval ? new Date(interval.endMs) : null };
}

/** A new booking as createBooking writes it; the payment's reference is the payments module's. */
export type BookingDraft = Written<Omit<Booking, 'ledger'>>;

export type BookingDecision = Decision<
  | { retry: true }
  | {
      retry: false;
      booking: BookingDraft;
      /** The payment, for the payments module to take and record in the ledger. */
      movements: Movement[];
      /** The slot's lock to create (its id is the slot's): a second booking of the slot fails to create it. */
      lock: Written<Omit<SlotLock, 'id'>>;
      /** The slot leaves the Kooker's offer at once: the times left that day (null: the day leaves the map). */
      slotsLeft: { date: string; times: string[] | null } | null;
      /**
       * What the client gave for the Kooker (their phone, the address of an event at theirs), kept
       * where no browser reads until the booking is paid (`heldContacts`, booking-contacts.ts).
       */
      held: Pick<ContactSources, 'clientPhone' | 'clientAddress'>;
    }
>;

/** Whether a booking made with this key is what this call asks for (a retry), not another request. */
export function isSameRequest(existing: Booking, request: CreateBookingInput): boolean {
  return (
    existing.kookerId === request.kookerId &&
    existing.service.id === request.serviceId &&
    existing.date === request.date &&
    existing.time === request.time &&
    existing.participants === request.participants
  );
}

/** Whether the Kooker offers that date and time at all (their week, their hours, their holidays). */
function isOffered(kooker: KookerProfile, date: string, time: string): boolean {
  return (
    kooker.availableDays.includes(weekdayOf(date)) &&
    !kooker.blockedDates.includes(date) &&
    dailySlotTimes(kooker.typicalHours, kooker.minimumDuration).includes(time)
  );
}

/**
 * Where the booking takes place (docs/reservations.md, « Où »): at the client's, the address they
 * typed, required, ending with a commune of the suggestions that lies inside the Kooker's service
 * area (event-address.ts); at the Kooker's, the address of the Kooker's private profile.
 */
export function placeOf(
  location: ServiceLocation,
  typed: string | undefined,
  kooker: KookerProfile,
  documents: Pick<BookingDocuments, 'communes'> & { kookerUser: Pick<BookingDocuments['kookerUser'], 'address'> },
): { refusal: Refusal } | { place: Booking['place'] } {
  if (location === 'kooker') {
    const address = documents.kookerUser.address.trim();
    return address === '' ? refused('failed-precondition', BOOKING_REFUSED.noKookerAddress) : { place: { location, address } };
  }
  const address = typed?.trim() ?? '';
  if (address === '') return refused('invalid-argument', ADDRESS_REQUIRED);
  const communes = documents.communes();
  const { commune } = parseEventAddress(communes, address);
  if (!commune) return refused('invalid-argument', COMMUNE_REQUIRED);
  const area = eventAreaCheck(communes, kooker, commune.commune);
  if (!area.inside)
    return refused('failed-precondition', area.message, { reason: 'area', distanceKm: area.distanceKm, serviceArea: kooker.serviceArea });
  return { place: { location, address } };
}

const overlaps = (bookings: readonly BookedInterval[], slot: BookedInterval) =>
  bookings.some((booking) => booking.startMs < slot.endMs && booking.endMs > slot.startMs);

/**
 * What is booked, once the front of a call (a slot of the panel, or an offer:
 * domain/src/offers/decide-offer-booking.ts) has been checked: the Kooker, the service as it will
 * be copied, when and for how long, for how many, where, and what the guests cannot eat — the rest
 * of the decision is the same for both (decideAsked).
 */
export interface Asked {
  kooker: KookerProfile;
  service: Pick<KookerService, 'id' | 'name' | 'pricePerPerson' | 'allergens' | 'location'>;
  date: string;
  time: string;
  durationHours: number;
  participants: number;
  /** At the client's: the address given (the panel's field, or the request's). */
  address: string | undefined;
  dietary: { allergens: readonly AllergenId[]; diets: readonly DietId[]; note: string };
  offerId: string | null;
}

/** What both kinds of call carry besides what they book: who, the booking's id and key, the consents, the phone. */
export type Consents = Pick<
  BookingRequest,
  'clientId' | 'bookingId' | 'expectedTotal' | 'termsVersion' | 'phone' | 'allergensAcknowledged' | 'idempotencyKey'
>;

/**
 * Whether the client may book a slot of the panel, and what to write then: never their own service; a key already
 * used answers the booking it made (the same request) or is refused; a published Kooker's
 * service, on a slot they offer, inside the booking window, for no more guests than they
 * welcome, then what decideAsked checks.
 */
export function decideBooking(documents: BookingDocuments, request: BookingRequest, now: Date): BookingDecision {
  const { clientId } = request;
  const { existing, kooker, service } = documents;
  if (request.kookerId === clientId) return refused('failed-precondition', BOOKING_REFUSED.ownService);
  if (existing) {
    if (existing.clientId !== clientId || existing.idempotencyKey !== request.idempotencyKey)
      return refused('failed-precondition', BOOKING_REFUSED.keyTaken);
    return isSameRequest(existing, request) ? { ok: true, retry: true } : refused('failed-precondition', BOOKING_REFUSED.keyReused);
  }
  if (!kooker || !kooker.published) return refused('not-found', BOOKING_REFUSED.kookerGone);
  // An insurance that ended pauses the profile (the daily job, docs/produit.md « Qui est le
  // Kooker »): until the job has run, no booking is taken either.
  if (isUninsured(kooker, now)) return refused('failed-precondition', BOOKING_REFUSED.uninsured);
  if (!service) return refused('not-found', BOOKING_REFUSED.serviceGone);

  if (!isOffered(kooker, request.date, request.time)) return refused('failed-precondition', BOOKING_REFUSED.notOffered);
  if (!isInBookingWindow(request.date, request.time, now)) return refused('failed-precondition', BOOKING_REFUSED.outsideWindow);
  if (request.participants > kooker.maxGuests) return refused('failed-precondition', BOOKING_REFUSED.tooManyGuests(kooker.maxGuests));
  const dietary = { allergens: request.allergens ?? [], diets: request.diets ?? [], note: request.dietaryNote?.trim() ?? '' };
  const { date, time, participants, address } = request;
  return decideAsked(
    documents,
    request,
    { kooker, service, date, time, durationHours: kooker.minimumDuration, participants, address, dietary, offerId: null },
    now,
  );
}

/** Whether the Kooker's insurance ended by `now` (docs/produit.md, « Qui est le Kooker »): no booking, no request, no offer then. */
export const isUninsured = (kooker: Pick<KookerProfile, 'insuranceEndsAt'>, now: Date) =>
  kooker.insuranceEndsAt !== null && kooker.insuranceEndsAt.toMillis() <= now.getTime();

/**
 * The rest of a booking's decision, the same for a slot and an offer: at the total the client saw, under today's
 * terms of sale, with the allergens they named acknowledged, at a place inside the Kooker's
 * reach; within fair use; at a time that exists that day, that the Kooker did not close, that
 * nobody holds, and that overlaps neither the Kooker's bookings (as Kooker or as client) nor the
 * client's. Unpaid, the booking holds neither party's phone nor private address: the client's wait
 * in `held` for the payment (booking-contacts.ts).
 */
export function decideAsked(documents: BookingDocuments, request: Consents, asked: Asked, now: Date): BookingDecision {
  const { clientId, bookingId } = request;
  const { kooker, service } = asked;
  const terms = currentTerms();
  const amounts = bookingAmounts(service.pricePerPerson, asked.participants, terms.commissionPercent);
  const priceChanged = priceConsent(request.expectedTotal, { pricePerPerson: service.pricePerPerson, total: amounts.total });
  if (priceChanged) return refused('failed-precondition', CONSENT_REFUSED.price, priceChanged);
  const termsChanged = termsConsent(request.termsVersion, terms.version);
  if (termsChanged) return refused('failed-precondition', CONSENT_REFUSED.terms, termsChanged);
  // A named allergen the menu contains: booked only once the client confirmed they saw it.
  const conflicts = allergenConflicts(asked.dietary.allergens, service.allergens);
  if (conflicts.length > 0 && request.allergensAcknowledged !== true)
    return refused('failed-precondition', ALLERGENS_NOT_ACKNOWLEDGED, { reason: 'allergens', allergens: conflicts });
  const placed = placeOf(service.location, asked.address, kooker, documents);
  if ('refusal' in placed) return { ok: false, refusal: placed.refusal };
  const fairUse = bookingFairUse(documents.upcoming, documents.madeToday, kooker.id);
  if (fairUse) return refused('resource-exhausted', fairUse);
  const slot = slotInterval(asked.date, asked.time, asked.durationHours);
  if (!slot) return refused('failed-precondition', BOOKING_REFUSED.skippedHour);
  // The Kooker cancelled a booking of this slot: they cannot make it, it stays closed.
  if (documents.lock?.closedByKooker) return refused('failed-precondition', BOOKING_REFUSED.closedByKooker);
  const { ofKooker, ofKookerAsClient, ofClient } = documents.confirmed;
  if (documents.lock || overlaps(ofKooker, slot)) return refused('failed-precondition', BOOKING_REFUSED.taken);
  // A Kooker who is also a client is not booked over their own bookings.
  if (overlaps(ofKookerAsClient, slot)) return refused('failed-precondition', BOOKING_REFUSED.kookerBusy);
  if (overlaps(ofClient, slot)) return refused('failed-precondition', BOOKING_REFUSED.clientBusy);

  const { client, kookerUser } = documents;
  const { place } = placed;
  const held = { clientPhone: request.phone.trim(), clientAddress: place.location === 'client' ? place.address : '' };
  // Unpaid: neither party's contact details on the booking yet (booking-contacts.ts).
  const contacts = contactFieldsAt(
    { status: TRANSITIONS.book.to, startAt: null, endAt: null, place },
    { ...held, kookerPhone: kookerUser.phone, kookerAddress: place.location === 'kooker' ? place.address : '' },
    now,
  );
  const { movements, ...money } = charged(amounts, now);
  const dayBefore = documents.slots[asked.date];
  const dayAfter = dayBefore?.filter((time) => time !== asked.time) ?? [];
  return {
    ok: true,
    retry: false,
    booking: {
      id: bookingId,
      clientId,
      kookerId: kooker.id,
      kooker: { firstName: kooker.firstName, lastName: kooker.lastName, city: kooker.city, legalStatus: kooker.legalStatus },
      clientName: reviewAuthorName(client.firstName, client.lastName),
      contacts: {
        client: { firstName: client.firstName, lastName: client.lastName, phone: contacts['contacts.client.phone'] },
        kookerPhone: contacts['contacts.kookerPhone'],
      },
      contactsStatus: contacts.contactsStatus,
      place: { location: place.location, address: contacts['place.address'] },
      dietary: {
        allergens: [...asked.dietary.allergens],
        diets: [...asked.dietary.diets],
        note: asked.dietary.note,
        acknowledgedConflicts: conflicts,
      },
      service: { id: service.id, name: service.name, pricePerPerson: service.pricePerPerson },
      offerId: asked.offerId,
      date: asked.date,
      time: asked.time,
      startAt: new Date(slot.startMs),
      endAt: new Date(slot.endMs),
      participants: asked.participants,
      amounts,
      terms,
      termsAcceptedAt: SERVER_TIME,
      status: TRANSITIONS.book.to,
      ...money,
      complaint: null,
      cancelledBy: null,
      cancelledAt: null,
      cancellationReason: null,
      platformDecision: null,
      idempotencyKey: request.idempotencyKey,
      paymentsDueAt: money.holdUntil,
      review: null,
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
    },
    movements,
    lock: {
      bookingId,
      kookerId: kooker.id,
      date: asked.date,
      time: asked.time,
      closedByKooker: false,
      holdUntil: money.holdUntil,
      createdAt: SERVER_TIME,
    },
    slotsLeft: dayBefore?.includes(asked.time) ? { date: asked.date, times: dayAfter.length > 0 ? dayAfter : null } : null,
    held,
  };
}

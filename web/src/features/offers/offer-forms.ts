/**
 * The two forms of « Demander une offre » (docs/reservations.md): the client's request and the
 * Kooker's offer, as typed (euros, numbers as text) and as their callables take them (cents,
 * numbers), checked with the domain's schemas before sending, each error under its field. Pure.
 */
import {
  bookingWindow,
  isInBookingWindow,
  SERVICE_IDS,
  type AllergenId,
  type DietId,
  type KookerService,
  type ServiceLocation,
} from '@kookers/domain/kookers';
import { COMMUNE_REQUIRED, eventAreaCheck, formatEventAddress, type KookerArea } from '@kookers/domain/booking';
import type { CommuneData, CommuneSuggestion } from '@kookers/domain/communes';
import {
  OFFER_REFUSED,
  requestOfferSchema,
  sendOfferSchema,
  type OfferRequest,
  type RequestOfferInput,
  type SendOfferInput,
} from '@kookers/domain/offers';
import { addDays, OFFER_VALID_DAYS_MAX } from '@kookers/domain/rules';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** An amount typed in euros (« 35 », « 35,50 », « 35.5 € ») in cents; null when empty; NaN when not an amount. */
export function eurosTextToCents(text: string): number | null {
  const cleaned = text.replace(/€/g, '').replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as the price fields show them: « 35 », « 35,50 ». */
export function centsToEurosText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/** A whole number typed; undefined when empty (the schema then says it is required), NaN when not a number. */
// Formik gives a number input's value as a number once typed in: both are read.
const wholeNumber = (typed: string | number): number | undefined =>
  String(typed).trim() === '' ? undefined : Number(String(typed).trim());

type Errors<Field extends string> = Partial<Record<Field, string>>;

/** Each field's first error from a schema checked in full (`abortEarly: false`), named by `fieldOf`. */
function schemaErrors<Field extends string>(
  schema: ObjectSchema<AnyObject>,
  input: unknown,
  fieldOf: (path: string) => Field | null,
): Errors<Field> {
  const errors: Errors<Field> = {};
  try {
    schema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = fieldOf((inner.path ?? '').replace(/\[\d+\]$/, ''));
      if (field !== null && errors[field] === undefined) errors[field] = inner.message;
    }
  }
  return errors;
}

/* ───────────── The client's request ───────────── */

export interface RequestFormValues {
  occasion: string;
  date: string;
  time: string;
  guests: string;
  location: ServiceLocation;
  /** At the client's, the commune only: the Kooker learns the street once the booking is paid. */
  commune: CommuneSuggestion | null;
  /** Per person, in euros, as typed; '' for none. */
  budget: string;
  allergens: AllergenId[];
  diets: DietId[];
  note: string;
  message: string;
}

export type RequestField = keyof RequestFormValues;

export const EMPTY_REQUEST: RequestFormValues = {
  occasion: '',
  date: '',
  time: '',
  guests: '',
  location: 'client',
  commune: null,
  budget: '',
  allergens: [],
  diets: [],
  note: '',
  message: '',
};

/** The dates a request may name at `now`: those of the booking window (docs/reservations.md), any of them, not only free slots. */
export function requestDateBounds(now: Date): { min: string; max: string } {
  const window = bookingWindow(now);
  return { min: window.firstDate, max: window.lastDate };
}

/**
 * What requestOffer takes from the form: the budget in cents; at the client's only, the commune
 * line ("69002 Lyon") and never a street (docs/reservations.md, « Demander une offre »).
 */
export function requestInputOf(values: RequestFormValues, kookerId: string, idempotencyKey: string): RequestOfferInput {
  const atClient = values.location === 'client';
  return {
    kookerId,
    occasion: values.occasion.trim(),
    date: values.date,
    time: values.time,
    guests: wholeNumber(values.guests) as number,
    location: values.location,
    ...(atClient ? { address: values.commune ? formatEventAddress('', values.commune) : '' } : {}),
    budgetPerPerson: eurosTextToCents(values.budget),
    allergens: values.allergens,
    diets: values.diets,
    dietaryNote: values.note.trim(),
    message: values.message.trim(),
    idempotencyKey,
  };
}

const REQUEST_FIELDS: Record<string, RequestField> = {
  occasion: 'occasion',
  date: 'date',
  time: 'time',
  guests: 'guests',
  location: 'location',
  address: 'commune',
  budgetPerPerson: 'budget',
  allergens: 'allergens',
  diets: 'diets',
  dietaryNote: 'note',
  message: 'message',
};

interface RequestContext {
  kookerId: string;
  /** The Kooker's capacity. */
  maxGuests: number;
  kooker: KookerArea;
  /** The communes, for a request at the client's; null while not loaded. */
  communes: CommuneData | null;
  now: Date;
}

/**
 * What the request form shows under its fields before sending: requestOfferSchema's messages,
 * then what requestOffer would refuse that the schema cannot see (the booking window, the
 * Kooker's capacity, a commune picked inside their area).
 */
export function requestErrors(values: RequestFormValues, context: RequestContext): Errors<RequestField> {
  const input = requestInputOf(values, context.kookerId, 'form-check');
  const errors = schemaErrors(requestOfferSchema, input, (path) => REQUEST_FIELDS[path] ?? null);
  if (!errors.date && !errors.time && !isInBookingWindow(values.date, values.time, context.now)) errors.date = OFFER_REFUSED.outsideWindow;
  const guests = Number(values.guests);
  if (!errors.guests && guests > context.maxGuests) errors.guests = OFFER_REFUSED.tooManyGuests(context.maxGuests);
  if (values.location === 'client') {
    if (values.commune === null) errors.commune = COMMUNE_REQUIRED;
    else if (context.communes) {
      const area = eventAreaCheck(context.communes, context.kooker, values.commune.commune);
      if (!area.inside) errors.commune = area.message;
    }
  }
  return errors;
}

/* ───────────── The Kooker's offer ───────────── */

export interface OfferFormValues {
  /** One of the Kooker's services, or '' for a custom title. */
  serviceId: string;
  title: string;
  description: string;
  menu: string;
  date: string;
  time: string;
  durationHours: string;
  participants: string;
  /** Per person, in euros, as typed. */
  price: string;
  allergens: AllergenId[];
  validUntil: string;
}

export type OfferField = keyof OfferFormValues;

/** The last day an offer is valid by default: a week, or two days before the event when that is sooner, never before today. */
export function defaultValidUntil(today: string, eventDate: string): string {
  const byWeek = addDays(today, OFFER_VALID_DAYS_MAX);
  const beforeEvent = addDays(eventDate, -2);
  const earliest = beforeEvent < byWeek ? beforeEvent : byWeek;
  return earliest < today ? today : earliest;
}

/** What a chosen service fills in: its name, price and the allergens its menu contains. */
export function serviceFill(service: Pick<KookerService, 'id' | 'name' | 'pricePerPerson' | 'allergens'>): Partial<OfferFormValues> {
  return { serviceId: service.id, title: service.name, price: centsToEurosText(service.pricePerPerson), allergens: [...service.allergens] };
}

/**
 * The offer form as it opens on a request: its date, time and guests, the Kooker's minimum
 * duration, valid a week (or until two days before), and the first service's title, price and
 * allergens when the Kooker has one.
 */
export function offerDefaults(
  request: Pick<OfferRequest, 'occasion' | 'date' | 'time' | 'guests'>,
  kooker: { minimumDuration: number },
  services: ReadonlyArray<Pick<KookerService, 'id' | 'name' | 'pricePerPerson' | 'allergens'>>,
  today: string,
): OfferFormValues {
  const empty: OfferFormValues = {
    serviceId: '',
    title: request.occasion,
    description: '',
    menu: '',
    date: request.date,
    time: request.time,
    durationHours: String(Math.max(1, kooker.minimumDuration)),
    participants: String(request.guests),
    price: '',
    allergens: [],
    validUntil: defaultValidUntil(today, request.date),
  };
  const first = services[0];
  return first ? { ...empty, ...serviceFill(first) } : empty;
}

/** What sendOffer takes from the form: the price in cents, the service or null. */
export function offerInputOf(values: OfferFormValues, requestId: string, idempotencyKey: string): SendOfferInput {
  return {
    requestId,
    serviceId: SERVICE_IDS.find((id) => id === values.serviceId) ?? null,
    title: values.title.trim(),
    description: values.description.trim(),
    menu: values.menu.trim(),
    date: values.date,
    time: values.time,
    durationHours: wholeNumber(values.durationHours) as number,
    participants: wholeNumber(values.participants) as number,
    pricePerPerson: eurosTextToCents(values.price) as number,
    allergens: values.allergens,
    validUntil: values.validUntil,
    idempotencyKey,
  };
}

const OFFER_FIELDS: Record<string, OfferField> = {
  serviceId: 'serviceId',
  title: 'title',
  description: 'description',
  menu: 'menu',
  date: 'date',
  time: 'time',
  durationHours: 'durationHours',
  participants: 'participants',
  pricePerPerson: 'price',
  allergens: 'allergens',
  validUntil: 'validUntil',
};

/**
 * What the offer form shows under its fields before sending: sendOfferSchema's messages (the price
 * typed in euros), the Kooker's capacity, the booking window and how long it may stay valid.
 */
export function offerErrors(values: OfferFormValues, context: { maxGuests: number; today: string; now: Date }): Errors<OfferField> {
  const input = { ...offerInputOf(values, 'form-check', 'form-check'), pricePerPerson: eurosTextToCents(values.price) ?? undefined };
  const errors = schemaErrors(sendOfferSchema, input, (path) => OFFER_FIELDS[path] ?? null);
  if (errors.price === 'Le prix est un montant en centimes') errors.price = 'Le prix est un montant en euros, par exemple 35 ou 35,50';
  if (!errors.participants && Number(values.participants) > context.maxGuests)
    errors.participants = OFFER_REFUSED.tooManyGuests(context.maxGuests);
  if (!errors.date && !errors.time && !isInBookingWindow(values.date, values.time, context.now)) errors.date = OFFER_REFUSED.outsideWindow;
  if (!errors.validUntil && (values.validUntil < context.today || values.validUntil > addDays(context.today, OFFER_VALID_DAYS_MAX)))
    errors.validUntil = OFFER_REFUSED.validity;
  return errors;
}

/**
 * Tests only: the documents a booking is decided on, and what the functions would read after
 * writing a decision (the written values as timestamps, the ledger grown by the movements with a
 * reference each), so that decisions can be chained and checked (domain/src/money/ledger-invariants.ts).
 */
import { parseCommunes } from '../communes/communes';
import type { Stamp } from '../rules/read';
import type { KookerProfile, KookerService } from '../kookers/model';
import { addDays, parisDateOf, parisInstant } from '../rules/time';
import { TERMS_VERSION } from '../rules/rules';
import { modelSamples } from './model-samples';
import { participantsChangePreview, refundPreview } from '../money/refunds';
import { decideBooking, type BookingDocuments, type BookingRequest, type BookingDraft } from '../booking/decide-booking';
import { decideCancellation } from '../booking/decide-cancellation';
import { decideCompletion } from '../booking/decide-completion';
import { decideLowerParticipants } from '../booking/decide-participants';
import { decideExpiry, decidePaymentOutcome, type PaymentChange } from '../booking/decide-payment';
import { requestedEntry, settledEntry } from '../money/ledger';
import { momentOf } from '../booking/booking-machine';
import { SERVER_TIME } from '../rules/decision';
import type { BookingChange } from '../booking/decision';
import type { Movement, LedgerEntry } from '../money/booking-money';
import type { Booking } from '../booking/model';
import type { Offer } from '../offers/model';
import { transferred } from '../money/payments';
import { decideRelease, payoutIdOf } from '../money/balance';

/** A timestamp as both SDKs offer it. */
export const stampOf = (instant: Date | string): Stamp => {
  const millis = new Date(instant).getTime();
  return { toMillis: () => millis, toDate: () => new Date(millis) };
};

/** Three communes of the real data (docs/decisions/014-communes.md): Lyon, Villeurbanne and Marseille. */
export const COMMUNES = parseCommunes(
  [
    '13055|Marseille|13001 13002 13003 13004 13005 13006 13007 13008 13009 13010 13011 13012 13013 13014 13015 13016|43.2545|5.3722|886040',
    '69123|Lyon|69001 69002 69003 69004 69005 69006 69007 69008 69009|45.7685|4.8236|519127',
    '69266|Villeurbanne|69100|45.7707|4.8902|163684',
  ].join('\n'),
);

const samples = modelSamples(stampOf);

/** Claire, a published Kooker of Lyon who travels 20 km: every day 10:00–16:00 in 2 h slots, up to 8 guests. */
export function kookerOfLyon(overrides: Partial<KookerProfile> = {}): KookerProfile {
  return {
    ...samples.kooker,
    id: 'claire',
    firstName: 'Claire',
    lastName: 'Dubois',
    city: 'Lyon',
    cityInsee: '69123',
    serviceArea: 20,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    typicalHours: { start: '10:00', end: '16:00' },
    blockedDates: [],
    published: true,
    ...overrides,
  };
}

/** Her « Atelier pâtes fraîches », 45 € per person at the client's, a menu with gluten and eggs. */
export function pastaWorkshop(overrides: Partial<KookerService> = {}): KookerService {
  return {
    ...samples.service,
    id: 'service-1',
    name: 'Atelier pâtes fraîches',
    pricePerPerson: 4_500,
    allergens: ['gluten', 'oeufs'],
    location: 'client',
    ...overrides,
  };
}

/** Claire’s custom dinner for 12 at Camille’s in Lyon, 45 € a head, 4 hours, open until Saturday 5 December. */
export function customDinner(overrides: Partial<Offer> = {}): Offer {
  return {
    ...samples.offer,
    id: 'off-1',
    requestId: 'req-1',
    clientId: 'camille',
    kookerId: 'claire',
    conversationId: 'camille_claire',
    serviceId: null,
    title: 'Dîner d’anniversaire',
    date: '2026-12-12',
    time: '19:00',
    durationHours: 4,
    participants: 12,
    pricePerPerson: 4_500,
    total: 54_000,
    allergens: ['lait'],
    location: 'client',
    address: '69002 Lyon',
    dietary: { allergens: ['gluten'], diets: ['vegetarien'], note: 'Deux invités sans gluten' },
    validUntil: stampOf('2026-12-05T23:00:00.000Z'),
    status: 'sent',
    bookingId: null,
    ...overrides,
  };
}

/** The moment the samples decide at: Tuesday 1 December 2026, 10:00 in Paris. */
export const NOW = new Date('2026-12-01T09:00:00.000Z');

/** The instant of a Paris date and time (throws on one that does not exist: the hour skipped in spring). */
export function at(date: string, time: string): Date {
  const instant = parisInstant(date, time);
  if (!instant) throw new Error(`${date} ${time}`);
  return instant;
}

/** Camille books Claire's workshop for 3 on Tuesday 15 December at 12:00, at her home in Lyon. */
export function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    clientId: 'camille',
    bookingId: 'b-camille-1',
    kookerId: 'claire',
    serviceId: 'service-1',
    date: '2026-12-15',
    time: '12:00',
    participants: 3,
    expectedTotal: 13_500,
    termsVersion: TERMS_VERSION,
    phone: ' 06 12 34 56 78 ',
    address: '12 rue Mercière, 69002 Lyon',
    idempotencyKey: 'essai-0001',
    ...overrides,
  };
}

/** What createBooking reads for that request: nothing in the way. */
export function bookingDocuments(overrides: Partial<BookingDocuments> = {}): BookingDocuments {
  return {
    existing: null,
    kooker: kookerOfLyon(),
    service: pastaWorkshop(),
    client: { firstName: 'Camille', lastName: 'Martin' },
    kookerUser: { phone: '06 11 22 33 44', address: '3 place Bellecour, 69002 Lyon' },
    lock: null,
    slots: { '2026-12-15': ['10:00', '12:00', '14:00'] },
    upcoming: [],
    madeToday: [],
    confirmed: { ofKooker: [], ofKookerAsClient: [], ofClient: [] },
    communes: () => COMMUNES,
    ...overrides,
  };
}

/** A written value as the next read finds it: each Date, and the server's time (`at`), a timestamp. */
function read(value: unknown, at: Date): unknown {
  if (value === SERVER_TIME) return stampOf(at);
  if (value instanceof Date) return stampOf(value);
  if (Array.isArray(value)) return value.map((item) => read(item, at));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, read(field, at)]));
  return value;
}

/**
 * The ledger after `movements`, as the payments module records them and a processor that answers
 * at once settles them: each `succeeded`, with a reference of its own.
 */
function recorded(bookingId: string, previous: readonly LedgerEntry[], movements: readonly Movement[], at: Date): LedgerEntry[] {
  return [
    ...previous,
    ...movements.map((movement, index) => {
      const id = `e${previous.length + index + 1}`;
      const entry = read(requestedEntry(bookingId, id, movement, at), at) as LedgerEntry;
      return settledEntry(entry, { state: 'succeeded', reference: `TEST-${id}` }, at);
    }),
  ];
}

/**
 * A booking once a change is written by the payments module, as read afterwards, before the
 * processor answers: its movements recorded `requested`, each under an id of its own (named after
 * the decision's instant, as the module's are random: never a count of entries).
 */
export function unanswered(
  { booking, update, movements }: BookingChange,
  at: Date,
  ledger: readonly LedgerEntry[] = booking.ledger,
): Booking {
  const written = changed({ booking, update, movements: [] }, at, ledger);
  const fresh = movements.map(
    (movement, index) => read(requestedEntry(booking.id, `${movement.type}-${at.getTime()}-${index + 1}`, movement, at), at) as LedgerEntry,
  );
  return { ...written, ledger: [...written.ledger, ...fresh] };
}

/** The booking createBooking writes for a decision, as read afterwards: still awaiting its payment. */
export function bookingAfter(draft: BookingDraft, movements: readonly Movement[], at: Date): Booking {
  const booking = read(draft, at) as Omit<Booking, 'ledger'>;
  const ledger = movements.map((movement, index) => read(requestedEntry(booking.id, `e${index + 1}`, movement, at), at) as LedgerEntry);
  return { ...booking, ledger };
}

/** A booking once the payments module wrote a change of domain/src/booking/decide-payment.ts at `at`, as read afterwards. */
export function applied(booking: Booking, change: PaymentChange, at: Date): Booking {
  return changed(
    { booking, update: change.update as BookingChange['update'], movements: change.movements },
    at,
    change.ledger as LedgerEntry[],
  );
}

/** The booking once the processor said its payment succeeded at `at`, as read afterwards. */
export function paid(booking: Booking, at: Date): Booking {
  const entry = booking.ledger.find((candidate) => candidate.type === 'payment');
  const change = entry && decidePaymentOutcome(booking, entry.id, { state: 'succeeded', reference: `TEST-${entry.id}` }, at);
  if (!change) throw new Error('No payment to settle');
  return applied(booking, change, at);
}

/**
 * The booking once its held share became available (domain/src/money/balance.ts, `decideRelease`) and the week's
 * payout transferred it at `at` (domain/src/money/payments.ts, `transferred`), as read afterwards.
 */
export function paidOut(booking: Booking, at: Date): Booking {
  let current = booking;
  if (current.payout.status === 'held') {
    const release = decideRelease(current, at);
    if (!release.ok) throw new Error(release.refusal.message);
    current = changed({ booking: current, update: release.update, movements: [] }, at);
  }
  const { status, earnedAt, availableAt } = current.payout;
  if (status !== 'available') throw new Error(`Nothing to transfer: ${status}`);
  const { payout, movements } = transferred(current.amounts, payoutIdOf(current.kookerId, at), at);
  const update: BookingChange['update'] = {
    payout: { ...payout, earnedAt: earnedAt?.toDate() ?? null, availableAt: availableAt?.toDate() ?? null },
    updatedAt: SERVER_TIME,
  };
  return changed({ booking: current, update, movements }, at);
}

/** A booking once a change is written, as read afterwards: each field, a nested one by its dotted path, and the ledger grown. */
export function changed({ booking, update, movements }: BookingChange, at: Date, ledger: readonly LedgerEntry[] = booking.ledger): Booking {
  const next: Record<string, unknown> = { ...booking };
  for (const [path, value] of Object.entries(read(update, at) as Record<string, unknown>)) {
    const keys = path.split('.');
    const last = keys.pop() ?? path;
    let target = next;
    // A copy of each map on the way: the booking as read stays as it was.
    for (const key of keys) {
      const copy = { ...(target[key] as Record<string, unknown>) };
      target[key] = copy;
      target = copy;
    }
    target[last] = value;
  }
  return { ...(next as unknown as Booking), ledger: recorded(booking.id, read(ledger, at) as LedgerEntry[], movements, at) };
}

/** The booking a request makes at NOW with the sample documents, still awaiting its payment, as read afterwards. */
export function unpaidSample(request: Partial<BookingRequest> = {}, documents: Partial<BookingDocuments> = {}): Booking {
  const decision = decideBooking(bookingDocuments(documents), bookingRequest(request), NOW);
  if (!decision.ok || decision.retry) throw new Error(`Not booked: ${JSON.stringify(decision)}`);
  return bookingAfter(decision.booking, decision.movements, NOW);
}

/** The booking a request makes at NOW with the sample documents, paid at once, as read afterwards. */
export function bookedSample(request: Partial<BookingRequest> = {}, documents: Partial<BookingDocuments> = {}): Booking {
  return paid(unpaidSample(request, documents), NOW);
}

/**
 * How the payment of a story's booking went: paid at once; declined, then paid with another card
 * before the hold ended; never paid, the hold ended (`expired`) or the client gave up
 * (`abandoned`); or paid only after the hold ended, then refunded in full (`paid-late`).
 */
export type PaymentStep = 'paid' | 'declined-then-paid' | 'expired' | 'abandoned' | 'paid-late';

export const PAYMENT_STEPS: readonly PaymentStep[] = ['paid', 'declined-then-paid', 'expired', 'abandoned', 'paid-late'];

const MINUTE = 60 * 1000;

/** The booking after its payment step, each answer decided by domain/src/booking/decide-payment.ts, as read afterwards. */
export function afterPayment(booking: Booking, step: PaymentStep): Booking {
  const entry = booking.ledger.find((candidate) => candidate.type === 'payment');
  if (!entry) throw new Error('No payment');
  const holdEnd = new Date(booking.holdUntil?.toMillis() ?? NOW.getTime());
  const answered = (current: Booking, outcome: Parameters<typeof decidePaymentOutcome>[2], at: Date) => {
    const change = decidePaymentOutcome(current, entry.id, outcome, at);
    if (!change) throw new Error(`Payment answer ignored: ${JSON.stringify(outcome)}`);
    return applied(current, change, at);
  };
  const ended = (current: Booking, by: 'platform' | 'client', at: Date) => {
    const decision = decideExpiry(current, by, at, current.clientId);
    if (!decision.ok) throw new Error(decision.refusal.message);
    return applied(current, decision.change, at);
  };
  const succeeded = { state: 'succeeded', reference: `TEST-${entry.id}` } as const;
  switch (step) {
    case 'paid':
      return answered(booking, succeeded, NOW);
    case 'declined-then-paid': {
      const declined = answered(booking, { state: 'declined', code: 'insufficient_funds' }, new Date(NOW.getTime() + 2 * MINUTE));
      return answered(declined, succeeded, new Date(NOW.getTime() + 5 * MINUTE));
    }
    case 'expired':
      return ended(booking, 'platform', holdEnd);
    case 'abandoned':
      return ended(booking, 'client', new Date(NOW.getTime() + 3 * MINUTE));
    case 'paid-late':
      return answered(ended(booking, 'platform', holdEnd), succeeded, new Date(holdEnd.getTime() + MINUTE));
  }
}

/**
 * A booking's life so far: booked, its payment answered, perhaps fewer participants, then perhaps
 * cancelled or completed, and perhaps the Kooker's share transferred by the weekly payout.
 */
export interface Story {
  /** Booked at NOW for a slot this many days later, at 10:00, 12:00 or 14:00. */
  days: number;
  time: '10:00' | '12:00' | '14:00';
  participants: number;
  pricePerPerson: number;
  /** How its payment went (paid at once when not said); a booking never confirmed refuses every later step. */
  payment?: PaymentStep;
  /** Lowered to this many participants, this many hours before the start (a refused change is skipped). */
  lowered: { to: number; hoursBefore: number } | null;
  /** How it ended so far, and when (hours before the start; the completion at the end). */
  ending: { by: 'client' | 'kooker'; hoursBefore: number } | 'completed' | null;
  /** The weekly payout transferred the Kooker's share this many hours after it became available (skipped when nothing is held). */
  paidOut?: { hoursAfter: number } | null;
}

const HOUR = 60 * 60 * 1000;

/** The booking after its story, each step decided by the domain with the refund the screen would show, as read afterwards. */
export function storyOf(story: Story): Booking {
  const { days, time, participants, pricePerPerson } = story;
  const date = addDays(parisDateOf(NOW), days);
  const unpaid = unpaidSample(
    { date, time, participants, expectedTotal: participants * pricePerPerson },
    { service: pastaWorkshop({ pricePerPerson }), slots: {} },
  );
  let booking = afterPayment(unpaid, story.payment ?? 'paid');
  const startMs = booking.startAt?.toMillis() ?? 0;
  const request = { bookingId: booking.id, uid: booking.clientId };
  if (story.lowered) {
    const at = new Date(startMs - story.lowered.hoursBefore * HOUR);
    // The screen previews a change of a confirmed booking only (a booking never paid has none to offer).
    const preview = booking.status === 'confirmed' ? participantsChangePreview(dated(booking), story.lowered.to, at) : null;
    const expectedRefund = preview?.allowed ? preview.refund : 0;
    const decision = decideLowerParticipants({ booking }, { ...request, participants: story.lowered.to, expectedRefund }, at);
    if (decision.ok && decision.change) booking = changed(decision.change, at);
  }
  if (story.ending === 'completed') {
    const at = new Date(booking.endAt?.toMillis() ?? 0);
    const decision = decideCompletion({ booking }, at);
    if (decision.ok) booking = changed(decision.change, at);
  } else if (story.ending) {
    const { by, hoursBefore } = story.ending;
    const at = new Date(startMs - hoursBefore * HOUR);
    const preview = booking.status === 'confirmed' ? refundPreview(dated(booking), by, at) : null;
    const uid = by === 'client' ? booking.clientId : booking.kookerId;
    const expectedRefund = preview?.allowed ? preview.refund : 0;
    const decision = decideCancellation({ booking }, { ...request, uid, reason: 'Imprévu', expectedRefund }, at);
    if (decision.ok) booking = changed(decision.change, at);
  }
  const { availableAt } = booking.payout;
  if (story.paidOut && availableAt && (booking.payout.status === 'held' || booking.payout.status === 'available'))
    booking = paidOut(booking, new Date(availableAt.toMillis() + story.paidOut.hoursAfter * HOUR));
  return booking;
}

/** What the refund previews read of a booking (the epoch for a missing date). */
export function dated(booking: Booking) {
  const { startAt, endAt, ...moment } = momentOf(booking);
  return { ...moment, startAt: startAt ?? new Date(0), endAt: endAt ?? new Date(0) };
}

/**
 * The demonstration data placed on the day the local platform starts (docs/exploitation.md,
 * « Les données de démonstration »): `emulator-data/` is generated on one day (`seededAt`, in
 * emulator-data/seed.json), and `npm start` moves every booking, review, conversation and message
 * of it by the whole number of days from that day to today, so that the demo client always has
 * bookings to come, the demo Kooker bookings received, and the history the same age. Pure: the
 * local scheduler reads and writes the documents (functions/src/local-demo-placement.ts).
 *
 * A date moves on the Paris wall clock (docs/produit.md, « Constantes »): a booking at 19:00 stays at
 * 19:00 whatever the daylight-saving changes in between. A booking to come that the move puts on
 * a day its Kooker does not offer goes on to the next day that fits their schedule and holds no
 * other booking of either party, so that it stays where the Kooker's slots (domain/src/kookers/slots.ts)
 * and their schedule checks (domain/src/booking/schedule-conflicts.ts) expect it. Amounts and
 * statuses never change: what the time that passed since changes (a booking over, the Kooker's
 * phone given), the scheduled jobs do when they catch up, as they would have.
 */
import type { Stamp } from '../rules/read';
import type { Booking } from '../booking/model';
import { kookerContactsDue } from '../booking/booking-contacts';
import { scheduleMisfit, type WeeklySchedule } from '../booking/schedule-conflicts';
import type { Review } from '../kookers/model';
import type { Conversation, Message } from '../messaging/model';
import { addDays, daysBetween, parisDateOf, parisInstant, parisTimeOf } from '../rules/time';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** How far a booking to come may go on to find a day that fits its Kooker: two weeks (a week, and blocked days). */
const FITTING_DAY_SEARCH_DAYS = 14;

/**
 * The same Paris wall-clock time `days` days later (earlier when negative), to the millisecond.
 * A time the day does not have (the hour skipped when clocks go forward) is read as clocks read
 * it, an hour later; of a time the day has twice (when clocks go back), the first.
 */
export function shiftInstant(instant: Date, days: number): Date {
  if (days === 0) return new Date(instant.getTime());
  const date = addDays(parisDateOf(instant), days);
  const time = parisTimeOf(instant);
  // Paris is a whole number of hours from UTC: the seconds are the same on both clocks.
  const withinMinute = ((instant.getTime() % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  const wall = parisInstant(date, time) ?? parisInstant(date, `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`);
  return new Date((wall?.getTime() ?? instant.getTime() + days * DAY_MS) + withinMinute);
}

/**
 * How many days data made at `seededAt` moves to be placed at `now`: the days from the one to the
 * other in Paris, one fewer when the moment of the seed, moved that far, would come after `now`
 * (a start between midnight and that moment). The data then always describes a moment already
 * past, which the scheduled jobs only have to bring forward. The same all day; one more the next.
 */
export function placementDays(seededAt: Date, now: Date): number {
  const days = daysBetween(parisDateOf(seededAt), parisDateOf(now));
  return shiftInstant(seededAt, days).getTime() <= now.getTime() ? days : days - 1;
}

/** How the data moves: by `days`, judged at `now`, new timestamps made by `stamp` (the SDK's Timestamp.fromDate). */
export interface Placement {
  days: number;
  now: Date;
  stamp: (date: Date) => Stamp;
}

function shifted(value: Stamp | null, placement: Placement): Stamp | null {
  return value && placement.stamp(shiftInstant(value.toDate(), placement.days));
}

/** A review `days` later: when it was written and answered. */
export function placeReview(review: Review, placement: Placement): Review {
  return { ...review, date: shifted(review.date, placement), answeredAt: shifted(review.answeredAt, placement) };
}

/** A booking's every date `days` later, its day and time on the Paris wall clock, its length kept. */
function moveBooking(booking: Booking, placement: Placement): Booking {
  const date = addDays(booking.date, placement.days);
  const startAt = booking.startAt && (parisInstant(date, booking.time) ?? shiftInstant(booking.startAt.toDate(), placement.days));
  const length = booking.startAt && booking.endAt ? booking.endAt.toMillis() - booking.startAt.toMillis() : 0;
  return {
    ...booking,
    date,
    startAt: startAt && placement.stamp(startAt),
    endAt: startAt && booking.endAt ? placement.stamp(new Date(startAt.getTime() + length)) : shifted(booking.endAt, placement),
    holdUntil: shifted(booking.holdUntil, placement),
    termsAcceptedAt: shifted(booking.termsAcceptedAt, placement),
    payment: { ...booking.payment, paidAt: shifted(booking.payment.paidAt, placement) },
    payout: {
      ...booking.payout,
      earnedAt: shifted(booking.payout.earnedAt, placement),
      availableAt: shifted(booking.payout.availableAt, placement),
      releasedAt: shifted(booking.payout.releasedAt, placement),
    },
    complaint: booking.complaint && {
      ...booking.complaint,
      at: shifted(booking.complaint.at, placement),
      answeredAt: shifted(booking.complaint.answeredAt, placement),
    },
    cancelledAt: shifted(booking.cancelledAt, placement),
    platformDecision: booking.platformDecision && { ...booking.platformDecision, at: shifted(booking.platformDecision.at, placement) },
    ledger: booking.ledger.map((entry) => ({
      ...entry,
      at: shifted(entry.at, placement),
      nextAttemptAt: shifted(entry.nextAttemptAt, placement),
      settledAt: shifted(entry.settledAt, placement),
    })),
    paymentsDueAt: shifted(booking.paymentsDueAt, placement),
    review: booking.review && {
      ...booking.review,
      date: shifted(booking.review.date, placement),
      answeredAt: shifted(booking.review.answeredAt, placement),
    },
    createdAt: shifted(booking.createdAt, placement),
    updatedAt: shifted(booking.updatedAt, placement),
  };
}

/** The same booking `extra` days later in the Paris calendar, at the same time and for as long; null when that time does not exist that day. */
function laterDay(booking: Booking, extra: number, placement: Placement): Booking | null {
  const date = addDays(booking.date, extra);
  const startAt = parisInstant(date, booking.time);
  if (!startAt || !booking.startAt || !booking.endAt) return null;
  const length = booking.endAt.toMillis() - booking.startAt.toMillis();
  return { ...booking, date, startAt: placement.stamp(startAt), endAt: placement.stamp(new Date(startAt.getTime() + length)) };
}

interface Interval {
  startMs: number;
  endMs: number;
}

const intervalOf = (booking: Booking): Interval => ({ startMs: booking.startAt?.toMillis() ?? 0, endMs: booking.endAt?.toMillis() ?? 0 });
const overlaps = (a: Interval, b: Interval) => a.startMs < b.endMs && b.startMs < a.endMs;

/**
 * While the Kooker's phone and private address are not yet due to the client (the free
 * cancellation is not over at `now`: domain/src/booking/booking-contacts.ts), a booking to come does
 * not show them: a booking moved later than the seed had it is withheld again, as createBooking
 * would have left it. The other way, the hourly job gives them.
 */
function withheldIfNotDue(booking: Booking, now: Date): Booking {
  const startAt = booking.startAt?.toDate();
  if (booking.status !== 'confirmed' || booking.contactsStatus !== 'shared' || !startAt || kookerContactsDue(startAt, now)) return booking;
  return {
    ...booking,
    contactsStatus: 'withheld',
    contacts: { ...booking.contacts, kookerPhone: '' },
    place: booking.place.location === 'kooker' ? { ...booking.place, address: '' } : booking.place,
  };
}

/**
 * Every booking `days` later (the rules at the top of this file): past, cancelled and
 * reviewed ones as they are, and each confirmed one still to come at `now` on a day that fits its
 * Kooker's schedule (`schedules`, by Kooker id; a Kooker without one keeps the moved day) when the
 * seed had it on one, overlapping no other confirmed booking of its Kooker or its client. The
 * bookings come back in the order given.
 */
export function placeBookings(
  bookings: readonly Booking[],
  schedules: ReadonlyMap<string, WeeklySchedule>,
  placement: Placement,
): Booking[] {
  const placed = bookings.map((booking) => moveBooking(booking, placement));
  const upcoming = (booking: Booking) => booking.status === 'confirmed' && (booking.startAt?.toMillis() ?? 0) > placement.now.getTime();
  const misfits = new Set<number>();
  placed.forEach((booking, index) => {
    const schedule = schedules.get(booking.kookerId);
    const original = bookings[index] as Booking;
    if (schedule && upcoming(booking) && scheduleMisfit(booking, schedule) !== null && scheduleMisfit(original, schedule) === null)
      misfits.add(index);
  });
  // What each party has booked already, confirmed: a booking moved on may not overlap it.
  const taken = placed.filter((booking, index) => booking.status === 'confirmed' && !misfits.has(index));
  const free = (candidate: Booking) =>
    !taken.some(
      (other) =>
        (other.kookerId === candidate.kookerId ||
          other.clientId === candidate.clientId ||
          other.kookerId === candidate.clientId ||
          other.clientId === candidate.kookerId) &&
        overlaps(intervalOf(other), intervalOf(candidate)),
    );
  const soonestFirst = [...misfits].sort((a, b) => intervalOf(placed[a] as Booking).startMs - intervalOf(placed[b] as Booking).startMs);
  for (const index of soonestFirst) {
    const booking = placed[index] as Booking;
    const schedule = schedules.get(booking.kookerId) as WeeklySchedule;
    for (let extra = 1; extra <= FITTING_DAY_SEARCH_DAYS; extra++) {
      const candidate = laterDay(booking, extra, placement);
      if (candidate && scheduleMisfit(candidate, schedule) === null && free(candidate)) {
        placed[index] = candidate;
        break;
      }
    }
    taken.push(placed[index] as Booking);
  }
  return placed.map((booking) => withheldIfNotDue(booking, placement.now));
}

const shiftedMap = (stamps: Record<string, Stamp | null>, placement: Placement) =>
  Object.fromEntries(Object.entries(stamps).map(([uid, at]) => [uid, shifted(at, placement)]));

/** A conversation `days` later: opened, last written, each member's reading and last email about it. */
export function placeConversation(conversation: Conversation, placement: Placement): Conversation {
  return {
    ...conversation,
    lastMessage: conversation.lastMessage && { ...conversation.lastMessage, at: shifted(conversation.lastMessage.at, placement) },
    readAt: shiftedMap(conversation.readAt, placement),
    noticedAt: shiftedMap(conversation.noticedAt, placement),
    createdAt: shifted(conversation.createdAt, placement),
    updatedAt: shifted(conversation.updatedAt, placement),
  };
}

/** A message `days` later. */
export function placeMessage(message: Message, placement: Placement): Message {
  return { ...message, createdAt: shifted(message.createdAt, placement) };
}

// The demonstration data placed on the day `npm start` runs (docs/exploitation.md, « Les données
// de démonstration »): the real seed, generated on one day, written as the export holds it, then
// moved by the local scheduler's placement to a start 40 days later, and again to the next day.
// The demo client sees bookings to come, every booking keeps its money and its Kooker's days, and
// the scheduled jobs only ever have to move things forward. In the seed's project: no trigger.
import {
  contactsStepAt,
  bookingReviewOf,
  scheduleMisfit,
  type Booking,
  kookerContactsDue,
  contactsErasedAt,
} from '@kookers/domain/booking';
import { dailySlotTimes, type KookerProfile, type Review } from '@kookers/domain/kookers';
import { ledgerProblems } from '@kookers/domain/money';
import { shiftInstant } from '@kookers/domain/demo';
import { addDays, BOOKING_MAX_DAYS_AHEAD, BOOKING_MIN_LEAD_HOURS, parisDateOf, parisInstant } from '@kookers/domain/rules';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoData } from '../../functions/src/local-demo-placement';
import { collectionOf, documentOf, groupOf } from '../../functions/src/shared/db';
import { buildSeed, type SeedData } from '../../scripts/seed/build';
import { seedConversations } from '../../scripts/seed/conversations';
import { DEMO_CLIENT, DEMO_KOOKER } from '../../scripts/seed/kookers';
import { admin, closeAdmin } from '../support/clients';
import { clearFirestore, SEED_PROJECT_ID } from '../support/emulators';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** As scripts/seed.mjs records it: the seed's day at midnight UTC. */
const SEEDED_AT = new Date('2026-11-26T00:00:00.000Z');
/** A start 40 days later, in the afternoon (15:20 in Paris), and the next day at the same hour. */
const START = new Date('2027-01-05T14:20:00.000Z');
const NEXT_DAY = shiftInstant(START, 1);

const db = (): Firestore => admin(SEED_PROJECT_ID).firestore;

interface Placed {
  days: number;
  bookings: Map<string, Booking>;
  reviews: Map<string, { date: number; answeredAt: number | null }>;
  conversations: Array<{ createdAt: number; updatedAt: number; lastMessageAt: number | null; readAt: number[] }>;
  messages: number[];
}

/** The seed as `npm start` imports it, less the photos and most conversations. */
async function writeSeed(seed: SeedData): Promise<void> {
  await clearFirestore(SEED_PROJECT_ID);
  const writer = db().bulkWriter();
  for (const user of seed.users) void writer.set(documentOf(db(), 'users', user.id), user);
  for (const kooker of seed.kookers) void writer.set(documentOf(db(), 'kookers', kooker.id), kooker);
  for (const booking of seed.bookings) void writer.set(documentOf(db(), 'bookings', booking.id), booking);
  for (const review of seed.reviews) void writer.set(documentOf(db(), 'reviews', review.id), review);
  await writer.close();
  // The conversations of the demo accounts, the exchange included (all of them would take most of this file’s time).
  const demoAccounts = [DEMO_CLIENT.uid, DEMO_KOOKER.uid];
  await seedConversations(
    db(),
    seed.bookings.filter((booking) => demoAccounts.includes(booking.clientId) || demoAccounts.includes(booking.kookerId)),
    SEEDED_AT,
  );
}

/** The data placed at `now`, from where it was placed at `from`, read back. */
async function place(from: Date, now: Date): Promise<Placed> {
  const { days } = await placeDemoData(db(), from, now);
  const [bookings, reviews, conversations, messages] = await Promise.all([
    collectionOf(db(), 'bookings').get(),
    collectionOf(db(), 'reviews').get(),
    collectionOf(db(), 'conversations').get(),
    groupOf(db(), 'messages').get(),
  ]);
  const millis = (stamp: { toMillis(): number } | null) => stamp?.toMillis() ?? Number.NaN;
  return {
    days,
    bookings: new Map(bookings.docs.map((doc) => [doc.id, doc.data()])),
    reviews: new Map(
      reviews.docs.map((doc) => [doc.id, { date: millis(doc.data().date), answeredAt: doc.data().answeredAt?.toMillis() ?? null }]),
    ),
    conversations: conversations.docs.map((doc) => {
      const conversation = doc.data();
      return {
        createdAt: millis(conversation.createdAt),
        updatedAt: millis(conversation.updatedAt),
        lastMessageAt: conversation.lastMessage?.at?.toMillis() ?? null,
        readAt: Object.values(conversation.readAt).map(millis),
      };
    }),
    messages: messages.docs.map((doc) => millis(doc.data().createdAt)),
  };
}

describe('the demonstration data placed on the day of the start', () => {
  let seed: SeedData;
  let placed: Placed;
  let nextDay: Placed;
  let sameDay: Placed;
  const kookerOf = (id: string) => seed.kookers.find((kooker) => kooker.id === id) as KookerProfile;

  beforeAll(async () => {
    seed = await buildSeed({ now: SEEDED_AT, stamp: (date) => Timestamp.fromDate(date) });
    await writeSeed(seed);
    placed = await place(SEEDED_AT, START);
    // The next day, from where the data stands (the placement at `npm start` always starts from the seed's day).
    nextDay = await place(shiftInstant(SEEDED_AT, placed.days), NEXT_DAY);
    sameDay = await place(shiftInstant(SEEDED_AT, placed.days + 1), NEXT_DAY);
  }, 180_000);

  afterAll(async () => {
    await clearFirestore(SEED_PROJECT_ID);
    await closeAdmin();
  });

  it('gives the demo client two bookings to come, two to review and their history, and the demo Kooker bookings received', () => {
    expect(placed.days).toBe(40);
    const mine = [...placed.bookings.values()].filter((booking) => booking.clientId === DEMO_CLIENT.uid);
    const upcoming = mine.filter((booking) => booking.status === 'confirmed');
    expect(upcoming).toHaveLength(2);
    // As far from the start as the seed had them from its day (10 and 24 days, then the first of
    // their Kooker's days), or a few days more to reach their Kooker's next day.
    for (const booking of upcoming) {
      const original = seed.bookings.find((candidate) => candidate.id === booking.id) as Booking;
      const further = daysFrom(START, booking.date) - daysFrom(SEEDED_AT, original.date);
      expect(further, booking.id).toBeGreaterThanOrEqual(0);
      expect(further, booking.id).toBeLessThan(7);
    }
    for (const booking of upcoming) {
      expect(booking.startAt?.toMillis() ?? 0, booking.id).toBeGreaterThanOrEqual(START.getTime() + BOOKING_MIN_LEAD_HOURS * HOUR);
      expect(booking.date <= addDays(parisDateOf(START), BOOKING_MAX_DAYS_AHEAD), booking.id).toBe(true);
    }
    expect(mine.filter((booking) => booking.status === 'completed' && booking.review === null)).toHaveLength(2);
    expect(mine.filter((booking) => booking.review !== null).length).toBeGreaterThanOrEqual(1);
    const received = [...placed.bookings.values()].filter(
      (booking) => booking.kookerId === DEMO_KOOKER.uid && booking.status === 'confirmed',
    );
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received.every((booking) => (booking.startAt?.toMillis() ?? 0) > START.getTime())).toBe(true);
  });

  it('keeps every booking a booking the app could hold: its money, its slot on its Kooker’s days and hours, its review', () => {
    for (const booking of placed.bookings.values()) {
      const where = booking.id;
      const kooker = kookerOf(booking.kookerId);
      const original = seed.bookings.find((candidate) => candidate.id === booking.id) as Booking;
      expect(ledgerProblems(booking), where).toEqual([]);
      expect(booking.amounts, where).toEqual(original.amounts);
      expect(booking.status, where).toBe(original.status);
      expect(booking.time, where).toBe(original.time);
      expect(booking.startAt?.toMillis(), where).toBe(parisInstant(booking.date, booking.time)?.getTime());
      expect((booking.endAt?.toMillis() ?? 0) - (booking.startAt?.toMillis() ?? 0), where).toBe(kooker.minimumDuration * HOUR);
      expect(dailySlotTimes(kooker.typicalHours, kooker.minimumDuration), where).toContain(booking.time);
      if (booking.status === 'confirmed') expect(scheduleMisfit(booking, kooker), where).toBeNull();
      expect(booking.payment.paidAt?.toMillis() ?? 0, where).toBeLessThan(booking.startAt?.toMillis() ?? 0);
      expect(booking.payment.paidAt?.toMillis() ?? Infinity, where).toBeLessThanOrEqual(START.getTime());
      if (booking.status === 'completed') {
        expect(booking.endAt?.toMillis() ?? Infinity, where).toBeLessThanOrEqual(START.getTime());
        // The Kooker's share earned after the end, and held or available as it was (the hourly job moves it on).
        expect(booking.payout.earnedAt?.toMillis() ?? 0, where).toBeGreaterThanOrEqual(booking.endAt?.toMillis() ?? Infinity);
        expect(booking.payout.availableAt?.toMillis() ?? 0, where).toBe(
          shiftInstant(original.payout.availableAt?.toDate() ?? new Date(0), placed.days).getTime(),
        );
        expect(booking.payout.status, where).toBe(original.payout.status);
      }
      const review = placed.reviews.get(booking.id);
      if (review) {
        expect(booking.review, where).toEqual(
          bookingReviewOf({
            ...(seed.reviews.find((candidate) => candidate.id === booking.id) as Review),
            date: Timestamp.fromMillis(review.date),
            answeredAt: review.answeredAt === null ? null : Timestamp.fromMillis(review.answeredAt),
          }),
        );
        expect(review.date, where).toBeGreaterThan(booking.endAt?.toMillis() ?? Infinity);
        expect(review.date, where).toBeLessThanOrEqual(START.getTime());
      } else {
        expect(booking.review, where).toBeNull();
      }
    }
    const slots = [...placed.bookings.values()].map((booking) => `${booking.kookerId} ${booking.date} ${booking.time}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('leaves the contacts where they stand at the start, or where the hourly job moves them forward', () => {
    for (const booking of placed.bookings.values()) {
      const where = booking.id;
      const startAt = booking.startAt?.toDate() ?? new Date(0);
      const endAt = booking.endAt?.toDate() ?? new Date(0);
      if (booking.contactsStatus === 'shared' && booking.status === 'confirmed')
        expect(kookerContactsDue(startAt, START), where).toBe(true);
      if (booking.contactsStatus === 'withheld') expect(booking.contacts.kookerPhone, where).toBe('');
      if (booking.contactsStatus === 'erased') expect(START.getTime(), where).toBeGreaterThanOrEqual(contactsErasedAt(endAt).getTime());
      // What the job finds to do: give the Kooker's a week before, erase both a month after; never undo.
      expect([null, 'share', 'erase'], where).toContain(contactsStepAt(booking, START));
    }
  });

  it('dates the reviews, conversations and messages the same days later, none after the start', () => {
    for (const review of seed.reviews) {
      const moved = placed.reviews.get(review.id);
      expect(moved?.date, review.id).toBe(shiftInstant(review.date?.toDate() ?? new Date(0), 40).getTime());
    }
    expect(placed.conversations.length).toBeGreaterThan(0);
    for (const conversation of placed.conversations) {
      for (const at of [conversation.createdAt, conversation.updatedAt, conversation.lastMessageAt ?? 0, ...conversation.readAt])
        expect(at).toBeLessThanOrEqual(START.getTime());
      expect(conversation.createdAt).toBeLessThanOrEqual(conversation.updatedAt);
    }
    expect(placed.messages).toHaveLength(2);
    for (const at of placed.messages) {
      expect(at).toBeLessThanOrEqual(START.getTime());
      expect(at).toBeGreaterThan(START.getTime() - DAY);
    }
  });

  it('places the data one day further on the next day, and changes nothing placed again the same day', () => {
    expect(nextDay.days).toBe(1);
    expect(sameDay.days).toBe(0);
    expect(sameDay.bookings).toEqual(nextDay.bookings);
    expect(sameDay.reviews).toEqual(nextDay.reviews);
    expect(sameDay.conversations).toEqual(nextDay.conversations);
    for (const [id, booking] of placed.bookings) {
      const later = nextDay.bookings.get(id);
      // A booking to come may go on to its Kooker's next day: the others are all one day later.
      if (booking.status === 'confirmed') continue;
      expect(later?.date, id).toBe(addDays(booking.date, 1));
      expect(later?.startAt?.toMillis(), id).toBe(shiftInstant(booking.startAt?.toDate() ?? new Date(0), 1).getTime());
      expect(later?.payment.paidAt?.toMillis(), id).toBe(shiftInstant(booking.payment.paidAt?.toDate() ?? new Date(0), 1).getTime());
    }
    for (const [id, review] of placed.reviews)
      expect(nextDay.reviews.get(id)?.date, id).toBe(shiftInstant(new Date(review.date), 1).getTime());
  });
});

/** Whole Paris days from an instant's day to a date. */
function daysFrom(instant: Date, date: string): number {
  return Math.round((Date.parse(date) - Date.parse(parisDateOf(instant))) / DAY);
}

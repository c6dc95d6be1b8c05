import { describe, expect, it } from 'vitest';
import { bookingReviewOf, scheduleMisfit, type Booking, type WeeklySchedule } from '../booking';
import { ledgerProblems } from '../money/ledger-invariants';
import type { LedgerEntry } from '../money/booking-money';
import type { Stamp } from '../rules/read';
import { modelSamples } from '../testing';
import { addDays, parisDateOf, parisInstant, parisTimeOf, weekdayOf } from '../rules';
import { placeBookings, placeConversation, placeMessage, placementDays, placeReview, shiftInstant, type Placement } from './placement';

/** A Timestamp stand-in: both SDKs' Timestamps offer the same two methods. */
class FakeStamp implements Stamp {
  constructor(readonly millis: number) {}
  toMillis(): number {
    return this.millis;
  }
  toDate(): Date {
    return new Date(this.millis);
  }
}

const stamp = (date: Date): Stamp => new FakeStamp(date.getTime());
const at = (iso: string): Stamp => new FakeStamp(Date.parse(iso));
const iso = (value: Stamp | null) => (value ? new Date(value.toMillis()).toISOString() : null);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The seed's moment (scripts/seed/main.ts: its day at midnight UTC), and a start 40 days later. */
const SEEDED_AT = new Date('2026-11-26T00:00:00.000Z');
const START = new Date('2027-01-05T14:20:00.000Z');

/** Claire's schedule in the seed: Wednesday to Saturday, 10:00–22:00. */
const CLAIRE: WeeklySchedule = {
  availableDays: ['wednesday', 'thursday', 'friday', 'saturday'],
  typicalHours: { start: '10:00', end: '22:00' },
  blockedDates: [],
};

/** A ledger entry the processor settled at `at`. */
const settled = (id: string, type: LedgerEntry['type'], amount: number, at: Stamp, reference: string): LedgerEntry => ({
  id,
  type,
  amount,
  at,
  state: 'succeeded',
  key: `seed:${id}:1`,
  attempts: 1,
  nextAttemptAt: null,
  failure: null,
  settledAt: at,
  reference,
  participants: null,
});

/** A booking as the seed writes one (scripts/seed/builder.ts), on `date` at `time` Paris for 3 hours. */
function seeded(id: string, date: string, time: string, overrides: Partial<Booking> = {}): Booking {
  const { booking } = modelSamples((value) => at(value));
  const startAt = parisInstant(date, time) as Date;
  const paidAt = at('2026-11-20T09:31:00.000Z');
  return {
    ...booking,
    id,
    kookerId: 'claire',
    clientId: 'julie',
    date,
    time,
    startAt: stamp(startAt),
    endAt: stamp(new Date(startAt.getTime() + 3 * HOUR)),
    contactsStatus: 'withheld',
    contacts: { ...booking.contacts, kookerPhone: '' },
    payment: { ...booking.payment, paidAt },
    ledger: [settled('e1', 'payment', booking.amounts.total, paidAt, booking.payment.reference)],
    review: null,
    createdAt: paidAt,
    updatedAt: paidAt,
    ...overrides,
  };
}

/**
 * A completed booking: paid, over, the Kooker's share earned at its end, available 48 h later and
 * transferred by the weekly payout three days after its end, reviewed two days after it.
 */
function completed(id: string, date: string, time: string): Booking {
  const booking = seeded(id, date, time);
  const end = booking.endAt?.toMillis() ?? 0;
  const releasedAt = new FakeStamp(end + 3 * DAY);
  return {
    ...booking,
    status: 'completed',
    contactsStatus: 'shared',
    contacts: { ...booking.contacts, kookerPhone: '06 11 22 33 44' },
    payment: { ...booking.payment, paidAt: new FakeStamp(end - 10 * DAY) },
    payout: {
      status: 'released',
      earnedAt: new FakeStamp(end),
      availableAt: new FakeStamp(end + 48 * HOUR),
      releasedAt,
      payoutId: 'payout-1',
    },
    ledger: [
      settled('e1', 'payment', booking.amounts.total, new FakeStamp(end - 10 * DAY), 'SIM-1'),
      settled('e2', 'payout', booking.amounts.kookerPayout, releasedAt, 'SIM-2'),
    ],
    review: {
      rating: 5,
      comment: 'Parfait.',
      date: new FakeStamp(end + 2 * DAY),
      answer: 'Merci !',
      answeredAt: new FakeStamp(end + 3 * DAY),
      hidden: false,
    },
    createdAt: new FakeStamp(end - 10 * DAY),
    updatedAt: releasedAt,
  };
}

const placement = (days: number, now = START): Placement => ({ days, now, stamp });

describe('shiftInstant', () => {
  it('keeps the Paris wall-clock time across a change of clocks, to the millisecond', () => {
    // 19:00 in winter (UTC+1), ten days later 19:00 in summer (UTC+2): an hour less in UTC.
    expect(shiftInstant(new Date('2026-03-20T18:00:00.123Z'), 10).toISOString()).toBe('2026-03-30T17:00:00.123Z');
    expect(shiftInstant(new Date('2026-10-20T17:00:00.000Z'), 10).toISOString()).toBe('2026-10-30T18:00:00.000Z');
    expect(shiftInstant(new Date('2026-10-30T18:00:00.000Z'), -10).toISOString()).toBe('2026-10-20T17:00:00.000Z');
    for (const days of [1, 7, 40, 200, -3, -365]) {
      const from = new Date('2026-11-26T18:45:12.345Z');
      const to = shiftInstant(from, days);
      expect(parisTimeOf(to), `${days}`).toBe(parisTimeOf(from));
      expect(parisDateOf(to), `${days}`).toBe(addDays(parisDateOf(from), days));
      expect(to.getUTCSeconds() * 1000 + to.getUTCMilliseconds(), `${days}`).toBe(12_345);
    }
    expect(shiftInstant(new Date('2026-11-26T18:45:00.000Z'), 0).toISOString()).toBe('2026-11-26T18:45:00.000Z');
  });

  it('reads a time the day skips as the clocks do, an hour later', () => {
    // 02:30 on Saturday 28 March 2026 exists; on Sunday 29 the clocks jump from 02:00 to 03:00.
    expect(shiftInstant(new Date('2026-03-28T01:30:00.000Z'), 1).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisTimeOf(shiftInstant(new Date('2026-03-28T01:30:00.000Z'), 1))).toBe('03:30');
  });
});

describe('placementDays', () => {
  it('counts the Paris days from the seed to now, the same all day long', () => {
    expect(placementDays(SEEDED_AT, new Date('2026-11-26T13:50:00.000Z'))).toBe(0);
    expect(placementDays(SEEDED_AT, START)).toBe(40);
    for (let hour = 1; hour < 24; hour++)
      expect(placementDays(SEEDED_AT, new Date(Date.parse('2027-01-05T00:00:00.000Z') + hour * HOUR))).toBe(40);
  });

  it('counts one day fewer before the seed’s own hour, so that the data never describes a moment still to come', () => {
    // The seed's moment is 01:00 in Paris: at 00:30 on 27 November, it is not yet the 27th's 01:00.
    expect(placementDays(SEEDED_AT, new Date('2026-11-26T23:30:00.000Z'))).toBe(0);
    expect(placementDays(SEEDED_AT, new Date('2026-11-27T00:00:00.000Z'))).toBe(1);
    // A summer seed (02:00 in Paris) placed in winter, at 02:30.
    expect(placementDays(new Date('2026-07-01T00:00:00.000Z'), new Date('2026-12-01T01:30:00.000Z'))).toBe(153);
    expect(placementDays(new Date('2026-07-01T00:00:00.000Z'), new Date('2026-11-30T23:30:00.000Z'))).toBe(152);
  });

  it('moves by one more each next day, at the same Paris hour, and places the seed’s moment no later than now', () => {
    let now = new Date('2026-11-26T16:00:00.000Z');
    // Through the clocks' change of 28 March 2027.
    for (let day = 0; day < 160; day++) {
      expect(placementDays(SEEDED_AT, now), parisDateOf(now)).toBe(day);
      expect(shiftInstant(SEEDED_AT, day).getTime()).toBeLessThanOrEqual(now.getTime());
      now = shiftInstant(now, 1);
    }
    // 160 days of Paris wall-clock arithmetic (Intl): a second alone, several on a busy 2-core machine.
  }, 20_000);
});

describe('placeBookings', () => {
  const upcoming = seeded('bk-demo-3', '2026-12-09', '19:00'); // a Wednesday, 13 days after the seed
  const past = completed('bk-demo-1', '2026-11-14', '12:00'); // a Saturday, 12 days before

  it('moves every date of a past booking by the days, on the Paris wall clock, and its money not at all', () => {
    const [placed] = placeBookings([past], new Map([['claire', CLAIRE]]), placement(40));
    if (!placed) throw new Error('no booking');
    expect(placed.date).toBe('2026-12-24');
    expect(placed.time).toBe('12:00');
    // 12:00 in Paris, in winter both times.
    expect(iso(placed.startAt)).toBe('2026-12-24T11:00:00.000Z');
    expect(iso(placed.endAt)).toBe('2026-12-24T14:00:00.000Z');
    expect(placed.payment.paidAt?.toMillis()).toBe(shiftInstant(past.payment.paidAt?.toDate() ?? new Date(0), 40).getTime());
    expect(placed.ledger.map((entry) => iso(entry.at))).toEqual(
      past.ledger.map((entry) => shiftInstant(entry.at?.toDate() ?? new Date(0), 40).toISOString()),
    );
    expect(iso(placed.payment.paidAt)).toBe(iso(placed.ledger[0]?.at ?? null));
    expect(iso(placed.payout.releasedAt)).toBe(iso(placed.ledger[1]?.at ?? null));
    expect(iso(placed.review?.date ?? null)).toBe(shiftInstant(past.review?.date?.toDate() ?? new Date(0), 40).toISOString());
    expect(iso(placed.createdAt)).toBe(iso(placed.payment.paidAt));
    expect(iso(placed.termsAcceptedAt)).toBe(shiftInstant(past.termsAcceptedAt?.toDate() ?? new Date(0), 40).toISOString());
    expect({
      ...placed,
      date: '',
      startAt: null,
      endAt: null,
      payment: null,
      payout: null,
      ledger: [],
      review: null,
      termsAcceptedAt: null,
      createdAt: null,
      updatedAt: null,
    }).toEqual({
      ...past,
      date: '',
      startAt: null,
      endAt: null,
      payment: null,
      payout: null,
      ledger: [],
      review: null,
      termsAcceptedAt: null,
      createdAt: null,
      updatedAt: null,
    });
    expect(ledgerProblems(placed)).toEqual([]);
    // Past, it keeps the day the move gives, offered or not (a Thursday here).
    expect(placed.status).toBe('completed');
  });

  it('keeps a booking to come on a day its Kooker offers: the next one that fits, at the same time and for as long', () => {
    // 40 days after Wednesday 9 December is Monday 18 January; Claire starts on Wednesdays.
    const [placed] = placeBookings([upcoming], new Map([['claire', CLAIRE]]), placement(40));
    if (!placed) throw new Error('no booking');
    expect(addDays(upcoming.date, 40)).toBe('2027-01-18');
    expect(placed.date).toBe('2027-01-20');
    expect(weekdayOf(placed.date)).toBe('wednesday');
    expect(placed.time).toBe('19:00');
    expect(iso(placed.startAt)).toBe('2027-01-20T18:00:00.000Z');
    expect((placed.endAt?.toMillis() ?? 0) - (placed.startAt?.toMillis() ?? 0)).toBe(3 * HOUR);
    expect(scheduleMisfit(placed, CLAIRE)).toBeNull();
    // Paid when it was, moved as the rest.
    expect(iso(placed.payment.paidAt)).toBe(shiftInstant(upcoming.payment.paidAt?.toDate() ?? new Date(0), 40).toISOString());
    expect(ledgerProblems(placed)).toEqual([]);
    // A move by whole weeks keeps the day itself.
    expect(placeBookings([upcoming], new Map([['claire', CLAIRE]]), placement(42))[0]?.date).toBe('2027-01-20');
  });

  it('moves every timestamp a booking holds by the days, its money’s and its complaint’s included', () => {
    // Every date a booking may hold, none left null: a date the move forgets fails here.
    const base = completed('every-date', '2026-11-14', '12:00');
    const end = base.endAt?.toMillis() ?? 0;
    const full: Booking = {
      ...base,
      holdUntil: new FakeStamp(end - 10 * DAY + 20 * 60_000),
      complaint: {
        reason: 'other',
        text: 'Le dessert manquait.',
        at: new FakeStamp(end + HOUR),
        answer: 'Désolée !',
        answeredAt: new FakeStamp(end + 2 * HOUR),
        status: 'released',
      },
      cancelledAt: new FakeStamp(end + 4 * DAY),
      platformDecision: { reason: 'Geste', refundPercent: 0, refund: 0, clawback: 0, at: new FakeStamp(end + 4 * DAY) },
      ledger: base.ledger.map((entry) => ({ ...entry, nextAttemptAt: new FakeStamp(end + 5 * DAY) })),
      paymentsDueAt: new FakeStamp(end + 5 * DAY),
    };
    /** Each timestamp of a document, by its path. */
    const stampsOf = (value: unknown, path = ''): Array<[string, number]> => {
      if (value instanceof FakeStamp) return [[path, value.toMillis()]];
      if (typeof value !== 'object' || value === null) return [];
      return Object.entries(value).flatMap(([key, field]) => stampsOf(field, path ? `${path}.${key}` : key));
    };
    const [placed] = placeBookings([full], new Map([['claire', CLAIRE]]), placement(40));
    const moved = stampsOf(full).map(([path, millis]) => [path, shiftInstant(new Date(millis), 40).toISOString()]);
    expect(moved.length).toBeGreaterThanOrEqual(20);
    expect(stampsOf(placed).map(([path, millis]) => [path, new Date(millis).toISOString()])).toEqual(moved);
  });

  it('moves a booking to come past the other confirmed bookings of its Kooker and of its client', () => {
    // Moved by 40 days: Claire on Wednesday 20 January at 19:00 with another client, Julie with Yuki on Thursday 21 at 18:00.
    const other = seeded('other', '2026-12-11', '19:00', { clientId: 'camille' });
    const elsewhere = seeded('elsewhere', '2026-12-12', '18:00', { kookerId: 'yuki' });
    const placed = placeBookings([upcoming, other, elsewhere], new Map([['claire', CLAIRE]]), placement(40));
    expect(placed.map((booking) => [booking.id, booking.date, booking.time])).toEqual([
      // Monday 18 and Tuesday 19 are not Claire's days, Wednesday 20 is taken at that hour, Thursday 21 overlaps Julie's own.
      ['bk-demo-3', '2027-01-22', '19:00'],
      ['other', '2027-01-20', '19:00'],
      ['elsewhere', '2027-01-21', '18:00'],
    ]);
  });

  it('leaves everything as it is on the seed’s own day', () => {
    const bookings = [upcoming, past];
    expect(placeBookings(bookings, new Map([['claire', CLAIRE]]), placement(0, new Date('2026-11-26T10:00:00.000Z')))).toEqual(bookings);
  });

  it('withholds again the Kooker’s phone and address of a booking moved outside the week before it', () => {
    const shared = seeded('chez-claire', '2026-12-02', '19:00', {
      contactsStatus: 'shared',
      contacts: { ...upcoming.contacts, kookerPhone: '06 11 22 33 44' },
      place: { location: 'kooker', address: '4 rue de la République, 69001 Lyon' },
    });
    // At the start, 40 days later at 15:20: moved to Monday 11 January, then on to Wednesday 13: eight days ahead.
    const [placed] = placeBookings([shared], new Map([['claire', CLAIRE]]), placement(40));
    expect(placed?.date).toBe('2027-01-13');
    expect(placed?.contactsStatus).toBe('withheld');
    expect(placed?.contacts.kookerPhone).toBe('');
    expect(placed?.place).toEqual({ location: 'kooker', address: '' });
    // Within the week before it, they stay given.
    const [soon] = placeBookings([shared], new Map([['claire', CLAIRE]]), placement(40, new Date('2027-01-07T12:00:00.000Z')));
    expect(soon?.contactsStatus).toBe('shared');
    expect(soon?.contacts.kookerPhone).toBe('06 11 22 33 44');
  });
});

describe('placeReview, placeConversation, placeMessage', () => {
  const { review, conversation, message } = modelSamples((value) => at(value));
  const moved = (value: Stamp | null) => (value ? shiftInstant(value.toDate(), 40).toISOString() : null);

  it('move every date by the days, and nothing else', () => {
    const placedReview = placeReview(review, placement(40));
    expect(iso(placedReview.date)).toBe(moved(review.date));
    expect(iso(placedReview.answeredAt)).toBe(moved(review.answeredAt));
    expect({ ...placedReview, date: null, answeredAt: null }).toEqual({ ...review, date: null, answeredAt: null });

    const placedConversation = placeConversation(conversation, placement(40));
    expect(iso(placedConversation.lastMessage?.at ?? null)).toBe(moved(conversation.lastMessage?.at ?? null));
    expect(Object.keys(placedConversation.readAt)).toEqual(Object.keys(conversation.readAt));
    expect(iso(placedConversation.readAt.camille ?? null)).toBe(moved(conversation.readAt.camille ?? null));
    expect(iso(placedConversation.noticedAt.kenza ?? null)).toBe(moved(conversation.noticedAt.kenza ?? null));
    expect(iso(placedConversation.createdAt)).toBe(moved(conversation.createdAt));
    expect(iso(placedConversation.updatedAt)).toBe(moved(conversation.updatedAt));
    expect(placedConversation.unreadFor).toEqual(conversation.unreadFor);

    const placedMessage = placeMessage(message, placement(40));
    expect(iso(placedMessage.createdAt)).toBe(moved(message.createdAt));
    expect(placedMessage.text).toBe(message.text);
  });

  it('keeps on a booking the copy of its review, moved alike', () => {
    const base = completed('b0', '2026-11-14', '12:00');
    const written = { ...review, id: 'b0', date: base.review?.date ?? null, answeredAt: base.review?.answeredAt ?? null };
    const booking = { ...base, review: bookingReviewOf(written) };
    const [placed] = placeBookings([booking], new Map(), placement(40));
    expect(placed?.review).toEqual(bookingReviewOf(placeReview(written, placement(40))));
  });
});

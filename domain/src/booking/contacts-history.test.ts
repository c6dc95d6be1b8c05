// The contacts rule as a property (docs/reservations.md, « Se joindre »): whatever a booking's
// history — booked from the panel or from an offer, at the client's or at the Kooker's; paid,
// declined, abandoned, its hold ending, paid late; cancelled by either side or by a suspension;
// completed; days passing, with the hourly contacts job running as it does in production — no
// step ever leaves on the booking a contact field the rule (contactsViewAt) hides, and a paid
// booking always gives the Kooker what the client gave. Each step is the decision the functions
// apply, written as they write it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../rules/rules';
import { addDays, parisDateOf } from '../rules/time';
import { decidePlatform, SUSPENSION_DECISION } from '../operations/decide-platform';
import type { Offer } from '../offers/model';
import { contactFieldsAt, contactLeaks, contactsStepAt, contactsViewAt, type ContactSources } from './booking-contacts';
import { decideCancellation } from './decide-cancellation';
import { decideCompletion } from './decide-completion';
import { communeLineOfAddress } from './event-address';
import { decideExpiry, decidePaymentOutcome } from './decide-payment';
import {
  applied,
  bookingAfter,
  bookingDocuments,
  bookingRequest,
  changed,
  customDinner,
  dated,
  kookerOfLyon,
  NOW,
  pastaWorkshop,
  stampOf,
} from '../testing/decision-fixtures';
import { decideBooking } from './decide-booking';
import { decideOfferBooking } from '../offers/decide-offer-booking';
import type { Booking } from './model';
import { refundPreview } from '../money/refunds';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const CLIENT_PHONE = '06 12 34 56 78';
const CLIENT_ADDRESS = '12 rue Mercière, 69002 Lyon';
/** The Kooker's private profile, read by the writers that show their details. */
const KOOKER = { phone: '06 11 22 33 44', address: '3 place Bellecour, 69002 Lyon' };

type Step =
  | { kind: 'pay' }
  | { kind: 'decline' }
  | { kind: 'abandon' }
  | { kind: 'holdEnds' }
  | { kind: 'cancel'; by: 'client' | 'kooker' }
  | { kind: 'suspend' }
  | { kind: 'complete' }
  | { kind: 'days'; days: number };

interface World {
  booking: Booking;
  /** What the client gave, held where no browser reads until the payment (heldContacts); null once gone. */
  held: { clientPhone: string; clientAddress: string } | null;
  now: Date;
}

/** A booking made at NOW, from the panel or by accepting an offer, `days` ahead, at the client's or at the Kooker's. */
function booked(start: { days: number; location: 'client' | 'kooker'; fromOffer: boolean }): World {
  const date = addDays(parisDateOf(NOW), start.days);
  const documents = bookingDocuments({ slots: {}, kooker: kookerOfLyon({ maxGuests: 12 }), kookerUser: KOOKER });
  const decision = start.fromOffer
    ? decideOfferBooking(
        { ...documents, held: null, offer: offer(date, start.location) },
        {
          clientId: 'camille',
          bookingId: 'b-camille-offre',
          offerId: 'off-1',
          expectedTotal: 18_000,
          termsVersion: TERMS_VERSION,
          phone: ` ${CLIENT_PHONE} `,
          address: start.location === 'client' ? CLIENT_ADDRESS : undefined,
          idempotencyKey: 'accepte-0001',
        },
        NOW,
      )
    : decideBooking(
        { ...documents, service: pastaWorkshop({ location: start.location }) },
        bookingRequest({
          date,
          time: '12:00',
          participants: 3,
          expectedTotal: 13_500,
          phone: ` ${CLIENT_PHONE} `,
          address: CLIENT_ADDRESS,
        }),
        NOW,
      );
  if (!decision.ok || 'resume' in decision || decision.retry) throw new Error(`Not booked: ${JSON.stringify(decision)}`);
  return { booking: bookingAfter(decision.booking, decision.movements, NOW), held: decision.held, now: NOW };
}

/** Claire's custom dinner for four on `date`, open three days, at `location`. */
function offer(date: string, location: 'client' | 'kooker'): Offer {
  const dietary = { allergens: [], diets: [], note: '' };
  const validUntil = stampOf(new Date(NOW.getTime() + 3 * DAY));
  const address = location === 'client' ? communeLineOfAddress(CLIENT_ADDRESS) : '';
  return customDinner({ date, participants: 4, total: 18_000, allergens: [], dietary, location, address, validUntil });
}

/** The processor's word on the payment, as the payments module writes it: with what the client gave and the Kooker's profile. */
function paymentAnswer(world: World, outcome: Parameters<typeof decidePaymentOutcome>[2]): World {
  const entry = world.booking.ledger.find((candidate) => candidate.type === 'payment');
  if (!entry) return world;
  const sources: Partial<ContactSources> =
    world.booking.status === 'awaiting-payment' && world.held
      ? { ...world.held, kookerPhone: KOOKER.phone, kookerAddress: KOOKER.address }
      : {};
  const change = decidePaymentOutcome(world.booking, entry.id, outcome, world.now, sources);
  if (!change) return world;
  const booking = applied(world.booking, change, world.now);
  return { ...world, booking, held: booking.status === 'awaiting-payment' ? world.held : null };
}

/** The hourly contacts job at `world.now`, as functions/src/bookings/booking-contacts.ts runs it. */
function contactsJob(world: World): World {
  const { booking, now } = world;
  const step = contactsStepAt(booking, now);
  if (!step) return world;
  const atClient = booking.place.location === 'client';
  const fields = contactFieldsAt(
    booking,
    {
      clientPhone: booking.contacts.client.phone,
      clientAddress: atClient ? booking.place.address : '',
      ...(step === 'share' ? { kookerPhone: KOOKER.phone, kookerAddress: KOOKER.address } : {}),
    },
    now,
  );
  return { ...world, booking: changed({ booking, update: fields, movements: [] }, now) };
}

function applyStep(world: World, step: Step): World {
  const { booking } = world;
  const startMs = booking.startAt?.toMillis() ?? 0;
  switch (step.kind) {
    case 'pay':
      return paymentAnswer({ ...world, now: new Date(world.now.getTime() + MINUTE) }, { state: 'succeeded', reference: 'TEST-pay' });
    case 'decline':
      return paymentAnswer({ ...world, now: new Date(world.now.getTime() + MINUTE) }, { state: 'declined', code: 'card_declined' });
    case 'abandon':
    case 'holdEnds': {
      const at = step.kind === 'abandon' ? world.now : new Date(Math.max(world.now.getTime(), booking.holdUntil?.toMillis() ?? 0));
      const decision = decideExpiry(booking, step.kind === 'abandon' ? 'client' : 'platform', at, booking.clientId);
      if (!decision.ok) return { ...world, now: at };
      return { booking: applied(booking, decision.change, at), held: null, now: at };
    }
    case 'cancel': {
      const preview = booking.status === 'confirmed' ? refundPreview(dated(booking), step.by, world.now) : null;
      const uid = step.by === 'client' ? booking.clientId : booking.kookerId;
      const request = { bookingId: booking.id, uid, reason: 'Imprévu', expectedRefund: preview?.allowed ? preview.refund : 0 };
      const decision = decideCancellation({ booking }, request, world.now);
      return decision.ok ? { ...world, booking: changed(decision.change, world.now) } : world;
    }
    case 'suspend': {
      if (booking.status !== 'confirmed' || startMs <= world.now.getTime()) return world;
      const ruling = decidePlatform({ booking }, SUSPENSION_DECISION.request, SUSPENSION_DECISION.options, world.now);
      return ruling.ok && ruling.outcome === 'done' ? { ...world, booking: changed(ruling.change, world.now) } : world;
    }
    case 'complete': {
      const at = new Date(Math.max(world.now.getTime(), booking.endAt?.toMillis() ?? 0));
      const decision = decideCompletion({ booking }, at);
      return decision.ok ? contactsJob({ ...world, booking: changed(decision.change, at), now: at }) : world;
    }
    case 'days':
      return contactsJob({ ...world, now: new Date(world.now.getTime() + step.days * DAY) });
  }
}

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'pay' }),
  fc.constant<Step>({ kind: 'decline' }),
  fc.constant<Step>({ kind: 'abandon' }),
  fc.constant<Step>({ kind: 'holdEnds' }),
  fc.constantFrom<'client' | 'kooker'>('client', 'kooker').map((by): Step => ({ kind: 'cancel', by })),
  fc.constant<Step>({ kind: 'suspend' }),
  fc.constant<Step>({ kind: 'complete' }),
  fc.integer({ min: 1, max: 20 }).map((days): Step => ({ kind: 'days', days })),
);

describe('the contacts rule, over any history of a booking', () => {
  it('never leaves a contact field the rule hides, after any step; a paid booking gives the Kooker what the client gave', () => {
    fc.assert(
      fc.property(
        fc.record({
          days: fc.integer({ min: 2, max: 40 }),
          location: fc.constantFrom<'client' | 'kooker'>('client', 'kooker'),
          fromOffer: fc.boolean(),
        }),
        fc.array(steps, { maxLength: 10 }),
        (start, history) => {
          let world = booked(start);
          expect(contactLeaks(world.booking, world.now), 'booked').toEqual([]);
          for (const step of history) {
            world = applyStep(world, step);
            const where = `${JSON.stringify(start)} ${JSON.stringify(step)} (${world.booking.status})`;
            expect(contactLeaks(world.booking, world.now), where).toEqual([]);
            const view = contactsViewAt(world.booking, world.now);
            if (world.booking.status === 'confirmed') expect(world.booking.contacts.client.phone, where).toBe(CLIENT_PHONE);
            if (world.booking.status === 'confirmed' && start.location === 'client')
              expect(world.booking.place.address, where).toBe(CLIENT_ADDRESS);
            if (view.kookerContacts && world.booking.contactsStatus === 'shared')
              expect(world.booking.contacts.kookerPhone, where).toBe(KOOKER.phone);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shows a Kooker the commune of an unpaid booking at the client’s, never the street or the phone', () => {
    const { booking } = booked({ days: 3, location: 'client', fromOffer: false });
    expect(booking).toMatchObject({
      status: 'awaiting-payment',
      contactsStatus: 'unpaid',
      contacts: { client: { phone: '' }, kookerPhone: '' },
      place: { location: 'client', address: '69002 Lyon' },
    });
  });

  it('gives the client nothing of the Kooker before payment, even three days before an event at the Kooker’s', () => {
    const world = booked({ days: 3, location: 'kooker', fromOffer: true });
    expect(world.booking).toMatchObject({ contactsStatus: 'unpaid', contacts: { kookerPhone: '' }, place: { address: '' } });
    const paid = applyStep(world, { kind: 'pay' });
    expect(paid.booking).toMatchObject({ status: 'confirmed', contactsStatus: 'shared', contacts: { kookerPhone: KOOKER.phone } });
    expect(paid.booking.place.address).toBe(KOOKER.address);
  });

  it('erases an abandoned booking for good: a late payment refunds and shows nothing', () => {
    const abandoned = applyStep(booked({ days: 3, location: 'kooker', fromOffer: false }), { kind: 'abandon' });
    const late = applyStep(abandoned, { kind: 'pay' });
    expect(late.booking).toMatchObject({
      status: 'expired',
      contactsStatus: 'erased',
      contacts: { kookerPhone: '', client: { phone: '' } },
    });
    expect(late.booking.place.address).toBe('');
  });
});

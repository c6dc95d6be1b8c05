// A Kooker changes their schedule over confirmed bookings (docs/reservations.md, « Côté Kooker »),
// the way the profile editor does it against the emulators: the app's own query of their upcoming
// bookings under the rules, the domain's list of those the change leaves without a place, the
// chosen ones cancelled through cancelBooking with the state machine's refund, then the schedule
// written through the rules. What follows is checked: refunds, the slot kept closed, the free
// slots, and the hourly job, which earns the Kooker their share of the booking they kept only.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { bookingActions, momentOf, type Booking, scheduleConflicts, type WeeklySchedule } from '@kookers/domain/booking';
import { addDays, EARNINGS_HELD_HOURS, parisDateOf, parisInstant, TERMS_VERSION } from '@kookers/domain/rules';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { doc, getDocsFromServer, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { completeBookings } from '../../functions/src/bookings/complete-bookings';
import { upcomingBookingsQuery } from '../../web/src/features/onboarding/api/upcoming-bookings-query';
import { admin, WebClient } from '../support/clients';
import { db, defined, eventually, payBooking, publishedProfile, service, storeImage, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const clients: WebClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const SCHEDULE: WeeklySchedule = { availableDays: [...EVERY_DAY], typicalHours: { start: '10:00', end: '16:00' }, blockedDates: [] };

let people = 0;
/** A signed-up, verified person with their users document, and their browser's Firestore. */
async function person(firstName: string, lastName: string, claims: Record<string, unknown> = {}) {
  const client = new WebClient();
  clients.push(client);
  const user = await client.signUp(`${firstName.toLowerCase()}-agenda${++people}@example.fr`);
  await db()
    .doc(documentPath('users', user.uid))
    .set({ firstName, lastName, phone: '06 11 22 33 44', address: '', isKooker: 'isKooker' in claims, createdAt: AdminTimestamp.now() });
  if (Object.keys(claims).length > 0) {
    await admin().auth.setCustomUserClaims(user.uid, claims);
    await user.getIdToken(true);
  }
  return { client, uid: user.uid, firestore: client.firestore() };
}

/** A published Kooker (a photo, a service), every day 10:00–16:00 in 2 h slots, once their slots are offered. */
async function kooker() {
  const owner = await person('Claire', 'Dubois', { isKooker: true });
  const photo = await storeImage(owner.uid, 'portrait');
  await db()
    .doc(documentPath('services', owner.uid, 'service-1'))
    .set(service('Atelier pâtes fraîches', 45));
  await db()
    .doc(documentPath('kookers', owner.uid))
    .set(publishedProfile({ ...SCHEDULE, profileImage: photo }));
  await eventually(
    () => slotsOf(owner.uid),
    (slots) => Object.keys(slots).length > 0,
  );
  return owner;
}

async function slotsOf(kookerId: string): Promise<Record<string, string[]>> {
  return ((await db().doc(documentPath('availability', kookerId)).get()).get('slots') ?? {}) as Record<string, string[]>;
}

/** A booking made and paid as the app does it (createBooking, then the card): confirmed once the processor says so. */
async function book(client: WebClient, kookerId: string, date: string, time: string): Promise<string> {
  const { bookingId } = await client.call<{ bookingId: string }>('createBooking', {
    kookerId,
    serviceId: 'service-1',
    date,
    time,
    participants: 4,
    expectedTotal: 4 * 4500,
    termsVersion: TERMS_VERSION,
    phone: '06 12 34 56 78',
    address: '12 rue Mercière, 69002 Lyon',
    idempotencyKey: `agenda-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  });
  await payBooking(client, bookingId);
  return bookingId;
}

/** What the profile editor reads before saving: the Kooker's upcoming confirmed bookings, from the server. */
async function upcomingOf(owner: { uid: string; firestore: Firestore }, now = new Date()): Promise<Booking[]> {
  return (await getDocsFromServer(upcomingBookingsQuery(owner.firestore, owner.uid, now))).docs.map((document) => document.data());
}

const bookingData = async (id: string) => defined((await db().doc(documentPath('bookings', id)).get()).data(), `booking ${id}`);
const HOUR = 60 * 60 * 1000;
const at = (date: string, time: string) => defined(parisInstant(date, time), `${date} ${time}`);

describe('a Kooker blocks a date that holds confirmed bookings', () => {
  it('cancels the one they choose (full refund, slot kept closed, the day offers nothing) and keeps the other, whose share is earned once over', async () => {
    const date = addDays(parisDateOf(new Date()), 9);
    const elsewhere = addDays(date, 1);
    const owner = await kooker();
    const camille = await person('Camille', 'Martin');
    const hugo = await person('Hugo', 'Bernard');
    const cancelledId = await book(camille.client, owner.uid, date, '10:00');
    const keptId = await book(hugo.client, owner.uid, date, '14:00');
    const untouchedId = await book(camille.client, owner.uid, elsewhere, '12:00');

    // The editor's check: the app's query, under the rules, then the domain.
    const upcoming = await upcomingOf(owner);
    expect(upcoming.map((booking) => booking.id)).toEqual([cancelledId, keptId, untouchedId]);
    const blocked: WeeklySchedule = { ...SCHEDULE, blockedDates: [date] };
    const now = new Date();
    const conflicts = scheduleConflicts(upcoming, { kind: 'schedule', before: SCHEDULE, after: blocked }, now);
    expect(conflicts.map(({ booking, why }) => [booking.id, why])).toEqual([
      [cancelledId, 'blocked'],
      [keptId, 'blocked'],
    ]);

    // Annuler for Camille's, with the state machine's refund; Garder for Hugo's.
    const toCancel = defined(conflicts[0], 'the first conflict').booking;
    const cancellation = bookingActions(momentOf(toCancel), 'kooker', now).cancel;
    if (!cancellation.allowed) throw new Error(cancellation.reason);
    expect(cancellation.refund.refund).toBe(18_000);
    await expect(
      owner.client.call('cancelBooking', {
        bookingId: toCancel.id,
        reason: 'Je serai absente ce jour-là, toutes mes excuses.',
        expectedRefund: cancellation.refund.refund,
      }),
    ).resolves.toEqual({ status: 'cancelled', refund: 18_000, percent: 100 });
    // Then the schedule, as saveProfileFields writes it, through the rules.
    await updateDoc(doc(owner.firestore, documentPath('kookers', owner.uid)), { blockedDates: [date], updatedAt: serverTimestamp() });

    expect(await bookingData(cancelledId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'kooker',
      cancellationReason: 'Je serai absente ce jour-là, toutes mes excuses.',
      amounts: { total: 18_000, refund: 18_000, commission: 0, kookerPayout: 0 },
      payment: { status: 'refunded' },
      payout: { status: 'cancelled' },
    });
    expect(await bookingData(keptId)).toMatchObject({ status: 'confirmed', amounts: { refund: 0 } });
    expect(await bookingData(untouchedId)).toMatchObject({ status: 'confirmed' });
    const locks = await db().collection(collectionPath('slotLocks')).where('kookerId', '==', owner.uid).get();
    expect(Object.fromEntries(locks.docs.map((lock) => [lock.get('time'), lock.get('closedByKooker') === true]))).toMatchObject({
      '10:00': true,
      '14:00': false,
    });
    // The blocked day offers nothing; the next day still offers its free slots.
    const slots = await eventually(
      () => slotsOf(owner.uid),
      (offered) => !(date in offered),
    );
    expect(slots[elsewhere]).toEqual(['10:00', '14:00']);

    // Asked again on the next change? Not about the booking kept: the Kooker answered for it.
    const again = scheduleConflicts(
      await upcomingOf(owner),
      { kind: 'schedule', before: blocked, after: { ...blocked, blockedDates: [date, elsewhere] } },
      new Date(),
    );
    expect(again.map(({ booking }) => booking.id)).toEqual([untouchedId]);

    // The hourly job once both have ended: the kept booking is completed and the Kooker's share earned,
    // held 48 h for a complaint (paid by a weekly payout after), the cancelled one is not touched.
    const completedAt = at(elsewhere, '09:00');
    await expect(completeBookings(db(), completedAt)).resolves.toEqual({ completed: 1 });
    const kept = await bookingData(keptId);
    expect(kept).toMatchObject({ status: 'completed', payout: { status: 'held', releasedAt: null, payoutId: null } });
    expect((kept.payout.earnedAt as AdminTimestamp).toMillis()).toBe(completedAt.getTime());
    expect((kept.payout.availableAt as AdminTimestamp).toMillis()).toBe(completedAt.getTime() + EARNINGS_HELD_HOURS * HOUR);
    expect((kept.ledger as Array<{ type: string }>).map((entry) => entry.type)).toEqual(['payment']);
    expect(await bookingData(cancelledId)).toMatchObject({ status: 'cancelled', payout: { status: 'cancelled' } });
  });

  it('lets only the Kooker list their upcoming bookings this way: a client asking for them is refused', async () => {
    const owner = await kooker();
    const camille = await person('Camille', 'Martin');
    await book(camille.client, owner.uid, addDays(parisDateOf(new Date()), 9), '10:00');

    expect(await upcomingOf(owner)).toHaveLength(1);
    await expect(upcomingOf({ uid: owner.uid, firestore: camille.firestore })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('a Kooker pauses their profile with confirmed bookings', () => {
  it('is asked about every one of them; the kept one stays confirmed while the profile is paused', async () => {
    const owner = await kooker();
    const camille = await person('Camille', 'Martin');
    const first = await book(camille.client, owner.uid, addDays(parisDateOf(new Date()), 5), '10:00');
    const second = await book(camille.client, owner.uid, addDays(parisDateOf(new Date()), 12), '14:00');

    const conflicts = scheduleConflicts(await upcomingOf(owner), { kind: 'pause' }, new Date());
    expect(conflicts.map(({ booking, why }) => [booking.id, why])).toEqual([
      [first, 'paused'],
      [second, 'paused'],
    ]);
    await updateDoc(doc(owner.firestore, documentPath('kookers', owner.uid)), { published: false, updatedAt: serverTimestamp() });

    // Nothing is offered any more, and both bookings are still confirmed: the Kooker kept them.
    await eventually(
      () => slotsOf(owner.uid),
      (slots) => Object.keys(slots).length === 0,
    );
    expect((await bookingData(first)).status).toBe('confirmed');
    expect((await bookingData(second)).status).toBe('confirmed');
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collectionPath, collections, documentPath } from '@kookers/domain/data';
import { addDays, parisDateOf, parisInstant, weekdayOf, type Weekday } from '@kookers/domain/rules';
import { rebuildAvailability } from '../../functions/src/availability/rebuild-availability';
import { db, defined, eventually, newKookerId, publishedProfile, sameWrite, useEmptyEmulators } from './helpers';

useEmptyEmulators();

type Slots = Record<string, string[]>;

async function slotsOf(kookerId: string): Promise<Slots | undefined> {
  return (await db().doc(documentPath('availability', kookerId)).get()).get('slots') as Slots | undefined;
}

function slotsBecome(kookerId: string, accept: (slots: Slots) => boolean): Promise<Slots> {
  return eventually(
    () => slotsOf(kookerId),
    (slots) => slots !== undefined && accept(slots),
  ) as Promise<Slots>;
}

/**
 * A day of that weekday two to three weeks from today (Paris): far from both ends of the
 * booking window, whatever the time the test runs.
 */
function dayAhead(weekday: Weekday, fromDays = 14): string {
  let date = addDays(parisDateOf(new Date()), fromDays);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

async function book(kookerId: string, date: string, time: string, hours: number, status = 'confirmed') {
  const start = parisInstant(date, time);
  if (!start) throw new Error(`No such Paris time: ${date} ${time}`);
  const booking = db().collection(collectionPath('bookings')).doc();
  await booking.set({
    clientId: 'client1',
    kookerId,
    service: { id: 'service-1', name: 'Atelier', pricePerPerson: 4000 },
    date,
    time,
    startAt: Timestamp.fromDate(start),
    endAt: Timestamp.fromMillis(start.getTime() + hours * 3600_000),
    participants: 2,
    amounts: { total: 8000, commission: 800, kookerPayout: 7200, refund: 0 },
    status,
    payment: { status: 'paid', paidAt: Timestamp.now(), reference: `ledger-${booking.id}` },
    payout: { status: 'pending', releasedAt: null },
    cancelledBy: null,
    cancelledAt: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return booking;
}

describe(collections.availability.path, () => {
  it('offers the slots of the weekly schedule, on the available weekdays only, from 24 h to 60 days ahead', async () => {
    const id = newKookerId();
    await db().doc(documentPath('kookers', id)).set(publishedProfile());
    const monday = dayAhead('monday');

    const slots = await slotsBecome(id, (s) => s[monday] !== undefined);
    expect(slots[monday]).toEqual(['10:00', '12:00', '14:00']);
    expect(slots[dayAhead('wednesday')]).toEqual(['10:00', '12:00', '14:00']);
    const today = parisDateOf(new Date());
    for (const date of Object.keys(slots)) {
      expect(['monday', 'wednesday']).toContain(weekdayOf(date));
      expect(date > today).toBe(true);
      expect(date <= addDays(today, 60)).toBe(true);
    }
  });

  it('follows changes of the days, the hours and the minimum duration', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile());
    const monday = dayAhead('monday');
    await slotsBecome(id, (s) => s[monday]?.join() === '10:00,12:00,14:00');

    await profile.update({ minimumDuration: 3 });
    await slotsBecome(id, (s) => s[monday]?.join() === '10:00,13:00');

    await profile.update({ typicalHours: { start: '18:00', end: '23:00' } });
    await slotsBecome(id, (s) => s[monday]?.join() === '18:00');

    await profile.update({ availableDays: ['friday'] });
    const slots = await slotsBecome(id, (s) => s[dayAhead('friday')]?.join() === '18:00');
    expect(Object.keys(slots).every((date) => weekdayOf(date) === 'friday')).toBe(true);
  });

  it('offers nothing on a blocked date, and offers it again once unblocked', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile());
    const monday = dayAhead('monday');
    const nextMonday = addDays(monday, 7);
    await slotsBecome(id, (s) => s[monday] !== undefined);

    await profile.update({ blockedDates: [monday] });
    const slots = await slotsBecome(id, (s) => s[monday] === undefined);
    expect(slots[nextMonday]).toEqual(['10:00', '12:00', '14:00']);

    await profile.update({ blockedDates: [] });
    await slotsBecome(id, (s) => s[monday]?.join() === '10:00,12:00,14:00');
  });

  it('is gone while the profile is paused, and back when it is published again', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile());
    await slotsBecome(id, (s) => Object.keys(s).length > 0);

    await profile.update({ published: false });
    await eventually(
      () => db().doc(documentPath('availability', id)).get(),
      (snapshot) => !snapshot.exists,
    );

    await profile.update({ published: true });
    await slotsBecome(id, (s) => s[dayAhead('wednesday')]?.join() === '10:00,12:00,14:00');
  });

  it('does not exist for a draft (nothing tells who has one), and is empty for a profile whose schedule is incomplete', async () => {
    const draft = newKookerId();
    await db()
      .doc(documentPath('kookers', draft))
      .set({ published: false, availableDays: ['monday'] });
    // The trigger has run once it has written what search reads on the profile.
    await eventually(
      () => db().doc(documentPath('kookers', draft)).get(),
      (snapshot) => snapshot.get('availabilityFacets') !== undefined,
    );
    expect((await db().doc(documentPath('availability', draft)).get()).exists).toBe(false);

    const noHours = newKookerId();
    await db()
      .doc(documentPath('kookers', noHours))
      .set(publishedProfile({ typicalHours: null }));
    await slotsBecome(noHours, (s) => Object.keys(s).length === 0);
  });

  it('loses the slots a confirmed booking covers, and gets them back when it is cancelled', async () => {
    const id = newKookerId();
    await db().doc(documentPath('kookers', id)).set(publishedProfile());
    const monday = dayAhead('monday');
    const wednesday = dayAhead('wednesday');
    await slotsBecome(id, (s) => s[monday] !== undefined);

    const booking = await book(id, monday, '12:00', 2);
    await slotsBecome(id, (s) => s[monday]?.join() === '10:00,14:00');
    // A booking across two slots (11:00–13:00) takes both.
    await book(id, wednesday, '11:00', 2);
    await slotsBecome(id, (s) => s[wednesday]?.join() === '14:00');

    await booking.update({ status: 'cancelled', cancelledBy: 'client', cancelledAt: Timestamp.now() });
    const slots = await slotsBecome(id, (s) => s[monday]?.join() === '10:00,12:00,14:00');
    expect(slots[wednesday]).toEqual(['14:00']);
  });

  it('ignores cancelled bookings and other Kookers’ bookings', async () => {
    const id = newKookerId();
    const other = newKookerId();
    await db().doc(documentPath('kookers', id)).set(publishedProfile());
    const monday = dayAhead('monday');
    await slotsBecome(id, (s) => s[monday] !== undefined);
    await book(id, monday, '10:00', 2, 'cancelled');
    await book(other, monday, '12:00', 2);
    const before = await db().doc(documentPath('availability', id)).get();

    await expect(rebuildAvailability(db(), id, new Date())).resolves.toBe(false);
    expect(sameWrite(await db().doc(documentPath('availability', id)).get(), before)).toBe(true);
    expect(before.get('slots')[monday]).toEqual(['10:00', '12:00', '14:00']);
  });

  it('is idempotent: rebuilding twice at the same instant writes once at most', async () => {
    const id = newKookerId();
    await db().doc(documentPath('kookers', id)).set(publishedProfile());
    await slotsBecome(id, (s) => Object.keys(s).length > 0);
    const now = new Date();

    await rebuildAvailability(db(), id, now);
    const first = await db().doc(documentPath('availability', id)).get();
    await expect(rebuildAvailability(db(), id, now)).resolves.toBe(false);
    const second = await db().doc(documentPath('availability', id)).get();
    expect(sameWrite(second, first)).toBe(true);
    expect(second.data()).toEqual(first.data());
  });

  it('moves with `now`: rebuilt three days later, the window starts and ends three days later', async () => {
    const id = newKookerId();
    await db()
      .doc(documentPath('kookers', id))
      .set(publishedProfile({ availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] }));
    await slotsBecome(id, (s) => Object.keys(s).length > 0);
    // Noon in Paris, three days from now (the exact hour keeps the first day's slots known).
    const later = defined(parisInstant(addDays(parisDateOf(new Date()), 3), '12:00'), 'noon in three days');

    await expect(rebuildAvailability(db(), id, later)).resolves.toBe(true);
    const slots = defined(await slotsOf(id), 'the slots');
    const dates = Object.keys(slots).sort();
    const first = addDays(parisDateOf(later), 1);
    expect(dates[0]).toBe(first);
    expect(slots[first]).toEqual(['12:00', '14:00']);
    expect(dates.at(-1)).toBe(addDays(parisDateOf(later), 60));
  });
});

describe('what search reads of the free slots, on the profile', () => {
  it('says which weeks and month have a free slot and when the first one is, and follows the blocked days', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    const everyDay: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    await profile.set(publishedProfile({ availableDays: everyDay, typicalHours: { start: '10:00', end: '12:00' }, minimumDuration: 2 }));
    const slots = await slotsBecome(id, (s) => Object.keys(s).length > 50);
    const first = Object.keys(slots).sort()[0] ?? '';
    const facets = await eventually(
      async () => (await profile.get()).data() ?? {},
      (data) => data.nextFreeSlotAt !== undefined,
    );
    expect(facets.nextFreeSlotAt.toMillis()).toBe(parisInstant(first, '10:00')?.getTime());
    // Every day is free: next week always, and this month unless today is its last day.
    expect(facets.availabilityFacets).toMatchObject({ nextWeek: true });

    // Block every day of the booking window: nothing is free any more.
    const blockedDates = Array.from({ length: 62 }, (_, i) => addDays(parisDateOf(new Date()), i)).slice(0, 90);
    await profile.update({ blockedDates });
    const emptied = await eventually(
      async () => (await profile.get()).data() ?? {},
      (data) => data.availabilityFacets?.nextWeek === false,
    );
    expect(emptied.availabilityFacets).toEqual({ thisWeek: false, nextWeek: false, thisMonth: false });
    expect(emptied.nextFreeSlotAt.toDate().getUTCFullYear()).toBe(9999);
  });

  it('are rewritten when they are wrong even though the slots are right, and a second rebuild writes nothing', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(
      publishedProfile({ availableDays: ['saturday'], typicalHours: { start: '10:00', end: '12:00' }, minimumDuration: 2 }),
    );
    await slotsBecome(id, (s) => Object.keys(s).length > 0);
    const right = await eventually(
      async () => (await profile.get()).data() ?? {},
      (data) => data.nextFreeSlotAt !== undefined,
    );
    const availability = await db().doc(documentPath('availability', id)).get();
    // What a week change does to the facets, without any change of the slots.
    await profile.update({ availabilityFacets: { thisWeek: !right.availabilityFacets.thisWeek, nextWeek: false, thisMonth: false } });
    await expect(rebuildAvailability(db(), id, new Date())).resolves.toBe(true);
    expect(sameWrite(await db().doc(documentPath('availability', id)).get(), availability)).toBe(true);
    expect(defined((await profile.get()).get('availabilityFacets'), 'facets')).toEqual(right.availabilityFacets);
    const settled = await profile.get();
    await expect(rebuildAvailability(db(), id, new Date())).resolves.toBe(false);
    expect(sameWrite(await profile.get(), settled)).toBe(true);
  });
});

import { documentPath } from '@kookers/domain/data';
import { bookingToData } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { addDays, parisDateOf, parisInstant } from '@kookers/domain/rules';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { rebuildAllAvailability } from '../../functions/src/availability/rebuild-all-availability';
import { rebuildAvailability, rebuildAvailabilityFrom } from '../../functions/src/availability/rebuild-availability';
import { SCHEDULED_JOBS } from '../../functions/src/schedules';
import { cronOf } from '../../functions/src/shared/cadence';
import { FUNCTIONS_HOST } from '../support/emulators';
import { db, defined, eventually, handledWrites, newKookerId, publishedProfile, useEmptyEmulators } from './helpers';

useEmptyEmulators();

/** What the Functions emulator lists of a function (GET /backends). */
interface TriggerInfo {
  name: string;
  region?: string;
  schedule?: { schedule: string; timeZone?: string };
}

describe('scheduled jobs', () => {
  it('are each deployed as a scheduled function, at their Paris time', async () => {
    const response = await fetch(`http://${FUNCTIONS_HOST}/backends`);
    const { backends } = (await response.json()) as { backends: Array<{ functionTriggers: TriggerInfo[] }> };
    const triggers = backends.flatMap((backend) => backend.functionTriggers);
    for (const [name, job] of Object.entries(SCHEDULED_JOBS)) {
      const trigger = triggers.find((candidate) => candidate.name === name);
      expect(trigger, name).toMatchObject({
        region: 'europe-west1',
        schedule: { schedule: cronOf(job.cadence), timeZone: 'Europe/Paris' },
      });
    }
  });

  it('rebuild every published Kooker’s availability, page after page, and nothing more when run again', async () => {
    const published = Array.from({ length: 5 }, newKookerId);
    const draft = newKookerId();
    const everyDay = { availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] };
    await Promise.all([
      ...published.map((id) => db().doc(documentPath('kookers', id)).set(publishedProfile(everyDay))),
      db()
        .doc(documentPath('kookers', draft))
        .set({ published: false, ...everyDay }),
    ]);
    // The triggers have built today's availability for each of them, and none for the draft.
    for (const id of published)
      await eventually(
        () => db().doc(documentPath('availability', id)).get(),
        (doc) => doc.exists,
      );
    await eventually(
      () => db().doc(documentPath('kookers', draft)).get(),
      (doc) => doc.get('availabilityFacets') !== undefined,
    );

    // The run of three days later: the window has moved for every published Kooker.
    const later = defined(parisInstant(addDays(parisDateOf(new Date()), 3), '00:05'), '00:05 in three days');
    await expect(rebuildAllAvailability(db(), later, { pageSize: 2 })).resolves.toEqual({ kookers: 5, rewritten: 5 });
    for (const id of published) {
      const slots = (await db().doc(documentPath('availability', id)).get()).get('slots') as Record<string, string[]>;
      const dates = Object.keys(slots).sort();
      expect(dates[0]).toBe(addDays(parisDateOf(later), 1));
      expect(dates.at(-1)).toBe(addDays(parisDateOf(later), 60));
    }
    expect((await db().doc(documentPath('availability', draft)).get()).exists).toBe(false);

    await expect(rebuildAllAvailability(db(), later, { pageSize: 2 })).resolves.toEqual({ kookers: 5, rewritten: 0 });
  });

  it('takes from one read of the bookings exactly what each Kooker’s own queries take, and defers to a fresher rebuild', async () => {
    const [kooker, other] = [newKookerId(), newKookerId()];
    const everyDay = { availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] };
    await Promise.all([kooker, other].map((id) => db().doc(documentPath('kookers', id)).set(publishedProfile(everyDay))));
    const later = defined(parisInstant(addDays(parisDateOf(new Date()), 3), '00:05'), '00:05 in three days');
    const day = (offset: number) => addDays(parisDateOf(later), offset);
    const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    const booking = async (id: string, kookerId: string, clientId: string, date: string, fields: Record<string, unknown> = {}) => {
      const startAt = defined(parisInstant(date, '10:00'), date);
      await db()
        .doc(documentPath('bookings', id))
        .set({
          ...bookingToData({ ...sample, id, kookerId, clientId, date, time: '10:00', review: null }),
          startAt: Timestamp.fromDate(startAt),
          endAt: Timestamp.fromDate(new Date(startAt.getTime() + 2 * 3_600_000)),
          ...fields,
        });
    };
    // The Kooker's own booking, one they cancelled (the slot stays closed), one the client
    // cancelled (free again), and their booking as the other Kooker's client.
    await booking(`${kooker}-booked`, kooker, 'client-a', day(5));
    await booking(`${kooker}-closed`, kooker, 'client-b', day(6), { status: 'cancelled', cancelledBy: 'kooker' });
    await booking(`${kooker}-freed`, kooker, 'client-c', day(7), { status: 'cancelled', cancelledBy: 'client' });
    await booking(`${kooker}-as-client`, other, kooker, day(8));
    const slotsOf = async (id: string) => (await db().doc(documentPath('availability', id)).get()).get('slots') as Record<string, string[]>;
    // The bookings' own triggers rebuild at the real now: wait until they are all done, or one would
    // overwrite the run of three days later.
    await handledWrites(['booked', 'closed', 'freed', 'as-client'].map((end) => documentPath('bookings', `${kooker}-${end}`)));

    await rebuildAllAvailability(db(), later);
    const daily = await slotsOf(kooker);
    expect(daily[day(5)]).not.toContain('10:00');
    expect(daily[day(6)]).not.toContain('10:00');
    expect(daily[day(7)]).toContain('10:00');
    expect(daily[day(8)]).not.toContain('10:00');
    // The Kooker's own three queries find the same: a rebuild at the same instant changes nothing.
    await expect(rebuildAvailability(db(), kooker, later)).resolves.toBe(false);
    await expect(rebuildAvailability(db(), other, later)).resolves.toBe(false);

    // Slots written after the bookings were read may know a booking that read missed: left alone.
    const before = Timestamp.fromMillis(Date.now() - 60_000);
    const written = (await db().doc(documentPath('availability', kooker)).get()).updateTime;
    await expect(rebuildAvailabilityFrom(db(), kooker, [], before, later)).resolves.toBe('stale');
    expect((await db().doc(documentPath('availability', kooker)).get()).updateTime).toEqual(written);
  });
});

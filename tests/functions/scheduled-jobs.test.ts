import { describe, expect, it } from 'vitest';
import { addDays, parisDateOf, parisInstant } from '@kookers/domain/time';
import { rebuildAllAvailability } from '../../functions/src/availability/rebuild-all-availability';
import { SCHEDULED_JOBS } from '../../functions/src/schedules';
import { cronOf } from '../../functions/src/shared/cadence';
import { FUNCTIONS_HOST } from '../support/emulators';
import { db, defined, eventually, newKookerId, publishedProfile, useEmptyEmulators } from './helpers';

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
      ...published.map((id) => db().doc(`kookers/${id}`).set(publishedProfile(everyDay))),
      db()
        .doc(`kookers/${draft}`)
        .set({ published: false, ...everyDay }),
    ]);
    // The triggers have built today's availability for each of them, and none for the draft.
    for (const id of published)
      await eventually(
        () => db().doc(`availability/${id}`).get(),
        (doc) => doc.exists,
      );
    await eventually(
      () => db().doc(`kookers/${draft}`).get(),
      (doc) => doc.get('availabilityFacets') !== undefined,
    );

    // The run of three days later: the window has moved for every published Kooker.
    const later = defined(parisInstant(addDays(parisDateOf(new Date()), 3), '00:05'), '00:05 in three days');
    await expect(rebuildAllAvailability(db(), later, { pageSize: 2 })).resolves.toEqual({ kookers: 5, rewritten: 5 });
    for (const id of published) {
      const slots = (await db().doc(`availability/${id}`).get()).get('slots') as Record<string, string[]>;
      const dates = Object.keys(slots).sort();
      expect(dates[0]).toBe(addDays(parisDateOf(later), 1));
      expect(dates.at(-1)).toBe(addDays(parisDateOf(later), 60));
    }
    expect((await db().doc(`availability/${draft}`).get()).exists).toBe(false);

    await expect(rebuildAllAvailability(db(), later, { pageSize: 2 })).resolves.toEqual({ kookers: 5, rewritten: 0 });
  });
});

// Run by npm test before the functions suites (scripts/test.mjs): the Functions emulator starts one
// worker per trigger the first time it fires (one trigger per collection and kind of event,
// functions/src/triggers.ts), each loading the whole functions bundle, and the first suite's first
// test waited for that cold start — 64 s on CI, at times beyond the minute `eventually` tolerates
// (docs/contribuer.md, « Le temps de npm test »). Every Firestore trigger fires here once, on
// throwaway documents, and the slowest chains are awaited with a generous wait: the suites then
// start on warm workers (each of their tests empties Firestore).
import { Timestamp } from 'firebase-admin/firestore';
import { conversationIdOf } from '@kookers/domain/messaging';
import { documentPath } from '@kookers/domain/data';
import { afterAll, describe, expect, it } from 'vitest';
import { db, eventually } from '../functions/helpers';
import { closeAdmin } from '../support/clients';
import { clearFirestore } from '../support/emulators';

const CLIENT = 'prechauffageclient';
const KOOKER = 'prechauffagekooker';
const CONVERSATION = conversationIdOf(CLIENT, KOOKER);
/** A worker starting cold on a busy 2-core machine: well past a test's usual wait. */
const COLD_START_MS = 180_000;

describe('the functions’ triggers', () => {
  afterAll(async () => {
    await clearFirestore();
    await closeAdmin();
  });

  it(
    'each run once, the conversation, the message, the processor’s event and the slots written by their chains',
    { timeout: 4 * COLD_START_MS },
    async () => {
      const now = Timestamp.now();
      const write = (path: string, data: Record<string, unknown>) => db().doc(path).set(data);
      await Promise.all([
        write(documentPath('kookers', KOOKER), { published: false, firstName: 'Préchauffage', lastName: 'Kooker', blockedDates: [] }),
        write(documentPath('services', KOOKER, 'service-1'), { name: 'Préchauffage', pricePerPerson: 1000 }),
        write(documentPath('bookings', 'prechauffage'), {
          clientId: CLIENT,
          kookerId: KOOKER,
          status: 'confirmed',
          date: '2000-01-01',
          time: '10:00',
          startAt: now,
          endAt: now,
        }),
        write(documentPath('reviews', 'prechauffage'), { kookerId: KOOKER, author: 'Préchauffage', rating: 5, comment: '', date: now }),
        write(documentPath('outbox', CONVERSATION, 'prechauffage'), { authorId: CLIENT, text: 'Bonjour', createdAt: now }),
        write(documentPath('simulatedEvents', 'prechauffage'), {
          id: 'prechauffage',
          payload: '{}',
          deliverAt: now,
          delivered: false,
          status: 0,
        }),
        write(documentPath('contactMessages', 'prechauffage'), {
          name: 'Préchauffage',
          email: 'prechauffage@example.fr',
          message: '',
          createdAt: now,
        }),
        write(documentPath('reports', 'prechauffage'), { reporterId: CLIENT, targetType: 'kooker', targetId: KOOKER, createdAt: now }),
      ]);
      const found = (path: string) => async () => (await db().doc(path).get()).data();
      expect(await eventually(found(documentPath('conversations', CONVERSATION)), Boolean, COLD_START_MS)).toBeTruthy();
      expect(await eventually(found(documentPath('messages', CONVERSATION, 'prechauffage')), Boolean, COLD_START_MS)).toBeTruthy();
      // An event nobody signed: the webhook refuses it (its worker is warm too), and the delivery is recorded.
      expect(
        await eventually(found(documentPath('simulatedEvents', 'prechauffage')), (event) => event?.delivered === true, COLD_START_MS),
      ).toBeTruthy();
      expect(
        await eventually(found(documentPath('kookers', KOOKER)), (kooker) => kooker?.availabilityFacets !== undefined, COLD_START_MS),
      ).toBeTruthy();
    },
  );
});

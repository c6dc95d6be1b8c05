// The demonstration data's conversations (docs/messagerie.md, « Qui écrit, qui lit »): opened by
// the functions' own code for each pair with a booking, once per pair, dated from their first
// booking, and the demo exchange delivered and read by both, so that a fresh `npm start` has
// nothing unread and no email waiting.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { conversationIdOf } from '@kookers/domain/messaging';
import { bookingToData } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedConversations } from '../../scripts/seed/conversations';
import { DEMO_CLIENT, DEMO_KOOKER } from '../../scripts/seed/kookers';
import { db, publishedProfile, useEmptyEmulators } from './helpers';

useEmptyEmulators();

describe('the seed’s conversations', () => {
  it('opens one conversation per pair with a booking and leaves the demo exchange read by both', async () => {
    await db().doc(documentPath('users', DEMO_CLIENT.uid)).set({ firstName: 'Julie', lastName: 'Lemoine', phone: '', address: '' });
    await db().doc(documentPath('users', 'client-02')).set({ firstName: 'Nicolas', lastName: 'Faure', phone: '', address: '' });
    await db().doc(documentPath('kookers', DEMO_KOOKER.uid)).set(publishedProfile());
    const now = new Date('2026-11-24T00:00:00Z');
    // As the seed leaves them before: the bookings written, no trigger run (the seed has no Functions emulator).
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc(documentPath('bookings', 'a-venir'))
      .set(bookingToData({ ...booking, id: 'a-venir', clientId: DEMO_CLIENT.uid, kookerId: DEMO_KOOKER.uid }));
    await db()
      .doc(documentPath('bookings', 'passee'))
      .set(bookingToData({ ...booking, id: 'passee', clientId: 'client-02', kookerId: DEMO_KOOKER.uid, status: 'completed' }));

    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const opened = await seedConversations(
      db(),
      [
        { clientId: DEMO_CLIENT.uid, kookerId: DEMO_KOOKER.uid, createdAt: at('2026-11-12T09:00:00Z') },
        { clientId: 'client-02', kookerId: DEMO_KOOKER.uid, createdAt: at('2026-06-03T18:30:00Z') },
        { clientId: DEMO_CLIENT.uid, kookerId: DEMO_KOOKER.uid, createdAt: at('2026-10-02T08:15:00Z') },
      ],
      now,
    );

    expect(opened).toBe(2);
    const demoId = conversationIdOf(DEMO_CLIENT.uid, DEMO_KOOKER.uid);
    const demo = db().doc(documentPath('conversations', demoId));
    const summary = (await demo.get()).data();
    expect(summary).toMatchObject({ clientName: 'Julie L.', kookerName: 'Claire D.', hasBooking: true, unreadFor: [] });
    // Opened with their first booking, last written with the exchange (docs/exploitation.md, « Les données de démonstration »).
    expect(summary?.createdAt.toDate().toISOString()).toBe('2026-10-02T08:15:00.000Z');
    expect(summary?.updatedAt.toMillis()).toBe(summary?.lastMessage.at.toMillis());
    expect(summary?.lastMessage).toMatchObject({ authorId: DEMO_KOOKER.uid });
    const messages = await db().collection(collectionPath('messages', demoId)).orderBy('createdAt').get();
    expect(messages.docs.map((message) => [message.get('authorId'), message.get('masked')])).toEqual([
      [DEMO_CLIENT.uid, false],
      [DEMO_KOOKER.uid, false],
    ]);
    expect(messages.docs.every((message) => message.get('createdAt').toMillis() < now.getTime())).toBe(true);
    for (const uid of [DEMO_CLIENT.uid, DEMO_KOOKER.uid])
      expect((await db().doc(documentPath('inboxes', uid)).get()).get('unread') ?? 0).toBe(0);
    expect((await db().collection(collectionPath('messageNotices')).get()).size).toBe(0);
    expect((await db().collection(collectionPath('outbox', demoId)).get()).size).toBe(0);

    const other = (
      await db()
        .doc(documentPath('conversations', conversationIdOf('client-02', DEMO_KOOKER.uid)))
        .get()
    ).data();
    expect(other).toMatchObject({ clientName: 'Nicolas F.', lastMessage: null, hasBooking: true });
    expect(other?.createdAt.toDate().toISOString()).toBe('2026-06-03T18:30:00.000Z');
    expect(other?.updatedAt.toDate().toISOString()).toBe('2026-06-03T18:30:00.000Z');
  });
});

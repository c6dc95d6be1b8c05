// The demonstration data's conversations (docs/messagerie.md, « Qui écrit, qui lit »): opened by
// the functions' own code for each pair with a booking, once per pair, and the demo exchange
// delivered and read by both, so that a fresh `npm start` has nothing unread and no email waiting.
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
    await db().doc(`users/${DEMO_CLIENT.uid}`).set({ firstName: 'Julie', lastName: 'Lemoine', phone: '', address: '' });
    await db().doc('users/client-02').set({ firstName: 'Nicolas', lastName: 'Faure', phone: '', address: '' });
    await db().doc(`kookers/${DEMO_KOOKER.uid}`).set(publishedProfile());
    const now = new Date('2026-11-24T00:00:00Z');
    // As the seed leaves them before: the bookings written, no trigger run (the seed has no Functions emulator).
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc('bookings/a-venir')
      .set(bookingToData({ ...booking, id: 'a-venir', clientId: DEMO_CLIENT.uid, kookerId: DEMO_KOOKER.uid }));
    await db()
      .doc('bookings/passee')
      .set(bookingToData({ ...booking, id: 'passee', clientId: 'client-02', kookerId: DEMO_KOOKER.uid, status: 'completed' }));

    const opened = await seedConversations(
      db(),
      [
        { clientId: DEMO_CLIENT.uid, kookerId: DEMO_KOOKER.uid },
        { clientId: 'client-02', kookerId: DEMO_KOOKER.uid },
        { clientId: DEMO_CLIENT.uid, kookerId: DEMO_KOOKER.uid },
      ],
      now,
    );

    expect(opened).toBe(2);
    const demo = db().doc(`conversations/${conversationIdOf(DEMO_CLIENT.uid, DEMO_KOOKER.uid)}`);
    const summary = (await demo.get()).data();
    expect(summary).toMatchObject({ clientName: 'Julie L.', kookerName: 'Claire D.', hasBooking: true, unreadFor: [] });
    expect(summary?.lastMessage).toMatchObject({ authorId: DEMO_KOOKER.uid });
    const messages = await demo.collection('messages').orderBy('createdAt').get();
    expect(messages.docs.map((message) => [message.get('authorId'), message.get('masked')])).toEqual([
      [DEMO_CLIENT.uid, false],
      [DEMO_KOOKER.uid, false],
    ]);
    expect(messages.docs.every((message) => message.get('createdAt').toMillis() < now.getTime())).toBe(true);
    for (const uid of [DEMO_CLIENT.uid, DEMO_KOOKER.uid]) expect((await db().doc(`inboxes/${uid}`).get()).get('unread') ?? 0).toBe(0);
    expect((await db().collection('messageNotices').get()).size).toBe(0);
    expect((await demo.collection('outbox').get()).size).toBe(0);

    const other = (
      await db()
        .doc(`conversations/${conversationIdOf('client-02', DEMO_KOOKER.uid)}`)
        .get()
    ).data();
    expect(other).toMatchObject({ clientName: 'Nicolas F.', lastMessage: null, hasBooking: true });
  });
});

// Messaging through the functions (docs/messagerie.md): a message from its author's outbox,
// masked while no booking exists, shown once a booking does; unread counts; the email for a
// conversation left unread, once an hour at most, none when muted.
import { MASK } from '@kookers/domain/messaging';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bookingToData } from '@kookers/domain/model';
import { modelSamples } from '@kookers/domain/model-samples';
import { deliverMessage } from '../../functions/src/messaging/conversations';
import { noticeUnreadMessages } from '../../functions/src/messaging/unread-notices';
import { admin } from '../support/clients';
import { db, eventually, newKookerId, publishedProfile, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const MINUTE = 60_000;
const PHONE = 'Appelez-moi au 06 12 34 56 78 ce soir.';

async function pair() {
  const kookerId = newKookerId();
  await admin().auth.createUser({ uid: kookerId, email: `${kookerId}@example.fr` });
  await db()
    .doc(`kookers/${kookerId}`)
    .set(publishedProfile({ firstName: 'Kenza', lastName: 'Benali', profileImage: `${kookerId}_portrait` }));
  const client = await admin().auth.createUser({ email: `client-${kookerId}@example.fr` });
  await db().doc(`users/${client.uid}`).set({ firstName: 'Camille', lastName: 'Martin', phone: '', address: '' });
  const conversationId = `${client.uid}_${kookerId}`;
  return { kookerId, clientId: client.uid, conversationId };
}

const conversation = (id: string) => db().doc(`conversations/${id}`);
const write = (conversationId: string, authorId: string, text: string, id?: string) => {
  const outbox = db().collection(`conversations/${conversationId}/outbox`);
  const ref = id ? outbox.doc(id) : outbox.doc();
  return ref.set({ authorId, text, createdAt: Timestamp.now() }).then(() => ref.id);
};
const delivered = (conversationId: string, messageId: string) =>
  eventually(
    () => db().doc(`conversations/${conversationId}/messages/${messageId}`).get(),
    (snapshot) => snapshot.exists,
  ).then((snapshot) => snapshot.data() as { authorId: string; text: string; masked: boolean });
const unreadOf = async (uid: string) => ((await db().doc(`inboxes/${uid}`).get()).get('unread') as number | undefined) ?? 0;

describe('a message', () => {
  it('opens the conversation, masks a phone number before any booking, counts as unread for the other', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const id = await write(conversationId, clientId, PHONE);
    expect(await delivered(conversationId, id)).toMatchObject({
      authorId: clientId,
      text: `Appelez-moi au ${MASK} ce soir.`,
      masked: true,
    });
    const summary = (await conversation(conversationId).get()).data();
    expect(summary).toMatchObject({
      clientId,
      kookerId,
      members: [clientId, kookerId],
      clientName: 'Camille M.',
      kookerName: 'Kenza B.',
      kookerImage: `${kookerId}_portrait`,
      lastMessage: { text: `Appelez-moi au ${MASK} ce soir.`, authorId: clientId },
      unreadFor: [kookerId],
      hasBooking: false,
    });
    expect(await unreadOf(kookerId)).toBe(1);
    expect((await db().doc(`conversations/${conversationId}/outbox/${id}`).get()).exists).toBe(false);
    expect((await db().doc(`conversations/${conversationId}/originals/${id}`).get()).get('text')).toBe(PHONE);

    // A second message before the Kooker read: still one conversation unread.
    const second = await write(conversationId, clientId, 'Et pour 6 personnes ?');
    await delivered(conversationId, second);
    expect(await unreadOf(kookerId)).toBe(1);

    // The Kooker reads: nothing unread; answers: the client has one.
    await conversation(conversationId).update({ [`readAt.${kookerId}`]: Timestamp.now() });
    await eventually(
      () => unreadOf(kookerId),
      (count) => count === 0,
    );
    expect((await conversation(conversationId).get()).get('unreadFor')).toEqual([]);
    const answer = await write(conversationId, kookerId, 'Bonjour Camille, oui bien sûr.');
    await delivered(conversationId, answer);
    expect(await unreadOf(clientId)).toBe(1);
    expect(await unreadOf(kookerId)).toBe(0);
  });

  it('is delivered once, even when its trigger runs again', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const id = await write(conversationId, clientId, 'Bonjour !');
    await delivered(conversationId, id);
    const again = db().doc(`conversations/${conversationId}/outbox/${id}`);
    await expect(
      deliverMessage(db(), conversationId, again, { authorId: clientId, text: 'Bonjour !', createdAt: Timestamp.now() }),
    ).resolves.toBe('already');
    expect((await db().collection(`conversations/${conversationId}/messages`).get()).size).toBe(1);
    expect(await unreadOf(kookerId)).toBe(1);
  });

  it('drops what the rules would have refused: a third account, an empty or too long text', async () => {
    const { clientId, conversationId } = await pair();
    const ref = db().doc(`conversations/${conversationId}/outbox/x`);
    await expect(
      deliverMessage(db(), conversationId, ref, { authorId: 'intrus', text: 'Bonjour', createdAt: Timestamp.now() }),
    ).resolves.toBe('dropped');
    await expect(deliverMessage(db(), conversationId, ref, { authorId: clientId, text: '   ', createdAt: Timestamp.now() })).resolves.toBe(
      'dropped',
    );
    await expect(
      deliverMessage(db(), conversationId, ref, { authorId: clientId, text: 'a'.repeat(2001), createdAt: Timestamp.now() }),
    ).resolves.toBe('dropped');
    expect((await conversation(conversationId).get()).exists).toBe(false);
  });

  it('shows contact details once a booking exists: the masked ones restored, the new ones as written', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const before = await write(conversationId, clientId, PHONE);
    await delivered(conversationId, before);
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc('bookings/avec-conversation')
      .set(bookingToData({ ...booking, id: 'avec-conversation', clientId, kookerId }));
    await eventually(
      () => db().doc(`conversations/${conversationId}/messages/${before}`).get(),
      (snapshot) => snapshot.get('masked') === false,
    );
    expect((await db().doc(`conversations/${conversationId}/messages/${before}`).get()).get('text')).toBe(PHONE);
    // The summary's last message is restored after the messages, in its own write.
    await eventually(
      () => conversation(conversationId).get(),
      (snapshot) => snapshot.get('lastMessage.text') === PHONE,
    );
    expect((await conversation(conversationId).get()).data()).toMatchObject({ hasBooking: true, lastMessage: { text: PHONE } });
    const after = await write(conversationId, kookerId, 'Mon numéro : 07 81 22 43 65.');
    expect(await delivered(conversationId, after)).toMatchObject({ text: 'Mon numéro : 07 81 22 43 65.', masked: false });
  });

  it('is opened by a booking for both, so that the Kooker may write first', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc('bookings/premiere')
      .set(bookingToData({ ...booking, id: 'premiere', clientId, kookerId }));
    const opened = await eventually(
      () => conversation(conversationId).get(),
      (snapshot) => snapshot.exists,
    );
    expect(opened.data()).toMatchObject({ members: [clientId, kookerId], hasBooking: true, lastMessage: null, clientName: 'Camille M.' });
  });
});

describe('the email for an unread conversation', () => {
  it('goes 10 minutes after, once an hour at most, never once read or muted', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const first = await write(conversationId, clientId, 'Bonjour, une question sur le menu.');
    await delivered(conversationId, first);
    const now = Date.now();
    const run = (minutes: number) => noticeUnreadMessages(db(), admin().auth, new Date(now + minutes * MINUTE));

    await expect(run(5)).resolves.toEqual({ sent: 0 });
    await expect(run(11)).resolves.toEqual({ sent: 1 });
    const hour = Math.floor((now + 11 * MINUTE) / (60 * MINUTE));
    const mail = (await db().doc(`mail/conversation-${conversationId}-${kookerId}-${hour}`).get()).data();
    expect(mail).toMatchObject({ to: `${kookerId}@example.fr`, message: { subject: 'Camille M. vous a écrit sur Kookers' } });
    expect(mail?.message.text).toContain('Bonjour, une question sur le menu.');
    expect(mail?.message.text).toContain(`/messages/${conversationId}`);
    await expect(run(12)).resolves.toEqual({ sent: 0 });

    // Read, then a new message: a new notice, but within the hour, it waits for the hour.
    await conversation(conversationId).update({ [`readAt.${kookerId}`]: Timestamp.now() });
    await eventually(
      () => unreadOf(kookerId),
      (count) => count === 0,
    );
    await delivered(conversationId, await write(conversationId, clientId, 'Autre chose…'));
    await expect(run(25)).resolves.toEqual({ sent: 0 });
    await expect(run(72)).resolves.toEqual({ sent: 1 });

    // Muted: the next one is dropped.
    await conversation(conversationId).update({ [`readAt.${kookerId}`]: Timestamp.now(), [`muted.${kookerId}`]: true });
    await eventually(
      () => unreadOf(kookerId),
      (count) => count === 0,
    );
    await delivered(conversationId, await write(conversationId, clientId, 'Vous êtes là ?'));
    await expect(run(200)).resolves.toEqual({ sent: 0 });
    expect((await db().collection('messageNotices').get()).size).toBe(0);
    expect((await db().collection('mail').get()).size).toBe(2);
  });
});

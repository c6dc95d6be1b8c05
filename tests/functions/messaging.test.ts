// Messaging through the functions (docs/messagerie.md): a message from its author's outbox,
// masked while no booking exists, shown once a booking does; unread counts; the email for a
// conversation left unread, once an hour at most, none when muted.
import { collectionPath, documentPath } from '@kookers/domain/data';
import { LINK_REMOVED, MASK, MESSAGE_LIMIT_REFUSED, MESSAGE_LIMITS } from '@kookers/domain/messaging';
import { bookingToData } from '@kookers/domain/booking';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deliverMessage } from '../../functions/src/messaging/conversations';
import { noticeUnreadMessages } from '../../functions/src/messaging/unread-notices';
import { admin } from '../support/clients';
import { db, eventually, newKookerId, publishedProfile, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const MINUTE = 60_000;
/** An author whose account is months old: held to the usual limits. */
const OLD_ACCOUNT = { createdAt: new Date('2026-01-01T00:00:00Z') };
const PHONE = 'Appelez-moi au 06 12 34 56 78 ce soir.';

async function pair() {
  const kookerId = newKookerId();
  await admin().auth.createUser({ uid: kookerId, email: `${kookerId}@example.fr` });
  await db()
    .doc(documentPath('kookers', kookerId))
    .set(publishedProfile({ firstName: 'Kenza', lastName: 'Benali', profileImage: `${kookerId}_portrait` }));
  const client = await admin().auth.createUser({ email: `client-${kookerId}@example.fr` });
  await db().doc(documentPath('users', client.uid)).set({ firstName: 'Camille', lastName: 'Martin', phone: '', address: '' });
  const conversationId = `${client.uid}_${kookerId}`;
  return { kookerId, clientId: client.uid, conversationId };
}

const conversation = (id: string) => db().doc(documentPath('conversations', id));
const write = (conversationId: string, authorId: string, text: string, id?: string) => {
  const outbox = db().collection(collectionPath('outbox', conversationId));
  const ref = id ? outbox.doc(id) : outbox.doc();
  return ref.set({ authorId, text, createdAt: Timestamp.now() }).then(() => ref.id);
};
const delivered = (conversationId: string, messageId: string) =>
  eventually(
    () =>
      db()
        .doc(documentPath('messages', conversationId, messageId))
        .get(),
    (snapshot) => snapshot.exists,
  ).then((snapshot) => snapshot.data() as { authorId: string; text: string; masked: boolean });
const unreadOf = async (uid: string) => ((await db().doc(documentPath('inboxes', uid)).get()).get('unread') as number | undefined) ?? 0;

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
    expect(
      (
        await db()
          .doc(documentPath('outbox', conversationId, id))
          .get()
      ).exists,
    ).toBe(false);
    expect(
      (
        await db()
          .doc(documentPath('originals', conversationId, id))
          .get()
      ).get('text'),
    ).toBe(PHONE);

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
    const again = db().doc(documentPath('outbox', conversationId, id));
    await expect(
      deliverMessage(db(), conversationId, again, { authorId: clientId, text: 'Bonjour !', createdAt: Timestamp.now() }, OLD_ACCOUNT),
    ).resolves.toBe('already');
    expect((await db().collection(collectionPath('messages', conversationId)).get()).size).toBe(1);
    expect(await unreadOf(kookerId)).toBe(1);
  });

  it('drops what the rules would have refused: a third account, an empty or too long text', async () => {
    const { clientId, conversationId } = await pair();
    const ref = db().doc(documentPath('outbox', conversationId, 'x'));
    await expect(
      deliverMessage(db(), conversationId, ref, { authorId: 'intrus', text: 'Bonjour', createdAt: Timestamp.now() }, OLD_ACCOUNT),
    ).resolves.toBe('dropped');
    await expect(
      deliverMessage(db(), conversationId, ref, { authorId: clientId, text: '   ', createdAt: Timestamp.now() }, OLD_ACCOUNT),
    ).resolves.toBe('dropped');
    await expect(
      deliverMessage(db(), conversationId, ref, { authorId: clientId, text: 'a'.repeat(2001), createdAt: Timestamp.now() }, OLD_ACCOUNT),
    ).resolves.toBe('dropped');
    expect((await conversation(conversationId).get()).exists).toBe(false);
  });

  it('shows contact details once a booking exists: the masked ones restored, the new ones as written', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const before = await write(conversationId, clientId, PHONE);
    await delivered(conversationId, before);
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc(documentPath('bookings', 'avec-conversation'))
      .set(bookingToData({ ...booking, id: 'avec-conversation', clientId, kookerId }));
    await eventually(
      () =>
        db()
          .doc(documentPath('messages', conversationId, before))
          .get(),
      (snapshot) => snapshot.get('masked') === false,
    );
    expect(
      (
        await db()
          .doc(documentPath('messages', conversationId, before))
          .get()
      ).get('text'),
    ).toBe(PHONE);
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
      .doc(documentPath('bookings', 'premiere'))
      .set(bookingToData({ ...booking, id: 'premiere', clientId, kookerId }));
    const opened = await eventually(
      () => conversation(conversationId).get(),
      (snapshot) => snapshot.exists,
    );
    expect(opened.data()).toMatchObject({ members: [clientId, kookerId], hasBooking: true, lastMessage: null, clientName: 'Camille M.' });
  });
});

describe('what a conversation shows follows the bookings between the two', () => {
  const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
  const message = (conversationId: string, id: string) =>
    db()
      .doc(documentPath('messages', conversationId, id))
      .get();

  it('masks again, once the only booking is cancelled, what showed while it was confirmed; a completed one keeps it shown', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const before = await write(conversationId, clientId, PHONE);
    await delivered(conversationId, before);
    await db()
      .doc(documentPath('bookings', 'annulable'))
      .set(bookingToData({ ...booking, id: 'annulable', clientId, kookerId }));
    await eventually(
      () => message(conversationId, before),
      (snapshot) => snapshot.get('masked') === false,
    );
    // Written while the booking stands: shown, and kept as said for what may come.
    const during = await write(conversationId, kookerId, 'Mon numéro : 07 81 22 43 65.');
    expect(await delivered(conversationId, during)).toMatchObject({ text: 'Mon numéro : 07 81 22 43 65.', masked: false });

    await db().doc(documentPath('bookings', 'annulable')).update({ status: 'cancelled' });
    await eventually(
      () => message(conversationId, during),
      (snapshot) => snapshot.get('masked') === true,
    );
    expect((await message(conversationId, during)).get('text')).toBe(`Mon numéro : ${MASK}.`);
    expect((await message(conversationId, before)).data()).toMatchObject({ text: `Appelez-moi au ${MASK} ce soir.`, masked: true });
    await eventually(
      () => conversation(conversationId).get(),
      (snapshot) => snapshot.get('lastMessage.text') === `Mon numéro : ${MASK}.` && snapshot.get('hasBooking') === false,
    );
    // What the members' browsers read, under the rules: the masked text only.
    const after = await write(conversationId, clientId, 'Et mon mail : camille@gmail.com');
    expect(await delivered(conversationId, after)).toMatchObject({ text: `Et mon mail : ${MASK}`, masked: true });

    // A second booking, completed this time: shown again, and for good.
    await db()
      .doc(documentPath('bookings', 'terminee'))
      .set(bookingToData({ ...booking, id: 'terminee', clientId, kookerId, status: 'completed' }));
    await eventually(
      () => message(conversationId, after),
      (snapshot) => snapshot.get('masked') === false,
    );
    expect((await message(conversationId, during)).get('text')).toBe('Mon numéro : 07 81 22 43 65.');
  });

  it('masks a number split over two messages of one author in both, before any booking', async () => {
    const { clientId, kookerId, conversationId } = await pair();
    const first = await write(conversationId, clientId, 'Mon numéro : 06 12 34');
    await delivered(conversationId, first);
    const second = await write(conversationId, clientId, '56 78');
    expect(await delivered(conversationId, second)).toMatchObject({ text: MASK, masked: true });
    expect((await message(conversationId, first)).data()).toMatchObject({ text: `Mon numéro : ${MASK}`, masked: true });
    // Another member's message between: no longer one run.
    await delivered(conversationId, await write(conversationId, kookerId, 'Merci, je regarde.'));
    const third = await write(conversationId, clientId, '12 34');
    expect(await delivered(conversationId, third)).toMatchObject({ text: '12 34', masked: false });
  });
});

describe('how much one author may write (docs/messagerie.md, « Des limites »)', () => {
  /** A client who may write to `count` published Kookers, their account made now or at `createdAt`. */
  async function clientAndKookers(count: number, { createdAt }: { createdAt?: string } = {}) {
    const uid = `client${Math.random().toString(36).slice(2, 10)}`;
    const email = `${uid}@example.fr`;
    if (createdAt)
      await admin().auth.importUsers([
        { uid, email, emailVerified: true, metadata: { creationTime: createdAt, lastSignInTime: createdAt } },
      ]);
    else await admin().auth.createUser({ uid, email, emailVerified: true });
    const client = { uid };
    await db().doc(documentPath('users', client.uid)).set({ firstName: 'Camille', lastName: 'Martin', phone: '', address: '' });
    const kookers = Array.from({ length: count }, newKookerId);
    await Promise.all(
      kookers.map((id) =>
        db()
          .doc(documentPath('kookers', id))
          .set(publishedProfile({ firstName: 'Kenza', lastName: 'Benali' })),
      ),
    );
    return { clientId: client.uid, kookers };
  }
  const outboxState = async (conversationId: string, id: string) => {
    const snapshot = await db()
      .doc(documentPath('outbox', conversationId, id))
      .get();
    return snapshot.exists ? { refused: snapshot.get('refused') as string | undefined } : null;
  };
  const settled = (conversationId: string, id: string) =>
    eventually(
      async () => ({
        delivered: (
          await db()
            .doc(documentPath('messages', conversationId, id))
            .get()
        ).exists,
        outbox: await outboxState(conversationId, id),
      }),
      (state) => state.delivered || typeof state.outbox?.refused === 'string',
    );

  it('refuses a new account’s flood — 60 messages to 12 Kookers at once — past its limits, each refusal said on the outbox', async () => {
    const { clientId, kookers } = await clientAndKookers(12);
    const written = await Promise.all(
      kookers.flatMap((kookerId) =>
        Array.from({ length: 5 }, async (_, n) => {
          const conversationId = `${clientId}_${kookerId}`;
          return { conversationId, id: await write(conversationId, clientId, `Bonjour, message ${n + 1}.`) };
        }),
      ),
    );
    const outcomes = await Promise.all(written.map(({ conversationId, id }) => settled(conversationId, id)));
    const deliveredCount = outcomes.filter((outcome) => outcome.delivered).length;
    // A day-old account: 4 messages a minute, 2 new conversations an hour.
    expect(deliveredCount).toBeGreaterThan(0);
    expect(deliveredCount).toBeLessThanOrEqual(MESSAGE_LIMITS.newAccount.messagesPerMinute);
    const opened = (await db().collection(collectionPath('conversations')).where('clientId', '==', clientId).get()).size;
    expect(opened).toBeLessThanOrEqual(MESSAGE_LIMITS.newAccount.conversationsPerHour);
    const reasons = new Set(outcomes.flatMap((outcome) => (outcome.outbox?.refused ? [outcome.outbox.refused] : [])));
    expect([...reasons].every((reason) => Object.values(MESSAGE_LIMIT_REFUSED).includes(reason as never))).toBe(true);
    expect(reasons.size).toBeGreaterThan(0);
  });

  it('opens 5 conversations an hour for an established account; the 6th is refused, messages in open ones still go', async () => {
    const { clientId, kookers } = await clientAndKookers(6, { createdAt: '2026-01-01T00:00:00Z' });
    const outcomes = [];
    for (const kookerId of kookers) {
      const conversationId = `${clientId}_${kookerId}`;
      outcomes.push(await settled(conversationId, await write(conversationId, clientId, 'Bonjour !')));
    }
    expect(outcomes.map((outcome) => outcome.delivered)).toEqual([true, true, true, true, true, false]);
    expect(outcomes[5]?.outbox).toEqual({ refused: MESSAGE_LIMIT_REFUSED.hour });
    const first = `${clientId}_${kookers[0]}`;
    expect(await settled(first, await write(first, clientId, 'Et pour 6 personnes ?'))).toMatchObject({ delivered: true });
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
    const mail = (
      await db()
        .doc(documentPath('mail', `conversation-${conversationId}-${kookerId}-${hour}`))
        .get()
    ).data();
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
    expect((await db().collection(collectionPath('messageNotices')).get()).size).toBe(0);
    expect((await db().collection(collectionPath('mail')).get()).size).toBe(2);
  });

  it('carries no link from the message, even once a booking shows everything in the thread', async () => {
    const { kookerId, clientId, conversationId } = await pair();
    const { booking } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
    await db()
      .doc(documentPath('bookings', 'lien'))
      .set(bookingToData({ ...booking, id: 'lien', clientId, kookerId }));
    await eventually(
      () => conversation(conversationId).get(),
      (snapshot) => snapshot.get('hasBooking') === true,
    );
    const id = await write(
      conversationId,
      clientId,
      'Urgent : vérifiez votre compte sur kookers-securite.xyz/connexion ou https://bit.ly/x',
    );
    expect((await delivered(conversationId, id)).masked).toBe(false);
    const now = Date.now();
    await expect(noticeUnreadMessages(db(), admin().auth, new Date(now + 11 * MINUTE))).resolves.toEqual({ sent: 1 });
    const hour = Math.floor((now + 11 * MINUTE) / (60 * MINUTE));
    const mail = (
      await db()
        .doc(documentPath('mail', `conversation-${conversationId}-${kookerId}-${hour}`))
        .get()
    ).data();
    expect(mail?.message.text).toContain(`Urgent : vérifiez votre compte sur ${LINK_REMOVED} ou ${LINK_REMOVED}`);
    expect(`${mail?.message.text} ${mail?.message.html}`).not.toMatch(/securite|bit\.ly/);
    // The only link is ours, to the thread.
    expect([...String(mail?.message.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      expect.stringMatching(new RegExp(`/messages/${conversationId}$`)),
    ]);
  });
});

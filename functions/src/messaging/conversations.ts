/**
 * The work of the functions on conversations (docs/messagerie.md,
 * docs/decisions/015-messagerie.md): a message taken from its author's outbox, checked again,
 * masked while no booking exists between the two and written into `messages`; the
 * conversation's summary, its unread members and each member's unread count (`inboxes`) kept
 * in the same transaction, so that a retried trigger changes nothing twice.
 */
import { conversationIdOf, maskContactDetails, membersOf, messageSchema, UNREAD_NOTICE_AFTER_MS } from '@kookers/domain/messaging';
import { reviewAuthorName } from '@kookers/domain/reviews';
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

type Data = Record<string, unknown>;

const conversationRef = (db: Firestore, id: string) => db.collection('conversations').doc(id);
const inboxRef = (db: Firestore, uid: string) => db.collection('inboxes').doc(uid);
/** The pending email to `uid` about a conversation they have not read (noticeUnreadMessages). */
const noticeRef = (db: Firestore, conversationId: string, uid: string) => db.collection('messageNotices').doc(`${conversationId}_${uid}`);

/** Whether a booking, whatever its state, exists between the two. */
async function bookingExists(db: Firestore, clientId: string, kookerId: string): Promise<boolean> {
  const found = await db.collection('bookings').where('clientId', '==', clientId).where('kookerId', '==', kookerId).limit(1).get();
  return !found.empty;
}

/** What a new conversation says of its members: names as the reviews show them, the Kooker's photo. */
async function newConversation(db: Firestore, clientId: string, kookerId: string, hasBooking: boolean, now: Timestamp): Promise<Data> {
  const [client, kooker] = await Promise.all([db.collection('users').doc(clientId).get(), db.collection('kookers').doc(kookerId).get()]);
  const name = (data: Data | undefined) => reviewAuthorName(String(data?.firstName ?? ''), String(data?.lastName ?? ''));
  return {
    clientId,
    kookerId,
    members: [clientId, kookerId],
    clientName: name(client.data()),
    kookerName: name(kooker.data()),
    kookerImage: typeof kooker.get('profileImage') === 'string' ? kooker.get('profileImage') : null,
    lastMessage: null,
    unreadFor: [],
    readAt: {},
    muted: {},
    hasBooking,
    createdAt: now,
    updatedAt: now,
  };
}

/** Removes `uid` from a conversation's unread members, with their count and pending email. */
function markRead(transaction: Transaction, db: Firestore, conversationId: string, unreadFor: readonly string[], uid: string): string[] {
  if (!unreadFor.includes(uid)) return [...unreadFor];
  transaction.set(inboxRef(db, uid), { unread: FieldValue.increment(-1) }, { merge: true });
  transaction.delete(noticeRef(db, conversationId, uid));
  return unreadFor.filter((member) => member !== uid);
}

/**
 * Delivers a message from its author's outbox: once (the message keeps the outbox's id), checked
 * again (member, text), masked while no booking exists, the conversation created with its first
 * message. A message the rules should have refused is dropped with a log line.
 */
export async function deliverMessage(
  db: Firestore,
  conversationId: string,
  outbox: DocumentReference,
  data: Data,
): Promise<'delivered' | 'dropped' | 'already'> {
  const members = membersOf(conversationId);
  const authorId = String(data.authorId ?? '');
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt : Timestamp.now();
  let text: string;
  try {
    text = (await messageSchema.validate({ text: data.text })).text;
  } catch {
    text = '';
  }
  if (!members || (authorId !== members.clientId && authorId !== members.kookerId) || text === '') {
    logger.warn('Message refusé', { conversationId, messageId: outbox.id, authorId });
    await outbox.delete();
    return 'dropped';
  }
  const { clientId, kookerId } = members;
  const other = authorId === clientId ? kookerId : clientId;
  const hasBooking = await bookingExists(db, clientId, kookerId);
  const fresh = await newConversation(db, clientId, kookerId, hasBooking, createdAt);
  const conversation = conversationRef(db, conversationId);
  const messageRef = conversation.collection('messages').doc(outbox.id);
  const result = await db.runTransaction(async (transaction) => {
    const [current, existing] = await Promise.all([transaction.get(conversation), transaction.get(messageRef)]);
    if (existing.exists) return 'already' as const;
    // A member deleted their account (docs/messagerie.md): the conversation takes no new message.
    if (current.get('closed') === true) {
      transaction.delete(outbox);
      return 'dropped' as const;
    }
    const summary = current.exists ? (current.data() as Data) : fresh;
    const unmasked = hasBooking || summary.hasBooking === true;
    const shown = unmasked ? { text, masked: false } : maskContactDetails(text);
    transaction.create(messageRef, { authorId, text: shown.text, masked: shown.masked, createdAt });
    if (shown.masked) transaction.create(conversation.collection('originals').doc(outbox.id), { text });
    let unreadFor = markRead(transaction, db, conversationId, (summary.unreadFor as string[] | undefined) ?? [], authorId);
    if (!unreadFor.includes(other)) {
      unreadFor = [...unreadFor, other];
      transaction.set(inboxRef(db, other), { unread: FieldValue.increment(1) }, { merge: true });
      transaction.set(noticeRef(db, conversationId, other), {
        conversationId,
        uid: other,
        dueAt: Timestamp.fromMillis(createdAt.toMillis() + UNREAD_NOTICE_AFTER_MS),
      });
    }
    transaction.set(conversation, {
      ...summary,
      lastMessage: { text: shown.text, authorId, at: createdAt },
      unreadFor,
      readAt: { ...((summary.readAt as Data | undefined) ?? {}), [authorId]: createdAt },
      hasBooking: unmasked,
      updatedAt: createdAt,
    });
    transaction.delete(outbox);
    return 'delivered' as const;
  });
  if (result === 'already') await outbox.delete();
  return result;
}

/**
 * A member read the conversation up to its last message (they wrote `readAt`): they leave its
 * unread members, their count goes down, and no email will tell them of it.
 */
export async function applyReadMarker(db: Firestore, conversationId: string, uid: string): Promise<boolean> {
  const conversation = conversationRef(db, conversationId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(conversation);
    const unreadFor = (snapshot.get('unreadFor') as string[] | undefined) ?? [];
    const readAt = snapshot.get(`readAt.${uid}`) as Timestamp | undefined;
    const lastAt = snapshot.get('lastMessage.at') as Timestamp | undefined;
    if (!unreadFor.includes(uid) || !readAt || (lastAt && readAt.toMillis() < lastAt.toMillis())) return false;
    transaction.update(conversation, { unreadFor: markRead(transaction, db, conversationId, unreadFor, uid) });
    return true;
  });
}

/**
 * A booking between the two: their conversation exists (the Kooker may write first), and what
 * was masked shows from now on, restored from the originals, page after page.
 */
export async function openConversationForBooking(db: Firestore, clientId: string, kookerId: string): Promise<void> {
  if (clientId === kookerId) return;
  const id = conversationIdOf(clientId, kookerId);
  const conversation = conversationRef(db, id);
  const fresh = await newConversation(db, clientId, kookerId, true, Timestamp.now());
  const wasMasked = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(conversation);
    if (!current.exists) {
      transaction.create(conversation, fresh);
      return false;
    }
    if (current.get('hasBooking') === true) return false;
    transaction.update(conversation, { hasBooking: true });
    return true;
  });
  if (!wasMasked) return;
  for (;;) {
    const masked = await conversation.collection('messages').where('masked', '==', true).limit(200).get();
    if (masked.empty) break;
    const batch = db.batch();
    for (const message of masked.docs) {
      const original = await conversation.collection('originals').doc(message.id).get();
      batch.update(message.ref, { text: String(original.get('text') ?? message.get('text')), masked: false });
      batch.delete(original.ref);
    }
    await batch.commit();
  }
  // The summary's last message, unmasked too.
  const last = await conversation.collection('messages').orderBy('createdAt', 'desc').limit(1).get();
  const newest = last.docs[0];
  if (newest) await conversation.update({ 'lastMessage.text': newest.get('text') });
}

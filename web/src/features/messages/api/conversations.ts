import { outboxMessageFromData, THREAD_PAGE, type Message, type OutboxMessage } from '@kookers/domain/messaging';
import { modelConverters } from '@kookers/domain/data';
import { reviewAuthorName } from '@kookers/domain/kookers';
import {
  addDoc,
  deleteDoc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { hasErrorCode } from '../../../lib/firebase-error';
import { collectionOf, documentOf } from '../../../lib/store';
import { withTimeout } from '../../../lib/with-timeout';

/** The conversations '/messages' lists: more than anyone keeps up with (docs/decisions/015-messagerie.md). */
const CONVERSATIONS_MAX = 50;
/** Bookings between two people shown above their thread; more than two people ever make. */
const BOOKINGS_BETWEEN_MAX = 20;
const WRITE_TIMEOUT_MS = 15_000;
const READ_TIMEOUT_MS = 15_000;

/**
 * One conversation, to follow live: its members only may read it (a third account gets
 * `permission-denied`), whether it exists yet or not.
 */
export const conversationRef = (id: string) => documentOf('conversations', id);

/** The user's conversations, the most recently active first (index members ∋ · updatedAt ↓). */
export function conversationsOfQuery(uid: string) {
  return query(
    collectionOf('conversations'),
    where('members', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
    limit(CONVERSATIONS_MAX),
  );
}

/** The last THREAD_PAGE messages of a thread, newest first: what the thread follows live. */
export function latestMessagesQuery(conversationId: string) {
  return query(collectionOf('messages', conversationId), orderBy('createdAt', 'desc'), limit(THREAD_PAGE));
}

/** The THREAD_PAGE messages before `oldest`, newest first, read once as the reader scrolls up. */
export async function loadOlderMessages(conversationId: string, oldest: QueryDocumentSnapshot<Message>) {
  const page = query(collectionOf('messages', conversationId), orderBy('createdAt', 'desc'), startAfter(oldest), limit(THREAD_PAGE));
  return (await withTimeout(getDocs(page), READ_TIMEOUT_MS)).docs;
}

/**
 * The model's reader of a message on its way (in its author's outbox until the functions deliver
 * it, same id, and delete it), its server time estimated while the write is pending: the thread
 * places it at once.
 */
const estimatedOutbox: FirestoreDataConverter<OutboxMessage> = {
  toFirestore: modelConverters.outbox.toFirestore,
  fromFirestore: (snapshot, options) => outboxMessageFromData(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
};

/** The user's own messages still in their outbox: the rules let an author read back theirs only. */
export function outboxQuery(conversationId: string, uid: string) {
  return query(collectionOf('outbox', conversationId).withConverter(estimatedOutbox), where('authorId', '==', uid));
}

/**
 * Writes a message into the author's outbox, exactly as the rules want it (author, text, the
 * server's time); a function delivers it (docs/decisions/015-messagerie.md). The write shows at
 * once in the outbox's listener; a refusal rejects, and a write the network holds back rejects
 * with a TimeoutError after 15 s (it stays queued, and leaves when the connection returns).
 */
export async function sendMessage(conversationId: string, authorId: string, text: string): Promise<void> {
  // Without the converter: the server dates the message.
  const outbox = collectionOf('outbox', conversationId).withConverter(null);
  await withTimeout(addDoc(outbox, { authorId, text, createdAt: serverTimestamp() }), WRITE_TIMEOUT_MS);
}

/** Takes back a message the functions refused, once its author has it back in the composer (the rules allow only that). */
export async function takeBackRefusedMessage(conversationId: string, messageId: string): Promise<void> {
  await withTimeout(deleteDoc(documentOf('outbox', conversationId, messageId)), WRITE_TIMEOUT_MS);
}

/** The reader has seen the thread up to its newest message: the functions lower their unread count. */
export async function markConversationRead(conversationId: string, uid: string): Promise<void> {
  await withTimeout(updateDoc(documentOf('conversations', conversationId), { [`readAt.${uid}`]: serverTimestamp() }), WRITE_TIMEOUT_MS);
}

/** Whether the member gets an email for a message left unread (docs/messagerie.md, « Non lus et courriels »). */
export async function setConversationMuted(conversationId: string, uid: string, muted: boolean): Promise<void> {
  await withTimeout(updateDoc(documentOf('conversations', conversationId), { [`muted.${uid}`]: muted }), WRITE_TIMEOUT_MS);
}

/**
 * The bookings between the reader and the other member. The rules let each party read the
 * bookings where they are the client or the Kooker, so the query carries the reader's own field.
 */
export function bookingsBetweenQuery(uid: string, side: 'client' | 'kooker', otherId: string) {
  const [own, other] = side === 'client' ? (['clientId', 'kookerId'] as const) : (['kookerId', 'clientId'] as const);
  return query(collectionOf('bookings'), where(own, '==', uid), where(other, '==', otherId), limit(BOOKINGS_BETWEEN_MAX));
}

/**
 * How a Kooker appears before their conversation with the client exists (a first question):
 * "Kenza B.", as the functions will name them, or null when the profile is not published (the
 * rules refuse a draft to anyone but its owner, and nobody may write to it first).
 */
export async function loadKookerContact(kookerId: string): Promise<{ name: string; image: string | null } | null> {
  try {
    const snapshot = await withTimeout(getDoc(documentOf('kookers', kookerId)), READ_TIMEOUT_MS);
    const profile = snapshot.data();
    if (!profile?.published) return null;
    return { name: reviewAuthorName(profile.firstName, profile.lastName), image: profile.profileImage };
  } catch (error) {
    if (hasErrorCode(error, 'permission-denied')) return null;
    throw error;
  }
}

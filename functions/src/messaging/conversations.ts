/**
 * The work of the functions on conversations (docs/messagerie.md,
 * docs/decisions/015-messagerie.md): a message taken from its author's outbox, checked again,
 * held to the author's limits, masked while no confirmed or completed booking exists between the
 * two and written into `messages`; the conversation's summary, its unread members and each
 * member's unread count (`inboxes`) kept in the same transaction, so that a retried trigger
 * changes nothing twice. A booking made or cancelled shows or masks again what the thread holds.
 */
import {
  cardMailsNow,
  maskContactDetails,
  maskMessages,
  conversationIdOf,
  MESSAGE_LIMIT_REFUSED,
  membersOf,
  messageAdmission,
  messageSchema,
  UNREAD_NOTICE_AFTER_MS,
  type Conversation,
  type MessageCounters,
  type MessageLimits,
} from '@kookers/domain/messaging';
import { reviewAuthorName } from '@kookers/domain/kookers';
import { FieldPath, FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { collectionOf, documentOf, modelOf } from '../shared/db';
import { isFirestoreError } from '../shared/firestore-error';

type Data = Record<string, unknown>;

const conversationRef = (db: Firestore, id: string) => documentOf(db, 'conversations', id);
const inboxRef = (db: Firestore, uid: string) => documentOf(db, 'inboxes', uid);
/** The pending email to `uid` about a conversation they have not read (noticeUnreadMessages). */
const noticeRef = (db: Firestore, conversationId: string, uid: string) => documentOf(db, 'messageNotices', `${conversationId}_${uid}`);
/** An author's counters against their limits (messageAdmission): functions only, like callLimits. */
const messageLimitsRef = (db: Firestore, uid: string) => documentOf(db, 'messageLimits', uid);

/** A booking between the two that shows contact details: confirmed, or completed (docs/messagerie.md). */
const showingBooking = (db: Firestore, clientId: string, kookerId: string) =>
  collectionOf(db, 'bookings')
    .where('clientId', '==', clientId)
    .where('kookerId', '==', kookerId)
    .where('status', 'in', ['confirmed', 'completed'])
    .limit(1);

/**
 * How many of an author's messages in a row are looked at together: a number may be split over
 * a few messages, rarely over more.
 */
const RUN_MAX = 5;

/** What a new conversation says of its members: names as the reviews show them, the Kooker's photo. */
async function newConversation(db: Firestore, clientId: string, kookerId: string, now: Timestamp): Promise<Conversation> {
  const [client, kooker] = await Promise.all([documentOf(db, 'users', clientId).get(), documentOf(db, 'kookers', kookerId).get()]);
  const name = (person: { firstName: string; lastName: string } | undefined) =>
    reviewAuthorName(person?.firstName ?? '', person?.lastName ?? '');
  return {
    id: conversationIdOf(clientId, kookerId),
    clientId,
    kookerId,
    members: [clientId, kookerId],
    clientName: name(client.data()),
    kookerName: name(kooker.data()),
    kookerImage: kooker.data()?.profileImage ?? null,
    lastMessage: null,
    unreadFor: [],
    readAt: {},
    muted: {},
    noticedAt: {},
    hasBooking: false,
    closed: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** Removes `uid` from a conversation's unread members, with their count and pending email. */
function markRead(transaction: Transaction, db: Firestore, conversationId: string, unreadFor: readonly string[], uid: string): string[] {
  if (!unreadFor.includes(uid)) return [...unreadFor];
  // An increment: past the writer, which would write the count read.
  transaction.set(inboxRef(db, uid).withConverter(null), { unread: FieldValue.increment(-1) }, { merge: true });
  transaction.delete(noticeRef(db, conversationId, uid));
  return unreadFor.filter((member) => member !== uid);
}

/** What the counters document holds (none yet: null). */
function countersOf(limits: MessageLimits | null): MessageCounters | null {
  if (!limits) return null;
  const { id: _id, expiresAt: _expiresAt, ...counters } = limits;
  return counters;
}

/** A message of the author's run before the new one: what it shows, and what it said. */
interface Earlier {
  id: string;
  ref: DocumentReference;
  shown: string;
  original: string;
  /** Its masked version as kept in `originals`, or null when none is kept. */
  kept: string | null;
}

/**
 * The author's messages just before this one, with no message of the other member between
 * (newest last), read in the transaction with their originals: the run a split contact detail
 * would span.
 */
async function earlierRun(transaction: Transaction, db: Firestore, conversationId: string, authorId: string): Promise<Earlier[]> {
  const latest = await transaction.get(collectionOf(db, 'messages', conversationId).orderBy('createdAt', 'desc').limit(RUN_MAX));
  const run = [];
  for (const message of latest.docs) {
    if (message.data().authorId !== authorId) break;
    run.push(message);
  }
  if (run.length === 0) return [];
  const originals = await transaction.getAll(...run.map((message) => documentOf(db, 'originals', conversationId, message.id)));
  return run
    .map((message, index) => {
      const original = originals[index]?.data();
      const shown = message.data().text;
      return { id: message.id, ref: message.ref, shown, original: original ? original.text : shown, kept: original?.masked ?? null };
    })
    .reverse();
}

/**
 * Counts one more message of the author against their limits (messageAdmission), in the
 * transaction that posts it: the French refusal, nothing written, or null once counted.
 */
function admit(
  transaction: Transaction,
  db: Firestore,
  limits: MessageLimits | null,
  post: { authorId: string; opens: boolean; author: { createdAt: Date | null }; createdAt: Timestamp },
): string | null {
  const { authorId, createdAt } = post;
  const admission = messageAdmission(countersOf(limits), {
    opensConversation: post.opens,
    accountCreatedAt: post.author.createdAt,
    now: createdAt.toDate(),
  });
  if (!admission.ok) return admission.reason;
  // The counters can go once their day is over (a TTL policy on `expiresAt`, as callLimits).
  transaction.set(messageLimitsRef(db, authorId), {
    id: authorId,
    ...admission.counters,
    expiresAt: Timestamp.fromMillis(createdAt.toMillis() + 2 * 24 * 60 * 60 * 1000),
  });
  return null;
}

/**
 * Whether the thread shows contact details: as the conversation says (`hasBooking`), or, before
 * its first message, whether a confirmed or completed booking links the two.
 */
async function showsContacts(
  transaction: Transaction,
  db: Firestore,
  current: Conversation | null,
  clientId: string,
  kookerId: string,
): Promise<boolean> {
  return current ? current.hasBooking : !(await transaction.get(showingBooking(db, clientId, kookerId))).empty;
}

/**
 * Whether a booking links a client and a Kooker so that their contact details show (read in the
 * caller's transaction, before its writes): a text one writes to the other is masked while not
 * (docs/messagerie.md, « Chaque texte libre a sa règle »).
 */
export async function linkedByBooking(transaction: Transaction, db: Firestore, clientId: string, kookerId: string): Promise<boolean> {
  const conversation = (await transaction.get(conversationRef(db, conversationIdOf(clientId, kookerId)))).data() ?? null;
  return showsContacts(transaction, db, conversation, clientId, kookerId);
}

/** What posting in a conversation reads first: the conversation (null before its first message), and whether a booking shows contact details. */
interface PostReads {
  conversationId: string;
  clientId: string;
  kookerId: string;
  current: Conversation | null;
  unmasked: boolean;
}

/**
 * The conversation's summary once a message is posted in it: created with its first message
 * (the members' names read then only), the author's unread mark gone, the other member's unread
 * count and pending email — or, when a card's function mails them now (`mailedNow`, cardMailsNow),
 * no pending email and their `noticedAt` set as a notice sets it — and the last message kept.
 */
async function summarize(
  transaction: Transaction,
  db: Firestore,
  reads: PostReads,
  authorId: string,
  shown: string,
  createdAt: Timestamp,
  { mailedNow = false } = {},
): Promise<void> {
  const { conversationId, clientId, kookerId, current, unmasked } = reads;
  const other = authorId === clientId ? kookerId : clientId;
  const summary = current ?? { ...(await newConversation(db, clientId, kookerId, createdAt)), hasBooking: unmasked };
  let unreadFor = markRead(transaction, db, conversationId, summary.unreadFor, authorId);
  if (!unreadFor.includes(other)) {
    unreadFor = [...unreadFor, other];
    transaction.set(inboxRef(db, other).withConverter(null), { unread: FieldValue.increment(1) }, { merge: true });
    if (!mailedNow)
      transaction.set(noticeRef(db, conversationId, other), {
        id: `${conversationId}_${other}`,
        conversationId,
        uid: other,
        dueAt: Timestamp.fromMillis(createdAt.toMillis() + UNREAD_NOTICE_AFTER_MS),
      });
  }
  // The card's mail is this hour's: a notice pending from an earlier message would only say it again.
  if (mailedNow) transaction.delete(noticeRef(db, conversationId, other));
  transaction.set(conversationRef(db, conversationId), {
    ...summary,
    lastMessage: { text: shown, authorId, at: createdAt },
    unreadFor,
    readAt: { ...summary.readAt, [authorId]: createdAt },
    ...(mailedNow ? { noticedAt: { ...summary.noticedAt, [other]: createdAt } } : {}),
    updatedAt: createdAt,
  });
}

/** A card's post, read: the conversation and the author's counters, in the caller's transaction, before any write. */
export interface CardPost extends PostReads {
  limits: MessageLimits | null;
}

/** Reads what posting a card between a client and a Kooker needs (call before the transaction writes anything). */
export async function readForCard(
  transaction: Transaction,
  db: Firestore,
  clientId: string,
  kookerId: string,
  authorId: string,
): Promise<CardPost> {
  const conversationId = conversationIdOf(clientId, kookerId);
  const [current, limits] = await Promise.all([
    transaction.get(conversationRef(db, conversationId)),
    transaction.get(messageLimitsRef(db, authorId)),
  ]);
  const conversation = current.data() ?? null;
  const unmasked = await showsContacts(transaction, db, conversation, clientId, kookerId);
  return { conversationId, clientId, kookerId, current: conversation, unmasked, limits: limits.data() ?? null };
}

/** Why a card cannot be posted in a conversation a member closed by deleting their account. */
export const CONVERSATION_CLOSED = 'Cette conversation est fermée : l’autre membre a supprimé son compte.';

/**
 * Posts a request's or an offer's card (docs/reservations.md, « Demander une offre ») in the
 * caller's transaction, after its reads (readForCard): within the author's limits like any
 * message (docs/messagerie.md, « Des limites »), its summary line as the message's text, the
 * conversation created with it and its unread count kept. Resolves with the French refusal
 * (nothing written), or, once posted, whether the caller mails the other member now: unless they
 * muted the conversation or were mailed about it within the hour (cardMailsNow, their `noticedAt`
 * then set here); else the card is left to the ordinary unread notice (docs/messagerie.md, « Non
 * lus et courriels »).
 */
export async function postCard(
  transaction: Transaction,
  db: Firestore,
  post: CardPost,
  card: { authorId: string; author: { createdAt: Date | null }; text: string; kind: 'request' | 'offer'; id: string; createdAt: Timestamp },
): Promise<{ refusal: string; mailNow: false } | { refusal: null; mailNow: boolean }> {
  if (post.current?.closed) return { refusal: CONVERSATION_CLOSED, mailNow: false };
  const { authorId, createdAt } = card;
  const refusal = admit(transaction, db, post.limits, { authorId, opens: !post.current, author: card.author, createdAt });
  if (refusal) return { refusal, mailNow: false };
  const messageRef = collectionOf(db, 'messages', post.conversationId).doc(`${card.kind}-${card.id}`);
  transaction.set(messageRef, {
    id: messageRef.id,
    authorId,
    text: card.text,
    masked: false,
    card: { kind: card.kind, id: card.id },
    createdAt,
  });
  // The request's and the offer's own mails tell the other member, once an hour at most and not when muted (docs/messagerie.md).
  const other = authorId === post.clientId ? post.kookerId : post.clientId;
  const mailNow = cardMailsNow(post.current, other, createdAt.toDate());
  await summarize(transaction, db, post, authorId, card.text, createdAt, { mailedNow: mailNow });
  return { refusal: null, mailNow };
}

export type Delivery = 'delivered' | 'dropped' | 'already' | 'refused';

/** An author's messages all write their counters: a burst of them contends, and the SDK's 5 attempts are too few. */
const MAX_ATTEMPTS = 25;

/**
 * Delivers a message from its author's outbox: once (the message keeps the outbox's id), checked
 * again (member, text), within the author's limits (messageAdmission: a refusal is written on the
 * outbox message, `refused`, for the composer to show), masked while no confirmed or completed
 * booking exists — with the author's messages just before it, when it completes a contact detail
 * begun there — the conversation created with its first message. What a message said is kept in
 * `originals` whenever it holds a contact detail, masked or not: a cancellation may mask it
 * again. A message the rules should have refused is dropped with a log line.
 */
export async function deliverMessage(
  db: Firestore,
  conversationId: string,
  outbox: DocumentReference,
  data: Data,
  author: { createdAt: Date | null },
): Promise<Delivery> {
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
  const conversation = conversationRef(db, conversationId);
  const messageRef = documentOf(db, 'messages', conversationId, outbox.id);
  const limitsRef = messageLimitsRef(db, authorId);
  const result = await db
    .runTransaction(
      async (transaction): Promise<Delivery> => {
        // One round trip for the three: read as stored, then through the model.
        const [currentSnapshot, existing, limits] = await transaction.getAll(
          conversation.withConverter(null),
          messageRef.withConverter(null),
          limitsRef.withConverter(null),
        );
        if (!currentSnapshot || !existing || !limits) throw new Error('Lecture incomplète');
        if (existing.exists) return 'already';
        const current = modelOf('conversations', currentSnapshot);
        // A member deleted their account (docs/messagerie.md): the conversation takes no new message.
        if (current?.closed) {
          transaction.delete(outbox);
          return 'dropped';
        }
        const unmasked = await showsContacts(transaction, db, current, clientId, kookerId);
        const earlier = await earlierRun(transaction, db, conversationId, authorId);

        const refusal = admit(transaction, db, modelOf('messageLimits', limits), { authorId, opens: !current, author, createdAt });
        if (refusal) {
          transaction.update(outbox, { refused: refusal });
          return 'refused';
        }

        // The run masked together: an earlier message a split detail ends in is masked too.
        const masked = maskMessages([...earlier.map((message) => message.original), text]);
        earlier.forEach((message, index) => {
          const version = masked[index];
          if (!version?.masked) return;
          // Kept already as it is now masked: nothing to write again.
          if (message.kept !== version.text)
            transaction.set(documentOf(db, 'originals', conversationId, message.id), {
              id: message.id,
              text: message.original,
              masked: version.text,
            });
          if (!unmasked && message.shown !== version.text) transaction.update(message.ref, { text: version.text, masked: true });
        });
        const mine = masked.at(-1) ?? { text, masked: false };
        const shown = unmasked ? { text, masked: false } : mine;
        transaction.create(messageRef, { id: outbox.id, authorId, text: shown.text, masked: shown.masked, card: null, createdAt });
        if (mine.masked)
          transaction.create(documentOf(db, 'originals', conversationId, outbox.id), { id: outbox.id, text, masked: mine.text });

        await summarize(transaction, db, { conversationId, clientId, kookerId, current, unmasked }, authorId, shown.text, createdAt);
        transaction.delete(outbox);
        return 'delivered';
      },
      { maxAttempts: MAX_ATTEMPTS },
    )
    .catch(async (error: unknown) => {
      // A burst from one author contends for their counters past the retries: that is a flood, refused as one.
      if (!isFirestoreError(error, 'aborted')) throw error;
      await outbox.update({ refused: MESSAGE_LIMIT_REFUSED.minute });
      return 'refused' as const;
    });
  if (result === 'already') await outbox.delete();
  if (result === 'refused') logger.info('Message refusé : limite atteinte', { conversationId, authorId });
  return result;
}

/**
 * A member read the conversation up to its last message (they wrote `readAt`): they leave its
 * unread members, their count goes down, and no email will tell them of it.
 */
export async function applyReadMarker(db: Firestore, conversationId: string, uid: string): Promise<boolean> {
  const conversation = conversationRef(db, conversationId);
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(conversation)).data();
    const unreadFor = current?.unreadFor ?? [];
    const readAt = current?.readAt[uid];
    const lastAt = current?.lastMessage?.at;
    if (!unreadFor.includes(uid) || !readAt || (lastAt && readAt.toMillis() < lastAt.toMillis())) return false;
    transaction.update(conversation, { unreadFor: markRead(transaction, db, conversationId, unreadFor, uid) });
    return true;
  });
}

/** Originals swept in one transaction: few enough to read and rewrite their messages at once. */
const SWEEP_PAGE = 100;

/**
 * A booking between the two was made, cancelled or completed (docs/messagerie.md): whether a
 * confirmed or completed booking exists between them, read with the conversation in one
 * transaction, decides `hasBooking`; a booking opens the conversation if it does not exist yet
 * (the Kooker may write first). When `hasBooking` changed, every message that holds a contact
 * detail shows it, or masks it again, page after page, each page in a transaction that reads
 * `hasBooking` again: a booking made and cancelled at once ends as the last one says.
 */
export async function syncConversationWithBookings(db: Firestore, clientId: string, kookerId: string): Promise<void> {
  if (clientId === kookerId) return;
  const id = conversationIdOf(clientId, kookerId);
  const conversation = conversationRef(db, id);
  const flipped = await db.runTransaction(async (transaction) => {
    const [snapshot, showing] = await Promise.all([transaction.get(conversation), transaction.get(showingBooking(db, clientId, kookerId))]);
    const current = snapshot.data();
    if (!current) {
      if (!showing.empty)
        transaction.create(conversation, { ...(await newConversation(db, clientId, kookerId, Timestamp.now())), hasBooking: true });
      return false;
    }
    if (current.hasBooking === !showing.empty) return false;
    transaction.update(conversation, { hasBooking: !showing.empty });
    return true;
  });
  // Nothing to show or mask again: a new conversation has no message, an unchanged one is as it should be.
  if (!flipped) return;

  const originals = collectionOf(db, 'originals', id).orderBy(FieldPath.documentId()).limit(SWEEP_PAGE);
  let page = await originals.get();
  for (;;) {
    const docs = page.docs;
    if (docs.length > 0) {
      await db.runTransaction(async (transaction) => {
        const show = (await transaction.get(conversation)).data()?.hasBooking === true;
        const messages = await transaction.getAll(...docs.map((original) => documentOf(db, 'messages', id, original.id)));
        messages.forEach((snapshot, index) => {
          const message = snapshot.data();
          const original = docs[index]?.data();
          if (!message || !original) return;
          const said = original.text;
          const hidden = original.masked ?? maskContactDetails(said).text;
          const text = show ? said : hidden;
          if (message.text !== text || message.masked !== !show) transaction.update(snapshot.ref, { text, masked: !show });
        });
      });
    }
    const last = docs.at(-1);
    if (docs.length < SWEEP_PAGE || !last) break;
    page = await originals.startAfter(last).get();
  }

  // The summary's last message, as the thread now shows it.
  await db.runTransaction(async (transaction) => {
    const [current, newest] = await Promise.all([
      transaction.get(conversation),
      transaction.get(collectionOf(db, 'messages', id).orderBy('createdAt', 'desc').limit(1)),
    ]);
    const text = newest.docs[0]?.data().text;
    if (text !== undefined && current.data()?.lastMessage?.text !== text) transaction.update(conversation, { 'lastMessage.text': text });
  });
}

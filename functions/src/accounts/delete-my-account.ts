import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentReference, type Firestore, type Query, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import {
  FORMER_MEMBER_NAME,
  isRecentSignIn,
  STALE_SIGN_IN,
  UNPAID_SHARE_BLOCKS_DELETION,
  UPCOMING_BOOKINGS_BLOCK_DELETION,
  type BlockingBooking,
} from '@kookers/domain/accounts';
import { bookingFromData } from '@kookers/domain/booking';
import { ownContactMessages, type AccountIdentity } from '../contact/own-contact-messages';
import { messageLimitsRef } from '../messaging/conversations';
import { requireSignedIn } from '../shared/guards';
import { answered } from '../shared/parse';
import { callLimitRefs, throttle } from '../shared/throttle';

/** Firestore takes at most 500 writes in a batch; fewer keeps each commit small. */
const BATCH_SIZE = 400;

/**
 * Deletes the caller's account (docs/produit.md, « Compte » ; docs/modele-de-donnees.md,
 * « Suppression d'un compte »): refused unless the sign-in is recent (the browser asks the
 * password again just before), refused with the list while a confirmed booking of theirs has not
 * ended, on either side, or, as a Kooker, has ended without their share paid yet. Otherwise, in an order that a failure midway can only leave retryable:
 * the Kooker profile paused (nobody books it any more), the bookings, reviews and conversations
 * the other party keeps anonymised, then the account's own documents deleted, the Auth user last.
 * A retried call finishes the work. Only the caller's own account: the callable takes no argument.
 */
export const deleteMyAccount = onCall((request) =>
  answered(
    async () => {
      const now = new Date();
      if (request.auth) await throttle(getFirestore(), request.auth.uid, 'deleteMyAccount', now);
      return deleteMyAccountCall(getFirestore(), getAuth(), request, now);
    },
    (message, error) => logger.error(message, { function: 'deleteMyAccount', error: String(error) }),
  ),
);

/** The callable's work, for a request's session, at `now`. */
export async function deleteMyAccountCall(
  db: Firestore,
  auth: Auth,
  request: Pick<CallableRequest<unknown>, 'auth'>,
  now: Date,
): Promise<{ deleted: true }> {
  const { uid, authTime } = requireSignedIn(request);
  if (!isRecentSignIn(authTime, now)) throw new HttpsError('failed-precondition', STALE_SIGN_IN, { reason: 'stale-sign-in' });
  await pauseUnlessBooked(db, uid, now);
  await anonymise(db, uid);
  // A retried call after the Auth user was deleted: no address left to match.
  const identity: AccountIdentity = await auth.getUser(uid).then(
    (user) => ({ uid, email: user.email ?? null, emailVerified: user.emailVerified }),
    () => ({ uid, email: null, emailVerified: false }),
  );
  await deleteOwnDocuments(db, identity, now);
  await auth.deleteUser(uid).catch((error: unknown) => {
    // A retried call after the user was deleted: the work is done.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  });
  logger.info('Compte supprimé', { uid });
  return { deleted: true };
}

/**
 * In one transaction: the confirmed bookings of the caller that have not ended as a client, and
 * every confirmed booking as a Kooker — one that has ended still owes them their share until the
 * hourly completion pays it —, refuse the deletion with their list (nothing written); otherwise
 * their Kooker profile, if published, is paused, so that no booking can be made with them while
 * the rest is deleted (createBooking reads the profile in its own transaction).
 */
async function pauseUnlessBooked(db: Firestore, uid: string, now: Date): Promise<void> {
  const confirmed = (field: 'clientId' | 'kookerId') =>
    db.collection('bookings').where(field, '==', uid).where('status', '==', 'confirmed');
  const kookerRef = db.collection('kookers').doc(uid);
  await db.runTransaction(async (transaction) => {
    const [asClient, asKooker, kooker] = await Promise.all([
      transaction.get(confirmed('clientId').where('endAt', '>', Timestamp.fromDate(now))),
      transaction.get(confirmed('kookerId')),
      transaction.get(kookerRef),
    ]);
    const blocking: BlockingBooking[] = [
      ...asClient.docs.map((doc) => {
        const booking = bookingFromData(doc.id, doc.data());
        const other = `${booking.kooker.firstName} ${booking.kooker.lastName}`.trim();
        return {
          id: doc.id,
          date: booking.date,
          time: booking.time,
          service: booking.service.name,
          otherParty: other,
          role: 'client' as const,
          unpaid: false,
        };
      }),
      ...asKooker.docs.map((doc) => {
        const booking = bookingFromData(doc.id, doc.data());
        return {
          id: doc.id,
          date: booking.date,
          time: booking.time,
          service: booking.service.name,
          otherParty: booking.clientName,
          role: 'kooker' as const,
          unpaid: (booking.endAt?.toMillis() ?? 0) <= now.getTime(),
        };
      }),
    ].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
    if (blocking.length > 0) {
      const onlyUnpaid = blocking.every((booking) => booking.unpaid);
      throw new HttpsError('failed-precondition', onlyUnpaid ? UNPAID_SHARE_BLOCKS_DELETION : UPCOMING_BOOKINGS_BLOCK_DELETION, {
        reason: onlyUnpaid ? 'unpaid-share' : 'upcoming-bookings',
        bookings: blocking,
      });
    }
    if (kooker.get('published') === true) transaction.update(kookerRef, { published: false });
  });
}

/** Writes `updates` in batches of BATCH_SIZE. */
async function commitAll(db: Firestore, writes: Array<(batch: WriteBatch) => void>): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) write(batch);
    await batch.commit();
  }
}

/**
 * What the other party keeps, without the caller's name or contacts: their bookings as a client
 * (name, contact, their address when the service took place at theirs, their note to the Kooker)
 * and the reviews of those bookings; their bookings as a Kooker (name, city, phone, their address
 * when it took place at theirs); their conversations (name, photo; closed to new messages).
 * Rewriting the same values again is harmless: a retry does it again.
 */
async function anonymise(db: Firestore, uid: string): Promise<void> {
  const [asClient, asKooker, conversations] = await Promise.all([
    db.collection('bookings').where('clientId', '==', uid).get(),
    db.collection('bookings').where('kookerId', '==', uid).get(),
    db.collection('conversations').where('members', 'array-contains', uid).get(),
  ]);
  const reviews = asClient.empty ? [] : await db.getAll(...asClient.docs.map((booking) => db.collection('reviews').doc(booking.id)));
  const writes: Array<(batch: WriteBatch) => void> = [];
  for (const booking of asClient.docs) {
    const atClient = booking.get('place.location') !== 'kooker';
    writes.push((batch) =>
      batch.update(booking.ref, {
        clientName: FORMER_MEMBER_NAME,
        'contacts.client': { firstName: '', lastName: '', phone: '' },
        'dietary.note': '',
        ...(atClient ? { 'place.address': '' } : {}),
      }),
    );
  }
  // The author's name only: the rating and the words stay, so the Kooker's rating does not move.
  for (const review of reviews) if (review.exists) writes.push((batch) => batch.update(review.ref, { author: FORMER_MEMBER_NAME }));
  for (const booking of asKooker.docs) {
    const atKooker = booking.get('place.location') === 'kooker';
    writes.push((batch) =>
      batch.update(booking.ref, {
        kooker: { firstName: FORMER_MEMBER_NAME, lastName: '', city: '' },
        'contacts.kookerPhone': '',
        ...(atKooker ? { 'place.address': '' } : {}),
      }),
    );
  }
  for (const conversation of conversations.docs) {
    const asTheClient = conversation.get('clientId') === uid;
    const unreadFor = ((conversation.get('unreadFor') as string[] | undefined) ?? []).filter((member) => member !== uid);
    writes.push((batch) =>
      batch.update(conversation.ref, {
        ...(asTheClient ? { clientName: FORMER_MEMBER_NAME } : { kookerName: FORMER_MEMBER_NAME, kookerImage: null }),
        unreadFor,
        closed: true,
      }),
    );
  }
  await commitAll(db, writes);
}

/** Deletes every document of `query`, in batches. */
async function deleteQuery(db: Firestore, query: Query): Promise<void> {
  const found = await query.get();
  await commitAll(
    db,
    found.docs.map((doc) => (batch) => batch.delete(doc.ref)),
  );
}

/**
 * The account's own documents (docs/modele-de-donnees.md, « Suppression d'un compte »): the
 * Kooker profile and its services first (the public page goes), then photos, counters, slots,
 * calendar secret, private profile, unread counts, pending notices and messages, contact
 * messages (ownContactMessages), and the mails sent to its address — only a verified one: an
 * account opened with someone else's address must not erase what was sent to its owner.
 */
async function deleteOwnDocuments(db: Firestore, identity: AccountIdentity, now: Date): Promise<void> {
  const { uid, email, emailVerified } = identity;
  const kookerRef = db.collection('kookers').doc(uid);
  await deleteQuery(db, kookerRef.collection('services'));
  await kookerRef.delete();
  const conversations = await db.collection('conversations').where('members', 'array-contains', uid).get();
  for (const conversation of conversations.docs) {
    // Nothing of theirs waits to be delivered, and what was masked stays masked (no booking can follow).
    await deleteQuery(db, conversation.ref.collection('outbox').where('authorId', '==', uid));
    await deleteQuery(db, conversation.ref.collection('originals'));
  }
  const own: DocumentReference[] = [
    db.collection('imageQuotas').doc(uid),
    db.collection('availability').doc(uid),
    db.collection('calendarFeeds').doc(uid),
    db.collection('users').doc(uid),
    db.collection('inboxes').doc(uid),
    messageLimitsRef(db, uid),
    ...callLimitRefs(db, uid, now),
  ];
  await Promise.all([
    deleteQuery(db, db.collection('images').where('ownerId', '==', uid).select()),
    deleteQuery(db, db.collection('slotLocks').where('kookerId', '==', uid)),
    deleteQuery(db, db.collection('messageNotices').where('uid', '==', uid)),
    email && emailVerified ? deleteQuery(db, db.collection('mail').where('to', '==', email)) : Promise.resolve(),
    ownContactMessages(db, identity).then((messages) =>
      commitAll(
        db,
        messages.map((message) => (batch) => batch.delete(message.ref)),
      ),
    ),
    commitAll(
      db,
      own.map((ref) => (batch) => batch.delete(ref)),
    ),
  ]);
}

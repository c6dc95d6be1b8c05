import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { moneyBlockingDeletion } from '@kookers/domain/money';
import {
  isRecentSignIn,
  STALE_SIGN_IN,
  UNPAID_SHARE_BLOCKS_DELETION,
  UPCOMING_BOOKINGS_BLOCK_DELETION,
  type BlockingBooking,
} from '@kookers/domain/accounts';
import { parentCollection, personalData, type CollectionName, type DeletePart } from '@kookers/domain/data';
import { taxRetainUntil } from '@kookers/domain/tax';
import type { AccountIdentity } from '../contact/own-contact-messages';
import { collectionOf, documentOf } from '../shared/db';
import { requireSignedIn } from '../shared/guards';
import { answered } from '../shared/parse';
import { throttle } from '../shared/throttle';
import { partsOf, personalDocuments, type Found, type Sought } from './personal-documents';

/** Firestore takes at most 500 writes in a batch; fewer keeps each commit small. */
const BATCH_SIZE = 400;

/**
 * Deletes the caller's account (docs/produit.md, « Compte » ; docs/modele-de-donnees.md,
 * « Données personnelles d'un compte »): refused unless the sign-in is recent (the browser asks
 * the password again just before), refused with the list while a confirmed booking of theirs has
 * not ended, on either side, or, as a Kooker, has ended without their share paid yet; refused too
 * while money of theirs is still moving (moneyBlockingDeletion, domain/src/money/balance.ts: a
 * Kooker's shares held or available, an amount they owe, a booking awaiting its payment or a
 * movement the processor has not settled, on either side). Otherwise,
 * in an order that a failure midway can only leave retryable: the Kooker profile paused (nobody
 * books it any more), the tax data kept for the DAC7 report (keepTaxData), then what the personal data registry (domain/src/data/personal-data.ts)
 * says of each collection — what the others keep anonymised, then the account's own documents
 * deleted —, the Auth user last. A retried call finishes the work. Only the caller's own account:
 * the callable takes no argument.
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
  // A retried call after the Auth user was deleted: no address left to match.
  const identity: AccountIdentity = await auth.getUser(uid).then(
    (user) => ({ uid, email: user.email ?? null, emailVerified: user.emailVerified }),
    () => ({ uid, email: null, emailVerified: false }),
  );
  const find = personalDocuments(db, { ...identity, now }, sought);
  await keepTaxData(db, uid, now);
  await anonymise(db, uid, find);
  await deleteOwnDocuments(db, find);
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
 * hourly completion pays it —, refuse the deletion with their list (nothing written); so does
 * their money still moving (all their bookings, on both sides, and their payout account, read in
 * full: a member has a few hundred at most, and no composite index is needed); otherwise
 * their Kooker profile, if published, is paused, so that no booking can be made with them while
 * the rest is deleted (createBooking reads the profile in its own transaction).
 */
async function pauseUnlessBooked(db: Firestore, uid: string, now: Date): Promise<void> {
  const confirmed = (field: 'clientId' | 'kookerId') =>
    collectionOf(db, 'bookings').where(field, '==', uid).where('status', '==', 'confirmed');
  const kookerRef = documentOf(db, 'kookers', uid);
  const all = (field: 'clientId' | 'kookerId') => collectionOf(db, 'bookings').where(field, '==', uid);
  await db.runTransaction(async (transaction) => {
    const [asClient, asKooker, kooker, allAsClient, allAsKooker, payoutAccount] = await Promise.all([
      transaction.get(confirmed('clientId').where('endAt', '>', Timestamp.fromDate(now))),
      transaction.get(confirmed('kookerId')),
      transaction.get(kookerRef),
      transaction.get(all('clientId')),
      transaction.get(all('kookerId')),
      transaction.get(documentOf(db, 'payoutAccounts', uid)),
    ]);
    const blocking: BlockingBooking[] = [
      ...asClient.docs.map((doc) => {
        const booking = doc.data();
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
        const booking = doc.data();
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
    const money = moneyBlockingDeletion(
      allAsClient.docs.map((doc) => doc.data()),
      allAsKooker.docs.map((doc) => doc.data()),
      payoutAccount.data()?.owed ?? 0,
    );
    if (money) throw new HttpsError('failed-precondition', money.message, { reason: money.reason });
    if (kooker.get('published') === true) transaction.update(kookerRef, { published: false });
  });
}

/**
 * The tax data is kept for the DAC7 report (domain/src/data/personal-data.ts, taxProfiles): marked
 * deleted, with the day until which it is kept (taxRetainUntil) and a copy of the payout account,
 * which goes with the account. A Kooker who gave no tax data but a payout account keeps that copy
 * alone: the report still names them. Before the payout account is deleted; a retried call keeps
 * the first deletion's date and copy.
 */
async function keepTaxData(db: Firestore, uid: string, now: Date): Promise<void> {
  const profileRef = documentOf(db, 'taxProfiles', uid);
  const accountRef = documentOf(db, 'payoutAccounts', uid);
  await db.runTransaction(async (transaction) => {
    const [profile, account] = [(await transaction.get(profileRef)).data(), (await transaction.get(accountRef)).data()];
    if (!profile && !account?.accountId) return;
    const deletedAt = profile?.accountDeletedAt?.toDate() ?? now;
    const kept = account?.accountId
      ? { accountId: account.accountId, holder: account.holder, ibanHint: account.ibanHint }
      : (profile?.payoutAccount ?? null);
    const marks = { accountDeletedAt: Timestamp.fromDate(deletedAt), retainUntil: taxRetainUntil(deletedAt), payoutAccount: kept };
    if (profile) transaction.update(profileRef.withConverter(null), marks);
    else
      transaction.set(profileRef.withConverter(null), {
        firstNames: '',
        lastName: '',
        birthDate: '',
        street: '',
        postalCode: '',
        city: '',
        country: '',
        tin: '',
        complete: false,
        createdAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
        ...marks,
      });
  });
}

/** Writes `writes` in batches of BATCH_SIZE. */
async function commitAll(db: Firestore, writes: Array<(batch: WriteBatch) => void>): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) write(batch);
    await batch.commit();
  }
}

/** The registry's delete parts, each with what it reads: the whole document to anonymise, its reference to delete. */
const sought: Array<Sought & { part: DeletePart }> = partsOf((name) => personalData[name].delete).map(({ collection, part }) => ({
  collection,
  part,
  reading: part.action === 'delete' ? 'reference' : {},
}));

type Find = (sought: Sought) => Promise<Found[]>;

/**
 * What the others keep, rewritten by the registry's `anonymise` parts (the caller's name and
 * contacts on bookings, reviews and conversations), all in the same batches. Rewriting the same
 * values again is harmless: a retry does it again.
 */
async function anonymise(db: Firestore, uid: string, find: Find): Promise<void> {
  const parts = sought.filter(({ part }) => part.action === 'anonymise');
  const found = await Promise.all(parts.map(find));
  const writes = parts.flatMap(({ part }, index) =>
    part.action === 'anonymise'
      ? (found[index] ?? []).flatMap(({ ref, snapshot }) => {
          const data = snapshot?.data();
          return data ? [(batch: WriteBatch) => batch.update(ref, part.rewrite(data, uid))] : [];
        })
      : [],
  );
  await commitAll(db, writes);
}

/**
 * The account's own documents, those of the registry's `delete` parts. A collection others are
 * found under goes with them first: its subcollections, then itself — the Kooker's services, then
 * their profile (the public page goes); the caller's pending messages and the originals of their
 * conversations. Then everything else at once.
 */
async function deleteOwnDocuments(db: Firestore, find: Find): Promise<void> {
  const parts = sought.filter(({ part }) => part.action === 'delete');
  const erase = async (some: typeof parts) => {
    const refs = (await Promise.all(some.map(find))).flat().map(({ ref }) => ref);
    await commitAll(
      db,
      refs.map((ref) => (batch) => batch.delete(ref)),
    );
  };
  const families = [...new Set(parts.flatMap(({ collection }) => parentCollection(collection) ?? []))];
  const inFamily = (name: CollectionName, family: CollectionName) => name === family || parentCollection(name) === family;
  for (const family of families) {
    for (const part of parts.filter(({ collection }) => parentCollection(collection) === family)) await erase([part]);
    await erase(parts.filter(({ collection }) => collection === family));
  }
  await erase(parts.filter(({ collection }) => !families.some((family) => inFamily(collection, family))));
}

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { REVIEW_LIMITS, REVIEW_ANSWER_MAX, REVIEW_COMMENT_MIN, reviewAuthorName } from '@kookers/domain/kookers';
import { describe, expect, it } from 'vitest';
import { seedWorld } from './fixtures';
import { dbAs, UID } from './roles';
import { useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const review = (extra: Record<string, unknown> = {}) => ({
  kookerId: UID.kooker,
  author: 'Camille M.',
  rating: 5,
  comment: 'Un moment délicieux, merci Kenza !',
  type: 'Atelier tajine',
  date: serverTimestamp(),
  ...extra,
});

async function write(bookingId: string, data: Record<string, unknown>) {
  // Each attempt starts from the same world.
  await environment().clearFirestore();
  await seedWorld(environment());
  return setDoc(doc(dbAs(environment(), 'client'), documentPath('reviews', bookingId)), data);
}

describe(collectionPath('reviews'), () => {
  it('takes ratings from 1 to 5 stars, in whole stars', async () => {
    await assertSucceeds(write('b-done', review({ rating: 1 })));
    await assertSucceeds(write('b-done', review({ rating: 5, comment: 'c'.repeat(REVIEW_LIMITS.commentMax) })));
    for (const rating of [REVIEW_LIMITS.ratingMin - 1, REVIEW_LIMITS.ratingMax + 1, 4.5, '5'])
      await assertFails(write('b-done', review({ rating })));
  });

  it('bounds the comment and needs an author name', async () => {
    await assertFails(write('b-done', review({ comment: 'c'.repeat(REVIEW_LIMITS.commentMax + 1) })));
    await assertFails(write('b-done', review({ author: '' })));
    await assertFails(write('b-done', review({ author: 'a'.repeat(REVIEW_LIMITS.authorMax + 1) })));
  });

  it('refuses a review of a booking that is not completed, or does not exist', async () => {
    await assertFails(write('b-open', review()));
    await assertFails(write('b-missing', review()));
  });

  it('refuses a review that misnames the Kooker or the service', async () => {
    await assertFails(write('b-done', review({ kookerId: UID.otherKooker })));
    await assertFails(write('b-done', review({ type: 'Cours de sushi' })));
  });

  it('allows one review per booking: a second one is refused', async () => {
    await assertFails(write('b-old', review()));
  });

  it('refuses a new review on a booking whose review Kookers’ team hid (its copy marked hidden), not on one an operator deleted', async () => {
    const copy = { rating: 1, comment: 'Un avis injurieux.', date: Timestamp.now(), answer: null, answeredAt: null };
    const withCopy = async (hidden: boolean | null) => {
      await environment().clearFirestore();
      await seedWorld(environment());
      await environment().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        await updateDoc(doc(db, documentPath('bookings', 'b-done')), { review: hidden === null ? null : { ...copy, hidden } });
      });
      return setDoc(doc(dbAs(environment(), 'client'), documentPath('reviews', 'b-done')), review());
    };
    await assertFails(withCopy(true));
    await assertSucceeds(withCopy(null));
  });

  it('keeps every account id out of a review, which anyone reads: one naming its author is refused', async () => {
    await assertFails(write('b-done', review({ authorId: UID.client })));
    await assertFails(write('b-done', review({ clientId: UID.client })));
    await assertSucceeds(write('b-done', review()));
  });

  it('refuses extra fields and a client date', async () => {
    await assertFails(write('b-done', review({ verified: true })));
    await assertFails(write('b-done', review({ date: Timestamp.fromDate(new Date('2020-01-01')) })));
  });

  it('signs a review with the author’s own name, never another', async () => {
    // Camille Martin's profile: "Camille M.".
    for (const author of ['Équipe Kookers', 'Camille', 'Camille Martin', 'Kenza B.', ''])
      await assertFails(write('b-done', review({ author })));
    await assertSucceeds(write('b-done', review({ author: reviewAuthorName('Camille', 'Martin') })));
  });

  it('needs a comment of at least 10 characters that is not blank', async () => {
    await assertFails(write('b-done', review({ comment: 'Bien.' })));
    await assertFails(write('b-done', review({ comment: ' '.repeat(REVIEW_COMMENT_MIN + 2) })));
    await assertSucceeds(write('b-done', review({ comment: 'c'.repeat(REVIEW_COMMENT_MIN) })));
  });

  it('refuses the booking’s client while their email is not verified', async () => {
    await seedWorld(environment());
    const unverified = environment().authenticatedContext(UID.client, { email_verified: false }).firestore();
    await assertFails(setDoc(doc(unverified, documentPath('reviews', 'b-done')), review()));
  });
});

describe('reviews: the Kooker’s answer', () => {
  const answer = (role: 'kooker' | 'otherKooker' | 'client', fields: Record<string, unknown>) =>
    updateDoc(doc(dbAs(environment(), role), documentPath('reviews', 'b-old')), fields);

  it('lets the Kooker of the review answer it once', async () => {
    await seedWorld(environment());
    await assertSucceeds(answer('kooker', { answer: 'Merci Camille, à bientôt !', answeredAt: serverTimestamp() }));
    await assertFails(answer('kooker', { answer: 'Je change d’avis.', answeredAt: serverTimestamp() }));
  });

  it('refuses an answer from anyone else, a blank or too long one, a client date, or a change of the review', async () => {
    await seedWorld(environment());
    await assertFails(answer('otherKooker', { answer: 'Merci !', answeredAt: serverTimestamp() }));
    await assertFails(answer('client', { answer: 'Merci !', answeredAt: serverTimestamp() }));
    await assertFails(answer('kooker', { answer: '   ', answeredAt: serverTimestamp() }));
    await assertFails(answer('kooker', { answer: 'a'.repeat(REVIEW_ANSWER_MAX + 1), answeredAt: serverTimestamp() }));
    await assertFails(answer('kooker', { answer: 'Merci !', answeredAt: Timestamp.fromDate(new Date('2020-01-01')) }));
    await assertFails(answer('kooker', { answer: 'Merci !', answeredAt: serverTimestamp(), rating: 1 }));
    await assertSucceeds(answer('kooker', { answer: 'a'.repeat(REVIEW_ANSWER_MAX), answeredAt: serverTimestamp() }));
  });
});

describe('bookings: the contact details inside', () => {
  it('lets only the two parties read a booking’s phones, full name and allergies', async () => {
    await seedWorld(environment());
    for (const role of ['client', 'kooker'] as const) {
      const booking = await assertSucceeds(getDoc(doc(dbAs(environment(), role), documentPath('bookings', 'b-open'))));
      expect(booking.get('contacts.client.phone')).toBe('06 12 34 56 78');
      expect(booking.get('contacts.kookerPhone')).toBe('07 81 22 43 65');
    }
    for (const role of ['otherClient', 'otherKooker', 'unverified', 'visitor'] as const)
      await assertFails(getDoc(doc(dbAs(environment(), role), documentPath('bookings', 'b-open'))));
  });
});

describe('bookings: lists', () => {
  it('lets the client list their bookings and the Kooker the bookings made with them', async () => {
    await seedWorld(environment());
    await assertSucceeds(
      getDocs(query(collection(dbAs(environment(), 'client'), collectionPath('bookings')), where('clientId', '==', UID.client))),
    );
    await assertSucceeds(
      getDocs(query(collection(dbAs(environment(), 'kooker'), collectionPath('bookings')), where('kookerId', '==', UID.kooker))),
    );
  });

  it('refuses to list someone else’s bookings', async () => {
    await seedWorld(environment());
    await assertFails(
      getDocs(query(collection(dbAs(environment(), 'otherClient'), collectionPath('bookings')), where('clientId', '==', UID.client))),
    );
    await assertFails(
      getDocs(query(collection(dbAs(environment(), 'visitor'), collectionPath('bookings')), where('kookerId', '==', UID.kooker))),
    );
  });
});

// The seed data must be data the app itself could have written: for every seeded Kooker, its
// pictures and its profile (onboarding step by step, then 'Terminer') go through firestore.rules
// as the Kooker's browser would send them, and every review goes through as its author's, once
// the completed booking exists.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { bookingToData, imageToData, kookerToData, reviewToData, type Booking, type KookerProfile } from '@kookers/domain/model';
import { doc, type Firestore, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { profileWrites } from '@kookers/domain/onboarding';
import { describe, it } from 'vitest';
import { buildSeed } from '../../scripts/seed/build';
import { DEMO_CLIENT } from '../../scripts/seed/kookers';
import { useRulesEnvironment } from '../rules/rules-environment';

const environment = useRulesEnvironment();

const seed = buildSeed({ now: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`), stamp: (date) => Timestamp.fromDate(date) });

/** Kept by functions or set by becomeKooker, never sent by the app (updatedAt goes as the server time). */
const FUNCTION_FIELDS = ['rating', 'reviewCount', 'minPricePerPerson', 'searchTokens', 'cityKey', 'createdAt', 'updatedAt'];

function asKooker(uid: string): Firestore {
  return environment().authenticatedContext(uid, { email: `${uid}@example.fr`, email_verified: true, isKooker: true }).firestore() as unknown as Firestore;
}

function asClient(uid: string): Firestore {
  return environment().authenticatedContext(uid, { email: `${uid}@example.fr`, email_verified: true }).firestore() as unknown as Firestore;
}

/** Writes with the rules off, as the functions (Admin SDK) would. */
async function asFunctions(write: (db: Firestore) => Promise<void>): Promise<void> {
  await environment().withSecurityRulesDisabled((context) => write(context.firestore() as unknown as Firestore));
}

/** The draft profile becomeKooker creates. */
async function becomeKooker(uid: string): Promise<void> {
  await asFunctions((db) => setDoc(doc(db, 'kookers', uid), { published: false, createdAt: Timestamp.now(), updatedAt: Timestamp.now() }));
}

async function seedBookings(bookings: Booking[]): Promise<void> {
  await asFunctions(async (db) => {
    for (const booking of bookings) await setDoc(doc(db, 'bookings', booking.id), bookingToData(booking));
  });
}

/** The owner's writes that turn the draft into the seeded profile. */
// The app's own sequence (domain/src/onboarding.ts): one step per write, the services on their
// own (the rules' 1000-expression budget, docs/decisions/004), then 'Terminer' publishes.
function onboardingWrites(kooker: KookerProfile): Array<Record<string, unknown>> {
  const writes = profileWrites(kooker);
  const sent = writes.flatMap((write) => Object.keys(write));
  const missing = Object.keys(kookerToData(kooker)).filter((key) => !FUNCTION_FIELDS.includes(key) && !sent.includes(key));
  if (missing.length > 0) throw new Error(`Fields the onboarding never writes: ${missing.join(', ')}`);
  return writes.map((write) => ({ ...write, updatedAt: serverTimestamp() }));
}

describe('seed data, written from the app through the security rules', () => {
  for (const kooker of seed.kookers) {
    it(`${kooker.firstName} ${kooker.lastName} (${kooker.city}): pictures, published profile and reviews`, async () => {
      await becomeKooker(kooker.id);
      const db = asKooker(kooker.id);

      const images = seed.images.filter((image) => image.ownerId === kooker.id);
      for (const image of images) {
        const { createdAt: _createdAt, ...fields } = imageToData(image);
        await assertSucceeds(setDoc(doc(db, 'images', image.id), { ...fields, createdAt: serverTimestamp() }));
      }

      for (const fields of onboardingWrites(kooker)) await assertSucceeds(updateDoc(doc(db, 'kookers', kooker.id), fields));

      const bookings = seed.bookings.filter((booking) => booking.kookerId === kooker.id);
      await seedBookings(bookings);
      for (const review of seed.reviews.filter((candidate) => candidate.kookerId === kooker.id)) {
        const { date: _date, ...fields } = reviewToData(review);
        await assertSucceeds(setDoc(doc(asClient(review.authorId), 'reviews', review.id), { ...fields, date: serverTimestamp() }));
      }
    });
  }

  it('lets the demo client review its completed bookings, not the ones to come', async () => {
    const reviewed = new Set(seed.reviews.map((review) => review.id));
    const pending = seed.bookings.filter((booking) => booking.clientId === DEMO_CLIENT.uid && !reviewed.has(booking.id));
    const user = seed.users.find((candidate) => candidate.id === DEMO_CLIENT.uid);
    if (!user) throw new Error('The demo client has no private profile.');
    await seedBookings(pending);
    const db = asClient(DEMO_CLIENT.uid);
    for (const booking of pending) {
      const review = {
        kookerId: booking.kookerId,
        authorId: DEMO_CLIENT.uid,
        author: `${user.firstName} ${user.lastName.charAt(0)}.`,
        rating: 5,
        comment: 'Super moment, merci !',
        type: booking.service.name,
        date: serverTimestamp(),
      };
      const write = setDoc(doc(db, 'reviews', booking.id), review);
      await (booking.status === 'completed' ? assertSucceeds(write) : assertFails(write));
    }
  });
});

// The seed data must be data the app itself could have written: for every seeded Kooker, its
// pictures (each upload in a batch with its quota step), its services, and its profile
// (onboarding step by step, then 'Terminer') go through firestore.rules as the Kooker's browser
// would send them, and every review goes through as its author's, once the completed booking
// exists. What functions write (becomeKooker's draft and quota, bookings) goes with the rules off.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { bookingToData, type Booking } from '@kookers/domain/booking';
import { documentPath } from '@kookers/domain/data';
import {
  imageQuotaToData,
  imageToData,
  kookerToData,
  reviewToData,
  serviceToData,
  type KookerProfile,
  reviewAuthorName,
  profileWrites,
  newKookerProfile,
} from '@kookers/domain/kookers';
import { userToData } from '@kookers/domain/accounts';
import { doc, type Firestore, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { buildSeed, servicesCollectionOf } from '../../scripts/seed/build';
import { DEMO_CLIENT } from '../../scripts/seed/kookers';
import { useRulesEnvironment } from '../rules/rules-environment';
import { SEED_PROJECT_ID } from '../support/emulators';

const environment = useRulesEnvironment(SEED_PROJECT_ID);

// Awaited here, at the top: one test is declared per seeded Kooker.
const seed = await buildSeed({
  now: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`),
  stamp: (date) => Timestamp.fromDate(date),
});

/** Kept by functions or set by becomeKooker, never sent by the app (updatedAt goes as the server time). */
const FUNCTION_FIELDS = [
  'rating',
  'reviewCount',
  'minPricePerPerson',
  'searchTokens',
  'location',
  'reach',
  'searchFacets',
  'availabilityFacets',
  'nextFreeSlotAt',
  // The identity step's (setLegalStatus, confirmPhoneVerification, declareInsurance).
  'legalStatus',
  'phoneVerifiedAt',
  'phoneVerifiedOn',
  'insuranceValidUntil',
  'insuranceEndsAt',
  'createdAt',
  'updatedAt',
];

function asKooker(uid: string): Firestore {
  return environment()
    .authenticatedContext(uid, { email: `${uid}@example.fr`, email_verified: true, isKooker: true })
    .firestore() as unknown as Firestore;
}

function asClient(uid: string): Firestore {
  return environment()
    .authenticatedContext(uid, { email: `${uid}@example.fr`, email_verified: true })
    .firestore() as unknown as Firestore;
}

/** Writes with the rules off, as the functions (Admin SDK) would. */
async function asFunctions<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await environment().withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

/**
 * The draft profile and the empty image quota becomeKooker creates, and what the identity step's
 * functions write on it (docs/produit.md, « Qui est le Kooker »).
 */
async function becomeKooker(kooker: KookerProfile): Promise<void> {
  const uid = kooker.id;
  const { legalStatus, phoneVerifiedAt, phoneVerifiedOn, insuranceValidUntil, insuranceEndsAt } = kooker;
  const checks = { legalStatus, phoneVerifiedAt, phoneVerifiedOn, insuranceValidUntil, insuranceEndsAt };
  await asFunctions(async (db) => {
    await setDoc(doc(db, documentPath('kookers', uid)), {
      ...kookerToData(newKookerProfile(uid)),
      ...checks,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await setDoc(doc(db, documentPath('imageQuotas', uid)), { count: 0, image: '' });
  });
}

async function seedBookings(bookings: Booking[]): Promise<void> {
  await asFunctions(async (db) => {
    for (const booking of bookings) await setDoc(doc(db, documentPath('bookings', booking.id)), bookingToData(booking));
  });
}

/** The clients' own profiles (written by each from 'Mon profil'): the rules sign a review with its author's name. */
async function seedClients(uids: string[]): Promise<void> {
  await asFunctions(async (db) => {
    for (const user of seed.users.filter((candidate) => uids.includes(candidate.id)))
      await setDoc(doc(db, documentPath('users', user.id)), userToData(user));
  });
}

/** The owner's writes that turn the draft into the seeded profile. */
// The app's own sequence (domain/src/kookers/onboarding.ts): one write per step, then 'Terminer' publishes.
function onboardingWrites(kooker: KookerProfile): Array<Record<string, unknown>> {
  const writes = profileWrites(kooker);
  const sent = writes.flatMap((write) => Object.keys(write));
  const missing = Object.keys(kookerToData(kooker)).filter((key) => !FUNCTION_FIELDS.includes(key) && !sent.includes(key));
  if (missing.length > 0) throw new Error(`Fields the onboarding never writes: ${missing.join(', ')}`);
  return writes.map((write) => ({ ...write, updatedAt: serverTimestamp() }));
}

/** A review's author: the client of the booking it reviews (a review names no account). */
function clientOf(review: { id: string }): string {
  const booking = seed.bookings.find((candidate) => candidate.id === review.id);
  if (!booking) throw new Error(`The review ${review.id} reviews no booking.`);
  return booking.clientId;
}

describe('seed data, written from the app through the security rules', () => {
  for (const kooker of seed.kookers) {
    it(`${kooker.firstName} ${kooker.lastName} (${kooker.city}): pictures, services, published profile and reviews`, async () => {
      await becomeKooker(kooker);
      const db = asKooker(kooker.id);

      // Each upload steps the quota by one, naming the new image, in the same batch.
      const images = seed.images.filter((image) => image.ownerId === kooker.id);
      for (const [index, image] of images.entries()) {
        const { createdAt: _createdAt, ...fields } = imageToData(image);
        const batch = writeBatch(db);
        batch.set(doc(db, documentPath('images', image.id)), { ...fields, createdAt: serverTimestamp() });
        batch.update(doc(db, documentPath('imageQuotas', kooker.id)), { count: index + 1, image: image.id });
        await assertSucceeds(batch.commit());
      }
      const quota = seed.imageQuotas.find((candidate) => candidate.id === kooker.id);
      if (!quota) throw new Error(`No image quota for ${kooker.id}`);
      const savedQuota = await asFunctions(async (admin) => (await getDoc(doc(admin, documentPath('imageQuotas', kooker.id)))).data());
      expect(savedQuota).toEqual(imageQuotaToData(quota));

      // Each service saved from its modal.
      for (const service of seed.services[kooker.id] ?? []) {
        const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = serviceToData(service);
        await assertSucceeds(
          setDoc(doc(db, servicesCollectionOf(kooker.id), service.id), {
            ...fields,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          }),
        );
      }

      for (const fields of onboardingWrites(kooker)) await assertSucceeds(updateDoc(doc(db, documentPath('kookers', kooker.id)), fields));

      const bookings = seed.bookings.filter((booking) => booking.kookerId === kooker.id);
      await seedBookings(bookings);
      const reviews = seed.reviews.filter((candidate) => candidate.kookerId === kooker.id);
      await seedClients(reviews.map(clientOf));
      for (const review of reviews) {
        // The client sends no answer: only the Kooker writes one, later.
        const { date: _date, answer: _answer, answeredAt: _answeredAt, ...fields } = reviewToData(review);
        await assertSucceeds(
          setDoc(doc(asClient(clientOf(review)), documentPath('reviews', review.id)), { ...fields, date: serverTimestamp() }),
        );
      }
    });
  }

  it('lets the demo client review its completed bookings, not the ones to come', async () => {
    const reviewed = new Set(seed.reviews.map((review) => review.id));
    const pending = seed.bookings.filter((booking) => booking.clientId === DEMO_CLIENT.uid && !reviewed.has(booking.id));
    const user = seed.users.find((candidate) => candidate.id === DEMO_CLIENT.uid);
    if (!user) throw new Error('The demo client has no private profile.');
    await seedBookings(pending);
    await seedClients([DEMO_CLIENT.uid]);
    const db = asClient(DEMO_CLIENT.uid);
    for (const booking of pending) {
      const review = {
        kookerId: booking.kookerId,
        author: reviewAuthorName(user.firstName, user.lastName),
        rating: 5,
        comment: 'Super moment, merci !',
        type: booking.service.name,
        date: serverTimestamp(),
      };
      const write = setDoc(doc(db, documentPath('reviews', booking.id)), review);
      await (booking.status === 'completed' ? assertSucceeds(write) : assertFails(write));
    }
  });
});

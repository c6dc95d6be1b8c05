import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedWorld } from './fixtures';
import { dbAs, ROLES, UID, uidOf, type Role } from './roles';
import { useRulesEnvironment } from './rules-environment';

// Every collection × every role × every operation (SPEC.md §2–§3): who may, and who may not.
// Validation edges are in the per-collection files.

const environment = useRulesEnvironment();

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

interface Case {
  run: (db: Firestore, role: Role) => Promise<unknown>;
  allowed: readonly Role[];
  /** Documents the operation creates, left out of the seeded world. */
  creates?: (role: Role) => string;
}

const everyone = ROLES;
const signedIn = ROLES.filter((role) => role !== 'visitor');
const nobody: Role[] = [];
const stamp = () => serverTimestamp();

const matrix: Record<string, Record<Operation, Case>> = {
  users: {
    get: { run: (db) => getDoc(doc(db, `users/${UID.client}`)), allowed: ['client'] },
    list: { run: (db) => getDocs(collection(db, 'users')), allowed: nobody },
    create: {
      creates: (role) => `users/${uidOf(role)}`,
      run: (db, role) =>
        setDoc(doc(db, `users/${uidOf(role)}`), { firstName: '', lastName: '', phone: '', address: '', createdAt: stamp(), updatedAt: stamp() }),
      allowed: signedIn,
    },
    update: { run: (db) => updateDoc(doc(db, `users/${UID.client}`), { firstName: 'Cam', updatedAt: stamp() }), allowed: ['client'] },
    delete: { run: (db) => deleteDoc(doc(db, `users/${UID.client}`)), allowed: nobody },
  },
  kookers: {
    get: { run: (db) => getDoc(doc(db, `kookers/${UID.kooker}`)), allowed: everyone },
    list: { run: (db) => getDocs(query(collection(db, 'kookers'), where('published', '==', true))), allowed: everyone },
    create: {
      creates: (role) => `kookers/${uidOf(role)}`,
      run: (db, role) => setDoc(doc(db, `kookers/${uidOf(role)}`), { published: false, createdAt: stamp(), updatedAt: stamp() }),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, `kookers/${UID.kooker}`), { bio: 'Nouvelle présentation.', updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    delete: { run: (db) => deleteDoc(doc(db, `kookers/${UID.kooker}`)), allowed: nobody },
  },
  availability: {
    get: { run: (db) => getDoc(doc(db, `availability/${UID.kooker}`)), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, 'availability')), allowed: everyone },
    create: {
      creates: (role) => `availability/${uidOf(role)}`,
      run: (db, role) => setDoc(doc(db, `availability/${uidOf(role)}`), { slots: {}, updatedAt: stamp() }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, `availability/${UID.kooker}`), { slots: {} }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, `availability/${UID.kooker}`)), allowed: nobody },
  },
  bookings: {
    get: { run: (db) => getDoc(doc(db, 'bookings/b-open')), allowed: ['client', 'kooker'] },
    list: { run: (db) => getDocs(collection(db, 'bookings')), allowed: nobody },
    create: {
      creates: () => 'bookings/b-new',
      run: (db, role) => setDoc(doc(db, 'bookings/b-new'), { clientId: uidOf(role), kookerId: UID.kooker, status: 'confirmed' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, 'bookings/b-open'), { status: 'cancelled' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'bookings/b-open')), allowed: nobody },
  },
  reviews: {
    get: { run: (db) => getDoc(doc(db, 'reviews/b-old')), allowed: everyone },
    list: { run: (db) => getDocs(query(collection(db, 'reviews'), where('kookerId', '==', UID.kooker))), allowed: everyone },
    create: {
      run: (db, role) =>
        setDoc(doc(db, 'reviews/b-done'), {
          kookerId: UID.kooker,
          authorId: uidOf(role),
          author: 'Camille M.',
          rating: 5,
          comment: 'Un moment délicieux.',
          type: 'Atelier tajine',
          date: stamp(),
        }),
      allowed: ['client'],
    },
    update: { run: (db) => updateDoc(doc(db, 'reviews/b-old'), { rating: 1 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'reviews/b-old')), allowed: nobody },
  },
  images: {
    get: { run: (db) => getDoc(doc(db, 'images/img-kenza')), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, 'images')), allowed: everyone },
    create: {
      creates: () => 'images/img-new',
      run: (db, role) =>
        setDoc(doc(db, 'images/img-new'), {
          ownerId: uidOf(role),
          contentType: 'image/jpeg',
          data: '/9j/4AAQSkZJRg==',
          width: 800,
          height: 600,
          createdAt: stamp(),
        }),
      allowed: ['kooker', 'otherKooker'],
    },
    update: { run: (db) => updateDoc(doc(db, 'images/img-kenza'), { width: 10 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'images/img-kenza')), allowed: ['kooker'] },
  },
  contactMessages: {
    get: { run: (db) => getDoc(doc(db, 'contactMessages/m1')), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'contactMessages')), allowed: nobody },
    create: {
      creates: () => 'contactMessages/m-new',
      run: (db) =>
        setDoc(doc(db, 'contactMessages/m-new'), {
          name: 'Camille',
          email: 'camille@example.fr',
          subject: 'other',
          message: 'Un message de test.',
          createdAt: stamp(),
        }),
      allowed: everyone,
    },
    update: { run: (db) => updateDoc(doc(db, 'contactMessages/m1'), { message: 'Message modifié après coup.' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'contactMessages/m1')), allowed: nobody },
  },
};

for (const [collectionName, operations] of Object.entries(matrix)) {
  describe(`${collectionName}: who may do what`, () => {
    for (const [operation, testCase] of Object.entries(operations) as Array<[Operation, Case]>) {
      for (const role of ROLES) {
        const allowed = testCase.allowed.includes(role);
        it(`${allowed ? 'allows' : 'refuses'} ${operation} by ${role}`, async () => {
          await seedWorld(environment(), testCase.creates ? [testCase.creates(role)] : []);
          const attempt = testCase.run(dbAs(environment(), role), role);
          await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
        });
      }
    }
  });
}

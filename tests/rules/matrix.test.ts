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
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { image, KENZA_PHOTO, seedWorld, service } from './fixtures';
import { dbAs, ROLES, UID, uidOf, type Role } from './roles';
import { useRulesEnvironment } from './rules-environment';

// Every collection × every role × every operation (docs/roles.md): who may, and who may not.
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
        setDoc(doc(db, `users/${uidOf(role)}`), {
          firstName: '',
          lastName: '',
          phone: '',
          address: '',
          createdAt: stamp(),
          updatedAt: stamp(),
        }),
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
      run: (db) => updateDoc(doc(db, `kookers/${UID.kooker}`), { city: 'Aix-en-Provence', updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    delete: { run: (db) => deleteDoc(doc(db, `kookers/${UID.kooker}`)), allowed: nobody },
  },
  services: {
    get: { run: (db) => getDoc(doc(db, `kookers/${UID.kooker}/services/service-1`)), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, `kookers/${UID.kooker}/services`)), allowed: everyone },
    create: {
      run: (db) => setDoc(doc(db, `kookers/${UID.kooker}/services/service-2`), { ...service(), createdAt: stamp(), updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    update: {
      run: (db) => updateDoc(doc(db, `kookers/${UID.kooker}/services/service-1`), { pricePerPerson: 4500, updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    delete: { run: (db) => deleteDoc(doc(db, `kookers/${UID.otherKooker}/services/service-1`)), allowed: ['otherKooker'] },
  },
  availability: {
    get: { run: (db) => getDoc(doc(db, `availability/${UID.kooker}`)), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, 'availability')), allowed: nobody },
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
      run: (db) =>
        setDoc(doc(db, 'reviews/b-done'), {
          kookerId: UID.kooker,
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
    // The app shows photos through the serveImage function: only their owner reads the documents.
    get: { run: (db) => getDoc(doc(db, `images/${KENZA_PHOTO}`)), allowed: ['kooker'] },
    list: { run: (db) => getDocs(collection(db, 'images')), allowed: nobody },
    create: {
      // In the batch that steps the creator's quota (each role files the photo under their own id).
      run: (db, role) => {
        const id = `${uidOf(role)}_nouvelle`;
        const batch = writeBatch(db);
        batch.set(doc(db, 'images', id), { ...image(uidOf(role)), createdAt: stamp() });
        batch.update(doc(db, 'imageQuotas', uidOf(role)), { count: role === 'kooker' ? 3 : 2, image: id });
        return batch.commit();
      },
      allowed: ['kooker', 'otherKooker'],
    },
    update: { run: (db) => updateDoc(doc(db, `images/${KENZA_PHOTO}`), { width: 10 }), allowed: nobody },
    delete: {
      run: (db) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, 'images', KENZA_PHOTO));
        batch.update(doc(db, 'imageQuotas', UID.kooker), { count: 1, image: KENZA_PHOTO });
        return batch.commit();
      },
      allowed: ['kooker'],
    },
  },
  imageQuotas: {
    get: { run: (db) => getDoc(doc(db, `imageQuotas/${UID.kooker}`)), allowed: ['kooker'] },
    list: { run: (db) => getDocs(collection(db, 'imageQuotas')), allowed: nobody },
    create: {
      creates: (role) => `imageQuotas/${uidOf(role)}`,
      run: (db, role) => setDoc(doc(db, `imageQuotas/${uidOf(role)}`), { count: 0, image: '' }),
      allowed: nobody,
    },
    // Alone, without the photo it counts.
    update: { run: (db) => updateDoc(doc(db, `imageQuotas/${UID.kooker}`), { count: 0 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, `imageQuotas/${UID.kooker}`)), allowed: nobody },
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
      // The sendContactMessage function writes them, under its rate limit.
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, 'contactMessages/m1'), { message: 'Message modifié après coup.' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'contactMessages/m1')), allowed: nobody },
  },
  // An author's counters against the messaging limits (docs/messagerie.md): a browser that could
  // touch them would reset its own limits.
  messageLimits: {
    get: { run: (db) => getDoc(doc(db, `messageLimits/${UID.client}`)), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'messageLimits')), allowed: nobody },
    create: {
      creates: (role) => `messageLimits/${uidOf(role)}`,
      run: (db, role) => setDoc(doc(db, `messageLimits/${uidOf(role)}`), { minute: 0, messages: 0 }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, `messageLimits/${UID.client}`), { messages: 0 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, `messageLimits/${UID.client}`)), allowed: nobody },
  },
  // The operators' console (docs/exploitation.md): written by the functions, read in the console only.
  operatorLog: {
    get: { run: (db) => getDoc(doc(db, 'operatorLog/hideReview-e1')), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'operatorLog')), allowed: nobody },
    create: {
      creates: () => 'operatorLog/forged',
      run: (db) =>
        setDoc(doc(db, 'operatorLog/forged'), {
          action: 'hideReview',
          target: 'reviews/b-old',
          reason: '',
          outcome: 'done',
          detail: '',
          at: stamp(),
        }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, 'operatorLog/hideReview-e1'), { outcome: 'refused' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'operatorLog/hideReview-e1')), allowed: nobody },
  },
  hiddenReviews: {
    get: { run: (db) => getDoc(doc(db, 'hiddenReviews/b-hidden')), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, 'hiddenReviews')), allowed: nobody },
    create: {
      creates: () => 'hiddenReviews/b-old',
      run: (db) => setDoc(doc(db, 'hiddenReviews/b-old'), { kookerId: UID.kooker, rating: 1, comment: 'Caché par moi-même.' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, 'hiddenReviews/b-hidden'), { comment: 'Réécrit.' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, 'hiddenReviews/b-hidden')), allowed: nobody },
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

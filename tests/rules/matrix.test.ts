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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionPath, documentPath, type CollectionName } from '@kookers/domain/data';
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

const matrix = {
  users: {
    get: { run: (db) => getDoc(doc(db, documentPath('users', UID.client))), allowed: ['client'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('users'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('users', uidOf(role)),
      run: (db, role) =>
        setDoc(doc(db, documentPath('users', uidOf(role))), {
          firstName: '',
          lastName: '',
          phone: '',
          address: '',
          createdAt: stamp(),
          updatedAt: stamp(),
        }),
      allowed: signedIn,
    },
    update: {
      run: (db) => updateDoc(doc(db, documentPath('users', UID.client)), { firstName: 'Cam', updatedAt: stamp() }),
      allowed: ['client'],
    },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('users', UID.client))), allowed: nobody },
  },
  kookers: {
    get: { run: (db) => getDoc(doc(db, documentPath('kookers', UID.kooker))), allowed: everyone },
    list: { run: (db) => getDocs(query(collection(db, collectionPath('kookers')), where('published', '==', true))), allowed: everyone },
    create: {
      creates: (role) => documentPath('kookers', uidOf(role)),
      run: (db, role) =>
        setDoc(doc(db, documentPath('kookers', uidOf(role))), { published: false, createdAt: stamp(), updatedAt: stamp() }),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, documentPath('kookers', UID.kooker)), { city: 'Aix-en-Provence', updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('kookers', UID.kooker))), allowed: nobody },
  },
  services: {
    get: { run: (db) => getDoc(doc(db, documentPath('services', UID.kooker, 'service-1'))), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, collectionPath('services', UID.kooker))), allowed: everyone },
    create: {
      run: (db) =>
        setDoc(doc(db, documentPath('services', UID.kooker, 'service-2')), { ...service(), createdAt: stamp(), updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    update: {
      run: (db) => updateDoc(doc(db, documentPath('services', UID.kooker, 'service-1')), { pricePerPerson: 4500, updatedAt: stamp() }),
      allowed: ['kooker'],
    },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('services', UID.otherKooker, 'service-1'))), allowed: ['otherKooker'] },
  },
  availability: {
    get: { run: (db) => getDoc(doc(db, documentPath('availability', UID.kooker))), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, collectionPath('availability'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('availability', uidOf(role)),
      run: (db, role) => setDoc(doc(db, documentPath('availability', uidOf(role))), { slots: {}, updatedAt: stamp() }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('availability', UID.kooker)), { slots: {} }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('availability', UID.kooker))), allowed: nobody },
  },
  bookings: {
    get: { run: (db) => getDoc(doc(db, documentPath('bookings', 'b-open'))), allowed: ['client', 'kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('bookings'))), allowed: nobody },
    create: {
      creates: () => documentPath('bookings', 'b-new'),
      run: (db, role) =>
        setDoc(doc(db, documentPath('bookings', 'b-new')), { clientId: uidOf(role), kookerId: UID.kooker, status: 'confirmed' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('bookings', 'b-open')), { status: 'cancelled' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('bookings', 'b-open'))), allowed: nobody },
  },
  reviews: {
    get: { run: (db) => getDoc(doc(db, documentPath('reviews', 'b-old'))), allowed: everyone },
    list: {
      run: (db) => getDocs(query(collection(db, collectionPath('reviews')), where('kookerId', '==', UID.kooker))),
      allowed: everyone,
    },
    create: {
      run: (db) =>
        setDoc(doc(db, documentPath('reviews', 'b-done')), {
          kookerId: UID.kooker,
          author: 'Camille M.',
          rating: 5,
          comment: 'Un moment délicieux.',
          type: 'Atelier tajine',
          date: stamp(),
        }),
      allowed: ['client'],
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('reviews', 'b-old')), { rating: 1 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('reviews', 'b-old'))), allowed: nobody },
  },
  images: {
    // The app shows photos through the serveImage function: only their owner reads the documents.
    get: { run: (db) => getDoc(doc(db, documentPath('images', KENZA_PHOTO))), allowed: ['kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('images'))), allowed: nobody },
    create: {
      // In the batch that steps the creator's quota (each role files the photo under their own id).
      run: (db, role) => {
        const id = `${uidOf(role)}_nouvelle`;
        const batch = writeBatch(db);
        batch.set(doc(db, documentPath('images', id)), { ...image(uidOf(role)), createdAt: stamp() });
        batch.update(doc(db, documentPath('imageQuotas', uidOf(role))), { count: role === 'kooker' ? 3 : 2, image: id });
        return batch.commit();
      },
      allowed: ['kooker', 'otherKooker'],
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('images', KENZA_PHOTO)), { width: 10 }), allowed: nobody },
    delete: {
      run: (db) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, documentPath('images', KENZA_PHOTO)));
        batch.update(doc(db, documentPath('imageQuotas', UID.kooker)), { count: 1, image: KENZA_PHOTO });
        return batch.commit();
      },
      allowed: ['kooker'],
    },
  },
  imageQuotas: {
    get: { run: (db) => getDoc(doc(db, documentPath('imageQuotas', UID.kooker))), allowed: ['kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('imageQuotas'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('imageQuotas', uidOf(role)),
      run: (db, role) => setDoc(doc(db, documentPath('imageQuotas', uidOf(role))), { count: 0, image: '' }),
      allowed: nobody,
    },
    // Alone, without the photo it counts.
    update: { run: (db) => updateDoc(doc(db, documentPath('imageQuotas', UID.kooker)), { count: 0 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('imageQuotas', UID.kooker))), allowed: nobody },
  },
  contactMessages: {
    get: { run: (db) => getDoc(doc(db, documentPath('contactMessages', 'm1'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('contactMessages'))), allowed: nobody },
    create: {
      creates: () => documentPath('contactMessages', 'm-new'),
      run: (db) =>
        setDoc(doc(db, documentPath('contactMessages', 'm-new')), {
          name: 'Camille',
          email: 'camille@example.fr',
          subject: 'other',
          message: 'Un message de test.',
          createdAt: stamp(),
        }),
      // The sendContactMessage function writes them, under its rate limit.
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, documentPath('contactMessages', 'm1')), { message: 'Message modifié après coup.' }),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('contactMessages', 'm1'))), allowed: nobody },
  },
  // An author's counters against the messaging limits (docs/messagerie.md): a browser that could
  // touch them would reset its own limits.
  messageLimits: {
    get: { run: (db) => getDoc(doc(db, documentPath('messageLimits', UID.client))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('messageLimits'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('messageLimits', uidOf(role)),
      run: (db, role) => setDoc(doc(db, documentPath('messageLimits', uidOf(role))), { minute: 0, messages: 0 }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('messageLimits', UID.client)), { messages: 0 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('messageLimits', UID.client))), allowed: nobody },
  },
  // The operators' console (docs/exploitation.md): written by the functions, read in the console only.
  operatorLog: {
    get: { run: (db) => getDoc(doc(db, documentPath('operatorLog', 'hideReview-e1'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('operatorLog'))), allowed: nobody },
    create: {
      creates: () => documentPath('operatorLog', 'forged'),
      run: (db) =>
        setDoc(doc(db, documentPath('operatorLog', 'forged')), {
          action: 'hideReview',
          target: documentPath('reviews', 'b-old'),
          reason: '',
          outcome: 'done',
          detail: '',
          at: stamp(),
        }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('operatorLog', 'hideReview-e1')), { outcome: 'refused' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('operatorLog', 'hideReview-e1'))), allowed: nobody },
  },
  hiddenReviews: {
    get: { run: (db) => getDoc(doc(db, documentPath('hiddenReviews', 'b-hidden'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('hiddenReviews'))), allowed: nobody },
    create: {
      creates: () => documentPath('hiddenReviews', 'b-old'),
      run: (db) =>
        setDoc(doc(db, documentPath('hiddenReviews', 'b-old')), { kookerId: UID.kooker, rating: 1, comment: 'Caché par moi-même.' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('hiddenReviews', 'b-hidden')), { comment: 'Réécrit.' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('hiddenReviews', 'b-hidden'))), allowed: nobody },
  },
  // A slot's lock (docs/reservations.md): createBooking's alone; a browser that could write one
  // would close a Kooker's slot, or free one that is booked.
  slotLocks: {
    get: { run: (db) => getDoc(doc(db, documentPath('slotLocks', `${UID.kooker}_2030-01-02_12:00`))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('slotLocks'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('slotLocks', `${UID.kooker}_2030-01-02_${role}`),
      run: (db, role) =>
        setDoc(doc(db, documentPath('slotLocks', `${UID.kooker}_2030-01-02_${role}`)), {
          bookingId: 'b-forged',
          kookerId: UID.kooker,
          date: '2030-01-02',
          time: '12:00',
          createdAt: stamp(),
        }),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, documentPath('slotLocks', `${UID.kooker}_2030-01-02_12:00`)), { bookingId: 'b-forged' }),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('slotLocks', `${UID.kooker}_2030-01-02_12:00`))), allowed: nobody },
  },
  // What a client gave for the Kooker while the booking is not paid (docs/reservations.md, « Se joindre »):
  // the functions' alone — a Kooker who read it would have the client's phone and street before any payment.
  heldContacts: {
    get: { run: (db) => getDoc(doc(db, documentPath('heldContacts', 'b-unpaid'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('heldContacts'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('heldContacts', `b-${role}`),
      run: (db, role) =>
        setDoc(doc(db, documentPath('heldContacts', `b-${role}`)), {
          clientId: UID.client,
          kookerId: UID.kooker,
          clientPhone: '06 00 00 00 00',
          clientAddress: '1 rue de la Paix, 75002 Paris',
          createdAt: stamp(),
        }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('heldContacts', 'b-unpaid')), { clientPhone: '' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('heldContacts', 'b-unpaid'))), allowed: nobody },
  },
  // A Kooker's money (docs/argent.md, « Le solde du Kooker »): written by the functions only; the
  // Kooker reads their payout account and, by a query on their own id, their payouts.
  payoutAccounts: {
    get: { run: (db) => getDoc(doc(db, documentPath('payoutAccounts', UID.kooker))), allowed: ['kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('payoutAccounts'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('payoutAccounts', uidOf(role)),
      run: (db, role) =>
        setDoc(doc(db, documentPath('payoutAccounts', uidOf(role))), {
          accountId: 'sim_acct_forged',
          holder: 'Moi',
          ibanHint: '',
          owed: 0,
        }),
      allowed: nobody,
    },
    // Writing off what one owes.
    update: {
      run: (db) => updateDoc(doc(db, documentPath('payoutAccounts', UID.kooker)), { owed: 0, updatedAt: stamp() }),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('payoutAccounts', UID.kooker))), allowed: nobody },
  },
  payouts: {
    get: { run: (db) => getDoc(doc(db, documentPath('payouts', `${UID.kooker}_2026-W48`))), allowed: ['kooker'] },
    list: {
      run: (db) => getDocs(query(collection(db, collectionPath('payouts')), where('kookerId', '==', UID.kooker))),
      allowed: ['kooker'],
    },
    create: {
      creates: (role) => documentPath('payouts', `${uidOf(role)}_2026-W49`),
      run: (db, role) =>
        setDoc(doc(db, documentPath('payouts', `${uidOf(role)}_2026-W49`)), { kookerId: uidOf(role), amount: 100_000, state: 'requested' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('payouts', `${UID.kooker}_2026-W48`)), { amount: 100_000 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('payouts', `${UID.kooker}_2026-W48`))), allowed: nobody },
  },
  // The processor's events, the reconciliations, the invoices' numbers and the simulated
  // processor (docs/decisions/017-paiements-par-carte.md): the functions' alone.
  processorEvents: {
    get: { run: (db) => getDoc(doc(db, documentPath('processorEvents', 'evt_sim_1'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('processorEvents'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('processorEvents', `forged-${role}`),
      run: (db, role) =>
        setDoc(doc(db, documentPath('processorEvents', `forged-${role}`)), {
          type: 'payment.succeeded',
          objectId: 'sim_pi_forged',
          outcome: '',
        }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('processorEvents', 'evt_sim_1')), { forged: true }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('processorEvents', 'evt_sim_1'))), allowed: nobody },
  },
  reconciliations: {
    get: { run: (db) => getDoc(doc(db, documentPath('reconciliations', '2026-11-25'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('reconciliations'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('reconciliations', `forged-${role}`),
      run: (db, role) => setDoc(doc(db, documentPath('reconciliations', `forged-${role}`)), { compared: 0, differences: [], clean: true }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('reconciliations', '2026-11-25')), { forged: true }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('reconciliations', '2026-11-25'))), allowed: nobody },
  },
  invoices: {
    get: { run: (db) => getDoc(doc(db, documentPath('invoices', 'sequence-2026'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('invoices'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('invoices', `forged-${role}`),
      run: (db, role) =>
        setDoc(doc(db, documentPath('invoices', `forged-${role}`)), { kookerId: uidOf(role), month: '2026-11', number: 'KK-2026-000001' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('invoices', 'sequence-2026')), { forged: true }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('invoices', 'sequence-2026'))), allowed: nobody },
  },
  simulatedProcessor: {
    get: { run: (db) => getDoc(doc(db, documentPath('simulatedProcessor', 'settings'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('simulatedProcessor'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('simulatedProcessor', `forged-${role}`),
      run: (db, role) =>
        setDoc(doc(db, documentPath('simulatedProcessor', `forged-${role}`)), { kind: 'payout', state: 'succeeded', amount: 100_000 }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('simulatedProcessor', 'settings')), { forged: true }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('simulatedProcessor', 'settings'))), allowed: nobody },
  },
  simulatedEvents: {
    get: { run: (db) => getDoc(doc(db, documentPath('simulatedEvents', 'delivery-1'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('simulatedEvents'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('simulatedEvents', `forged-${role}`),
      run: (db, role) => setDoc(doc(db, documentPath('simulatedEvents', `forged-${role}`)), { payload: '{}', delivered: false, status: 0 }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('simulatedEvents', 'delivery-1')), { forged: true }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('simulatedEvents', 'delivery-1'))), allowed: nobody },
  },
  // The triggers' marks on the local platform (functions/src/shared/handled-marker.ts): the Admin SDK only.
  triggerRuns: {
    get: { run: (db) => getDoc(doc(db, documentPath('triggerRuns', 'bookings~booking-1'))), allowed: nobody },
    list: { run: (db) => getDocs(collection(db, collectionPath('triggerRuns'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('triggerRuns', `forged-${role}`),
      run: (db, role) => setDoc(doc(db, documentPath('triggerRuns', `forged-${role}`)), { started: [], done: ['x'] }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('triggerRuns', 'bookings~booking-1')), { done: [] }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('triggerRuns', 'bookings~booking-1'))), allowed: nobody },
  },
  // A Kooker's tax data (docs/argent.md, « Déclaration DAC7 »): written by setTaxProfile only; the
  // Kooker reads theirs.
  taxProfiles: {
    get: { run: (db) => getDoc(doc(db, documentPath('taxProfiles', UID.kooker))), allowed: ['kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('taxProfiles'))), allowed: nobody },
    create: {
      creates: (role) => documentPath('taxProfiles', uidOf(role)),
      run: (db, role) => setDoc(doc(db, documentPath('taxProfiles', uidOf(role))), { tin: '1234567890123', complete: true }),
      allowed: nobody,
    },
    // Declaring oneself complete without the checks.
    update: { run: (db) => updateDoc(doc(db, documentPath('taxProfiles', UID.kooker)), { complete: true, tin: 'X' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('taxProfiles', UID.kooker))), allowed: nobody },
  },
  // A request and an offer: their two parties read them; only the functions write them (docs/reservations.md, « Demander une offre »).
  offerRequests: {
    get: { run: (db) => getDoc(doc(db, documentPath('offerRequests', 'req-1'))), allowed: ['client', 'kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('offerRequests'))), allowed: nobody },
    create: {
      creates: () => documentPath('offerRequests', 'req-new'),
      run: (db, role) =>
        setDoc(doc(db, documentPath('offerRequests', 'req-new')), { clientId: uidOf(role), kookerId: UID.kooker, status: 'open' }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, documentPath('offerRequests', 'req-1')), { status: 'answered' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('offerRequests', 'req-1'))), allowed: nobody },
  },
  offers: {
    get: { run: (db) => getDoc(doc(db, documentPath('offers', 'off-1'))), allowed: ['client', 'kooker'] },
    list: { run: (db) => getDocs(collection(db, collectionPath('offers'))), allowed: nobody },
    create: {
      creates: () => documentPath('offers', 'off-new'),
      run: (db, role) =>
        setDoc(doc(db, documentPath('offers', 'off-new')), { clientId: UID.client, kookerId: uidOf(role), total: 100, status: 'sent' }),
      allowed: nobody,
    },
    // Not even the client may mark it accepted, nor the Kooker lower its total: accepting is booking, and paying.
    update: { run: (db) => updateDoc(doc(db, documentPath('offers', 'off-1')), { status: 'accepted', total: 100 }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, documentPath('offers', 'off-1'))), allowed: nobody },
  },
} satisfies Partial<Record<CollectionName, Record<Operation, Case>>>;

/**
 * The collections whose who-may-what is proven in their own file, for the members, the states or
 * the extension it takes: with the matrix, every collection the seam declares is tested — a new
 * one fails to compile until it is in one or the other.
 */
const testedInTheirOwnFile: Record<Exclude<CollectionName, keyof typeof matrix>, string> = {
  conversations: 'messaging.test.ts',
  messages: 'messaging.test.ts',
  outbox: 'messaging.test.ts',
  originals: 'messaging.test.ts',
  inboxes: 'messaging.test.ts',
  messageNotices: 'messaging.test.ts',
  reports: 'reports.test.ts',
  mail: 'contact-messages.test.ts',
  contactLimits: 'contact-messages.test.ts',
  callLimits: 'contact-messages.test.ts',
  calendarFeeds: 'contact-messages.test.ts',
};

describe('every collection', () => {
  it('has its rules tested, in the matrix or in a file that names it', () => {
    for (const [name, file] of Object.entries(testedInTheirOwnFile)) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source, `${file} does not name ${name}`).toMatch(new RegExp(`Path\\('${name}'`));
    }
  });
});

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

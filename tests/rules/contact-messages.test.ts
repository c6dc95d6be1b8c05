import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { asVisitor, asVerifiedUser, useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const message = () => ({
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'support',
  message: 'Bonjour, j’ai une question sur ma réservation.',
  createdAt: serverTimestamp(),
});

describe(collectionPath('contactMessages'), () => {
  it('refuses even a valid message from a visitor or a signed-in user: only sendContactMessage writes them', async () => {
    await assertFails(addDoc(collection(asVisitor(environment()), collectionPath('contactMessages')), message()));
    await assertFails(addDoc(collection(asVerifiedUser(environment(), 'alice'), collectionPath('contactMessages')), message()));
    await assertFails(setDoc(doc(asVisitor(environment()), documentPath('contactMessages', 'm-choisi')), message()));
  });

  it('lets nobody read, list, update or delete messages from the app', async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), documentPath('contactMessages', 'm1')), { ...message(), createdAt: Timestamp.now() });
    });
    for (const db of [asVisitor(environment()), asVerifiedUser(environment(), 'alice')]) {
      await assertFails(getDoc(doc(db, documentPath('contactMessages', 'm1'))));
      await assertFails(getDocs(collection(db, collectionPath('contactMessages'))));
      await assertFails(updateDoc(doc(db, documentPath('contactMessages', 'm1')), { message: 'Message modifié après coup' }));
      await assertFails(deleteDoc(doc(db, documentPath('contactMessages', 'm1'))));
    }
  });
});

describe(collectionPath('contactLimits'), () => {
  it('are closed to the app: nobody reads, resets or raises a counter', async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), documentPath('contactLimits', '1-tous')), { count: 200, expiresAt: Timestamp.now() });
    });
    for (const db of [asVisitor(environment()), asVerifiedUser(environment(), 'alice')]) {
      await assertFails(getDoc(doc(db, documentPath('contactLimits', '1-tous'))));
      await assertFails(getDocs(collection(db, collectionPath('contactLimits'))));
      await assertFails(setDoc(doc(db, documentPath('contactLimits', '1-tous')), { count: 0 }));
      await assertFails(deleteDoc(doc(db, documentPath('contactLimits', '1-tous'))));
    }
  });
});

describe(collectionPath('callLimits'), () => {
  it('are closed to the app: no user reads, resets or deletes their own counter of booking calls', async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), documentPath('callLimits', 'createBooking-1-alice')), {
        count: 20,
        expiresAt: Timestamp.now(),
      });
    });
    for (const db of [asVisitor(environment()), asVerifiedUser(environment(), 'alice')]) {
      await assertFails(getDoc(doc(db, documentPath('callLimits', 'createBooking-1-alice'))));
      await assertFails(getDocs(collection(db, collectionPath('callLimits'))));
      await assertFails(setDoc(doc(db, documentPath('callLimits', 'createBooking-1-alice')), { count: 0 }));
      await assertFails(deleteDoc(doc(db, documentPath('callLimits', 'createBooking-1-alice'))));
    }
  });
});

describe('mail and calendarFeeds', () => {
  it('are closed to the app: nobody reads an email on its way nor a calendar feed’s secret, their own included', async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), documentPath('mail', 'booking-b1-confirmed-client')), {
        to: 'alice@example.fr',
        message: { subject: 'x' },
      });
      await setDoc(doc(context.firestore(), documentPath('calendarFeeds', 'alice')), { token: 'secret' });
    });
    for (const db of [asVisitor(environment()), asVerifiedUser(environment(), 'alice')]) {
      await assertFails(getDoc(doc(db, documentPath('mail', 'booking-b1-confirmed-client'))));
      await assertFails(getDocs(collection(db, collectionPath('mail'))));
      await assertFails(setDoc(doc(db, documentPath('mail', 'forged')), { to: 'victim@example.fr', message: { subject: 'Hameçonnage' } }));
      await assertFails(deleteDoc(doc(db, documentPath('mail', 'booking-b1-confirmed-client'))));
      await assertFails(getDoc(doc(db, documentPath('calendarFeeds', 'alice'))));
      await assertFails(setDoc(doc(db, documentPath('calendarFeeds', 'alice')), { token: 'mine' }));
    }
  });
});

describe('unknown collections', () => {
  it('are closed to every read and write', async () => {
    const db = asVerifiedUser(environment(), 'alice');
    // eslint-disable-next-line kookers/no-raw-paths -- a collection the seam does not declare: the rules must refuse it
    await assertFails(getDoc(doc(db, 'secrets/s1')));
    // eslint-disable-next-line kookers/no-raw-paths -- a collection the seam does not declare: the rules must refuse it
    await assertFails(setDoc(doc(db, 'secrets/s1'), { value: 1 }));
    // eslint-disable-next-line kookers/no-raw-paths -- a collection the seam does not declare: the rules must refuse it
    await assertFails(getDocs(collection(asVisitor(environment()), 'secrets')));
  });
});

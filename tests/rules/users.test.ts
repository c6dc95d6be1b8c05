import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { validationErrors, ACCEPTED_NAMES, REFUSED_NAMES } from '@kookers/domain/testing';
import { personNameProblem, USER_PROFILE_LIMITS, userProfileSchema } from '@kookers/domain/accounts';
import { describe, expect, it } from 'vitest';
import { asUnverifiedUser, asVerifiedUser, asVisitor, useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const newProfile = () => ({
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

async function seedAlice(extra: Record<string, unknown> = {}) {
  await environment().withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), documentPath('users', 'alice')), {
      firstName: 'Alice',
      lastName: 'Durand',
      phone: '0612345678',
      address: '3 rue des Lilas, Lyon',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      ...extra,
    });
  });
}

describe('users: reading', () => {
  it('lets the owner read their profile, verified or not', async () => {
    await seedAlice();
    await assertSucceeds(getDoc(doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'))));
    await assertSucceeds(getDoc(doc(asUnverifiedUser(environment(), 'alice'), documentPath('users', 'alice'))));
  });

  it('hides a profile from visitors and other users, and lists nothing', async () => {
    await seedAlice();
    await assertFails(getDoc(doc(asVisitor(environment()), documentPath('users', 'alice'))));
    await assertFails(getDoc(doc(asVerifiedUser(environment(), 'bob'), documentPath('users', 'alice'))));
    await assertFails(getDocs(collection(asVerifiedUser(environment(), 'alice'), collectionPath('users'))));
    await assertFails(getDocs(collection(asVisitor(environment()), collectionPath('users'))));
  });
});

describe('users: creating (sign-up)', () => {
  it('lets a new, still unverified user create their empty profile', async () => {
    await assertSucceeds(setDoc(doc(asUnverifiedUser(environment(), 'alice'), documentPath('users', 'alice')), newProfile()));
  });

  it('refuses a profile created for someone else or by a visitor', async () => {
    await assertFails(setDoc(doc(asVerifiedUser(environment(), 'bob'), documentPath('users', 'alice')), newProfile()));
    await assertFails(setDoc(doc(asVisitor(environment()), documentPath('users', 'alice')), newProfile()));
  });

  it('takes the emails chosen at sign-up, when given whole', async () => {
    await assertSucceeds(
      setDoc(doc(asUnverifiedUser(environment(), 'alice'), documentPath('users', 'alice')), {
        ...newProfile(),
        emails: { reminders: true, reviewRequests: false },
      }),
    );
    await assertFails(
      setDoc(doc(asUnverifiedUser(environment(), 'bob'), documentPath('users', 'bob')), { ...newProfile(), emails: { reminders: 1 } }),
    );
  });

  it('refuses an isKooker flag, unknown fields and missing fields', async () => {
    const db = asUnverifiedUser(environment(), 'alice');
    await assertFails(setDoc(doc(db, documentPath('users', 'alice')), { ...newProfile(), isKooker: true }));
    await assertFails(setDoc(doc(db, documentPath('users', 'alice')), { ...newProfile(), isKooker: false }));
    await assertFails(setDoc(doc(db, documentPath('users', 'alice')), { ...newProfile(), role: 'admin' }));
    const { phone: _phone, ...withoutPhone } = newProfile();
    await assertFails(setDoc(doc(db, documentPath('users', 'alice')), withoutPhone));
  });

  it('refuses timestamps other than the server time', async () => {
    const db = asUnverifiedUser(environment(), 'alice');
    await assertFails(
      setDoc(doc(db, documentPath('users', 'alice')), { ...newProfile(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) }),
    );
    await assertFails(
      setDoc(doc(db, documentPath('users', 'alice')), { ...newProfile(), updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }),
    );
  });
});

describe('users: updating (Mon profil)', () => {
  const edit = (fields: Record<string, unknown>) => ({ ...fields, updatedAt: serverTimestamp() });

  it('lets the verified owner edit the four profile fields', async () => {
    await seedAlice();
    await assertSucceeds(
      updateDoc(
        doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice')),
        edit({ firstName: 'Alicia', phone: '+33 6 12 34 56 78' }),
      ),
    );
  });

  it('accepts each field at its size limit and refuses one character more', async () => {
    await seedAlice();
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    const { nameMax, addressMax } = USER_PROFILE_LIMITS;
    await assertSucceeds(
      updateDoc(ref, edit({ firstName: 'a'.repeat(nameMax), lastName: 'b'.repeat(nameMax), address: 'c'.repeat(addressMax) })),
    );
    await assertFails(updateDoc(ref, edit({ firstName: 'a'.repeat(nameMax + 1) })));
    await assertFails(updateDoc(ref, edit({ lastName: 'b'.repeat(nameMax + 1) })));
    await assertFails(updateDoc(ref, edit({ address: 'c'.repeat(addressMax + 1) })));
    await assertFails(updateDoc(ref, edit({ firstName: 42 })));
  });

  it('takes a French phone number, as the form does, or none', async () => {
    await seedAlice();
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    for (const phone of ['', '0612345678', '06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33 6 12 34 56 78', '+33612345678']) {
      expect(await validationErrors(userProfileSchema, { phone }), phone).toEqual([]);
      await assertSucceeds(updateDoc(ref, edit({ phone })));
    }
    for (const phone of ['0'.repeat(20), '12345', '06 12 34 56', '+1 555 123 4567', 'téléphone', '0012345678']) {
      expect(await validationErrors(userProfileSchema, { phone }), phone).toEqual(['Numéro de téléphone invalide']);
      await assertFails(updateDoc(ref, edit({ phone })));
    }
    // The form trims what it saves: the rules refuse surrounding spaces and line breaks.
    await assertFails(updateDoc(ref, edit({ phone: ' 0612345678' })));
    await assertFails(updateDoc(ref, edit({ phone: '0612345678\n' })));
  });

  it('takes as first and last name what the form takes: letters of one alphabet, nothing that speaks for Kookers', async () => {
    await seedAlice();
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    for (const name of ACCEPTED_NAMES) {
      expect(personNameProblem(name, 'Le prénom'), name).toBeNull();
      await assertSucceeds(updateDoc(ref, edit({ firstName: name, lastName: name })));
    }
    for (const [name] of REFUSED_NAMES) {
      expect(personNameProblem(name, 'Le prénom'), name).not.toBeNull();
      await assertFails(updateDoc(ref, edit({ firstName: name })));
      await assertFails(updateDoc(ref, edit({ lastName: name })));
    }
    // Accents written as combining marks, and capitals, change nothing.
    await assertFails(updateDoc(ref, edit({ lastName: 'Se\u0301curite\u0301' })));
    await assertFails(
      setDoc(doc(asUnverifiedUser(environment(), 'bob'), documentPath('users', 'bob')), { ...newProfile(), firstName: 'Équipe' }),
    );
  });

  // docs/produit.md, « Qui est le Kooker »: the phone a client receives is the one verified by SMS.
  it('keeps the phone of an owner whose phone is verified: only confirmPhoneVerification changes it', async () => {
    await seedAlice({ isKooker: true, phone: '06 12 34 56 78', verifiedPhone: '+33612345678' });
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    await assertFails(updateDoc(ref, edit({ phone: '07 81 22 43 65' })));
    await assertFails(updateDoc(ref, edit({ phone: '' })));
    // The same number written otherwise is another number to the rules, as it would be to a client.
    await assertFails(updateDoc(ref, edit({ phone: '+33612345678' })));
    await assertFails(updateDoc(ref, edit({ firstName: 'Alicia', phone: '07 81 22 43 65' })));
  });

  it('lets an owner whose phone is verified edit the other fields, the phone kept or sent unchanged', async () => {
    await seedAlice({ isKooker: true, phone: '06 12 34 56 78', verifiedPhone: '+33612345678' });
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    await assertSucceeds(updateDoc(ref, edit({ firstName: 'Alicia', lastName: 'Martin', address: '5 rue Mercière, Lyon' })));
    await assertSucceeds(updateDoc(ref, edit({ firstName: 'Alice', phone: '06 12 34 56 78', address: '' })));
    await assertSucceeds(updateDoc(ref, edit({ emails: { reminders: false, reviewRequests: true } })));
    await assertFails(updateDoc(ref, edit({ verifiedPhone: '+33781224365', phone: '07 81 22 43 65' })));
    await assertFails(updateDoc(ref, edit({ verifiedPhone: '' })));
  });

  it('lets a member without a verified phone change it, an empty verifiedPhone included', async () => {
    await seedAlice();
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    await assertSucceeds(updateDoc(ref, edit({ phone: '07 81 22 43 65' })));
    await seedAlice({ isKooker: true, verifiedPhone: '' });
    await assertSucceeds(updateDoc(ref, edit({ phone: '07 81 22 43 65' })));
    await assertSucceeds(updateDoc(ref, edit({ phone: '' })));
  });

  it('never lets the owner set or clear isKooker', async () => {
    await seedAlice({ isKooker: true });
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    await assertFails(updateDoc(ref, edit({ isKooker: false })));
    await seedAlice();
    await assertFails(updateDoc(ref, edit({ isKooker: true })));
  });

  it('lets the owner turn off reminders and review requests, both named and true or false, and nothing else', async () => {
    await seedAlice();
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    await assertSucceeds(updateDoc(ref, edit({ emails: { reminders: false, reviewRequests: true } })));
    await assertSucceeds(updateDoc(ref, edit({ 'emails.reviewRequests': false })));
    await assertFails(updateDoc(ref, edit({ emails: { reminders: false } })));
    await assertFails(updateDoc(ref, edit({ emails: { reminders: false, reviewRequests: true, confirmations: false } })));
    await assertFails(updateDoc(ref, edit({ emails: { reminders: 'non', reviewRequests: true } })));
    await assertFails(updateDoc(ref, edit({ emails: false })));
    await assertFails(
      updateDoc(doc(asVerifiedUser(environment(), 'bob'), documentPath('users', 'alice')), edit({ 'emails.reminders': true })),
    );
  });

  it('refuses edits by an unverified owner, another user or a visitor', async () => {
    await seedAlice();
    await assertFails(
      updateDoc(doc(asUnverifiedUser(environment(), 'alice'), documentPath('users', 'alice')), edit({ firstName: 'Alicia' })),
    );
    await assertFails(updateDoc(doc(asVerifiedUser(environment(), 'bob'), documentPath('users', 'alice')), edit({ firstName: 'Alicia' })));
    await assertFails(updateDoc(doc(asVisitor(environment()), documentPath('users', 'alice')), edit({ firstName: 'Alicia' })));
  });

  it('refuses an edit without the server time, or touching createdAt', async () => {
    await seedAlice();
    const ref = doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'));
    await assertFails(updateDoc(ref, { firstName: 'Alicia' }));
    await assertFails(updateDoc(ref, edit({ createdAt: serverTimestamp() })));
  });

  it('lets nobody delete a profile from the app', async () => {
    await seedAlice();
    await assertFails(deleteDoc(doc(asVerifiedUser(environment(), 'alice'), documentPath('users', 'alice'))));
    await assertFails(deleteDoc(doc(asVisitor(environment()), documentPath('users', 'alice'))));
  });
});

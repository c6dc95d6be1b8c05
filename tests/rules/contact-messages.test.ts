import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { CONTACT_LIMITS } from '@kookers/domain/contact';
import { EMAIL_MAX_LENGTH } from '@kookers/domain/validation';
import { describe, it } from 'vitest';
import { asVisitor, asVerifiedUser, useRulesEnvironment } from './rules-environment';

const environment = useRulesEnvironment();

const message = () => ({
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'support',
  message: 'Bonjour, j’ai une question sur ma réservation.',
  createdAt: serverTimestamp(),
});

describe('contactMessages', () => {
  it('lets a visitor and a signed-in user send a valid message', async () => {
    await assertSucceeds(addDoc(collection(asVisitor(environment()), 'contactMessages'), message()));
    await assertSucceeds(addDoc(collection(asVerifiedUser(environment(), 'alice'), 'contactMessages'), message()));
  });

  it('accepts each field at its size limit', async () => {
    const db = asVisitor(environment());
    await assertSucceeds(addDoc(collection(db, 'contactMessages'), { ...message(), name: 'A'.repeat(CONTACT_LIMITS.nameMin), message: 'x'.repeat(CONTACT_LIMITS.messageMin) }));
    await assertSucceeds(
      addDoc(collection(db, 'contactMessages'), {
        ...message(),
        name: 'n'.repeat(CONTACT_LIMITS.nameMax),
        email: `${'e'.repeat(EMAIL_MAX_LENGTH - '@example.fr'.length)}@example.fr`,
        message: 'x'.repeat(CONTACT_LIMITS.messageMax),
      }),
    );
  });

  it('refuses fields just past their limits', async () => {
    const db = asVisitor(environment());
    const col = collection(db, 'contactMessages');
    await assertFails(addDoc(col, { ...message(), name: 'A' }));
    await assertFails(addDoc(col, { ...message(), name: 'n'.repeat(CONTACT_LIMITS.nameMax + 1) }));
    await assertFails(addDoc(col, { ...message(), message: 'x'.repeat(CONTACT_LIMITS.messageMin - 1) }));
    await assertFails(addDoc(col, { ...message(), message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }));
    await assertFails(addDoc(col, { ...message(), email: `${'e'.repeat(EMAIL_MAX_LENGTH + 1 - '@example.fr'.length)}@example.fr` }));
  });

  it('refuses a malformed email, an unknown subject and non-string fields', async () => {
    const col = collection(asVisitor(environment()), 'contactMessages');
    await assertFails(addDoc(col, { ...message(), email: 'camille@example' }));
    await assertFails(addDoc(col, { ...message(), subject: 'spam' }));
    await assertFails(addDoc(col, { ...message(), name: 42 }));
    await assertFails(addDoc(col, { ...message(), message: ['Bonjour, une liste ?'] }));
  });

  it('refuses missing and extra fields', async () => {
    const col = collection(asVisitor(environment()), 'contactMessages');
    const { subject: _subject, ...withoutSubject } = message();
    await assertFails(addDoc(col, withoutSubject));
    await assertFails(addDoc(col, { ...message(), isAdmin: true }));
  });

  it('refuses a creation date other than the server time', async () => {
    const col = collection(asVisitor(environment()), 'contactMessages');
    await assertFails(addDoc(col, { ...message(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) }));
  });

  it('lets nobody read, list, update or delete messages from the app', async () => {
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'contactMessages/m1'), { ...message(), createdAt: Timestamp.now() });
    });
    for (const db of [asVisitor(environment()), asVerifiedUser(environment(), 'alice')]) {
      await assertFails(getDoc(doc(db, 'contactMessages/m1')));
      await assertFails(getDocs(collection(db, 'contactMessages')));
      await assertFails(updateDoc(doc(db, 'contactMessages/m1'), { message: 'Message modifié après coup' }));
      await assertFails(deleteDoc(doc(db, 'contactMessages/m1')));
    }
  });
});

describe('unknown collections', () => {
  it('are closed to every read and write', async () => {
    const db = asVerifiedUser(environment(), 'alice');
    await assertFails(getDoc(doc(db, 'secrets/s1')));
    await assertFails(setDoc(doc(db, 'secrets/s1'), { value: 1 }));
    await assertFails(getDocs(collection(asVisitor(environment()), 'secrets')));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { describe, it } from 'vitest';
import { asUnverifiedUser, asVerifiedUser, asVisitor, useRulesEnvironment } from './rules-environment';

// A Kooker's tax data for the DAC7 report (docs/argent.md, « Déclaration DAC7 »; docs/roles.md):
// the Kooker reads their own, one at a time; nobody writes it from the app (setTaxProfile does);
// nobody else reads it (the operators, in the console).

const environment = useRulesEnvironment();

const PROFILE = {
  firstNames: 'Kenza',
  lastName: 'Benali',
  birthDate: '1988-03-14',
  street: '12 rue des Lilas',
  postalCode: '29000',
  city: 'Quimper',
  country: 'FR',
  tin: '1234567890123',
  complete: true,
  accountDeletedAt: null,
  retainUntil: null,
  payoutAccount: null,
};

async function seed() {
  await environment().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, documentPath('taxProfiles', 'kenza')), { ...PROFILE, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    await setDoc(doc(db, documentPath('users', 'kenza')), { isKooker: true });
  });
}

const kenza = () => asVerifiedUser(environment(), 'kenza');
const kenzaAsKooker = () =>
  environment()
    .authenticatedContext('kenza', { email: 'kenza@example.fr', email_verified: true, isKooker: true })
    .firestore() as unknown as ReturnType<typeof kenza>;

describe(collectionPath('taxProfiles'), () => {
  it('let the Kooker read their own tax data, one document at a time', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(kenzaAsKooker(), documentPath('taxProfiles', 'kenza'))));
    await assertSucceeds(getDoc(doc(kenza(), documentPath('taxProfiles', 'kenza'))));
    // Their own, not yet given: the form reads it absent.
    await assertSucceeds(getDoc(doc(asVerifiedUser(environment(), 'yann'), documentPath('taxProfiles', 'yann'))));
  });

  it('let nobody else read it: another member, another Kooker, a visitor, or a list', async () => {
    await seed();
    await assertFails(getDoc(doc(asVerifiedUser(environment(), 'camille'), documentPath('taxProfiles', 'kenza'))));
    await assertFails(getDoc(doc(asUnverifiedUser(environment(), 'camille'), documentPath('taxProfiles', 'kenza'))));
    await assertFails(getDoc(doc(asVisitor(environment()), documentPath('taxProfiles', 'kenza'))));
    const otherKooker = environment()
      .authenticatedContext('hugo', { email: 'hugo@example.fr', email_verified: true, isKooker: true })
      .firestore() as unknown as ReturnType<typeof kenza>;
    await assertFails(getDoc(doc(otherKooker, documentPath('taxProfiles', 'kenza'))));
    await assertFails(getDocs(collection(kenzaAsKooker(), collectionPath('taxProfiles'))));
  });

  it('let nobody write it from the app, not even its Kooker: only setTaxProfile, which checks it', async () => {
    await seed();
    const own = doc(kenzaAsKooker(), documentPath('taxProfiles', 'kenza'));
    await assertFails(updateDoc(own, { complete: true, tin: 'X' }));
    await assertFails(updateDoc(own, { retainUntil: null }));
    await assertFails(deleteDoc(own));
    await assertFails(setDoc(doc(asVerifiedUser(environment(), 'yann'), documentPath('taxProfiles', 'yann')), { ...PROFILE }));
    await assertFails(setDoc(doc(asVisitor(environment()), documentPath('taxProfiles', 'zoe')), { ...PROFILE }));
  });
});

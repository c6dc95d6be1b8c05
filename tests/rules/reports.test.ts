import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { REPORT_TEXT_MAX, reportIdOf, type ReportKind } from '@kookers/domain/operations';
import { describe, it } from 'vitest';
import { asUnverifiedUser, asVerifiedUser, asVisitor, useRulesEnvironment } from './rules-environment';

// Reports (docs/exploitation.md « Signalements »): one per item and user, on a message of one's
// own conversations or a review that exists, or any profile (its state told to nobody), never
// read from the app.

const environment = useRulesEnvironment();

async function seed() {
  await environment().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, documentPath('kookers', 'kenza')), { published: true });
    await setDoc(doc(db, documentPath('reviews', 'booking42')), { kookerId: 'kenza', author: 'Camille M.', rating: 1, comment: 'x' });
    await setDoc(doc(db, documentPath('conversations', 'camille_kenza')), { members: ['camille', 'kenza'] });
    await setDoc(doc(db, documentPath('messages', 'camille_kenza', 'm1')), {
      authorId: 'kenza',
      text: 'Payez-moi en espèces',
      createdAt: Timestamp.now(),
    });
  });
}

const report = (uid: string, kind: ReportKind, itemId: string, extra: Record<string, unknown> = {}) => ({
  reporterId: uid,
  kind,
  itemId,
  conversationId: kind === 'message' ? 'camille_kenza' : '',
  reason: 'contact',
  text: 'Il demande à être payé hors de Kookers.',
  createdAt: serverTimestamp(),
  ...extra,
});
const file = (uid: string, kind: ReportKind, itemId: string, extra: Record<string, unknown> = {}, id = reportIdOf(kind, itemId, uid)) =>
  setDoc(doc(asVerifiedUser(environment(), uid), documentPath('reports', id)), report(uid, kind, itemId, extra));

describe(collectionPath('reports'), () => {
  it('take a message of one’s own conversation, a profile and a review, once per item and user', async () => {
    await seed();
    await assertSucceeds(file('camille', 'message', 'm1'));
    await assertSucceeds(file('hugo', 'profile', 'kenza'));
    await assertSucceeds(file('hugo', 'review', 'booking42', { reason: 'fake', text: '' }));
    await assertSucceeds(file('camille', 'review', 'booking42', { text: 'x'.repeat(REPORT_TEXT_MAX) }));
    // Once: the same report again is refused.
    await assertFails(file('hugo', 'profile', 'kenza', { reason: 'spam' }));
    await assertFails(file('camille', 'message', 'm1'));
  });

  it('refuse a message of someone else’s conversation, an item that does not exist, a wrong id', async () => {
    await seed();
    await assertFails(file('hugo', 'message', 'm1'));
    await assertFails(file('camille', 'message', 'inconnu'));
    await assertFails(file('camille', 'review', 'inconnu'));
    await assertFails(file('camille', 'profile', 'kenza', { conversationId: 'camille_kenza' }));
    await assertFails(file('camille', 'review', 'booking42', { conversationId: 'camille_kenza' }));
    await assertFails(file('camille', 'profile', 'kenza', {}, 'profile_kenza_autre'));
    await assertFails(file('camille', 'profile', 'kenza', {}, 'mon-signalement'));
    await assertFails(file('camille', 'profile', '', {}, 'profile__camille'));
  });

  it('answer the same for a published profile, a draft, a suspended profile and an id that never existed: nothing tells them apart', async () => {
    await seed();
    await environment().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, documentPath('kookers', 'brouillon')), { published: false });
      await setDoc(doc(db, documentPath('kookers', 'suspendu')), { published: false, suspension: { reason: 'Fraude.' } });
    });
    for (const itemId of ['kenza', 'brouillon', 'suspendu', 'personne']) await assertSucceeds(file('hugo', 'profile', itemId));
  });

  it('refuse a forged author or time, a reason off the list, a text too long, unknown or missing fields', async () => {
    await seed();
    await assertFails(file('camille', 'profile', 'kenza', { reporterId: 'hugo' }));
    await assertFails(file('camille', 'profile', 'kenza', { createdAt: Timestamp.fromDate(new Date('2026-01-01')) }));
    await assertFails(file('camille', 'profile', 'kenza', { reason: 'autre' }));
    await assertFails(file('camille', 'profile', 'kenza', { text: 'x'.repeat(REPORT_TEXT_MAX + 1) }));
    await assertFails(file('camille', 'profile', 'kenza', { text: 42 }));
    await assertFails(file('camille', 'profile', 'kenza', { priority: 'urgent' }));
    await assertFails(file('camille', 'profile', 'kenza', { kind: 'booking' }, 'booking_kenza_camille'));
    const { text: _text, ...withoutText } = report('camille', 'profile', 'kenza');
    await assertFails(
      setDoc(
        doc(asVerifiedUser(environment(), 'camille'), documentPath('reports', reportIdOf('profile', 'kenza', 'camille'))),
        withoutText,
      ),
    );
  });

  it('are written by verified users only, and read, changed or deleted by nobody from the app', async () => {
    await seed();
    const id = reportIdOf('profile', 'kenza', 'camille');
    await assertFails(
      setDoc(doc(asUnverifiedUser(environment(), 'camille'), documentPath('reports', id)), report('camille', 'profile', 'kenza')),
    );
    await assertFails(setDoc(doc(asVisitor(environment()), documentPath('reports', id)), report('camille', 'profile', 'kenza')));
    await assertSucceeds(file('camille', 'profile', 'kenza'));
    const mine = doc(asVerifiedUser(environment(), 'camille'), documentPath('reports', id));
    await assertFails(getDoc(mine));
    await assertFails(getDocs(collection(asVerifiedUser(environment(), 'camille'), collectionPath('reports'))));
    await assertFails(updateDoc(mine, { text: 'Finalement non.' }));
    await assertFails(deleteDoc(mine));
  });
});

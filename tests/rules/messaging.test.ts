import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { MESSAGE_MAX } from '@kookers/domain/messaging';
import { describe, it } from 'vitest';
import { asUnverifiedUser, asVerifiedUser, asVisitor, useRulesEnvironment } from './rules-environment';

// Messaging (docs/messagerie.md): members only, the author is the signed-in member, the time
// the server's, the text 1–2 000 characters, messages written by the functions alone, read
// markers each member's own.

const environment = useRulesEnvironment();
const ID = 'camille_kenza';

async function seed({ conversation = true, published = true } = {}) {
  await environment().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, documentPath('kookers', 'kenza')), { published });
    await setDoc(doc(db, documentPath('kookers', 'claire')), { published: false });
    if (conversation) {
      await setDoc(doc(db, documentPath('conversations', ID)), {
        clientId: 'camille',
        kookerId: 'kenza',
        members: ['camille', 'kenza'],
        unreadFor: ['kenza'],
        readAt: { camille: Timestamp.now() },
        muted: {},
        hasBooking: false,
      });
      await setDoc(doc(db, documentPath('messages', ID, 'm1')), {
        authorId: 'camille',
        text: 'Bonjour',
        masked: false,
        createdAt: Timestamp.now(),
      });
      await setDoc(doc(db, documentPath('outbox', ID, 'o1')), { authorId: 'camille', text: 'Bonjour', createdAt: Timestamp.now() });
      await setDoc(doc(db, documentPath('originals', ID, 'm1')), { text: 'Bonjour' });
    }
    await setDoc(doc(db, documentPath('inboxes', 'kenza')), { unread: 1 });
    await setDoc(doc(db, documentPath('messageNotices', 'camille_kenza_kenza')), { dueAt: Timestamp.now() });
  });
}

const as = (uid: string) => asVerifiedUser(environment(), uid);
const outbox = (uid: string, conversationId = ID) => collection(as(uid), collectionPath('outbox', conversationId));
const message = (authorId: string, text = 'Pouvez-vous faire sans gluten ?') => ({ authorId, text, createdAt: serverTimestamp() });

describe('conversations: reading', () => {
  it('lets its two members read it and list theirs, nobody else', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(as('camille'), documentPath('conversations', ID))));
    await assertSucceeds(getDoc(doc(as('kenza'), documentPath('conversations', ID))));
    await assertSucceeds(
      getDocs(query(collection(as('kenza'), collectionPath('conversations')), where('members', 'array-contains', 'kenza'))),
    );
    await assertFails(getDoc(doc(as('hugo'), documentPath('conversations', ID))));
    await assertFails(getDoc(doc(asVisitor(environment()), documentPath('conversations', ID))));
    await assertFails(getDocs(collection(as('hugo'), collectionPath('conversations'))));
    await assertFails(getDocs(query(collection(as('hugo'), collectionPath('conversations')), where('members', 'array-contains', 'kenza'))));
    // An id that is not two accounts is nobody's.
    await assertFails(getDoc(doc(as('camille'), documentPath('conversations', 'camille'))));
    await assertFails(getDoc(doc(as('camille'), documentPath('conversations', 'camille_camille'))));
  });

  it('lets the members read the messages, and nobody the originals; the author alone reads their outbox', async () => {
    await seed();
    for (const uid of ['camille', 'kenza']) {
      await assertSucceeds(getDocs(collection(as(uid), collectionPath('messages', ID))));
      await assertFails(getDoc(doc(as(uid), documentPath('originals', ID, 'm1'))));
    }
    await assertFails(getDocs(collection(as('hugo'), collectionPath('messages', ID))));
    await assertSucceeds(getDoc(doc(as('camille'), documentPath('outbox', ID, 'o1'))));
    await assertFails(getDoc(doc(as('kenza'), documentPath('outbox', ID, 'o1'))));
  });

  it('lets each user read their own unread count, and nobody the pending notices', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(as('kenza'), documentPath('inboxes', 'kenza'))));
    await assertFails(getDoc(doc(as('camille'), documentPath('inboxes', 'kenza'))));
    await assertFails(setDoc(doc(as('kenza'), documentPath('inboxes', 'kenza')), { unread: 0 }));
    await assertFails(getDoc(doc(as('kenza'), documentPath('messageNotices', 'camille_kenza_kenza'))));
  });
});

describe('messages: writing', () => {
  it('lets a member write into their outbox as themselves, at the server’s time, 1 to 2 000 characters', async () => {
    await seed();
    await assertSucceeds(addDoc(outbox('camille'), message('camille')));
    await assertSucceeds(addDoc(outbox('kenza'), message('kenza', 'a'.repeat(MESSAGE_MAX))));
    await assertFails(addDoc(outbox('kenza'), message('kenza', 'a'.repeat(MESSAGE_MAX + 1))));
    await assertFails(addDoc(outbox('kenza'), message('kenza', '   ')));
    await assertFails(addDoc(outbox('kenza'), message('kenza', 42 as unknown as string)));
    // Forged: another author, another time, another field, a missing one.
    await assertFails(addDoc(outbox('kenza'), message('camille')));
    await assertFails(addDoc(outbox('kenza'), { ...message('kenza'), createdAt: Timestamp.fromDate(new Date('2026-01-01')) }));
    await assertFails(addDoc(outbox('kenza'), { ...message('kenza'), masked: false }));
    await assertFails(addDoc(outbox('kenza'), { authorId: 'kenza', text: 'Bonjour' }));
  });

  it('refuses a third account, a visitor and an unverified member', async () => {
    await seed();
    await assertFails(addDoc(outbox('hugo'), message('hugo')));
    await assertFails(addDoc(collection(asVisitor(environment()), collectionPath('outbox', ID)), message('camille')));
    await assertFails(addDoc(collection(asUnverifiedUser(environment(), 'camille'), collectionPath('outbox', ID)), message('camille')));
  });

  it('refuses every message in a conversation closed because a member deleted their account', async () => {
    await seed();
    await assertSucceeds(addDoc(outbox('kenza'), message('kenza')));
    await environment().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), documentPath('conversations', ID)), { closed: true });
    });
    await assertFails(addDoc(outbox('kenza'), message('kenza')));
    await assertFails(addDoc(outbox('camille'), message('camille')));
  });

  it('lets a client open a conversation with a published Kooker only; a Kooker answers once it exists', async () => {
    await seed({ conversation: false });
    await assertFails(addDoc(outbox('kenza'), message('kenza')));
    await assertSucceeds(addDoc(outbox('camille'), message('camille')));
    await assertFails(addDoc(outbox('camille', 'camille_claire'), message('camille')));
    await assertFails(addDoc(outbox('camille', 'camille_personne'), message('camille')));
    await assertFails(addDoc(outbox('camille', 'camille_camille'), message('camille')));
  });

  it('lets nobody write, change or delete a message, an original or the conversation’s summary', async () => {
    await seed();
    for (const uid of ['camille', 'kenza']) {
      await assertFails(
        setDoc(doc(as(uid), documentPath('messages', ID, 'm2')), { authorId: uid, text: 'x', masked: false, createdAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(doc(as(uid), documentPath('messages', ID, 'm1')), { text: 'Modifié' }));
      await assertFails(deleteDoc(doc(as(uid), documentPath('messages', ID, 'm1'))));
      await assertFails(setDoc(doc(as(uid), documentPath('originals', ID, 'm2')), { text: 'x' }));
      await assertFails(updateDoc(doc(as(uid), documentPath('outbox', ID, 'o1')), { text: 'Modifié' }));
      await assertFails(updateDoc(doc(as(uid), documentPath('conversations', ID)), { hasBooking: true }));
      await assertFails(updateDoc(doc(as(uid), documentPath('conversations', ID)), { unreadFor: [] }));
      await assertFails(deleteDoc(doc(as(uid), documentPath('conversations', ID))));
    }
    await assertFails(setDoc(doc(as('camille'), documentPath('conversations', 'camille_hugo')), { members: ['camille', 'hugo'] }));
  });
});

describe('a message the functions refused', () => {
  it('is taken back by its author alone, and only once refused', async () => {
    await seed();
    await environment().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), documentPath('outbox', ID, 'o2')), {
        authorId: 'camille',
        text: 'Bonjour',
        createdAt: Timestamp.now(),
        refused: 'Vous envoyez beaucoup de messages à la suite.',
      });
    });
    // Not refused: it stays until delivered.
    await assertFails(deleteDoc(doc(as('camille'), documentPath('outbox', ID, 'o1'))));
    // Someone else's, even a member's.
    await assertFails(deleteDoc(doc(as('kenza'), documentPath('outbox', ID, 'o2'))));
    await assertFails(deleteDoc(doc(asVisitor(environment()), documentPath('outbox', ID, 'o2'))));
    await assertSucceeds(getDoc(doc(as('camille'), documentPath('outbox', ID, 'o2'))));
    await assertSucceeds(deleteDoc(doc(as('camille'), documentPath('outbox', ID, 'o2'))));
    // Nobody writes a refusal: only the functions.
    await assertFails(addDoc(outbox('camille'), { ...message('camille'), refused: 'x' }));
  });
});

describe('read markers and mute', () => {
  it('are each member’s own: their reading at the server’s time, their mute a yes or no', async () => {
    await seed();
    const ref = (uid: string) => doc(as(uid), documentPath('conversations', ID));
    await assertSucceeds(updateDoc(ref('kenza'), { 'readAt.kenza': serverTimestamp() }));
    await assertSucceeds(updateDoc(ref('kenza'), { 'muted.kenza': true }));
    await assertSucceeds(updateDoc(ref('camille'), { 'readAt.camille': serverTimestamp(), 'muted.camille': false }));
    await assertFails(updateDoc(ref('kenza'), { 'readAt.camille': serverTimestamp() }));
    await assertFails(updateDoc(ref('kenza'), { 'muted.camille': true }));
    await assertFails(updateDoc(ref('kenza'), { 'readAt.kenza': Timestamp.fromDate(new Date('2030-01-01')) }));
    await assertFails(updateDoc(ref('kenza'), { 'muted.kenza': 'oui' }));
    await assertFails(updateDoc(ref('hugo'), { 'readAt.hugo': serverTimestamp() }));
    await assertFails(
      updateDoc(doc(asUnverifiedUser(environment(), 'kenza'), documentPath('conversations', ID)), { 'readAt.kenza': serverTimestamp() }),
    );
  });
});

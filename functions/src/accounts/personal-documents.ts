import type { CollectionReference, DocumentReference, DocumentSnapshot, Firestore, Query, ReadOptions } from 'firebase-admin/firestore';
import { parentCollection, personalData, type CollectionName, type Finder } from '@kookers/domain/data';
import { ownContactMessages, type AccountIdentity } from '../contact/own-contact-messages';
import { collectionOf, documentOf } from '../shared/db';
import { callLimitRefs } from '../shared/throttle';

/**
 * The finders of the personal data registry (domain/src/data/personal-data.ts,
 * docs/modele-de-donnees.md « Données personnelles d'un compte »): one person's documents of a
 * collection, as exportMyData and deleteMyAccount read them.
 */

/** The account whose documents are looked for, at `now` (the current hour's counters). */
interface Account extends AccountIdentity {
  now: Date;
}

/** One of the person's documents: its reference, and what was read of it (null: nothing was, only the reference is needed). */
export interface Found {
  ref: DocumentReference;
  snapshot: DocumentSnapshot | null;
}

/** What a part reads of each document: everything, some fields, or nothing but its reference. */
type Reading = { fields?: readonly string[]; orderBy?: string } | 'reference';

/** A part of the registry — export's or delete's — of a collection, with what it reads. */
export interface Sought {
  collection: CollectionName;
  part: { name?: string; find: Finder };
  reading: Reading;
}

// The seam types each collection's ids by its path; the registry names any collection, so its ids
// come here as a list (the path's own check, in collectionPath/documentPath, still applies).
const anyCollectionOf = collectionOf as unknown as (db: Firestore, name: CollectionName, ...parents: string[]) => CollectionReference;
const anyDocumentOf = documentOf as unknown as (db: Firestore, name: CollectionName, ...ids: string[]) => DocumentReference;

/** A collection as stored, under the parent of these ids (none for a top-level one): no converter, the whole documents. */
const rawCollection = (db: Firestore, name: CollectionName, parents: string[] = []) =>
  anyCollectionOf(db, name, ...parents).withConverter(null);
/** A document as stored. */
export const rawDocument = (db: Firestore, name: CollectionName, ids: string[]) => anyDocumentOf(db, name, ...ids).withConverter(null);
/** The ids a document's path holds, its parents' first. */
export const idsOf = (ref: DocumentReference): string[] => ref.path.split('/').filter((_, index) => index % 2 === 1);

/**
 * Finds each part's documents, once: a part found `under` its parent's documents, or with the ids of
 * another part's (`sameId`), waits for them, and the others run at once.
 */
export function personalDocuments(db: Firestore, account: Account, list: readonly Sought[]): (sought: Sought) => Promise<Found[]> {
  const memo = new Map<Sought, Promise<Found[]>>();
  const find = (sought: Sought): Promise<Found[]> => {
    const known = memo.get(sought);
    if (known) return known;
    const found = findNow(sought);
    memo.set(sought, found);
    return found;
  };

  async function read(query: Query, reading: Reading): Promise<Found[]> {
    let shaped = query;
    if (reading === 'reference') shaped = query.select();
    else {
      if (reading.fields) shaped = shaped.select(...reading.fields);
      if (reading.orderBy) shaped = shaped.orderBy(reading.orderBy);
    }
    const snapshots = await shaped.get();
    return snapshots.docs.map((snapshot) => ({ ref: snapshot.ref, snapshot }));
  }

  async function readEach(refs: DocumentReference[], reading: Reading): Promise<Found[]> {
    if (reading === 'reference' || refs.length === 0) return refs.map((ref) => ({ ref, snapshot: null }));
    const options: ReadOptions | undefined = reading.fields ? { fieldMask: [...reading.fields] } : undefined;
    const snapshots = options ? await db.getAll(...refs, options) : await db.getAll(...refs);
    return snapshots.map((snapshot) => ({ ref: snapshot.ref, snapshot }));
  }

  async function findNow({ collection, part, reading }: Sought): Promise<Found[]> {
    const { uid, email, emailVerified, now } = account;
    const finder = part.find;
    switch (finder.by) {
      case 'id':
        return readEach([rawDocument(db, collection, [uid])], reading);
      case 'field':
        return read(rawCollection(db, collection).where(finder.field, finder.list ? 'array-contains' : '==', uid), reading);
      case 'under': {
        const parent = parentCollection(collection);
        const parents = await Promise.all(list.filter((other) => other.collection === parent).map((other) => find(other)));
        const paths = new Map(parents.flat().map((doc) => [doc.ref.path, doc.ref]));
        const children = await Promise.all(
          [...paths.values()].map((ref) => {
            const all = rawCollection(db, collection, idsOf(ref));
            return read(finder.field ? all.where(finder.field, '==', uid) : all, reading);
          }),
        );
        return children.flat();
      }
      case 'sameId': {
        const source = list.find((other) => other.part.name === finder.as);
        if (!source) throw new Error(`Aucune partie « ${finder.as} » dans le registre des données personnelles`);
        const chosen = (await find(source)).filter(
          ({ snapshot }) =>
            (!finder.mine || snapshot?.get(finder.mine) === uid) && (!finder.flagged || snapshot?.get(finder.flagged) === true),
        );
        const found = await readEach(
          chosen.map(({ ref }) => rawDocument(db, collection, idsOf(ref))),
          reading === 'reference' ? {} : reading,
        );
        return found.filter(({ snapshot }) => snapshot?.exists === true);
      }
      case 'contact':
        return (await ownContactMessages(db, { uid, email, emailVerified })).map((snapshot) => ({ ref: snapshot.ref, snapshot }));
      case 'verifiedAddress':
        return email && emailVerified ? read(rawCollection(db, collection).where(finder.field, '==', email), reading) : [];
      case 'currentHour':
        return readEach(
          callLimitRefs(db, uid, now).map((ref) => ref.withConverter(null)),
          reading,
        );
      case 'none':
        return [];
    }
  }
  return find;
}

/** Every part of one side of the registry — export's or delete's —, entry after entry, in its order. */
export function partsOf<Part extends { find: Finder }>(
  side: (name: CollectionName) => readonly Part[],
): Array<{ collection: CollectionName; part: Part }> {
  return (Object.keys(personalData) as CollectionName[]).flatMap((collection) => side(collection).map((part) => ({ collection, part })));
}

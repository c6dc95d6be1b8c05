import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import { exportNotes, parentCollection, personalData, type CollectionName } from '@kookers/domain/data';
import { requireSignedIn } from '../shared/guards';
import { answered } from '../shared/parse';
import { throttle } from '../shared/throttle';
import { idsOf, partsOf, personalDocuments, rawDocument, type Found } from './personal-documents';
import { plain, plainDoc } from './plain';

/**
 * Everything the platform holds on the caller (docs/produit.md, « Compte »), as one JSON object the
 * browser downloads: their Auth record, then what the personal data registry exports of each
 * collection (domain/src/data/personal-data.ts, docs/modele-de-donnees.md « Données personnelles
 * d'un compte »), entry after entry. Only the caller's own data: the callable takes no argument.
 */
export const exportMyData = onCall((request) =>
  answered(
    async () => {
      const now = new Date();
      if (request.auth) await throttle(getFirestore(), request.auth.uid, 'exportMyData', now);
      return exportMyDataCall(getFirestore(), getAuth(), request, now);
    },
    (message, error) => logger.error(message, { function: 'exportMyData', error: String(error) }),
  ),
);

type Item = Record<string, unknown>;

/** The registry's export parts, each with what it reads. */
const sought = partsOf((name) => personalData[name].export.parts).map(({ collection, part }) => ({
  collection,
  part,
  reading: { fields: part.fields, orderBy: part.orderBy },
}));

/** The callable's work, for a request's session, at `now`. */
async function exportMyDataCall(
  db: Firestore,
  auth: Auth,
  request: Pick<CallableRequest<unknown>, 'auth'>,
  now: Date,
): Promise<Record<string, unknown>> {
  const { uid } = requireSignedIn(request);
  const user = await auth.getUser(uid);
  const find = personalDocuments(db, { uid, email: user.email ?? null, emailVerified: user.emailVerified, now }, sought);
  // Every part's reads start at once; each waits only for the documents it is found under or by.
  const found = await Promise.all(sought.map(find));

  const file: Item = {
    exportedAt: now.toISOString(),
    notes: exportNotes,
    account: {
      uid,
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
      lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
      isKooker: user.customClaims?.isKooker === true,
    },
  };
  /** Each exported document's item, by collection and path: where what is found under it, or by its id, goes. */
  const items = new Map<CollectionName, Map<string, Item>>();
  const itemsOf = (name: CollectionName): Map<string, Item> => {
    const known = items.get(name);
    if (known) return known;
    const made = new Map<string, Item>();
    items.set(name, made);
    return made;
  };

  sought.forEach(({ collection, part }, index) => {
    const docs = found[index] ?? [];
    const at = part.at ?? collection;
    const itemOf = ({ ref, snapshot }: Found): Item | null => {
      if (part.presence) return snapshot?.exists ? { exists: true, ...(plain(snapshot.data()) as Item) } : { exists: false };
      const doc = snapshot ? plainDoc(snapshot) : null;
      if (!doc) return null;
      const withUrl = part.url ? { ...doc, url: part.url.replace('{id}', ref.id) } : doc;
      const item = part.nest ? { [part.nest]: withUrl } : withUrl;
      itemsOf(collection).set(ref.path, item);
      return item;
    };

    const finder = part.find;
    if (finder.by === 'under') {
      // Into each item of the parent, a list, empty or not.
      const parent = parentCollection(collection);
      for (const [path, item] of parent ? itemsOf(parent) : []) {
        item[at] = docs.filter((doc) => doc.ref.parent.parent?.path === path).map(itemOf);
      }
    } else if (finder.by === 'sameId' && part.intoItem) {
      const value = part.intoItem.value;
      const source = sought.find((other) => other.part.name === finder.as)?.collection;
      for (const { ref, snapshot } of docs) {
        const item = source ? itemsOf(source).get(rawDocument(db, source, idsOf(ref)).path) : undefined;
        if (item) item[at] = plain(snapshot?.get(value));
      }
    } else {
      const value = finder.by === 'id' ? (docs[0] ? itemOf(docs[0]) : null) : docs.map(itemOf);
      placeAt(file, at, value);
    }
  });
  return file;
}

/** Sets `value` at `path` of `file`, `a.b` under `a`. */
function placeAt(file: Item, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let target = file;
  for (const key of keys) {
    const next = (target[key] ??= {}) as Item;
    target = next;
  }
  target[last] = value;
}

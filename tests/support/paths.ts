// The data seam (domain/src/data/model.ts) for the emulator suites and the browser tests: a
// reference built from a collection's declared path, without a converter, on whichever SDK the test
// holds — the Admin SDK (tests/functions, e2e) or the rules-unit-testing compat client (tests/rules,
// v8-style `db.doc(path)`). The tests arrange and inspect documents as stored: sentinels, partial or
// malformed documents, fields the model does not read — what the model's converters would reshape.
// A test that reads through the model takes the typed references of functions/src/shared/db.ts.
import { collectionId, collectionPath, documentPath, type CollectionName, type DocumentIds, type ParentIds } from '@kookers/domain/data';

/** One document: rawDocumentOf(db, 'services', kookerId, serviceId). */
export function rawDocumentOf<Reference, Name extends CollectionName>(
  db: { doc(path: string): Reference },
  name: Name,
  ...ids: DocumentIds<Name>
): Reference {
  return db.doc(documentPath(name, ...ids));
}

/** A collection: rawCollectionOf(db, 'bookings'), rawCollectionOf(db, 'services', kookerId). */
export function rawCollectionOf<Reference, Name extends CollectionName>(
  db: { collection(path: string): Reference },
  name: Name,
  ...parents: ParentIds<Name>
): Reference {
  return db.collection(collectionPath(name, ...parents));
}

/** Every collection of that name under any parent: rawGroupOf(db, 'services'). */
export function rawGroupOf<Query>(db: { collectionGroup(id: string): Query }, name: CollectionName): Query {
  return db.collectionGroup(collectionId(name));
}

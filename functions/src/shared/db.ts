import {
  collections,
  collectionId,
  collectionPath,
  documentPath,
  modelConverters,
  type CollectionName,
  type DocumentIds,
  type ModelOf,
  type ParentIds,
} from '@kookers/domain/data';
import type {
  CollectionGroup,
  CollectionReference,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/**
 * The Admin SDK's side of the data seam (domain/src/data/model.ts, docs/modele-de-donnees.md):
 * the only way the functions reach a collection or a document, typed and read through the model's
 * converters. `.withConverter(null)` gives the raw reference where a write must bypass the writer.
 */
export const converters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;

/** A collection: collectionOf(db, 'bookings'), collectionOf(db, 'services', kookerId). */
export function collectionOf<Name extends CollectionName>(
  db: Firestore,
  name: Name,
  ...parents: ParentIds<Name>
): CollectionReference<ModelOf<Name>> {
  return db.collection(collectionPath(name, ...parents)).withConverter(converters[name] as FirestoreDataConverter<ModelOf<Name>>);
}

/** One document: documentOf(db, 'bookings', id), documentOf(db, 'services', kookerId, serviceId). */
export function documentOf<Name extends CollectionName>(
  db: Firestore,
  name: Name,
  ...ids: DocumentIds<Name>
): DocumentReference<ModelOf<Name>> {
  return db.doc(documentPath(name, ...ids)).withConverter(converters[name] as FirestoreDataConverter<ModelOf<Name>>);
}

/** Every collection of that name under any parent: groupOf(db, 'services'). */
export function groupOf<Name extends CollectionName>(db: Firestore, name: Name): CollectionGroup<ModelOf<Name>> {
  return db.collectionGroup(collectionId(name)).withConverter(converters[name] as FirestoreDataConverter<ModelOf<Name>>);
}

/**
 * The document path a Firestore trigger listens on, as the seam declares it — its wildcards named
 * like the seam's ids, so that `event.params` is typed: onDocumentWritten(triggerPath('reviews'), …)
 * gives `event.params.bookingId`.
 */
export function triggerPath<Name extends CollectionName>(name: Name): (typeof collections)[Name]['path'] {
  return collections[name].path;
}

/**
 * A snapshot without a converter (a trigger's `event.data.before` / `after`) read as the model
 * reads it, or null when the document does not exist (before a create, after a delete).
 */
export function modelOf<Name extends CollectionName>(name: Name, snapshot: DocumentSnapshot | undefined): ModelOf<Name> | null {
  // An existing document's snapshot is what the SDK hands a converter.
  return snapshot?.exists
    ? (converters[name] as FirestoreDataConverter<ModelOf<Name>>).fromFirestore(snapshot as QueryDocumentSnapshot)
    : null;
}

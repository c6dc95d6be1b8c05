import {
  collectionId,
  collectionPath,
  documentPath,
  modelConverters,
  type CollectionName,
  type DocumentIds,
  type ModelOf,
  type ParentIds,
} from '@kookers/domain/data';
import type { CollectionGroup, CollectionReference, DocumentReference, Firestore, FirestoreDataConverter } from 'firebase-admin/firestore';

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
export function documentOf<Name extends CollectionName>(db: Firestore, name: Name, ...ids: DocumentIds<Name>): DocumentReference<ModelOf<Name>> {
  return db.doc(documentPath(name, ...ids)).withConverter(converters[name] as FirestoreDataConverter<ModelOf<Name>>);
}

/** Every collection of that name under any parent: groupOf(db, 'services'). */
export function groupOf<Name extends CollectionName>(db: Firestore, name: Name): CollectionGroup<ModelOf<Name>> {
  return db.collectionGroup(collectionId(name)).withConverter(converters[name] as FirestoreDataConverter<ModelOf<Name>>);
}

import {
  collectionPath,
  documentPath,
  modelConverters,
  type CollectionName,
  type DocumentIds,
  type ModelOf,
  type ParentIds,
} from '@kookers/domain/data';
import { collection, doc, type CollectionReference, type DocumentReference, type FirestoreDataConverter } from 'firebase/firestore';
import { firestore } from './firestore';

/**
 * The full web SDK's side of the data seam (domain/src/data/model.ts, docs/modele-de-donnees.md):
 * the only way the app's listening and writing pages reach a collection or a document, typed and
 * read through the model's converters. Imported only by lazily loaded routes
 * (docs/decisions/002-bundle-budget.md); one-shot reads use web/src/lib/store-lite.ts.
 */
const converters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;
const converterOf = <Name extends CollectionName>(name: Name) => converters[name] as FirestoreDataConverter<ModelOf<Name>>;

/** A collection: collectionOf('bookings'), collectionOf('messages', conversationId). */
export function collectionOf<Name extends CollectionName>(name: Name, ...parents: ParentIds<Name>): CollectionReference<ModelOf<Name>> {
  return collection(firestore, collectionPath(name, ...parents)).withConverter(converterOf(name));
}

/** One document: documentOf('users', uid), documentOf('services', kookerId, serviceId). */
export function documentOf<Name extends CollectionName>(name: Name, ...ids: DocumentIds<Name>): DocumentReference<ModelOf<Name>> {
  return doc(firestore, documentPath(name, ...ids)).withConverter(converterOf(name));
}

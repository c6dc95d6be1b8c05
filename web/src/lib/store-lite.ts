import {
  collectionPath,
  documentPath,
  modelConverters,
  type CollectionName,
  type DocumentIds,
  type ModelOf,
  type ParentIds,
} from '@kookers/domain/data';
import { collection, doc, type CollectionReference, type DocumentReference, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { firestoreLite } from './firestore-lite';

/**
 * Firestore Lite's side of the data seam (domain/src/data/model.ts): one-shot reads over REST for
 * the pages that neither listen nor write, for a few KB instead of the full SDK
 * (docs/decisions/002-bundle-budget.md).
 */
const converters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;
const converterOf = <Name extends CollectionName>(name: Name) => converters[name] as FirestoreDataConverter<ModelOf<Name>>;

/** A collection, read through the model's converter. */
export function liteCollectionOf<Name extends CollectionName>(name: Name, ...parents: ParentIds<Name>): CollectionReference<ModelOf<Name>> {
  return collection(firestoreLite, collectionPath(name, ...parents)).withConverter(converterOf(name));
}

/** One document, read through the model's converter. */
export function liteDocumentOf<Name extends CollectionName>(name: Name, ...ids: DocumentIds<Name>): DocumentReference<ModelOf<Name>> {
  return doc(firestoreLite, documentPath(name, ...ids)).withConverter(converterOf(name));
}

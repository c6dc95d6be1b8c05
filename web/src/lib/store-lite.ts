import {
  converterOf,
  fillCollectionPath,
  fillDocumentPath,
  publicCollections,
  type DeclaredIds,
  type DeclaredParentIds,
} from '@kookers/domain/data';
import { collection, doc, type CollectionReference, type DocumentReference, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { firestoreLite } from './firestore-lite';

/**
 * Firestore Lite's side of the data seam (domain/src/data/model.ts): one-shot reads over REST of
 * the collections the public pages read (`publicCollections`), for a few KB instead of the full
 * SDK, and with their readers only (docs/decisions/002-bundle-budget.md).
 */
type PublicCollections = typeof publicCollections;
type PublicName = keyof PublicCollections;
type PublicModel<Name extends PublicName> = ReturnType<PublicCollections[Name]['fromData']>;
type PathOf<Name extends PublicName> = PublicCollections[Name]['path'];

const converterFor = <Name extends PublicName>(name: Name) =>
  converterOf(publicCollections[name] as never) as FirestoreDataConverter<PublicModel<Name>>;

/** A collection, read through the model's converter. */
export function liteCollectionOf<Name extends PublicName>(
  name: Name,
  ...parents: DeclaredParentIds<PathOf<Name>>
): CollectionReference<PublicModel<Name>> {
  return collection(firestoreLite, fillCollectionPath(publicCollections[name].path, parents)).withConverter(converterFor(name));
}

/** One document, read through the model's converter. */
export function liteDocumentOf<Name extends PublicName>(
  name: Name,
  ...ids: DeclaredIds<PathOf<Name>>
): DocumentReference<PublicModel<Name>> {
  return doc(firestoreLite, fillDocumentPath(publicCollections[name].path, ids)).withConverter(converterFor(name));
}

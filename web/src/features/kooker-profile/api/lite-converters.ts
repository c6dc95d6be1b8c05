import { converterFor, type CollectionName, type ModelOf } from '@kookers/domain/model';
import type { FirestoreDataConverter } from 'firebase/firestore/lite';

/** The shared model's converters, typed for Firestore Lite (lib/converters.ts does the same for the full SDK). */
export function liteConverter<Name extends CollectionName>(name: Name): FirestoreDataConverter<ModelOf<Name>> {
  return converterFor(name) as unknown as FirestoreDataConverter<ModelOf<Name>>;
}

/** A read the rules refuse: a draft profile read by someone else than its owner. */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

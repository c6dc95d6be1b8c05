import { modelConverters, type CollectionName, type ModelOf } from '@kookers/domain/data';
import type { FirestoreDataConverter } from 'firebase/firestore/lite';

/**
 * Firestore Lite's converters: the model's (domain/src/<area>/model.ts), shared with the full SDK and
 * functions. A type import only: it adds nothing to a Lite page's bundle
 * (docs/decisions/002-bundle-budget.md).
 */
export const liteConverters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;

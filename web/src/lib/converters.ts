import { modelConverters, type CollectionName, type ModelOf } from '@kookers/domain/data';
import type { FirestoreDataConverter } from 'firebase/firestore';

/** The full web SDK's converters: the model's (domain/src/<area>/model.ts), shared with Firestore Lite and functions. */
export const converters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;

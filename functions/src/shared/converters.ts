import { modelConverters, type CollectionName, type ModelOf } from '@kookers/domain/data';
import type { FirestoreDataConverter } from 'firebase-admin/firestore';

/** The Admin SDK's converters: the model's (domain/src/<area>/model.ts), shared with the web app. */
export const converters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;

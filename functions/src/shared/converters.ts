import { modelConverters, type CollectionName, type ModelOf } from '@kookers/domain/model';
import type { FirestoreDataConverter } from 'firebase-admin/firestore';

/** The Admin SDK's converters: the model's (domain/src/model.ts), shared with the web app. */
export const converters: { [Name in CollectionName]: FirestoreDataConverter<ModelOf<Name>> } = modelConverters;

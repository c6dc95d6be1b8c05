import { getFirestore } from 'firebase-admin/firestore';
import { dataOf, unchangedFields } from '../shared/changes';
import { refreshDerivedFields } from './derived-fields';
import type { WrittenEvent } from '../shared/trigger-events';

/** The service fields the profile's derived fields are made of. */
const DERIVED_FROM_SERVICE = ['name', 'pricePerPerson'] as const;

/**
 * Keeps the profile's `searchTokens` and `minPricePerPerson` true when a service is added,
 * renamed, repriced or deleted. Edits of other fields (photos, texts) are ignored.
 */
export async function derivedFieldsOnService(event: WrittenEvent<'services'>): Promise<void> {
  if (unchangedFields(dataOf(event.data?.before), dataOf(event.data?.after), DERIVED_FROM_SERVICE)) return;
  await refreshDerivedFields(getFirestore(), event.params.kookerId);
}

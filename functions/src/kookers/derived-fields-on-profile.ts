import { getFirestore } from 'firebase-admin/firestore';
import { DERIVED_FROM_PROFILE } from '@kookers/domain/search';
import { dataOf, unchangedFields } from '../shared/changes';
import { refreshDerivedFields } from './derived-fields';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * Keeps `searchTokens`, `location`, `reach`, `minPricePerPerson` and `searchFacets` true when a Kooker
 * edits their profile (or functions change their rating). Its own write (and any edit of other fields) leaves the inputs as they were and is
 * ignored without a read.
 */
export async function derivedFieldsOnProfile(event: WrittenEvent<'kookers'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (after === null || unchangedFields(before, after, DERIVED_FROM_PROFILE)) return;
  await refreshDerivedFields(getFirestore(), event.params.uid);
}

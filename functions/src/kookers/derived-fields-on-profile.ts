import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { dataOf, unchangedFields } from '../shared/changes';
import { refreshDerivedFields } from './derived-fields';

/** The profile fields the derived fields are made of (derivedFieldsOf in domain/src/search-facets.ts). */
const DERIVED_FROM_PROFILE = [
  'firstName',
  'lastName',
  'specialties',
  'city',
  'pricePerHour',
  'maxGuests',
  'rating',
  'reviewCount',
] as const;

/**
 * Keeps `searchTokens`, `cityKey`, `minPricePerPerson` and `searchFacets` true when a Kooker
 * edits their profile (or functions change their rating). Its own write (and any edit of other fields) leaves the inputs as they were and is
 * ignored without a read.
 */
export const derivedFieldsOnProfile = onDocumentWritten('kookers/{kookerId}', async (event) => {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (after === null || unchangedFields(before, after, DERIVED_FROM_PROFILE)) return;
  await refreshDerivedFields(getFirestore(), event.params.kookerId);
});

import type { Firestore } from 'firebase-admin/firestore';
import { communeData } from '@kookers/domain/communes-data';
import { derivedFieldsOf } from '@kookers/domain/search';
import { changedEntries } from '../shared/changes';
import { collectionOf, documentOf, modelOf } from '../shared/db';

/**
 * Recomputes the fields functions derive from a Kooker's profile and all of their services
 * (`searchTokens`, `location`, `reach`, `minPricePerPerson`, `searchFacets`) and writes those that differ, in one
 * transaction: two runs at once cannot write a stale result, and a second run writes nothing.
 * Does nothing when the profile no longer exists. Resolves with the fields it wrote.
 */
export async function refreshDerivedFields(db: Firestore, kookerId: string): Promise<string[]> {
  // Read as stored, for the comparison below, and through the model.
  const profileRef = documentOf(db, 'kookers', kookerId).withConverter(null);
  return db.runTransaction(async (transaction) => {
    const [profile, services] = await Promise.all([transaction.get(profileRef), transaction.get(collectionOf(db, 'services', kookerId))]);
    const data = profile.data();
    const kooker = modelOf('kookers', profile);
    if (!data || !kooker) return [];
    const derived = derivedFieldsOf(
      kooker,
      services.docs.map((service) => service.data()),
      communeData(),
    );
    // Compared with the stored values, not the model's reading of them: a draft that never had
    // these fields gets them once (an absent minPricePerPerson is not the stored null).
    const changes = changedEntries(data, derived);
    if (Object.keys(changes).length > 0) transaction.update(profileRef, changes);
    return Object.keys(changes);
  });
}

import type { Firestore } from 'firebase-admin/firestore';
import { communeData } from '@kookers/domain/communes-data';
import { kookerFromData, serviceFromData } from '@kookers/domain/kookers';
import { derivedFieldsOf } from '@kookers/domain/search';
import { changedEntries } from '../shared/changes';

/**
 * Recomputes the fields functions derive from a Kooker's profile and all of their services
 * (`searchTokens`, `location`, `reach`, `minPricePerPerson`, `searchFacets`) and writes those that differ, in one
 * transaction: two runs at once cannot write a stale result, and a second run writes nothing.
 * Does nothing when the profile no longer exists. Resolves with the fields it wrote.
 */
export async function refreshDerivedFields(db: Firestore, kookerId: string): Promise<string[]> {
  const profileRef = db.collection('kookers').doc(kookerId);
  return db.runTransaction(async (transaction) => {
    const [profile, services] = await Promise.all([transaction.get(profileRef), transaction.get(profileRef.collection('services'))]);
    const data = profile.data();
    if (!profile.exists || !data) return [];
    const derived = derivedFieldsOf(
      kookerFromData(kookerId, data),
      services.docs.map((service) => serviceFromData(service.id, service.data())),
      communeData(),
    );
    // Compared with the stored values, not the model's reading of them: a draft that never had
    // these fields gets them once (an absent minPricePerPerson is not the stored null).
    const changes = changedEntries(data, derived);
    if (Object.keys(changes).length > 0) transaction.update(profileRef, changes);
    return Object.keys(changes);
  });
}

import { collections, converterFor, type KookerProfile } from '@kookers/domain/model';
import { collection, getDocs, limit, orderBy, query, where, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import { FEATURED_KOOKERS_COUNT } from '../featured';

// The shared model's converter, typed for Firestore Lite (lib/converters.ts does the same for the full SDK).
const kookers = collection(firestoreLite, collections.kookers.name).withConverter(
  converterFor('kookers') as unknown as FirestoreDataConverter<KookerProfile>,
);

/**
 * The best-rated published Kookers (more reviews first between equal ratings). One query: their
 * photos are plain URLs (imageUrl), which the browser loads and caches on its own.
 */
export async function loadFeaturedKookers(): Promise<KookerProfile[]> {
  const snapshot = await getDocs(
    query(kookers, where('published', '==', true), orderBy('rating', 'desc'), orderBy('reviewCount', 'desc'), limit(FEATURED_KOOKERS_COUNT)),
  );
  return snapshot.docs.map((document) => document.data());
}

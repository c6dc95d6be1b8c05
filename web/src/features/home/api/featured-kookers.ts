import type { KookerProfile } from '@kookers/domain/kookers';
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { liteCollectionOf } from '../../../lib/store-lite';
import { FEATURED_KOOKERS_COUNT } from '../featured';

const kookers = liteCollectionOf('kookers');

/**
 * The best-rated published Kookers (more reviews first between equal ratings). One query: their
 * photos are plain URLs (imageUrl), which the browser loads and caches on its own.
 */
export async function loadFeaturedKookers(): Promise<KookerProfile[]> {
  const snapshot = await getDocs(
    query(
      kookers,
      where('published', '==', true),
      orderBy('rating', 'desc'),
      orderBy('reviewCount', 'desc'),
      limit(FEATURED_KOOKERS_COUNT),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

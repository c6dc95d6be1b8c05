import { collectionPath, documentPath } from '@kookers/domain/data';
import { distanceKm, type Commune } from '@kookers/domain/communes';
import type { KookerProfile } from '@kookers/domain/kookers';
import {
  searchPlaceOf,
  reachBandIn,
  type SearchPlace,
  EMPTY_SEARCH,
  type SearchState,
  firstResultsWith,
  moreResultsWith,
} from '@kookers/domain/search';
import { communeData } from '@kookers/domain/communes-data';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminSearchReader } from '../../functions/src/shared/admin-query';
import { collectionOf } from '../../functions/src/shared/db';
import { db, eventually, publishedProfile, useEmptyEmulators } from './helpers';

useEmptyEmulators();

const data = communeData();
const commune = (insee: string): Commune => {
  const found = data.byInsee.get(insee);
  if (!found) throw new Error(`Commune inconnue : ${insee}`);
  return found;
};

/**
 * Kookers around Lyon and one far away, in real communes, with areas from 5 to 50 km, two
 * specialties and ratings that tell them apart: the search by commune must find, for any commune,
 * exactly those a distance filter over all of them finds (docs/decisions/016-recherche-par-commune.md).
 */
const ARRANGED = [
  { insee: '69123', area: 5, specialty: 'Pâtisserie française', rating: 4.9 },
  { insee: '69123', area: 10, specialty: 'Cuisine italienne', rating: 4.1 },
  { insee: '69123', area: 30, specialty: 'Pâtisserie française', rating: 3.2 },
  { insee: '69266', area: 5, specialty: 'Cuisine italienne', rating: 4.6 },
  { insee: '69266', area: 20, specialty: 'Pâtisserie française', rating: 4.4 },
  { insee: '69259', area: 15, specialty: 'Cuisine italienne', rating: 3.9 }, // Vénissieux
  { insee: '38544', area: 40, specialty: 'Pâtisserie française', rating: 4.8 }, // Vienne
  { insee: '69014', area: 10, specialty: 'Cuisine italienne', rating: 4.3 }, // Aveize, 29 km from Lyon
  { insee: '01290', area: 50, specialty: 'Pâtisserie française', rating: 3.7 }, // Pérouges
  { insee: '42218', area: 25, specialty: 'Cuisine italienne', rating: 4.0 }, // Saint-Étienne
  { insee: '69029', area: 5, specialty: 'Pâtisserie française', rating: 4.2 }, // Bron
  { insee: '75056', area: 50, specialty: 'Pâtisserie française', rating: 5 }, // Paris
].map((kooker, index) => ({ ...kooker, id: `k${String(index).padStart(2, '0')}`, home: commune(kooker.insee) }));

type Doc = QueryDocumentSnapshot<KookerProfile>;
// The searchPage function's own reads.
const reader = adminSearchReader(() => collectionOf(db(), 'kookers'));

/** Every result of a search, page after page, as the app reads them. */
async function allResults(state: SearchState, place: SearchPlace): Promise<KookerProfile[]> {
  const first = await firstResultsWith(reader, state, place, 1);
  const docs = [...first.docs];
  let more = first.more;
  while (more) {
    const page = await moreResultsWith(reader, state, place, docs.at(-1) as Doc);
    docs.push(...page.docs);
    more = page.more;
  }
  return docs.map((doc) => doc.data());
}

describe('the search by commune', () => {
  it('finds exactly the Kookers whose area reaches the commune, under every sort, with a filter or none', async () => {
    const batch = db().batch();
    for (const kooker of ARRANGED)
      batch.set(
        db().doc(documentPath('kookers', kooker.id)),
        publishedProfile({
          firstName: `Kooker${kooker.id}`,
          city: kooker.home.name,
          cityInsee: kooker.insee,
          serviceArea: kooker.area,
          specialties: [kooker.specialty],
          rating: kooker.rating,
          reviewCount: 3,
        }),
      );
    // A paused Kooker in Lyon: never found.
    batch.set(
      db().doc(documentPath('kookers', 'pause')),
      publishedProfile({ city: 'Lyon', cityInsee: '69123', published: false, rating: 5, reviewCount: 1 }),
    );
    await batch.commit();
    await eventually(
      () => db().collection(collectionPath('kookers')).where('reach', '!=', []).count().get(),
      (count) => count.data().count === ARRANGED.length + 1,
      30_000,
    );

    const checked: Record<string, number> = {};
    for (const insee of ['69123', '69266', '69259', '69014', '38544', '42218', '48095']) {
      const place = searchPlaceOf(data, commune(insee).name);
      expect(place?.insee, insee).toBe(insee);
      if (!place) continue;
      type Arranged = (typeof ARRANGED)[number];
      const filters: Array<[string, Partial<SearchState>, (kooker: Arranged) => boolean]> = [
        ['tout', {}, () => true],
        ['pâtisserie', { specialties: ['patisserie'] }, (kooker) => kooker.specialty === 'Pâtisserie française'],
        ['4 étoiles', { minRating: 4 }, (kooker) => kooker.rating >= 4],
      ];
      for (const [label, changes, keep] of filters) {
        const expected = ARRANGED.filter((kooker) => distanceKm(kooker.home, place) <= kooker.area && keep(kooker));
        for (const sort of ['proximite', 'note', 'prix'] as const) {
          const state: SearchState = { ...EMPTY_SEARCH, ...changes, city: commune(insee).name, sort };
          const found = await allResults(state, place);
          const where = `${insee} ${label} ${sort}`;
          expect(found.map((kooker) => kooker.id).sort(), where).toEqual(expected.map((kooker) => kooker.id).sort());
          if (sort === 'proximite') {
            // Nearest band first; the best rated first within a band.
            const keys = found.map((kooker) => [reachBandIn(kooker.reach, insee) ?? 99, -kooker.rating] as const);
            const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
            expect(keys, where).toEqual(sorted);
          }
          checked[`${insee} ${label}`] = found.length;
        }
      }
    }
    // Not a comparison of empty lists: Lyon and its suburbs find several, Mende (Lozère) none.
    expect(checked['69123 tout']).toBeGreaterThanOrEqual(6);
    expect(checked['69266 pâtisserie']).toBeGreaterThanOrEqual(3);
    expect(checked['48095 tout']).toBe(0);
  }, 120_000);
});

// A search as the web app reads it (web/src/features/search): the domain's query builder and
// first results, through the full web SDK, as whoever `firestore` is signed in as (a visitor
// under the rules): what the emulator suites compare with the server's page and the model's writes.
import { collectionPath } from '@kookers/domain/data';
import { kookerFromData } from '@kookers/domain/kookers';
import { communeData } from '@kookers/domain/communes-data';
import {
  COUNT_MAX,
  filteredQuery,
  firstResultsWith,
  modularQueryAdapter,
  orderedQuery,
  searchPlaceOf,
  searchStateFromParams,
  type SearchReader,
} from '@kookers/domain/search';
import {
  and,
  collection,
  getCountFromServer,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

/** The ids the app lists for `search` (URL parameters, as /search takes them), and the count it shows. */
export async function appSearchResults(firestore: Firestore, search: string): Promise<{ ids: string[]; total: number }> {
  const queries = modularQueryAdapter({ query, where, and, or, orderBy }, query(collection(firestore, collectionPath('kookers'))));
  const reader: SearchReader<QueryDocumentSnapshot> = {
    read: async (spec, size, after) =>
      (await getDocs(query(orderedQuery(queries, spec), ...(after ? [startAfter(after), limit(size)] : [limit(size)])))).docs,
    count: async (spec) => (await getCountFromServer(query(filteredQuery(queries, spec), limit(COUNT_MAX)))).data().count,
    tokensOf: (doc) => kookerFromData(doc.id, doc.data()).searchTokens,
    reachOf: (doc) => kookerFromData(doc.id, doc.data()).reach,
  };
  const state = searchStateFromParams(new URLSearchParams(search));
  const place = state.city ? searchPlaceOf(communeData(), state.city) : null;
  const { docs, total } = await firstResultsWith(reader, state, place, state.pages);
  return { ids: docs.map((doc) => doc.id), total };
}

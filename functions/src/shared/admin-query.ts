import type { KookerProfile } from '@kookers/domain/kookers';
import { filteredQuery, orderedQuery, type QueryAdapter, COUNT_MAX, type SearchReader } from '@kookers/domain/search';
import { Filter, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** The Admin SDK's way of writing a search's query (domain/src/search/search-query-builder.ts builds it). */
function adminQueryAdapter<T>(collection: Query<T>): QueryAdapter<Filter, Filter, Query<T>> {
  return {
    where: (field, op, value) => Filter.where(field, op, value),
    and: (filters) => Filter.and(...filters),
    or: (filters) => Filter.or(...filters),
    filtered: (filter) => collection.where(filter),
    orderBy: (query, field, direction) => query.orderBy(field, direction),
  };
}

/**
 * The reads of a search (domain/src/search/search-results.ts) with the Admin SDK, on `kookers` read
 * through the model's converter: what the searchPage function serves, and what its tests read.
 */
export function adminSearchReader(kookers: () => Query<KookerProfile>): SearchReader<QueryDocumentSnapshot<KookerProfile>> {
  return {
    async read(spec, size, after) {
      const query = orderedQuery(adminQueryAdapter(kookers()), spec);
      return (await (after ? query.startAfter(after) : query).limit(size).get()).docs;
    },
    async count(spec) {
      return (await filteredQuery(adminQueryAdapter(kookers()), spec).limit(COUNT_MAX).count().get()).data().count;
    },
    tokensOf: (doc) => doc.data().searchTokens,
    reachOf: (doc) => doc.data().reach,
  };
}

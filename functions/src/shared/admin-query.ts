import type { QueryAdapter } from '@kookers/domain/search-query-builder';
import { Filter, type Query } from 'firebase-admin/firestore';

/** The Admin SDK's way of writing a search's query (domain/src/search-query-builder.ts builds it). */
export function adminQueryAdapter<T>(collection: Query<T>): QueryAdapter<Filter, Filter, Query<T>> {
  return {
    where: (field, op, value) => Filter.where(field, op, value),
    and: (filters) => Filter.and(...filters),
    or: (filters) => Filter.or(...filters),
    filtered: (filter) => collection.where(filter),
    orderBy: (query, field, direction) => query.orderBy(field, direction),
  };
}

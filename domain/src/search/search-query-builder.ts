import type { SearchQuerySpec } from './search-query';

/**
 * The one place a search spec (domain/src/search/search-query.ts) becomes a Firestore query, for the
 * app (Firestore Lite), the searchPage function (Admin SDK), the tests and the bench (full web
 * SDK): each SDK only says how it writes a filter, a conjunction, a disjunction and an order
 * (docs/decisions/007-search.md).
 */
export interface QueryAdapter<Filter, AllOf, Query> {
  where(field: string, op: '==' | 'array-contains', value: string | boolean): Filter;
  and(filters: Filter[]): AllOf;
  or(filters: Filter[]): Filter;
  /** The collection's documents that pass the filter. */
  filtered(filter: AllOf): Query;
  orderBy(query: Query, field: string, direction: 'asc' | 'desc'): Query;
}

/** The query of a spec: every equality and the array-contains ANDed, any of the specialties ORed. */
export function filteredQuery<Filter, AllOf, Query>(adapter: QueryAdapter<Filter, AllOf, Query>, spec: SearchQuerySpec): Query {
  const all = [
    ...spec.equals.map((filter) => adapter.where(filter.field, '==', filter.value)),
    ...(spec.arrayContains ? [adapter.where(spec.arrayContains.field, 'array-contains', spec.arrayContains.value)] : []),
  ];
  const anyOf = spec.anyOf.map((filter) => adapter.where(filter.field, '==', filter.value));
  return adapter.filtered(adapter.and(anyOf.length > 0 ? [...all, adapter.or(anyOf)] : all));
}

/** The same, in the order of the sort. */
export function orderedQuery<Filter, AllOf, Query>(adapter: QueryAdapter<Filter, AllOf, Query>, spec: SearchQuerySpec): Query {
  return spec.orderBy.reduce((query, order) => adapter.orderBy(query, order.field, order.direction), filteredQuery(adapter, spec));
}

/**
 * The query functions of the modular SDKs, Firestore Lite and the full web SDK alike (same
 * signatures, distinct types): what `modularQueryAdapter` needs of them.
 */
export interface ModularQuerySdk<Filter, AllOf, Order, Query> {
  where(field: string, op: '==' | 'array-contains', value: unknown): Filter;
  and(...filters: Filter[]): AllOf;
  or(...filters: Filter[]): Filter;
  orderBy(field: string, direction: 'asc' | 'desc'): Order;
  query(query: NoInfer<Query>, filter: NoInfer<AllOf>): NoInfer<Query>;
  // Two signatures, as the SDKs have: their `query` takes a composite filter or constraints, not either.
  // eslint-disable-next-line @typescript-eslint/unified-signatures
  query(query: NoInfer<Query>, order: NoInfer<Order>): NoInfer<Query>;
}

/** The adapter of a modular SDK, querying `collection` (a collection reference, typed by its converter). */
export function modularQueryAdapter<Filter, AllOf, Order, Query>(
  sdk: ModularQuerySdk<Filter, AllOf, Order, Query>,
  collection: Query,
): QueryAdapter<Filter, AllOf, Query> {
  return {
    where: (field, op, value) => sdk.where(field, op, value),
    and: (filters) => sdk.and(...filters),
    or: (filters) => sdk.or(...filters),
    filtered: (filter) => sdk.query(collection, filter),
    orderBy: (query, field, direction) => sdk.query(query, sdk.orderBy(field, direction)),
  };
}

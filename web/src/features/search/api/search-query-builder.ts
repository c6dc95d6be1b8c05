import type { SearchQuerySpec } from '@kookers/domain/search-query';
import type { and, CollectionReference, or, orderBy, Query, query, where } from 'firebase/firestore/lite';

/** The query functions of a Firestore SDK: Firestore Lite in the app, the full SDK in the tests (same signatures). */
export interface QuerySdk {
  query: typeof query;
  where: typeof where;
  and: typeof and;
  or: typeof or;
  orderBy: typeof orderBy;
}

/**
 * The Firestore query of a search spec (domain/src/search-query.ts): every equality and the
 * array-contains ANDed, any of the specialties ORed. The one place a spec becomes a query, for
 * the app and for the tests that check it against the emulator.
 */
export function filteredQuery<T>(sdk: QuerySdk, kookers: CollectionReference<T>, spec: SearchQuerySpec): Query<T> {
  const all = [
    ...spec.equals.map((filter) => sdk.where(filter.field, '==', filter.value)),
    ...(spec.arrayContains ? [sdk.where(spec.arrayContains.field, 'array-contains', spec.arrayContains.value)] : []),
  ];
  const anyOf = spec.anyOf.map((filter) => sdk.where(filter.field, '==', filter.value));
  return anyOf.length > 0 ? sdk.query(kookers, sdk.and(...all, sdk.or(...anyOf))) : sdk.query(kookers, sdk.and(...all));
}

/** The same, in the order of the sort. */
export function orderedQuery<T>(sdk: QuerySdk, kookers: CollectionReference<T>, spec: SearchQuerySpec): Query<T> {
  return sdk.query(filteredQuery(sdk, kookers, spec), ...spec.orderBy.map((order) => sdk.orderBy(order.field, order.direction)));
}

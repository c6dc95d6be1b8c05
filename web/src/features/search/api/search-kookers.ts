import type { KookerProfile } from '@kookers/domain/model';
import { PAGE_SIZE, searchQueryOf, type SearchQuerySpec, type SearchState } from '@kookers/domain/search-query';
import { filteredQuery, modularQueryAdapter, orderedQuery } from '@kookers/domain/search-query-builder';
import { COUNT_MAX, firstResultsWith, type SearchReader } from '@kookers/domain/search-results';
import {
  and,
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import { liteConverters } from '../../../lib/lite-converters';

// Firestore Lite: one-shot reads keep this page light (docs/decisions/002-bundle-budget.md).
const kookers = collection(firestoreLite, 'kookers').withConverter(liteConverters.kookers);

const lite = modularQueryAdapter({ query, where, and, or, orderBy }, query(kookers));
const filtered = (spec: SearchQuerySpec): Query<KookerProfile> => filteredQuery(lite, spec);
const ordered = (spec: SearchQuerySpec): Query<KookerProfile> => orderedQuery(lite, spec);

/** Where the next page starts: the last document read. */
export type SearchCursor = DocumentSnapshot<KookerProfile>;

export interface SearchPage {
  kookers: KookerProfile[];
  cursor: SearchCursor | null;
  /** Whether more results may follow. */
  more: boolean;
}

/** The first results and how many there are. */
export interface SearchResults extends SearchPage {
  total: number;
  /** The total is a floor (a text of three words or more with many candidates). */
  atLeast: boolean;
}

const reader: SearchReader<QueryDocumentSnapshot<KookerProfile>> = {
  async page(spec, size) {
    const [snapshot, count] = await Promise.all([
      getDocs(query(ordered(spec), limit(size))),
      getCount(query(filtered(spec), limit(COUNT_MAX))),
    ]);
    return { docs: snapshot.docs, count: count.data().count };
  },
  async candidates(spec, max) {
    return (await getDocs(query(ordered(spec), limit(max)))).docs;
  },
  tokensOf: (doc) => doc.data().searchTokens,
};

/**
 * The first `pageCount` pages of results and their count (domain/src/search-results.ts): the
 * documents read are the documents shown, plus one.
 */
export async function firstResults(state: SearchState, pageCount: number): Promise<SearchResults> {
  const found = await firstResultsWith(reader, state, pageCount);
  return {
    kookers: found.docs.map((doc) => doc.data()),
    cursor: found.docs.at(-1) ?? null,
    more: found.more,
    total: found.total,
    atLeast: found.atLeast,
  };
}

/** The cursor after a Kooker shown without one (results that came with the page's HTML): one read. */
export async function cursorAt(kookerId: string): Promise<SearchCursor> {
  return getDoc(doc(kookers, kookerId));
}

/** The next page, after the last document read. */
export async function moreResults(state: SearchState, after: SearchCursor): Promise<SearchPage> {
  const snapshot = await getDocs(query(ordered(searchQueryOf(state)), startAfter(after), limit(PAGE_SIZE)));
  return {
    kookers: snapshot.docs.map((doc) => doc.data()),
    cursor: snapshot.docs.at(-1) ?? null,
    more: snapshot.docs.length === PAGE_SIZE,
  };
}

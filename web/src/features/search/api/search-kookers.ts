import type { KookerProfile } from '@kookers/domain/kookers';
import {
  type SearchPlace,
  type SearchQuerySpec,
  type SearchState,
  filteredQuery,
  modularQueryAdapter,
  orderedQuery,
  COUNT_MAX,
  firstResultsWith,
  moreResultsWith,
  type SearchReader,
} from '@kookers/domain/search';
import {
  and,
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
} from 'firebase/firestore/lite';
import { liteCollectionOf, liteDocumentOf } from '../../../lib/store-lite';

// Firestore Lite: one-shot reads keep this page light (docs/decisions/002-bundle-budget.md).
const kookers = liteCollectionOf('kookers');

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

const reader: SearchReader<DocumentSnapshot<KookerProfile>> = {
  async read(spec, size, after) {
    const constraints = after ? [startAfter(after), limit(size)] : [limit(size)];
    return (await getDocs(query(ordered(spec), ...constraints))).docs;
  },
  async count(spec) {
    return (await getCount(query(filtered(spec), limit(COUNT_MAX)))).data().count;
  },
  tokensOf: (doc) => doc.data()?.searchTokens ?? [],
  reachOf: (doc) => doc.data()?.reach ?? [],
};

/**
 * The first `pageCount` pages of results and their count (domain/src/search/search-results.ts): the
 * documents read are the documents shown, plus one. `place`: the commune the search's city names.
 */
export async function firstResults(state: SearchState, place: SearchPlace | null, pageCount: number): Promise<SearchResults> {
  const found = await firstResultsWith(reader, state, place, pageCount);
  return {
    kookers: found.docs.flatMap((doc) => doc.data() ?? []),
    cursor: found.docs.at(-1) ?? null,
    more: found.more,
    total: found.total,
    atLeast: found.atLeast,
  };
}

/** The cursor after a Kooker shown without one (results that came with the page's HTML): one read. */
export async function cursorAt(kookerId: string): Promise<SearchCursor> {
  return getDoc(liteDocumentOf('kookers', kookerId));
}

/** The next page, after the last document read. */
export async function moreResults(state: SearchState, place: SearchPlace | null, after: SearchCursor): Promise<SearchPage> {
  const { docs, more } = await moreResultsWith(reader, state, place, after);
  return { kookers: docs.flatMap((doc) => doc.data() ?? []), cursor: docs.at(-1) ?? null, more };
}

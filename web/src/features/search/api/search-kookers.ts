import type { KookerProfile } from '@kookers/domain/model';
import { converterFor } from '@kookers/domain/model';
import { matchesRemainingWords, PAGE_SIZE, searchQueryOf, type SearchQuerySpec, type SearchState } from '@kookers/domain/search-query';
import {
  and,
  collection,
  getCount,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import { COUNT_MAX, filteredQuery, orderedQuery } from './search-query-builder';

// The shared model's converter, typed for Firestore Lite (one-shot reads keep this page light:
// docs/decisions/002-bundle-budget.md).
const kookers = collection(firestoreLite, 'kookers').withConverter(converterFor('kookers') as unknown as FirestoreDataConverter<KookerProfile>);

/** How many candidates a text of three words or more is checked on, at most (docs/decisions/007-search.md). */
const CANDIDATES_MAX = 60;

const lite = { query, where, and, or, orderBy };
const filtered = (spec: SearchQuerySpec): Query<KookerProfile> => filteredQuery(lite, kookers, spec);
const ordered = (spec: SearchQuerySpec): Query<KookerProfile> => orderedQuery(lite, kookers, spec);

/** Where the next page starts: the last document read. */
export type SearchCursor = QueryDocumentSnapshot<KookerProfile>;

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

/**
 * The first `pageCount` pages of results (12 each) in one read, and their count (an aggregation
 * of at most COUNT_MAX matches: one read): the documents read are the documents shown, plus one.
 * A text of three words or more is matched on its two longest words by Firestore and on the
 * others here; a pair of words that is no token falls back to the longest word, the others
 * checked here; both among the first CANDIDATES_MAX candidates (docs/decisions/007-search.md).
 */
export async function firstResults(state: SearchState, pageCount: number): Promise<SearchResults> {
  const spec = searchQueryOf(state);
  if (spec.remainingWords.length > 0) {
    const found = await candidates(spec, spec.remainingWords);
    if (found.total > 0 || !spec.textFallback) return found;
  } else {
    const size = PAGE_SIZE * pageCount;
    const [snapshot, count] = await Promise.all([getDocs(query(ordered(spec), limit(size))), getCount(query(filtered(spec), limit(COUNT_MAX)))]);
    const total = count.data().count;
    if (total > 0 || !spec.textFallback) return { ...pageOf(snapshot.docs, size), total, atLeast: total >= COUNT_MAX };
  }
  const { value, remainingWords } = spec.textFallback;
  return candidates({ ...spec, arrayContains: { field: 'searchTokens', value } }, remainingWords);
}

/** The candidates of `spec` that also hold every one of `words`: all on one page. */
async function candidates(spec: SearchQuerySpec, words: readonly string[]): Promise<SearchResults> {
  const snapshot = await getDocs(query(ordered(spec), limit(CANDIDATES_MAX)));
  const found = snapshot.docs.map((doc) => doc.data()).filter((kooker) => matchesRemainingWords(kooker.searchTokens, words));
  return { kookers: found, cursor: null, more: false, total: found.length, atLeast: snapshot.size === CANDIDATES_MAX && found.length > 0 };
}

/** The next page, after the last document read. */
export async function moreResults(state: SearchState, after: SearchCursor): Promise<SearchPage> {
  const snapshot = await getDocs(query(ordered(searchQueryOf(state)), startAfter(after), limit(PAGE_SIZE)));
  return pageOf(snapshot.docs, PAGE_SIZE);
}

function pageOf(docs: Array<QueryDocumentSnapshot<KookerProfile>>, size: number): SearchPage {
  return { kookers: docs.map((doc) => doc.data()), cursor: docs.at(-1) ?? null, more: docs.length === size };
}

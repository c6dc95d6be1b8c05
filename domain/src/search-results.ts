/**
 * How the first results of a search are read, whatever the Firestore SDK: Firestore Lite in the
 * browser (web/src/features/search/api/search-kookers.ts), the Admin SDK in the searchPage
 * function, which serves them with the page's HTML (docs/decisions/012-pages-rendered-on-the-server.md).
 * The SDK is behind `SearchReader`; the strategy (one page and its count, or candidates checked
 * word by word, and the fallback) is written once, here (docs/decisions/007-search.md).
 */
import { matchesRemainingWords, PAGE_SIZE, searchQueryOf, type SearchQuerySpec, type SearchState } from './search-query';

/**
 * Matches counted at most: a count costs one read per thousand matches, so beyond this the page
 * says "Au moins 1 000 Kookers trouvés", and a search costs its page and one read at any scale.
 */
export const COUNT_MAX = 1000;

/** How many candidates a text of three words or more is checked on, at most. */
export const CANDIDATES_MAX = 60;

/** The two reads a search needs, in one SDK. */
export interface SearchReader<Doc> {
  /** The first `size` documents of `spec`, in its order, and how many match (counted up to COUNT_MAX). */
  page(spec: SearchQuerySpec, size: number): Promise<{ docs: Doc[]; count: number }>;
  /** The first `max` documents of `spec`, in its order. */
  candidates(spec: SearchQuerySpec, max: number): Promise<Doc[]>;
  /** The search tokens of a document (its `searchTokens`). */
  tokensOf(doc: Doc): readonly string[];
}

export interface FirstResults<Doc> {
  docs: Doc[];
  total: number;
  /** The total is a floor (beyond COUNT_MAX, or a text of three words or more with many candidates). */
  atLeast: boolean;
  /** Whether more results may follow the last document. */
  more: boolean;
}

/**
 * The first `pageCount` pages of results (PAGE_SIZE each) in one read, and their count: the
 * documents read are the documents shown, plus one. A text of three words or more is matched on
 * its two longest words by Firestore and on the others here; a pair of words that is no token
 * falls back to the longest word, the others checked here; both among the first CANDIDATES_MAX.
 */
export async function firstResultsWith<Doc>(reader: SearchReader<Doc>, state: SearchState, pageCount: number): Promise<FirstResults<Doc>> {
  const spec = searchQueryOf(state);
  if (spec.remainingWords.length > 0) {
    const found = await candidatesWith(reader, spec, spec.remainingWords);
    if (found.total > 0 || !spec.textFallback) return found;
  } else {
    const size = PAGE_SIZE * pageCount;
    const { docs, count } = await reader.page(spec, size);
    if (count > 0 || !spec.textFallback) return { docs, total: count, atLeast: count >= COUNT_MAX, more: docs.length === size };
  }
  const { value, remainingWords } = spec.textFallback;
  return candidatesWith(reader, { ...spec, arrayContains: { field: 'searchTokens', value } }, remainingWords);
}

/** The candidates of `spec` that also hold every one of `words`: all on one page. */
async function candidatesWith<Doc>(reader: SearchReader<Doc>, spec: SearchQuerySpec, words: readonly string[]): Promise<FirstResults<Doc>> {
  const read = await reader.candidates(spec, CANDIDATES_MAX);
  const docs = read.filter((doc) => matchesRemainingWords(reader.tokensOf(doc), words));
  return { docs, total: docs.length, atLeast: read.length === CANDIDATES_MAX && docs.length > 0, more: false };
}

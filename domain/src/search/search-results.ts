/**
 * How the results of a search are read, whatever the Firestore SDK: Firestore Lite in the
 * browser (web/src/features/search/api/search-kookers.ts), the Admin SDK in the searchPage
 * function, which serves the first ones with the page's HTML (docs/decisions/012-pages-rendered-on-the-server.md).
 * The SDK is behind `SearchReader`; the strategy (one page and its count, the distance bands one
 * after the other, or candidates checked word by word, and the fallback) is written once, here
 * (docs/decisions/007-search.md, 016-recherche-par-commune.md).
 */
import { matchesRemainingWords, PAGE_SIZE, searchQueryOf, type SearchQuerySpec, type SearchState } from './search-query';
import { reachBandIn, type SearchPlace } from './search-reach';

/**
 * Matches counted at most: a count costs one read per thousand matches, so beyond this the page
 * says "Au moins 1 000 Kookers trouvés", and a search costs its page and one read at any scale.
 */
export const COUNT_MAX = 1000;

/** How many candidates a text is checked on, at most, when Firestore cannot match it whole. */
export const CANDIDATES_MAX = 60;

/** The reads a search needs, in one SDK. */
export interface SearchReader<Doc> {
  /** The first `size` documents of `spec` in its order, after `after` if given. */
  read(spec: SearchQuerySpec, size: number, after?: Doc): Promise<Doc[]>;
  /** How many documents match `spec`, counted up to COUNT_MAX. */
  count(spec: SearchQuerySpec): Promise<number>;
  /** The search tokens of a document (its `searchTokens`). */
  tokensOf(doc: Doc): readonly string[];
  /** The communes a document's Kooker reaches (its `reach`). */
  reachOf(doc: Doc): readonly string[];
}

export interface FirstResults<Doc> {
  docs: Doc[];
  total: number;
  /** The total is a floor (beyond COUNT_MAX, or a text checked on many candidates). */
  atLeast: boolean;
  /** Whether more results may follow the last document. */
  more: boolean;
}

const NONE: FirstResults<never> = { docs: [], total: 0, atLeast: false, more: false };

/**
 * The documents of `spec` in its order: one query, or for 'Les plus proches' the bands one after
 * the other, each best rated first, until `size` are read. After a document, from its own band.
 */
async function ordered<Doc>(reader: SearchReader<Doc>, spec: SearchQuerySpec, size: number, after?: Doc): Promise<Doc[]> {
  const { bands, arrayContains } = spec;
  if (!bands || !arrayContains) return reader.read(spec, size, after);
  const first = after === undefined ? 0 : (reachBandIn(reader.reachOf(after), arrayContains.value) ?? 0);
  const docs: Doc[] = [];
  for (let band = first; band < bands.length && docs.length < size; band++) {
    const value = bands[band] ?? '';
    const inBand = { ...spec, arrayContains: { field: 'reach' as const, value } };
    docs.push(...(await reader.read(inBand, size - docs.length, band === first ? after : undefined)));
  }
  return docs;
}

/**
 * The first `pageCount` pages of results (PAGE_SIZE each) and their count: the documents read
 * are the documents shown, plus one (plus one per distance band crossed, for 'Les plus proches').
 * A city that names no commune finds nobody. A text that Firestore cannot match whole (three
 * words or more; two words that are no token; any text with a commune) is checked here on the
 * first CANDIDATES_MAX candidates; a pair of words that is no token falls back to the longest.
 */
export async function firstResultsWith<Doc>(
  reader: SearchReader<Doc>,
  state: SearchState,
  place: SearchPlace | null,
  pageCount: number,
): Promise<FirstResults<Doc>> {
  if (state.city.trim() && !place) return NONE;
  const spec = searchQueryOf(state, place);
  if (spec.remainingWords.length > 0) {
    const found = await candidatesWith(reader, spec, spec.remainingWords);
    if (found.total > 0 || !spec.textFallback) return found;
  } else {
    const size = PAGE_SIZE * pageCount;
    const [docs, count] = await Promise.all([ordered(reader, spec, size), reader.count(spec)]);
    if (count > 0 || !spec.textFallback) return { docs, total: count, atLeast: count >= COUNT_MAX, more: docs.length === size };
  }
  if (!spec.textFallback) return NONE;
  const { value, remainingWords } = spec.textFallback;
  return candidatesWith(reader, { ...spec, arrayContains: { field: 'searchTokens', value } }, remainingWords);
}

/** The page after `after`, the last document shown. */
export async function moreResultsWith<Doc>(
  reader: SearchReader<Doc>,
  state: SearchState,
  place: SearchPlace | null,
  after: Doc,
): Promise<{ docs: Doc[]; more: boolean }> {
  const docs = await ordered(reader, searchQueryOf(state, place), PAGE_SIZE, after);
  return { docs, more: docs.length === PAGE_SIZE };
}

/** The candidates of `spec` that also hold every one of `words`: all on one page. */
async function candidatesWith<Doc>(reader: SearchReader<Doc>, spec: SearchQuerySpec, words: readonly string[]): Promise<FirstResults<Doc>> {
  const read = await ordered(reader, spec, CANDIDATES_MAX);
  const docs = read.filter((doc) => matchesRemainingWords(reader.tokensOf(doc), words));
  return { docs, total: docs.length, atLeast: read.length === CANDIDATES_MAX && docs.length > 0, more: false };
}

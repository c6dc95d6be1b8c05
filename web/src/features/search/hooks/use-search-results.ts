import type { KookerProfile } from '@kookers/domain/kookers';
import { type SearchPlace, searchCriteriaKey, type SearchState } from '@kookers/domain/search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmbeddedData } from '../../../lib/embedded-data';
import { withTimeout } from '../../../lib/with-timeout';
import { readEmbeddedResults } from '../api/embedded-results';
import type { SearchCursor } from '../api/search-kookers';
import { placeOf, rememberPlace } from '../api/search-place';

// Firestore Lite and the queries, on demand: a search landed on comes with its results (the
// searchPage function), and the page reads nothing until the visitor searches again or asks
// for more; reached inside the app, the page asks for them at once.
const searchApi = () => import('../api/search-kookers');

export type SearchResultsState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** The commune the search's city names: each card tells its distance from it. */
      place: SearchPlace | null;
      kookers: KookerProfile[];
      total: number;
      atLeast: boolean;
      more: boolean;
      loadingMore: boolean;
      moreFailed: boolean;
    };

const LOAD_TIMEOUT_MS = 15_000;

/**
 * The results of a search: its first `pages` pages and their count, loaded again whenever the
 * criteria change (or `retry`); `loadMore` adds the next page after the last one read (no
 * duplicate, no gap) and resolves once it is shown. The HTML of /search (the searchPage
 * function) carries the results it was rendered with: the page starts from them without
 * reading them again.
 */
export function useSearchResults(state: SearchState) {
  const { pages } = state;
  const source = useEmbeddedData();
  const [attempt, setAttempt] = useState(0);
  // The criteria without the pages: more pages are added by loadMore, not loaded from the start.
  const criteria = searchCriteriaKey(state);
  const request = `${attempt}:${criteria}`;
  // What was loaded, for which request: a result of another request means "loading".
  const [loaded, setLoaded] = useState<{ request: string; results: SearchResultsState } | null>(() => {
    const embedded = readEmbeddedResults(source, criteria, pages);
    if (embedded) rememberPlace(state.city, embedded.place);
    return embedded ? { request, results: { status: 'ready', ...embedded, loadingMore: false, moreFailed: false } } : null;
  });
  // The request the HTML answered: not read again (once: coming back to it later reads it).
  const fromHtml = useRef(loaded?.request ?? null);
  const cursor = useRef<SearchCursor | null>(null);
  // The pages the URL asks for when the criteria change (a reload, a shared link, the back button).
  const pagesWanted = useRef(pages);
  useEffect(() => {
    pagesWanted.current = pages;
  });

  useEffect(() => {
    if (fromHtml.current === request) {
      fromHtml.current = null;
      return;
    }
    let active = true;
    const criteriaOf = JSON.parse(request.slice(request.indexOf(':') + 1)) as SearchState;
    withTimeout(
      Promise.all([searchApi(), placeOf(criteriaOf.city)]).then(async ([{ firstResults }, place]) => ({
        place,
        found: await firstResults(criteriaOf, place, pagesWanted.current),
      })),
      LOAD_TIMEOUT_MS,
    ).then(
      ({ place, found }) => {
        if (!active) return;
        cursor.current = found.cursor;
        setLoaded({
          request,
          results: {
            status: 'ready',
            place,
            kookers: found.kookers,
            total: found.total,
            atLeast: found.atLeast,
            more: found.more,
            loadingMore: false,
            moreFailed: false,
          },
        });
      },
      () => active && setLoaded({ request, results: { status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [request]);

  const update = useCallback(
    (change: (results: SearchResultsState) => SearchResultsState) =>
      setLoaded((current) => (current && current.request === request ? { request, results: change(current.results) } : current)),
    [request],
  );

  const ready = loaded?.request === request && loaded.results.status === 'ready' ? loaded.results : null;
  const lastShown = ready?.kookers.at(-1)?.id ?? null;
  const place = ready?.place ?? null;

  const loadMore = useCallback(async (): Promise<boolean> => {
    if (!cursor.current && !lastShown) return false;
    update((results) => (results.status === 'ready' ? { ...results, loadingMore: true, moreFailed: false } : results));
    try {
      const { cursorAt, moreResults } = await withTimeout(searchApi(), LOAD_TIMEOUT_MS);
      // Results that came with the HTML have no cursor yet: the last one shown is read for it.
      const after = cursor.current ?? (await withTimeout(cursorAt(lastShown ?? ''), LOAD_TIMEOUT_MS));
      const page = await withTimeout(moreResults(state, place, after), LOAD_TIMEOUT_MS);
      cursor.current = page.cursor ?? after;
      update((results) =>
        results.status === 'ready'
          ? { ...results, kookers: [...results.kookers, ...page.kookers], more: page.more, loadingMore: false }
          : results,
      );
      return true;
    } catch {
      update((results) => (results.status === 'ready' ? { ...results, loadingMore: false, moreFailed: true } : results));
      return false;
    }
  }, [state, place, update, lastShown]);

  const retry = () => setAttempt((n) => n + 1);
  const results: SearchResultsState = loaded && loaded.request === request ? loaded.results : { status: 'loading' };
  return { results, loadMore, retry };
}

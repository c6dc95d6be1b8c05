import type { KookerProfile } from '@kookers/domain/model';
import type { SearchState } from '@kookers/domain/search-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withTimeout } from '../../../lib/with-timeout';
// Imported with the page (not on demand): the query starts as soon as the page renders, and
// Firestore Lite downloads along with the page's code.
import { firstResults, moreResults, type SearchCursor } from '../api/search-kookers';

export type SearchResultsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; kookers: KookerProfile[]; total: number; atLeast: boolean; more: boolean; loadingMore: boolean; moreFailed: boolean };

const LOAD_TIMEOUT_MS = 15_000;

/**
 * The results of a search: its first `pages` pages and their count, loaded again whenever the
 * criteria change (or `retry`); `loadMore` adds the next page after the last one read (no
 * duplicate, no gap) and resolves once it is shown.
 */
export function useSearchResults(state: SearchState) {
  // The criteria without the pages: more pages are added by loadMore, not loaded from the start.
  const { pages, ...criteria } = state;
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${JSON.stringify(criteria)}`;
  // What was loaded, for which request: a result of another request means "loading".
  const [loaded, setLoaded] = useState<{ request: string; results: SearchResultsState } | null>(null);
  const cursor = useRef<SearchCursor | null>(null);
  // The pages the URL asks for when the criteria change (a reload, a shared link, the back button).
  const pagesWanted = useRef(pages);
  useEffect(() => {
    pagesWanted.current = pages;
  });

  useEffect(() => {
    let active = true;
    const criteriaOf = JSON.parse(request.slice(request.indexOf(':') + 1)) as SearchState;
    withTimeout(firstResults(criteriaOf, pagesWanted.current), LOAD_TIMEOUT_MS).then(
      (found) => {
        if (!active) return;
        cursor.current = found.cursor;
        setLoaded({
          request,
          results: { status: 'ready', kookers: found.kookers, total: found.total, atLeast: found.atLeast, more: found.more, loadingMore: false, moreFailed: false },
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

  const loadMore = useCallback(async (): Promise<boolean> => {
    const after = cursor.current;
    if (!after) return false;
    update((results) => (results.status === 'ready' ? { ...results, loadingMore: true, moreFailed: false } : results));
    try {
      const page = await withTimeout(moreResults(state, after), LOAD_TIMEOUT_MS);
      cursor.current = page.cursor ?? after;
      update((results) => (results.status === 'ready' ? { ...results, kookers: [...results.kookers, ...page.kookers], more: page.more, loadingMore: false } : results));
      return true;
    } catch {
      update((results) => (results.status === 'ready' ? { ...results, loadingMore: false, moreFailed: true } : results));
      return false;
    }
  }, [state, update]);

  const retry = () => setAttempt((n) => n + 1);
  const results: SearchResultsState = loaded && loaded.request === request ? loaded.results : { status: 'loading' };
  return { results, loadMore, retry };
}

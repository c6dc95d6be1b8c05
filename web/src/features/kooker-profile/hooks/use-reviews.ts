import type { Review } from '@kookers/domain/kookers';
import { useEffect, useState } from 'react';
import { withTimeout } from '../../../lib/with-timeout';
import type { ReviewsCursor } from '../api/reviews';

// The Firestore Lite module comes on demand: it is not needed to paint the profile.
const loadReviewsPage = (kookerId: string, after: ReviewsCursor | null) =>
  import('../api/reviews').then((api) => api.loadReviewsPage(kookerId, after));

export interface ReviewsState {
  reviews: Review[];
  /** Where the next page starts; null when every review is shown. */
  next: ReviewsCursor | null;
  status: 'loading' | 'ready' | 'error' | 'loading-more' | 'more-error';
}

const LOAD_TIMEOUT_MS = 10_000;

/**
 * A Kooker's reviews, newest first, a page at a time: the first page when `wanted`, the next
 * ones on `loadMore` ('Voir plus d’avis'). `retry` reloads what failed.
 */
export function useReviews(kookerId: string, wanted: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReviewsState>({ reviews: [], next: null, status: 'loading' });

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    withTimeout(loadReviewsPage(kookerId, null), LOAD_TIMEOUT_MS).then(
      (page) => active && setState({ reviews: page.reviews, next: page.next, status: 'ready' }),
      () => active && setState({ reviews: [], next: null, status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [kookerId, wanted, attempt]);

  /** Loads the next page; true once it is shown. */
  const loadMore = async (): Promise<boolean> => {
    if (!state.next || state.status === 'loading-more') return false;
    const after = state.next;
    setState((current) => ({ ...current, status: 'loading-more' }));
    try {
      const page = await withTimeout(loadReviewsPage(kookerId, after), LOAD_TIMEOUT_MS);
      setState((current) => ({ reviews: [...current.reviews, ...page.reviews], next: page.next, status: 'ready' }));
      return true;
    } catch {
      setState((current) => ({ ...current, status: 'more-error' }));
      return false;
    }
  };

  const retry = () => {
    if (state.status === 'more-error') {
      void loadMore();
      return;
    }
    setState({ reviews: [], next: null, status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return { state, loadMore, retry };
}

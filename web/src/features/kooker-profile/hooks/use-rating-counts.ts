import { useEffect, useState } from 'react';
import { withTimeout } from '../../../lib/with-timeout';
import type { Rating } from '../ratings';

export type RatingCountsState = { status: 'loading' } | { status: 'ready'; counts: Record<Rating, number> } | { status: 'error' };

/** How many reviews gave each rating, counted by Firestore when `wanted`. */
export function useRatingCounts(kookerId: string, wanted: boolean): RatingCountsState {
  const [state, setState] = useState<RatingCountsState>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    // The Firestore Lite module comes on demand: it is not needed to paint the profile.
    const load = import('../api/reviews').then(({ loadRatingCounts }) => loadRatingCounts(kookerId));
    withTimeout(load, 10_000).then(
      (counts) => active && setState({ status: 'ready', counts }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [kookerId, wanted]);
  return state;
}

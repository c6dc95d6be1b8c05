import type { KookerProfile } from '@kookers/domain/kookers';
import { useEffect, useState } from 'react';
import { withTimeout } from '../../../lib/with-timeout';

export type FeaturedKookersState = { status: 'loading' } | { status: 'ready'; kookers: KookerProfile[] } | { status: 'error' };

const LOAD_TIMEOUT_MS = 10_000;

/**
 * Loads the featured Kookers once `wanted` is true (their section is in view). The query
 * module, and Firestore Lite with it, is imported on demand, so it never delays the home page's
 * first paint. `retry` loads again after a failure.
 */
export function useFeaturedKookers(wanted: boolean): { state: FeaturedKookersState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FeaturedKookersState>({ status: 'loading' });

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const load = import('../api/featured-kookers').then(({ loadFeaturedKookers }) => loadFeaturedKookers());
    withTimeout(load, LOAD_TIMEOUT_MS).then(
      (kookers) => active && setState({ status: 'ready', kookers }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [wanted, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

import { useEffect, useState } from 'react';
import { withTimeout } from './with-timeout';

export type LazyLoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

const LOAD_TIMEOUT_MS = 10_000;

/**
 * Runs `load` once `wanted` is true (its section is in view: useInViewport), so that what it
 * imports — a query module, Firestore Lite — never delays the first paint. `load` is a function
 * of the module (the same at every render). `retry` loads again after a failure.
 */
export function useLazyLoad<T>(wanted: boolean, load: () => Promise<T>): { state: LazyLoadState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyLoadState<T>>({ status: 'loading' });

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    withTimeout(load(), LOAD_TIMEOUT_MS).then(
      (value) => active && setState({ status: 'ready', value }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [wanted, attempt, load]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

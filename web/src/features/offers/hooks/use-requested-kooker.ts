import type { KookerProfile } from '@kookers/domain/kookers';
import { useEffect, useState } from 'react';
import { loadRequestedKooker } from '../api/request-page';

export type RequestedKooker =
  { status: 'loading' } | { status: 'ready'; kooker: KookerProfile } | { status: 'not-found' } | { status: 'error' };

/** The Kooker a request is for, read once; `retry` reads again after a failure. */
export function useRequestedKooker(id: string): { state: RequestedKooker; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: RequestedKooker } | null>(null);
  const key = `${id}#${attempt}`;
  useEffect(() => {
    let current = true;
    loadRequestedKooker(id).then(
      (kooker) => current && setState({ key, value: kooker ? { status: 'ready', kooker } : { status: 'not-found' } }),
      () => current && setState({ key, value: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [id, key]);
  return { state: state?.key === key ? state.value : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}

import type { Unsubscribe } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export type Subscribe<T> = (onValue: (value: T) => void, onError: (error: Error) => void) => Unsubscribe;

const LOADING = { status: 'loading' } as const;

/**
 * A live Firestore value. `subscribe` must be stable (useCallback) and change only when what
 * it follows changes; `key` names what is followed: a new key starts from 'loading', while a new
 * subscription under the same key (a longer list) keeps showing the current data until the new
 * one arrives. A failed listener is over for good: `retry` subscribes again.
 */
export function useLive<T>(key: string, subscribe: Subscribe<T>): LiveState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ tag: string; value: LiveState<T> }>({ tag: '', value: LOADING });
  const tag = `${key}#${attempt}`;

  useEffect(
    () =>
      subscribe(
        (data) => setState({ tag, value: { status: 'ready', data } }),
        (error) => setState({ tag, value: { status: 'error', error } }),
      ),
    [subscribe, tag],
  );

  const value = state.tag === tag ? state.value : LOADING;
  return { ...value, retry: () => setAttempt((n) => n + 1) };
}

/** The Firestore error code of a failure (`permission-denied`…), if any. */
export function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : null;
}

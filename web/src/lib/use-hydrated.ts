import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False when rendering at build time and while the browser hydrates that HTML; true from the
 * render that follows, and at once when nothing is hydrated (npm run dev).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

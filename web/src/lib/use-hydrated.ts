import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server's HTML is being hydrated, true once React owns the page (and from the
 * start of a page rendered in the browser). A control that only works through React (a toggle)
 * stays disabled until then, so that a tap before hydration is not silently lost
 * (docs/decisions/012-pages-rendered-on-the-server.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

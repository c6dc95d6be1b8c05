import { useSyncExternalStore } from 'react';

/**
 * Whether anything on the page may show a toast: lib/toast.ts says so when a module that shows
 * toasts loads, and only then does the app load the toasts' host (app/providers.tsx). The home
 * and the public pages never download react-hot-toast (docs/decisions/010-first-paint.md).
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False at build time and while hydrating, like everything the prerendered HTML does not show. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

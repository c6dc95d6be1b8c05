import { startTransition, useEffect, useState } from 'react';
import { useEmbeddedData } from '../../../lib/embedded-data';
import { withTimeout } from '../../../lib/with-timeout';
import { readEmbeddedPage } from '../api/embedded-page';
import type { KookerPageData } from '../api/kooker';

export type KookerPageState =
  | { status: 'loading' }
  | { status: 'ready'; data: KookerPageData }
  | { status: 'not-found' }
  | { status: 'error' };

const LOAD_TIMEOUT_MS = 10_000;

/**
 * Loads a Kooker's profile and services. The HTML served for a Kooker's link embeds them (the
 * kookerPage function, which renders the page with them): the page starts from those, then
 * reads Firestore (Lite, imported on demand) for what changed since that HTML was cached. `viewerIsOwner` is part of the key: when
 * the owner's session appears (or ends) the profile is read again, as the rules now answer
 * differently for a draft. `retry` loads again after a failure.
 */
export function useKookerPage(id: string, viewerIsOwner: boolean): { state: KookerPageState; retry: () => void } {
  const source = useEmbeddedData();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<KookerPageState>(() => {
    const embedded = readEmbeddedPage(id, source);
    return embedded ? { status: 'ready', data: embedded } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    const load = import('../api/kooker').then(({ loadKookerPage }) => loadKookerPage(id));
    withTimeout(load, LOAD_TIMEOUT_MS).then(
      // In a transition: the page, already shown from its HTML, is drawn again in slices that
      // leave the browser responsive.
      (data) => active && startTransition(() => setState(data ? { status: 'ready', data } : { status: 'not-found' })),
      // Shown from the HTML already: a failed refresh leaves it as it is.
      () => active && setState((current) => (current.status === 'ready' ? current : { status: 'error' })),
    );
    return () => {
      active = false;
    };
  }, [id, viewerIsOwner, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

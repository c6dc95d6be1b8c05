import { startTransition, useEffect, useState } from 'react';
import { useEmbeddedData } from '../../../lib/embedded-data';
import { withTimeout } from '../../../lib/with-timeout';
import { readEmbeddedPage } from '../api/embedded-page';
import type { KookerPageData } from '../api/kooker';

export type KookerPageState =
  { status: 'loading' } | { status: 'ready'; data: KookerPageData } | { status: 'not-found' } | { status: 'error' };

const LOAD_TIMEOUT_MS = 10_000;

/**
 * Loads a Kooker's profile and services. The HTML served for a Kooker's link carries them (the
 * kookerPage function renders the page with them; a browser or the CDN may keep it 5 to 10
 * minutes): a visitor who is not signed in starts from those and reads nothing more. Otherwise
 * — reached inside the app, or a member, who may just have booked or reviewed, or the Kooker
 * looking at their own page, for whom the rules answer differently (a draft) — it reads them
 * with Firestore Lite, imported on demand. `signedIn` and `viewerIsOwner` are part of the key:
 * the session, once known, reads the profile again. `retry` loads again after a failure.
 */
export function useKookerPage(id: string, signedIn: boolean, viewerIsOwner: boolean): { state: KookerPageState; retry: () => void } {
  const source = useEmbeddedData();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<KookerPageState>(() => {
    const embedded = readEmbeddedPage(id, source);
    return embedded ? { status: 'ready', data: embedded } : { status: 'loading' };
  });
  // The Kooker whose page came with the HTML.
  const [fromHtml] = useState(() => (state.status === 'ready' ? id : null));

  useEffect(() => {
    if (fromHtml === id && !signedIn && attempt === 0) return;
    let active = true;
    const load = import('../api/kooker').then(({ loadKookerPage }) => loadKookerPage(id));
    withTimeout(load, LOAD_TIMEOUT_MS).then(
      // In a transition: a page already shown is drawn again in slices that leave the browser responsive.
      (data) => active && startTransition(() => setState(data ? { status: 'ready', data } : { status: 'not-found' })),
      // Shown already: a failed refresh leaves it as it is.
      () => active && setState((current) => (current.status === 'ready' ? current : { status: 'error' })),
    );
    return () => {
      active = false;
    };
  }, [id, signedIn, viewerIsOwner, attempt, fromHtml]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

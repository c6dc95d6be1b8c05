import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AppShellContext } from '../components/layouts/app-shell';
import { useToasterRequested } from '../lib/toaster-request';
import { useHydrated } from '../lib/use-hydrated';

// The toasts' host, with react-hot-toast: loaded once a module that shows toasts has loaded
// (lib/toast.ts), never for the home and the pages that show none.
const Toasts = lazy(() => import('../components/ui/toasts').then((module) => ({ default: module.Toasts })));

/**
 * Around the router, in the browser (main.tsx) as at build time (prerender.tsx). `shell`: the
 * HTML is the app's shell, kept until hydration ends. The toasts start once hydrated: they are
 * never in the prerendered HTML. Firebase is not here: the session starts on its own after the
 * first paint (features/auth/session-store.ts), and each Firebase SDK loads with the first
 * module that needs it (docs/decisions/010-first-paint.md).
 */
export function AppProviders({ children, shell = false }: { children: ReactNode; shell?: boolean }) {
  const hydrated = useHydrated();
  const toasts = useToasterRequested();
  // Once the shell has hydrated, the page takes its place: in a transition, so that React renders
  // it in slices and the browser stays responsive meanwhile.
  const [inShell, setInShell] = useState(shell);
  useEffect(() => {
    if (inShell) startTransition(() => setInShell(false));
  }, [inShell]);
  return (
    <AppShellContext.Provider value={inShell}>
      {children}
      {hydrated && toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </AppShellContext.Provider>
  );
}

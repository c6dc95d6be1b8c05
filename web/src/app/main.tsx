import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { APP_SHELL_MARKER } from '../components/layouts/app-shell';
import { startSession } from '../features/auth/session-store';
import '../styles/index.css';
import { PRERENDERED_ATTRIBUTE } from './prerendered-pages';
import { AppProviders } from './providers';
import { MAIN_LAYOUT_ROUTE_ID, routes } from './router';

// The HTML Hosting serves is already the page (docs/decisions/010-first-paint.md): prerendered
// for this very path (home, FAQ, terms…), or the app's shell (navbar, footer, a spinner) for
// every other path; empty only under `npm run dev`. Hydrating it needs a first render equal to
// it: the route modules of this path are loaded first, and the session is 'loading' until
// hydration ends (features/auth/session-store.ts).
const container = document.getElementById('root');
if (!container) throw new Error('#root manquant dans index.html');

const path = window.location.pathname.replace(/(.)\/+$/, '$1');
const matches = matchRoutes(routes, window.location) ?? [];
const isShell = container.querySelector(`[${APP_SHELL_MARKER}]`) !== null;
// The shell holds the main layout: it hydrates for the paths under it; a page with a layout of
// its own (the email actions' /verify-email) draws over it.
const hydrate = isShell
  ? matches.some((match) => match.route.id === MAIN_LAYOUT_ROUTE_ID)
  : container.getAttribute(PRERENDERED_ATTRIBUTE) === path;

// Not a top-level await: the lazily loaded chunks may then share modules with this entry. The
// app starts in a task of its own, after the one that evaluated its code (Total Blocking Time).
void loadLazyRoutes(matches.map((match) => match.route)).then(
  () => setTimeout(() => start(container, hydrate)),
  // A page that could not be downloaded: the router tries again and shows its error page.
  () => setTimeout(() => start(container, false)),
);

function start(root: HTMLElement, hydrate: boolean) {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders shell={hydrate && isShell}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page stays responsive (Total Blocking Time).
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  startSession();
}

/** Resolves the lazy routes of the current path, so the router starts with them, as the HTML was rendered. */
async function loadLazyRoutes(matched: RouteObject[]): Promise<void> {
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

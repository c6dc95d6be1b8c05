import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { DocumentTitleCollector, formatTitle } from '../lib/document-title';
import { EmbeddedDataContext, embeddedDataOf } from '../lib/embedded-data';
import { AppProviders } from './providers';
import { routes } from './router';

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, ROUTE_SHELLS, SHELL_FILE } from './prerendered-pages';

export interface RenderedPage {
  /** The HTML of #root. */
  html: string;
  /** The page's <title>, as useDocumentTitle sets it in the browser. */
  title: string;
}

export interface RenderOptions {
  /** The main layout with a spinner in place of the page. */
  shell?: boolean;
  /**
   * The data the page's HTML carries (domain/src/pages/page-data.ts), by element id, as JSON text:
   * what the page reads on its first render, here as in the browser.
   */
  embedded?: Readonly<Record<string, string>>;
}

/**
 * Renders a page as the browser's first render will draw it before hydrating: the session
 * 'loading', no toasts. At build time (scripts/build/prerender.mjs runs the server build of
 * this module) for the public pages and the shell; on request, with their data, for a Kooker's
 * page and the search (the kookerPage and searchPage functions: docs/decisions/012-pages-rendered-on-the-server.md).
 * `path` may carry a query string. No router hydration data is written (no inline script: the
 * app has no loader, and app/main.tsx loads the route modules itself).
 */
export async function render(path: string, { shell = false, embedded = {} }: RenderOptions = {}): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} : redirection ${context.status}, rien à prérendre`);
  if (context.errors) throw new Error(`${path} : erreur de route ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  let title = formatTitle(null);
  const html = renderToString(
    <StrictMode>
      <DocumentTitleCollector value={(pageTitle) => (title = pageTitle)}>
        <EmbeddedDataContext.Provider value={embeddedDataOf(embedded)}>
          <AppProviders shell={shell}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </EmbeddedDataContext.Provider>
      </DocumentTitleCollector>
    </StrictMode>,
  );
  return { html, title };
}

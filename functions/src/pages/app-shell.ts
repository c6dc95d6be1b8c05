import { logger } from 'firebase-functions';

/**
 * The app's shells of the pages the functions render, as the web build writes them
 * (web/src/app/prerendered-pages.ts, ROUTE_SHELLS): the app's shell that also preloads the code
 * of the page.
 */
export const SHELL_PATHS = { kooker: '/kooker.html', search: '/search.html' } as const;

/**
 * The app's shell of a page, as Hosting serves it (the navbar and footer prerendered around a
 * spinner: docs/decisions/010-first-paint.md), fetched from the site itself, for the function
 * to render the page into (docs/decisions/012-pages-rendered-on-the-server.md). Why not a copy
 * in the functions' bundle: a deploy may ship the functions or the site alone, so a copy would
 * name the asset files of another build. The site's own shell always names the files that site
 * serves.
 *
 * Each instance keeps the last shell of each page and origin with its ETag and revalidates it on every
 * use (Hosting answers 304 at once): after a deploy the next page already uses the new shell,
 * and if the site cannot be reached, the last shell known is better than no page.
 */
const shells = new Map<string, { html: string; etag: string | null }>();
const FETCH_TIMEOUT_MS = 5000;

export async function appShell(origin: string, shellPath: string): Promise<string> {
  const key = `${origin}${shellPath}`;
  const cached = shells.get(key);
  try {
    const response = await fetch(key, {
      headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) return cached.html;
    if (!response.ok) throw new Error(`${shellPath} : ${response.status}`);
    const html = await response.text();
    // Never wrap a page that is not the app (an error page, a login wall in front of the site).
    if (!/<div id="root">/.test(html) || !/<\/head>/i.test(html)) throw new Error(`${shellPath} n’est pas le shell de l’app`);
    shells.set(key, { html, etag: response.headers.get('etag') });
    return html;
  } catch (error) {
    if (cached) {
      logger.warn('Shell de l’app non revalidé : dernière version connue servie', { shell: key, error: String(error) });
      return cached.html;
    }
    throw error;
  }
}

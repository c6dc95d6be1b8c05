import { logger } from 'firebase-functions';

/**
 * The app's shell for a Kooker's page, as the web build writes it (web/src/app/prerendered-pages.ts,
 * ROUTE_SHELLS): the app's shell that also preloads the code of the Kooker page.
 */
export const SHELL_PATH = '/kooker.html';

/**
 * The app's shell, `kooker.html` as Hosting serves it (the navbar and footer prerendered around a
 * spinner, which the SPA hydrates: docs/decisions/010-first-paint.md; `index.html` is now the
 * prerendered home page), fetched from the site itself. Why not a copy in the functions' bundle:
 * `npm run build` builds the functions before the web app, and a deploy may ship either one
 * alone, so a copy would name the asset files of another build. The site's own shell always
 * names the files that site serves.
 *
 * Each instance keeps the last shell of each origin with its ETag and revalidates it on every
 * use (Hosting answers 304 at once): after a deploy the next page already uses the new shell,
 * and if the site cannot be reached, the last shell known is better than no page.
 */
const shells = new Map<string, { html: string; etag: string | null }>();
const FETCH_TIMEOUT_MS = 5000;

export async function appShell(origin: string): Promise<string> {
  const cached = shells.get(origin);
  try {
    const response = await fetch(`${origin}${SHELL_PATH}`, {
      headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) return cached.html;
    if (!response.ok) throw new Error(`${SHELL_PATH} : ${response.status}`);
    const html = await response.text();
    // Never wrap a page that is not the app (an error page, a login wall in front of the site).
    if (!/<div id="root">/.test(html) || !/<\/head>/i.test(html)) throw new Error(`${SHELL_PATH} n’est pas le shell de l’app`);
    shells.set(origin, { html, etag: response.headers.get('etag') });
    return html;
  } catch (error) {
    if (cached) {
      logger.warn('Shell de l’app non revalidé : dernière version connue servie', { origin, error: String(error) });
      return cached.html;
    }
    throw error;
  }
}

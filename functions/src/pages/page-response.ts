import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { appShell } from './app-shell';
import { SITE_NAME } from './head-tags';
import { defaultOrigin, parseHostList, trustedOrigin, type OriginSettings } from './site-origin';

/** What the functions that serve pages (kookerPage, searchPage) share. */

/**
 * How a page function starts: anything but GET and HEAD answered 405; then the site the page
 * belongs to, and the app's shell of the page (`shellPath`, app-shell.ts), or 502 with a plain
 * French page when not even the shell can be had. Null when it has answered already.
 */
export async function pageStart(req: Request, res: Response, shellPath: string): Promise<{ origin: string; shell: string } | null> {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Méthode non autorisée.');
    return null;
  }
  const origin = await siteOrigin(req);
  try {
    return { origin, shell: await appShell(origin, shellPath) };
  } catch (error) {
    logger.error('Shell de l’app introuvable', { origin, shellPath, error: String(error) });
    res.status(502).set('Cache-Control', 'no-store').type('html').send(UNAVAILABLE_PAGE);
    return null;
  }
}

/** The site the page belongs to (site-origin.ts): its links name it, its shell is fetched from it. */
async function siteOrigin(req: Request): Promise<string> {
  const settings: OriginSettings = {
    projectId: process.env.GCLOUD_PROJECT ?? '',
    emulated: process.env.FUNCTIONS_EMULATOR === 'true',
    extraHosts: parseHostList(process.env.KOOKERS_SITE_HOSTS),
  };
  const forwarded = trustedOrigin(req.get('x-forwarded-host'), settings);
  if (forwarded) return forwarded;
  if (settings.emulated) return (await emulatedHostingOrigin()) ?? defaultOrigin(settings.projectId);
  return defaultOrigin(settings.projectId);
}

/**
 * Called on the Functions emulator's own URL (not through Hosting): the Hosting emulator, as
 * the emulators' hub lists it, if it runs.
 */
export async function emulatedHostingOrigin(): Promise<string | null> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return null;
  try {
    const response = await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(2000) });
    const emulators = (await response.json()) as { hosting?: { host?: string; port?: number } };
    const { host, port } = emulators.hosting ?? {};
    return host && port ? `http://${host.includes(':') ? `[${host}]` : host}:${port}` : null;
  } catch {
    return null;
  }
}

/** When not even the app's shell can be had. */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Page momentanément indisponible · ${SITE_NAME}</title></head>
  <body><p>Cette page est momentanément indisponible. Réessayez dans quelques instants.</p></body>
</html>
`;

/** A canonical URL does not move: browsers keep the redirect an hour, the CDN a day. */
const REDIRECT_CACHE = 'public, max-age=3600, s-maxage=86400';

/**
 * Answers 301 to `path` with the `canonical` query when the request's query holds anything else
 * (an unknown parameter, a repeated one, a value the page would ignore; the order does not
 * matter): a page is rendered for its canonical URLs only, so that a made-up query cannot go
 * past the CDN to the function (docs/decisions/012-pages-rendered-on-the-server.md). Whether it
 * answered.
 */
export function redirectedToCanonical(req: Request, res: Response, path: string, canonical: URLSearchParams): boolean {
  const asked = new URL(req.url, 'http://page.invalid').searchParams;
  const key = (params: URLSearchParams) =>
    [...params]
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .sort()
      .join('&');
  if (key(asked) === key(canonical)) return false;
  const query = canonical.toString().replace(/%3A/gi, ':');
  res
    .status(301)
    .set({ Location: query ? `${path}?${query}` : path, 'Cache-Control': REDIRECT_CACHE })
    .end();
  return true;
}

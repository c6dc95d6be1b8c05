import type { Request, Response } from 'express';
import { SITE_NAME } from './head-tags';
import { defaultOrigin, parseHostList, trustedOrigin, type OriginSettings } from './site-origin';

/** What the functions that serve pages (kookerPage, searchPage) share. */

/** Answers anything but GET and HEAD with 405; says whether it did. */
export function refusedMethod(req: Request, res: Response): boolean {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Méthode non autorisée.');
  return true;
}

/** The site the page belongs to (site-origin.ts): its links name it, its shell is fetched from it. */
export async function siteOrigin(req: Request): Promise<string> {
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
async function emulatedHostingOrigin(): Promise<string | null> {
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
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Page momentanément indisponible · ${SITE_NAME}</title></head>
  <body><p>Cette page est momentanément indisponible. Réessayez dans quelques instants.</p></body>
</html>
`;

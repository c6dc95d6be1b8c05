import type { Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { imageUrl } from '@kookers/domain/images';
import { kookerPageDescription, kookerPageTitle } from '@kookers/domain/kooker-page';
import { SERVICE_IDS } from '@kookers/domain/catalog';
import { kookerFromData, serviceFromData, type KookerProfile, type KookerService } from '@kookers/domain/model';
import { appShell } from './app-shell';
import { SITE_NAME, shellDescription, shellTitle, withPageMeta, type PageMeta } from './head-tags';
import { embeddedPage, pageDataScript } from './page-data';
import { defaultOrigin, parseHostList, trustedOrigin, type OriginSettings } from './site-origin';

/** A published profile changes rarely: browsers keep the page 5 minutes, the CDN 10 (purged at each deploy). */
const PUBLISHED_CACHE = 'public, max-age=300, s-maxage=600';
/** An unknown or unpublished id may be published a minute later. */
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';

/** `/kookers/{id}`, with an optional trailing slash; ids are Auth uids or seed slugs. */
const KOOKER_PATH = /^\/kookers\/([^/]+)\/?$/;
const KOOKER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The HTML of a Kooker's public page, behind the Hosting rewrite `/kookers/**`: the app's own
 * shell (the SPA renders the page in the browser as before) with the Kooker's title, meta
 * description and Open Graph / Twitter tags, so that a shared link shows a proper preview.
 * An unknown or unpublished id gets the same shell with status 404 and the site's generic
 * tags: the SPA then shows its 404 page, or the owner's preview of their draft.
 */
export const kookerPage = onRequest(async (req, res) => {
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Méthode non autorisée.');
    return;
  }
  const origin = await siteOrigin(req);
  let shell: string;
  try {
    shell = await appShell(origin);
  } catch (error) {
    logger.error('Shell de l’app introuvable', { origin, error: String(error) });
    res.status(502).set('Cache-Control', 'no-store').type('html').send(UNAVAILABLE_PAGE);
    return;
  }

  const id = kookerIdOf(req.path);
  let found: { kooker: KookerProfile; services: KookerService[] } | null;
  try {
    found = id ? await publishedKooker(id) : null;
  } catch (error) {
    // The app itself still works: serve it, uncached, with the generic tags.
    logger.error('Lecture du profil impossible', { id, error: String(error) });
    res.status(503).set('Cache-Control', 'no-store').type('html').send(withPageMeta(shell, genericMeta(shell, origin)));
    return;
  }
  if (!found) {
    res.status(404).set('Cache-Control', NOT_FOUND_CACHE).type('html').send(withPageMeta(shell, genericMeta(shell, origin)));
    return;
  }
  const html = withPageMeta(shell, kookerMeta(found.kooker, origin)).replace(/<\/head>/i, () => `  ${pageDataScript(embeddedPage(found.kooker, found.services))}\n  </head>`);
  res.status(200).set('Cache-Control', PUBLISHED_CACHE).type('html').send(html);
});

function kookerIdOf(path: string): string | null {
  const segment = KOOKER_PATH.exec(path)?.[1];
  if (!segment) return null;
  try {
    const id = decodeURIComponent(segment);
    return KOOKER_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A published profile and its services (in the order of their places), or null. */
async function publishedKooker(id: string): Promise<{ kooker: KookerProfile; services: KookerService[] } | null> {
  const profile = getFirestore().collection('kookers').doc(id);
  const [snapshot, services] = await Promise.all([profile.get(), profile.collection('services').get()]);
  const data = snapshot.data();
  if (!data) return null;
  const kooker = kookerFromData(snapshot.id, data);
  if (!kooker.published) return null;
  const place = (service: KookerService) => (SERVICE_IDS as readonly string[]).indexOf(service.id);
  return { kooker, services: services.docs.map((doc) => serviceFromData(doc.id, doc.data())).sort((a, b) => place(a) - place(b)) };
}

export function kookerMeta(kooker: KookerProfile, origin: string): PageMeta {
  const name = `${kooker.firstName} ${kooker.lastName}`.trim();
  const photo = kooker.coverImage ?? kooker.profileImage;
  return {
    title: `${kookerPageTitle(kooker)} · ${SITE_NAME}`,
    description:
      kookerPageDescription(kooker.bio) ||
      `Découvrez les prestations de ${name}${kooker.city ? `, Kooker à ${kooker.city}` : ''}, et réservez sur ${SITE_NAME}.`,
    url: `${origin}/kookers/${encodeURIComponent(kooker.id)}`,
    image: photo ? `${origin}${imageUrl(photo, 'large')}` : null,
    imageAlt: photo ? (kooker.coverImage ? `Une prestation de ${name}` : `Photo de ${name}`) : undefined,
    type: 'profile',
    // The page's largest paint, fetched while the app's code loads.
    preloadImages: kooker.coverImage ? [imageUrl(kooker.coverImage, 'large')] : [],
    firstName: kooker.firstName,
    lastName: kooker.lastName,
  };
}

/** The site's own title and description: nothing about a Kooker who is not (or not yet) public. */
function genericMeta(shell: string, origin: string): PageMeta {
  return { title: shellTitle(shell), description: shellDescription(shell), url: `${origin}/`, image: null, type: 'website' };
}

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

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Page momentanément indisponible · ${SITE_NAME}</title></head>
  <body><p>Cette page est momentanément indisponible. Réessayez dans quelques instants.</p></body>
</html>
`;

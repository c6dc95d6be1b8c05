import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { imageUrl, type KookerProfile } from '@kookers/domain/kookers';
import {
  canonicalKookerPageParams,
  kookerPageDescription,
  kookerPageTitle,
  embeddedKookerPage,
  pageDataJson,
  pageDataScript,
  PAGE_DATA_IDS,
  readKookerPage,
  type KookerPageData,
  type KookerPageSource,
} from '@kookers/domain/pages';
import { collectionOf, documentOf } from '../shared/db';
import { SHELL_PATHS } from './app-shell';
import { genericMeta, SITE_NAME, withPageMeta, type PageMeta } from './head-tags';
import { renderIntoShell } from './server-render';
import { pageStart, redirectedToCanonical } from './page-response';

/** A published profile changes rarely: browsers keep the page 5 minutes, the CDN 10 (purged at each deploy). */
const PUBLISHED_CACHE = 'public, max-age=300, s-maxage=600';
/** An unknown or unpublished id may be published a minute later. */
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';

/** `/kookers/{id}`, with an optional trailing slash; ids are Auth uids or seed slugs. */
const KOOKER_PATH = /^\/kookers\/([^/]+)\/?$/;
const KOOKER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The HTML of a Kooker's public page, behind the Hosting rewrite `/kookers/**`: the page itself,
 * rendered by the app's own components into the app's shell, which the browser hydrates
 * (docs/decisions/012-pages-rendered-on-the-server.md), with the Kooker's title, meta
 * description and Open Graph / Twitter tags, so that a shared link shows a proper preview, and
 * the data it was rendered with. If the page cannot be rendered, the shell with the same tags
 * and data: the app draws the page in the browser. An unknown or unpublished id gets the shell
 * with status 404 and the site's generic tags: the SPA then shows its 404 page, or the owner's
 * preview of their draft.
 */
export const kookerPage = onRequest(async (req, res) => {
  const start = await pageStart(req, res, SHELL_PATHS.kooker);
  if (!start) return;
  const { origin, shell } = start;

  const id = kookerIdOf(req.path);
  // Only the page's own parameters, well formed, before anything is read.
  const asked = new URL(req.url, 'http://page.invalid').searchParams;
  if (id && redirectedToCanonical(req, res, `/kookers/${encodeURIComponent(id)}`, canonicalKookerPageParams(asked))) return;
  let found: KookerPageData | null;
  try {
    found = id ? await publishedKooker(id) : null;
  } catch (error) {
    // The app itself still works: serve it, uncached, with the generic tags.
    logger.error('Lecture du profil impossible', { id, error: String(error) });
    res
      .status(503)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(withPageMeta(shell, genericMeta(shell, origin)));
    return;
  }
  if (!found) {
    res
      .status(404)
      .set('Cache-Control', NOT_FOUND_CACHE)
      .type('html')
      .send(withPageMeta(shell, genericMeta(shell, origin)));
    return;
  }
  const meta = kookerMeta(found.profile, origin);
  const data = pageDataJson(embeddedKookerPage(found.profile, found.services));
  let page: string;
  // With its query string: the booking panel's selection lives there, and the page is rendered
  // with it, as the browser's first render will draw it.
  const url = `/kookers/${found.profile.id}${new URL(req.url, 'http://page.invalid').search}`;
  try {
    // The page's own preloads come with its HTML (React writes those of its first photos).
    page = (await renderIntoShell(withPageMeta(shell, { ...meta, preloadImages: [] }), url, { [PAGE_DATA_IDS.kooker]: data })).html;
  } catch (error) {
    logger.error('Rendu de la page impossible : le shell est servi', { id, error: String(error) });
    page = withPageMeta(shell, meta);
  }
  const html = page.replace(/<\/head>/i, () => `  ${pageDataScript(PAGE_DATA_IDS.kooker, data)}\n  </head>`);
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

/** The Admin SDK's reads of a Kooker's page (domain/src/pages/kooker-page-reader.ts). */
const admin: KookerPageSource = {
  profile: async (id) => (await documentOf(getFirestore(), 'kookers', id).get()).data() ?? null,
  services: async (id) => (await collectionOf(getFirestore(), 'services', id).get()).docs.map((service) => service.data()),
};

/** A published profile and its services (in the order of their places), or null. */
async function publishedKooker(id: string): Promise<KookerPageData | null> {
  const page = await readKookerPage(admin, id);
  return page?.profile.published ? page : null;
}

function kookerMeta(kooker: KookerProfile, origin: string): PageMeta {
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
    // The page's largest paint, fetched while the app's code loads (when the shell is served alone).
    preloadImages: kooker.coverImage ? [imageUrl(kooker.coverImage, 'large')] : [],
    firstName: kooker.firstName,
    lastName: kooker.lastName,
  };
}

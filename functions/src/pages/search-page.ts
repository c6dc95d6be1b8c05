import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { communeData } from '@kookers/domain/communes-data';
import type { KookerProfile } from '@kookers/domain/kookers';
import { embeddedSearchPage, pageDataJson, pageDataScript, PAGE_DATA_IDS } from '@kookers/domain/pages';
import {
  searchCriteriaKey,
  searchParamsOf,
  searchStateFromParams,
  type SearchState,
  searchPlaceOf,
  type SearchPlace,
  firstResultsWith,
  type FirstResults,
} from '@kookers/domain/search';
import { adminSearchReader } from '../shared/admin-query';
import { collectionOf } from '../shared/db';
import { SHELL_PATHS } from './app-shell';
import { genericMeta, withPageMeta } from './head-tags';
import { pageStart, redirectedToCanonical } from './page-response';
import { renderIntoShell } from './server-render';

/** Results move with every booking and review: browsers keep a search a minute, the CDN five. */
const RESULTS_CACHE = 'public, max-age=60, s-maxage=300';

/**
 * `/search` (Hosting rewrite): the search page rendered with its first results, by the app's own
 * components, into the app's shell, which the browser hydrates; the results are embedded for it
 * (docs/decisions/012-pages-rendered-on-the-server.md). The search is the URL's query string,
 * read as the app reads it (domain/src/search/search-query.ts), and answered as the app answers it
 * (domain/src/search/search-results.ts), with the Admin SDK; any other query than the one the app
 * would write for that search is redirected to it. If the results cannot be read, the page
 * is rendered loading, uncached, and the app reads them; if it cannot be rendered, the shell.
 */
export const searchPage = onRequest(async (req, res) => {
  const start = await pageStart(req, res, SHELL_PATHS.search);
  if (!start) return;
  const { origin, shell } = start;

  const query = new URL(req.url, 'http://page.invalid').search;
  const state = searchStateFromParams(new URLSearchParams(query));
  // The search as the app writes it in its URL, nothing else.
  if (redirectedToCanonical(req, res, '/search', searchParamsOf(state))) return;
  let data: string | null = null;
  try {
    const place = state.city ? searchPlaceOf(communeData(), state.city) : null;
    data = pageDataJson(embeddedSearchPage(searchCriteriaKey(state), state.pages, place, await firstResults(state, place)));
  } catch (error) {
    logger.error('Recherche impossible : la page cherchera elle-même', { query, error: String(error) });
  }

  const meta = { ...genericMeta(shell, origin), url: `${origin}/search${query}` };
  let html: string;
  try {
    const page = await renderIntoShell(shell, `/search${query}`, data ? { [PAGE_DATA_IDS.search]: data } : {});
    html = withPageMeta(page.html, { ...meta, title: page.title });
  } catch (error) {
    logger.error('Rendu de la recherche impossible : le shell est servi', { query, error: String(error) });
    html = withPageMeta(shell, meta);
  }
  if (data) html = html.replace(/<\/head>/i, () => `  ${pageDataScript(PAGE_DATA_IDS.search, data)}\n  </head>`);
  res
    .status(200)
    .set('Cache-Control', data ? RESULTS_CACHE : 'no-store')
    .type('html')
    .send(html);
});

/** A search's queries, as the app builds them (domain/src/search/search-query-builder.ts), with the Admin SDK. */
const reader = adminSearchReader(() => collectionOf(getFirestore(), 'kookers'));

async function firstResults(state: SearchState, place: SearchPlace | null): Promise<FirstResults<KookerProfile>> {
  const found = await firstResultsWith(reader, state, place, state.pages);
  return { ...found, docs: found.docs.map((doc) => doc.data()) };
}

import { kookerPageFromJson, PAGE_DATA_IDS } from '@kookers/domain/pages';
import type { EmbeddedDataSource } from '../../../lib/embedded-data';
import type { KookerPageData } from './kooker';

/**
 * The profile and services embedded in the page's HTML for this Kooker (the kookerPage
 * function), if the visitor landed here from a link: the page shows them at once, then reads
 * Firestore for what changed since the HTML was cached. Null when absent, for another Kooker,
 * or not readable.
 */
export function readEmbeddedPage(id: string, source: EmbeddedDataSource | null): KookerPageData | null {
  return kookerPageFromJson(source?.getElementById(PAGE_DATA_IDS.kooker)?.textContent, id);
}

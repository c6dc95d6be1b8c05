import { kookerFromData, serviceFromData } from '@kookers/domain/model';
import { PAGE_DATA_IDS } from '@kookers/domain/page-data';
import { isRecord, readEmbeddedJson, type EmbeddedDataSource } from '../../../lib/embedded-data';
import type { KookerPageData } from './kooker';


/**
 * The profile and services embedded in the page's HTML for this Kooker (the kookerPage
 * function), if the visitor landed here from a link: the page shows them at once, then reads
 * Firestore for what changed since the HTML was cached. Null when absent, for another Kooker,
 * or not readable.
 */
export function readEmbeddedPage(id: string, source: EmbeddedDataSource | null): KookerPageData | null {
  const data = readEmbeddedJson(source, PAGE_DATA_IDS.kooker);
  if (!isRecord(data) || data.id !== id || !isRecord(data.profile) || !Array.isArray(data.services)) return null;
  const profile = kookerFromData(id, data.profile);
  if (!profile.published) return null;
  const services = data.services.filter(isRecord).map((service) => serviceFromData(typeof service.id === 'string' ? service.id : '', service));
  return { profile, services };
}

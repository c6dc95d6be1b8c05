import { kookerFromData, serviceFromData } from '@kookers/domain/model';
import type { KookerPageData } from './kooker';

/** Written by the kookerPage function (functions/src/pages/page-data.ts) into the HTML it serves. */
const PAGE_DATA_ELEMENT_ID = 'kooker-page-data';

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The profile and services embedded in the page's HTML for this Kooker, if the visitor landed
 * here from a link: the page shows them at once, then reads Firestore for what changed since
 * the HTML was cached. Null when absent, for another Kooker, or not readable.
 */
export function readEmbeddedPage(id: string, root: Pick<Document, 'getElementById'> = document): KookerPageData | null {
  const text = root.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || data.id !== id || !isRecord(data.profile) || !Array.isArray(data.services)) return null;
    const profile = kookerFromData(id, data.profile);
    if (!profile.published) return null;
    const services = data.services.filter(isRecord).map((service) => serviceFromData(typeof service.id === 'string' ? service.id : '', service));
    return { profile, services };
  } catch {
    return null;
  }
}

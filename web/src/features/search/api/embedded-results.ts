import { kookerFromData, type KookerProfile } from '@kookers/domain/model';
import { PAGE_DATA_IDS } from '@kookers/domain/page-data';
import { isRecord, readEmbeddedJson, type EmbeddedDataSource, type EmbeddedRecord } from '../../../lib/embedded-data';


export interface EmbeddedResults {
  kookers: KookerProfile[];
  total: number;
  atLeast: boolean;
  more: boolean;
}

/**
 * The first results the searchPage function rendered the page with and embedded in its HTML,
 * if they answer this very search (`criteria`: searchCriteriaKey) with these pages. Null when
 * absent, for another search, or not readable.
 */
export function readEmbeddedResults(source: EmbeddedDataSource | null, criteria: string, pages: number): EmbeddedResults | null {
  const data = readEmbeddedJson(source, PAGE_DATA_IDS.search);
  if (!isRecord(data) || data.criteria !== criteria || data.pages !== pages || !Array.isArray(data.kookers)) return null;
  if (typeof data.total !== 'number' || typeof data.atLeast !== 'boolean' || typeof data.more !== 'boolean') return null;
  const kookers = data.kookers.filter((kooker): kooker is EmbeddedRecord => isRecord(kooker) && typeof kooker.id === 'string').map((kooker) => kookerFromData(kooker.id as string, kooker));
  return { kookers, total: data.total, atLeast: data.atLeast, more: data.more };
}

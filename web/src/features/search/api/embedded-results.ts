import { PAGE_DATA_IDS, searchResultsFromJson, type EmbeddedResults } from '@kookers/domain/pages';
import type { EmbeddedDataSource } from '../../../lib/embedded-data';

/**
 * The first results the searchPage function rendered the page with and embedded in its HTML,
 * if they answer this very search (domain/src/pages/page-data.ts reads them). Null when absent, for
 * another search, or not readable.
 */
export function readEmbeddedResults(source: EmbeddedDataSource | null, criteria: string, pages: number): EmbeddedResults | null {
  return searchResultsFromJson(source?.getElementById(PAGE_DATA_IDS.search)?.textContent, criteria, pages);
}

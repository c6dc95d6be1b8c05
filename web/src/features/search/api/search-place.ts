import { searchPlaceOf, type SearchPlace } from '@kookers/domain/search';
import { loadCommuneData } from '../../../lib/commune-data';

/** The communes the cities searched name, once known: a filter changed keeps the city. */
const known = new Map<string, SearchPlace | null>();

/** Remembers the commune a city names (the one the searchPage function embedded with its results). */
export function rememberPlace(city: string, place: SearchPlace | null): void {
  known.set(city.trim(), place);
}

/**
 * The commune a search's city names (domain/src/search/search-reach.ts): null without a city or when it
 * names none. Known at once when the page's HTML came with it; otherwise the communes are
 * loaded, on demand (docs/decisions/014-communes.md).
 */
export async function placeOf(city: string): Promise<SearchPlace | null> {
  const key = city.trim();
  if (!key) return null;
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  const place = searchPlaceOf(await loadCommuneData(), key);
  known.set(key, place);
  return place;
}

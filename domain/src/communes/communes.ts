/**
 * The French communes (metropolitan France and the overseas départements), offline: what a city
 * field suggests as the user types, and the distance between two communes that decides whether a
 * client's home lies inside a Kooker's service area (docs/decisions/014-communes.md).
 *
 * This module holds no data: the data is `communeData()` of `./communes-data`, a large module
 * that the web app imports on demand only (docs/decisions/002-bundle-budget.md), and that these
 * functions take as an argument.
 */
export interface GeoPoint {
  /** Degrees, WGS 84, 4 decimals (about 11 m). */
  readonly lat: number;
  readonly lon: number;
}

export interface Commune extends GeoPoint {
  /** The INSEE code ("69123"; Corsica's have a letter: "2A004"): the commune's identity. */
  readonly insee: string;
  readonly name: string;
  /** In ascending order; Lyon's 9 are those of its arrondissements, which are not communes here. */
  readonly postalCodes: readonly string[];
  /** The legal population, which ranks homonyms ("Saint-Denis"): the biggest first. */
  readonly population: number;
}

/** The communes, with what the look-ups need: built once by `parseCommunes` or `indexCommunes`. */
export interface CommuneData {
  readonly communes: readonly Commune[];
  readonly byInsee: ReadonlyMap<string, Commune>;
  /** `normalizeCommuneQuery` of each name, in the order of `communes`. */
  readonly nameKeys: readonly string[];
}

/** One line of a city field's suggestions: a commune with one of its postal codes. */
export interface CommuneSuggestion {
  readonly commune: Commune;
  readonly postalCode: string;
  /** "Villeurbanne (69100)". */
  readonly label: string;
}

/** The communes with their look-ups. */
export function indexCommunes(communes: readonly Commune[]): CommuneData {
  return {
    communes,
    byInsee: new Map(communes.map((commune) => [commune.insee, commune])),
    nameKeys: communes.map((commune) => normalizeCommuneQuery(commune.name)),
  };
}

/**
 * The communes of the generated data module: one line per commune,
 * `insee|name|postal codes separated by spaces|lat|lon|population`.
 */
export function parseCommunes(text: string): CommuneData {
  const communes = text.split('\n').map((line): Commune => {
    const [insee = '', name = '', postalCodes = '', lat = '', lon = '', population = ''] = line.split('|');
    return { insee, name, postalCodes: postalCodes.split(' '), lat: Number(lat), lon: Number(lon), population: Number(population) };
  });
  return indexCommunes(communes);
}

/** Abbreviations people type for the words of commune names. */
const ABBREVIATIONS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };
const ABBREVIATION = /\b(?:st|ste|sts|stes)\b/g;

/**
 * What a commune name or a query is compared as: lower case, without accents, œ and æ spelled
 * out, hyphens, apostrophes and other punctuation as single spaces, "st"/"ste" as "saint"/"sainte":
 * "St-Étienne", "saint etienne" and "SAINT-ETIENNE" are all "saint etienne"; "L'Haÿ-les-Roses"
 * is "l hay les roses", "Œuilly" is "oeuilly". For a name, the search's `normalizeForSearch`
 * (the Kookers' `cityKey`) apart from œ and æ; written apart to be fast: it runs on every
 * commune's name when the data is parsed.
 */
export function normalizeCommuneQuery(value: string): string {
  let text = value.toLowerCase();
  // Only a text beyond printable ASCII can hold accents, œ or æ: most names skip this.
  if (/[^ -~]/.test(text))
    text = text
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  text = text.replace(/[^a-z0-9]+/g, ' ').trim();
  return text.replace(ABBREVIATION, (word) => ABBREVIATIONS[word] ?? word);
}

const LEADING_ARTICLE = /^(?:le|la|les|l) /;
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a city field suggests for what the user typed, at most `limit` lines, a line per commune
 * and postal code ('Lyon (69001)' … 'Lyon (69009)'):
 * - a name, whatever its accents, case, hyphens or "st": the commune of that very name, then
 *   those whose name, article optional, starts with it ("roch": La Rochelle, La Roche-sur-Yon…),
 *   the biggest first, then those with a later word starting with it ("etienne": Saint-Étienne…);
 * - the start of a postal code ("691"): the communes with such a code, by code, then the biggest;
 * - both, as a chosen suggestion reads once edited ("Villeurbanne (69100)", "lyon 69003"):
 *   the communes of that name with such a code.
 * Homonyms with the same population keep the data's order (by INSEE code): the order is stable.
 */
export function suggestCommunes(data: CommuneData, query: string, limit: number): CommuneSuggestion[] {
  const words = normalizeCommuneQuery(query).split(' ').filter(Boolean);
  const name = words.filter((word) => !/^\d+$/.test(word)).join(' ');
  const postalPrefix = words.find((word) => /^\d+$/.test(word)) ?? '';
  if (limit <= 0 || (!name && !postalPrefix)) return [];

  if (!name) {
    const found: CommuneSuggestion[] = [];
    for (const commune of data.communes)
      for (const postalCode of commune.postalCodes) if (postalCode.startsWith(postalPrefix)) found.push(suggestion(commune, postalCode));
    return found.sort((a, b) => compareText(a.postalCode, b.postalCode) || b.commune.population - a.commune.population).slice(0, limit);
  }

  // 0: the very name; 1: a name starting with it; 2: a name with a later word starting with it
  // ("etienne"). A leading article is optional: "mans" starts Le Mans, "roch" La Rochelle.
  const matches: { commune: Commune; rank: number }[] = [];
  data.communes.forEach((commune, index) => {
    const key = data.nameKeys[index] ?? '';
    const bare = key.replace(LEADING_ARTICLE, '');
    const rank = key === name ? 0 : key.startsWith(name) || bare.startsWith(name) ? 1 : key.includes(` ${name}`) ? 2 : null;
    if (rank !== null) matches.push({ commune, rank });
  });
  matches.sort((a, b) => a.rank - b.rank || b.commune.population - a.commune.population);

  const found: CommuneSuggestion[] = [];
  for (const { commune } of matches) {
    for (const postalCode of commune.postalCodes) {
      if (!postalCode.startsWith(postalPrefix)) continue;
      found.push(suggestion(commune, postalCode));
      if (found.length === limit) return found;
    }
  }
  return found;
}

function suggestion(commune: Commune, postalCode: string): CommuneSuggestion {
  return { commune, postalCode, label: `${commune.name} (${postalCode})` };
}

/** A commune as a suggestion reads, with its first postal code: how a city field shows a commune picked earlier. */
export function communeSuggestion(commune: Commune): CommuneSuggestion {
  return suggestion(commune, commune.postalCodes[0] ?? '');
}

/** The commune of an INSEE code, if it exists (in this year's geography: communes merge). */
export function communeByInsee(data: CommuneData, insee: string): Commune | undefined {
  return data.byInsee.get(insee);
}

/** The Earth's mean radius, in km (IUGG). */
const EARTH_RADIUS_KM = 6371;

/**
 * The great-circle distance between two points, in km to one decimal (haversine on a sphere: at
 * most ~0.5 % off the ellipsoid, a few hundred metres between communes of a service area).
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const radians = Math.PI / 180;
  const sinHalfLat = Math.sin(((b.lat - a.lat) * radians) / 2);
  const sinHalfLon = Math.sin(((b.lon - a.lon) * radians) / 2);
  const h = sinHalfLat ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * sinHalfLon ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/**
 * Whether a client's commune lies inside a Kooker's service area: the distance between the two
 * communes' centres, as shown (one decimal), at most the area's radius in km. A commune's centre
 * stands for all of it: the check is as precise as a commune is small (docs/decisions/014-communes.md).
 */
export function withinServiceArea(kookerCommune: GeoPoint, clientCommune: GeoPoint, serviceAreaKm: number): boolean {
  return distanceKm(kookerCommune, clientCommune) <= serviceAreaKm;
}

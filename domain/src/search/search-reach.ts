/**
 * Who comes to a commune (docs/produit.md « Recherche », docs/decisions/016-recherche-par-commune.md):
 * a Kooker's service area, written once as the list of the communes it reaches, so that a search
 * by commune is one indexed `array-contains` that combines with every other filter and sort.
 *
 * A Kooker reaches a commune when the distance between the centres of their commune and that one
 * is at most their service area: the very rule a booking at the client's is checked by
 * (`withinServiceArea`, domain/src/communes/communes.ts). Their public location is their commune's centre,
 * never their address. Pure: the functions, the seed and the tests compute it the same way.
 */
import { distanceKm, suggestCommunes, type Commune, type CommuneData, type GeoPoint } from '../communes/communes';

/**
 * The bands of "Les plus proches", as the upper bound of each in km: band 0 is the commune
 * itself, band 1 up to 5 km, then 10, 15, 20, 30, 40 and 50 (the widest service area). Within a
 * band, the best rated first: Firestore cannot order by a distance that depends on the search.
 */
export const REACH_BANDS_KM = [0, 5, 10, 15, 20, 30, 40, 50] as const;

/** The band of a commune at `km` from a Kooker's (0: their own commune). */
export function reachBandOf(km: number, sameCommune: boolean): number {
  if (sameCommune) return 0;
  const band = REACH_BANDS_KM.findIndex((limit, index) => index > 0 && km <= limit);
  return band === -1 ? REACH_BANDS_KM.length - 1 : band;
}

/** The token a search by this commune matches: every Kooker who reaches it holds it. */
export const reachToken = (insee: string): string => insee;

/** The token of this commune's band: the Kookers who reach it from that distance. */
export const reachBandToken = (insee: string, band: number): string => `${insee}@${band}`;

/** The band tokens of a commune, nearest first: the queries of "Les plus proches", in order. */
export const reachBandTokens = (insee: string): string[] => REACH_BANDS_KM.map((_, band) => reachBandToken(insee, band));

/** The band a Kooker reaches a commune from, read in their tokens; null when they do not reach it. */
export function reachBandIn(reach: readonly string[], insee: string): number | null {
  const prefix = `${insee}@`;
  const token = reach.find((value) => value.startsWith(prefix));
  return token === undefined ? null : Number(token.slice(prefix.length));
}

/**
 * Every commune a Kooker of `home` with a service area of `serviceAreaKm` reaches, as two tokens
 * each: the commune's INSEE code, and the code with its band. Sorted. About 200 communes for an
 * area of 20 km around Paris, 950 for 50 km (docs/decisions/016-recherche-par-commune.md).
 */
export function reachOf(data: CommuneData, home: Commune, serviceAreaKm: number): string[] {
  const tokens: string[] = [];
  for (const commune of data.communes) {
    // A cheap bound first: a degree of latitude is 111 km.
    if (Math.abs(commune.lat - home.lat) * 111 > serviceAreaKm + 1) continue;
    const km = distanceKm(home, commune);
    if (km > serviceAreaKm) continue;
    tokens.push(reachToken(commune.insee), reachBandToken(commune.insee, reachBandOf(km, commune.insee === home.insee)));
  }
  return tokens.sort();
}

/** What a card says of a Kooker's distance from the commune searched: 'dans votre ville', 'à 12 km'. */
export function distanceLabel(
  searched: Pick<Commune, 'insee'> & GeoPoint,
  kooker: { cityInsee: string; location: GeoPoint | null },
): string | null {
  const { location } = kooker;
  if (kooker.cityInsee === searched.insee || (location && location.lat === searched.lat && location.lon === searched.lon))
    return 'dans votre ville';
  if (!location) return null;
  return `à ${Math.max(1, Math.round(distanceKm(searched, location)))} km`;
}

/** The commune a search is for: its code, to query, and its centre, to tell each card's distance. */
export interface SearchPlace extends GeoPoint {
  insee: string;
  /** 'Villeurbanne (69100)': the commune understood, as a suggestion reads. */
  label: string;
}

/**
 * The commune a search's city names: the first suggestion of what was typed ('Villeurbanne
 * (69100)' once picked, 'lyon', 'Villeur'), as the city field would offer it; null when none.
 */
export function searchPlaceOf(data: CommuneData, city: string): SearchPlace | null {
  const suggestion = suggestCommunes(data, city, 1)[0];
  if (!suggestion) return null;
  const { insee, lat, lon } = suggestion.commune;
  return { insee, lat, lon, label: suggestion.label };
}

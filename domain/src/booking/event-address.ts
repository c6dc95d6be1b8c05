/**
 * Where a booking at the client's takes place, and whether it lies inside the Kooker's service
 * area (docs/reservations.md, « Où »; docs/decisions/014-communes.md).
 *
 * An event address is one line written the French way, ending with the postal code and the
 * commune: "12 rue Mercière, 69002 Lyon". The panel builds it from the street the client types and
 * the commune they pick among the suggestions (`formatEventAddress`); the panel and `createBooking`
 * both read the commune back from it (`parseEventAddress`) and measure the distance from the
 * Kooker's commune (`eventAreaCheck`). One line, as the private profile keeps it: the address a
 * client saves from the panel fills the panel again next time.
 */
import {
  communeByInsee,
  distanceKm,
  normalizeCommuneQuery,
  type Commune,
  type CommuneData,
  type CommuneSuggestion,
} from '../communes/communes';

/** An address without a commune the suggestions know. */
export const COMMUNE_REQUIRED = 'Choisissez la commune de la prestation parmi les suggestions.';

/** What the area check reads of a Kooker: their public commune and how far they travel. */
export interface KookerArea {
  city: string;
  /** '' for a profile written before communes were picked: the commune is then found by its name. */
  cityInsee: string;
  /** Kilometres. */
  serviceArea: number;
}

/**
 * The Kooker's commune: the one they picked, or for an older profile the biggest commune of that
 * very name ("Lyon"); undefined when the name is none (the area cannot be measured).
 */
export function kookerCommune(data: CommuneData, kooker: Pick<KookerArea, 'city' | 'cityInsee'>): Commune | undefined {
  const picked = kooker.cityInsee ? communeByInsee(data, kooker.cityInsee) : undefined;
  if (picked) return picked;
  const key = normalizeCommuneQuery(kooker.city);
  if (!key) return undefined;
  let found: Commune | undefined;
  data.communes.forEach((commune, index) => {
    if (data.nameKeys[index] === key && (!found || commune.population > found.population)) found = commune;
  });
  return found;
}

/** "12 rue Mercière, 69002 Lyon": the street as typed (trimmed), then the commune picked. */
export function formatEventAddress(street: string, commune: Pick<CommuneSuggestion, 'commune' | 'postalCode'>): string {
  const line = street.trim().replace(/[\s,]+$/, '');
  const place = `${commune.postalCode} ${commune.commune.name}`;
  return line ? `${line}, ${place}` : place;
}

/** What an address line says: the street, and its commune when it ends with a known postal code and name. */
export interface ParsedAddress {
  street: string;
  commune: CommuneSuggestion | null;
}

const ENDS_WITH_COMMUNE = /^(.*?)[\s,]*\b(\d{5})\s+([^\d,][^,]*)$/;

/**
 * The commune an address line ends with, as written ("12 rue Mercière, 69002 Lyon" → "Lyon"),
 * without the street or postal code: where a booking is, said to whoever must not read the
 * street (a Kooker's calendar feed). '' when the line ends with no postal code and name.
 */
export function communeOfAddress(address: string): string {
  return ENDS_WITH_COMMUNE.exec(address.trim())?.[3]?.trim() ?? '';
}

/**
 * The postal code and commune an address line ends with ("12 rue Mercière, 69002 Lyon" →
 * "69002 Lyon"): what a Kooker reads of an event at the client's before the booking is paid
 * (booking-contacts.ts). '' when the line ends with no postal code and name.
 */
export function communeLineOfAddress(address: string): string {
  const match = ENDS_WITH_COMMUNE.exec(address.trim());
  return match ? `${match[2] ?? ''} ${(match[3] ?? '').trim()}` : '';
}

/**
 * Whether an address line ends with another commune than `expected`'s ("…, 69001 Lyon" against
 * "69002 Lyon"), accents and case aside: accepting an offer at the client's gives the street in the
 * commune the request named (docs/reservations.md, « Demander une offre »). A line or an
 * `expected` that ends with no postal code and name differs from nothing (the other checks say why).
 */
export function inOtherCommune(address: string, expected: string): boolean {
  const given = communeLineOfAddress(address);
  const wanted = communeLineOfAddress(expected);
  return given !== '' && wanted !== '' && normalizeCommuneQuery(given) !== normalizeCommuneQuery(wanted);
}

/**
 * The street and the commune of an address line written the French way ("…, 69002 Lyon",
 * accents, case and hyphens as the user likes). Without a postal code and the name of a commune
 * that has it at its end, the whole line is the street and the commune is null.
 */
export function parseEventAddress(data: CommuneData, address: string): ParsedAddress {
  const text = address.trim();
  const match = ENDS_WITH_COMMUNE.exec(text);
  if (!match) return { street: text, commune: null };
  const [, street = '', postalCode = '', name = ''] = match;
  const key = normalizeCommuneQuery(name);
  const index = data.communes.findIndex((commune, at) => data.nameKeys[at] === key && commune.postalCodes.includes(postalCode));
  const commune = data.communes[index];
  if (!commune) return { street: text, commune: null };
  return { street: street.trim(), commune: { commune, postalCode, label: `${commune.name} (${postalCode})` } };
}

/** Whether an event commune is inside the Kooker's area, with the distance between the two communes' centres. */
export type AreaCheck =
  { inside: true; distanceKm: number | null } | { inside: false; distanceKm: number; kookerCommune: Commune; message: string };

/** "5,2 km", "20 km". */
const km = (value: number) => `${String(value).replace('.', ',')} km`;

/**
 * Whether a booking at `commune` lies inside the Kooker's service area: the distance between the
 * two communes' centres (one decimal) at most `serviceArea` km. When the Kooker's commune cannot
 * be found (an older profile whose city is not a commune's name), nothing can be measured and the
 * booking is let through: the Kooker still reads the address before the day.
 */
export function eventAreaCheck(data: CommuneData, kooker: KookerArea, commune: Commune): AreaCheck {
  const from = kookerCommune(data, kooker);
  if (!from) return { inside: true, distanceKm: null };
  const distance = distanceKm(from, commune);
  if (distance <= kooker.serviceArea) return { inside: true, distanceKm: distance };
  return {
    inside: false,
    distanceKm: distance,
    kookerCommune: from,
    message: `${commune.name} est à ${km(distance)} de ${from.name} : ce Kooker se déplace jusqu’à ${km(kooker.serviceArea)}. Choisissez une adresse plus proche, ou un autre Kooker.`,
  };
}

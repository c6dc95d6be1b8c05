import { describe, expect, it } from 'vitest';
import { communeByInsee, suggestCommunes, type Commune } from '../communes/communes';
import { communeData } from '../communes/communes-data';
import { communeOfAddress, eventAreaCheck, formatEventAddress, inOtherCommune, kookerCommune, parseEventAddress } from './event-address';

// The real communes (docs/decisions/014-communes.md).
const data = communeData();
const commune = (insee: string): Commune => {
  const found = communeByInsee(data, insee);
  if (!found) throw new Error(`No commune ${insee}`);
  return found;
};
const lyon = commune('69123');
const villeurbanne = commune('69266');
const marseille = commune('13055');
const kookerOfLyon = { city: 'Lyon', cityInsee: '69123', serviceArea: 20 };

describe('kookerCommune', () => {
  it('is the commune the Kooker picked, whatever their city says', () => {
    expect(kookerCommune(data, { city: 'Lyon', cityInsee: '69266' })).toBe(villeurbanne);
  });

  it('is, for an older profile, the biggest commune of that very name, accents and case aside', () => {
    expect(kookerCommune(data, { city: 'lyon', cityInsee: '' })).toBe(lyon);
    // Saint-Denis: the one of La Réunion, bigger than the one of Seine-Saint-Denis (why a city is now picked).
    expect(kookerCommune(data, { city: 'Saint Denis', cityInsee: '' })?.insee).toBe('97411');
    expect(kookerCommune(data, { city: 'Lyon 3e', cityInsee: '' })).toBeUndefined();
    expect(kookerCommune(data, { city: '', cityInsee: '' })).toBeUndefined();
  });
});

describe('formatEventAddress and parseEventAddress', () => {
  const [villeurbanneSuggestion] = suggestCommunes(data, 'Villeurbanne', 1);
  if (!villeurbanneSuggestion) throw new Error('Villeurbanne');

  it('write the street then the postal code and the commune, and read them back', () => {
    const line = formatEventAddress(' 12 rue des Lilas, ', villeurbanneSuggestion);
    expect(line).toBe('12 rue des Lilas, 69100 Villeurbanne');
    expect(parseEventAddress(data, line)).toEqual({ street: '12 rue des Lilas', commune: villeurbanneSuggestion });
    expect(formatEventAddress('', villeurbanneSuggestion)).toBe('69100 Villeurbanne');
  });

  it('read an address typed the French way, whatever its accents, case, hyphens or commas', () => {
    const parsed = parseEventAddress(data, '8 rue Saint-Maurice 29180 LOCRONAN');
    expect(parsed.street).toBe('8 rue Saint-Maurice');
    expect(parsed.commune?.label).toBe('Locronan (29180)');
    expect(parseEventAddress(data, '3 place Bellecour, 69002 Lyon').commune?.commune).toBe(lyon);
    expect(parseEventAddress(data, 'Bât. B, 2 allée des Pins, 42000 saint etienne').commune?.label).toBe('Saint-Étienne (42000)');
  });

  it('find no commune when the postal code is not the commune’s, or either is missing', () => {
    for (const line of ['12 rue Mercière, 75002 Lyon', '12 rue Mercière, Lyon', '12 rue Mercière', '12 rue Mercière, 69002', '']) {
      expect(parseEventAddress(data, line)).toEqual({ street: line.trim(), commune: null });
    }
  });
});

describe('eventAreaCheck', () => {
  it('lets through a commune inside the area: Villeurbanne is 5.2 km from Lyon', () => {
    expect(eventAreaCheck(data, kookerOfLyon, villeurbanne)).toEqual({ inside: true, distanceKm: 5.2 });
    expect(eventAreaCheck(data, kookerOfLyon, lyon)).toEqual({ inside: true, distanceKm: 0 });
  });

  it('refuses a commune beyond it, in French, with both communes and both distances', () => {
    const check = eventAreaCheck(data, kookerOfLyon, marseille);
    expect(check).toMatchObject({ inside: false, distanceKm: 282.9, kookerCommune: lyon });
    expect(check.inside || check.message).toBe(
      'Marseille est à 282,9 km de Lyon : ce Kooker se déplace jusqu’à 20 km. Choisissez une adresse plus proche, ou un autre Kooker.',
    );
  });

  it('counts the area’s edge in: a radius just above the distance lets through, just below refuses', () => {
    expect(eventAreaCheck(data, { ...kookerOfLyon, serviceArea: 5 }, villeurbanne).inside).toBe(false);
    expect(eventAreaCheck(data, { ...kookerOfLyon, serviceArea: 10 }, villeurbanne).inside).toBe(true);
  });

  it('lets through what cannot be measured: a Kooker whose city is no commune’s name', () => {
    expect(eventAreaCheck(data, { city: 'Lyon 3e', cityInsee: '', serviceArea: 20 }, marseille)).toEqual({
      inside: true,
      distanceKm: null,
    });
  });
});

describe('communeOfAddress', () => {
  it('keeps the commune of an address line, never the street or the postal code', () => {
    expect(communeOfAddress('12 rue Mercière, 69002 Lyon')).toBe('Lyon');
    expect(communeOfAddress('3 chemin du Lavoir 29470 Plougastel-Daoulas ')).toBe('Plougastel-Daoulas');
    expect(communeOfAddress('12 rue Mercière')).toBe('');
    expect(communeOfAddress('')).toBe('');
  });
});

describe('inOtherCommune', () => {
  it('compares the postal code and commune an address ends with, accents and case aside; a line without one differs from nothing', () => {
    expect(inOtherCommune('4 place du Marché, 29180 Locronan', '29180 Locronan')).toBe(false);
    expect(inOtherCommune('12 rue Mercière, 69002 LYON', '69002 Lyon')).toBe(false);
    expect(inOtherCommune('1 rue des Écoles, 75005 Paris', '75005 paris')).toBe(false);
    expect(inOtherCommune('3 rue Neuve, 69001 Lyon', '69002 Lyon')).toBe(true);
    expect(inOtherCommune('3 rue Neuve, 13001 Marseille', '69002 Lyon')).toBe(true);
    expect(inOtherCommune('3 rue Neuve', '69002 Lyon')).toBe(false);
    expect(inOtherCommune('3 rue Neuve, 69001 Lyon', '')).toBe(false);
  });
});

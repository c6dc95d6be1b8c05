import { describe, expect, it } from 'vitest';
import { communeData } from './communes-data';
import { normalizeForSearch } from '../search/search';
import {
  communeByInsee,
  communeSuggestion,
  distanceKm,
  indexCommunes,
  normalizeCommuneQuery,
  suggestCommunes,
  withinServiceArea,
  type Commune,
} from './communes';

// The real communes (docs/decisions/014-communes.md); a few made-up ones where only the rule matters.
const data = communeData();
const labels = (query: string, limit = 8) => suggestCommunes(data, query, limit).map((s) => s.label);
const commune = (insee: string): Commune => {
  const found = communeByInsee(data, insee);
  if (!found) throw new Error(`No commune ${insee}`);
  return found;
};
const lyon = commune('69123');
const villeurbanne = commune('69266');
const marseille = commune('13055');

describe('normalizeCommuneQuery', () => {
  it('ignores accents, case, hyphens and apostrophes, spells out œ and "st"', () => {
    expect(normalizeCommuneQuery('St-Étienne')).toBe('saint etienne');
    expect(normalizeCommuneQuery('  SAINT   ETIENNE ')).toBe('saint etienne');
    expect(normalizeCommuneQuery('L’Haÿ-les-Roses')).toBe('l hay les roses');
    expect(normalizeCommuneQuery('Ste-Foy-lès-Lyon')).toBe('sainte foy les lyon');
    expect(normalizeCommuneQuery('ŒUILLY')).toBe('oeuilly');
    expect(normalizeCommuneQuery('Villeurbanne (69100)')).toBe('villeurbanne 69100');
  });

  it('reads a name as the search reads a Kooker’s city, œ and æ apart', () => {
    const differ = data.communes
      .map((c) => c.name)
      .filter((name) => !/[œæ]/i.test(name) && normalizeCommuneQuery(name) !== normalizeForSearch(name));
    expect(differ).toEqual([]);
  });

  it('leaves words that merely start like "st" alone', () => {
    expect(normalizeCommuneQuery('Strasbourg')).toBe('strasbourg');
    expect(normalizeCommuneQuery('Stella-Plage')).toBe('stella plage');
  });
});

describe('the generated data', () => {
  it('holds every commune with an INSEE code, postal codes, a centre in France and a population', () => {
    expect(data.communes.length).toBeGreaterThan(34_000);
    const metropolitan = (c: Commune) => c.lat > 41.3 && c.lat < 51.1 && c.lon > -5.2 && c.lon < 9.6;
    const invalid = data.communes.filter(
      (c) =>
        !/^(\d{5}|2[AB]\d{3})$/.test(c.insee) ||
        !c.name ||
        c.postalCodes.length === 0 ||
        !c.postalCodes.every((code) => /^\d{5}$/.test(code)) ||
        !(metropolitan(c) || c.insee.startsWith('97')) ||
        !Number.isInteger(c.population),
    );
    expect(invalid).toEqual([]);
    expect(new Set(data.communes.map((c) => c.insee)).size).toBe(data.communes.length);
  });

  it('keeps Paris, Lyon and Marseille whole, with their arrondissements’ postal codes', () => {
    expect(lyon.postalCodes).toEqual(['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009']);
    expect(marseille.postalCodes).toHaveLength(16);
    expect(commune('75056').postalCodes).toContain('75116');
    expect(communeByInsee(data, '69383')).toBeUndefined(); // Lyon 3e Arrondissement
  });

  it('finds a commune by its INSEE code, Corsica’s included, and nothing for an unknown code', () => {
    expect(lyon.name).toBe('Lyon');
    expect(commune('2A004').name).toBe('Ajaccio');
    expect(communeByInsee(data, '99999')).toBeUndefined();
  });

  it('shows a commune picked earlier with its first postal code, as a suggestion reads', () => {
    expect(communeSuggestion(lyon)).toEqual({ commune: lyon, postalCode: '69001', label: 'Lyon (69001)' });
    expect(communeSuggestion(villeurbanne).label).toBe('Villeurbanne (69100)');
  });
});

describe('suggestCommunes', () => {
  it('labels a commune with its postal code', () => {
    expect(labels('Villeurbanne')[0]).toBe('Villeurbanne (69100)');
    expect(suggestCommunes(data, 'villeurb', 1)[0]).toEqual({ commune: villeurbanne, postalCode: '69100', label: 'Villeurbanne (69100)' });
  });

  it('finds a name whatever its accents, hyphens and "st", the very name first', () => {
    expect(labels('st etienne', 4)).toEqual([
      'Saint-Étienne (42000)',
      'Saint-Étienne (42100)',
      'Saint-Étienne (42230)',
      // Then the biggest of the Saint-Étienne-… communes.
      expect.stringMatching(/^Saint-Étienne-/),
    ]);
    expect(labels('st etienne de tinee')).toEqual(['Saint-Étienne-de-Tinée (06660)']);
    expect(labels('l hay les')).toEqual(["L'Haÿ-les-Roses (94240)"]);
    expect(labels('oeuilly')).toEqual(['Œuilly (51480)', 'Œuilly (02160)']); // homonyms: the biggest first
  });

  it('puts the biggest commune first among homonyms', () => {
    expect(labels('saint denis', 4)).toEqual(['Saint-Denis (97400)', 'Saint-Denis (97417)', 'Saint-Denis (97490)', 'Saint-Denis (93200)']);
  });

  it('takes a leading article as optional', () => {
    expect(labels('mans', 2)).toEqual(['Le Mans (72000)', 'Le Mans (72100)']);
    expect(labels('roch', 2)).toEqual(['La Rochelle (17000)', 'La Roche-sur-Yon (85000)']);
  });

  it('puts the names that start with the query before those with a later word that does', () => {
    // Lyons-la-Forêt (756 inhabitants) before Sainte-Foy-lès-Lyon (21 692) and Chazelles-sur-Lyon.
    expect(labels('lyon', 12).slice(8)).toEqual([
      'Lyon (69009)',
      'Lyons-la-Forêt (27480)',
      'Sainte-Foy-lès-Lyon (69110)',
      'Chazelles-sur-Lyon (42140)',
    ]);
    expect(labels('etienne', 1)).toEqual(['Saint-Étienne (42000)']);
  });

  it('gives every commune of a shared postal code, the biggest first', () => {
    const shared = suggestCommunes(data, '01400', 20);
    expect(shared).toHaveLength(10);
    expect(shared[0]?.label).toBe('Châtillon-sur-Chalaronne (01400)');
    expect(new Set(shared.map((s) => s.commune.insee)).size).toBe(10);
    expect(shared.every((s) => s.postalCode === '01400')).toBe(true);
    const populations = shared.map((s) => s.commune.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('gives a commune with several postal codes once per code, and the one typed', () => {
    expect(labels('Saint-Maur-des-Fossés')).toEqual(['Saint-Maur-des-Fossés (94100)', 'Saint-Maur-des-Fossés (94210)']);
    expect(labels('94210')).toEqual(['Saint-Maur-des-Fossés (94210)']);
    expect(labels('69003')).toEqual(['Lyon (69003)']);
    expect(labels('lyon 69003')).toEqual(['Lyon (69003)']);
    expect(labels('Villeurbanne (69100)')).toEqual(['Villeurbanne (69100)']); // a chosen suggestion, edited
  });

  it('orders the start of a postal code by code, then the biggest', () => {
    // Chiroubles (434 inhabitants, 69115) before Vaulx-en-Velin (69120).
    expect(labels('691', 4)).toEqual([
      'Villeurbanne (69100)',
      'Sainte-Foy-lès-Lyon (69110)',
      'Chiroubles (69115)',
      'Vaulx-en-Velin (69120)',
    ]);
  });

  it('keeps the data’s order among equals, and stops at the limit', () => {
    const made = (insee: string, name: string, population: number): Commune => ({
      insee,
      name,
      postalCodes: ['12345'],
      lat: 45,
      lon: 5,
      population,
    });
    const small = indexCommunes([made('00001', 'Arbre', 10), made('00002', 'Arbre', 10), made('00003', 'Arbres', 500)]);
    expect(suggestCommunes(small, 'arbre', 8).map((s) => s.commune.insee)).toEqual(['00001', '00002', '00003']);
    expect(suggestCommunes(small, 'arb', 8).map((s) => s.commune.insee)).toEqual(['00003', '00001', '00002']);
    expect(suggestCommunes(small, 'arb', 2)).toHaveLength(2);
    expect(suggestCommunes(small, 'arb', 0)).toEqual([]);
    expect(suggestCommunes(small, ' - ', 8)).toEqual([]);
    expect(suggestCommunes(small, 'xyz', 8)).toEqual([]);
  });
});

describe('distanceKm', () => {
  it('measures a degree of meridian as 111.2 km (π × 6371 / 180), both ways, to one decimal', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBe(111.2);
    expect(distanceKm({ lat: 1, lon: 0 }, { lat: 0, lon: 0 })).toBe(111.2);
    expect(distanceKm(lyon, lyon)).toBe(0);
  });

  it('puts Villeurbanne about 5 km from Lyon, and Marseille about 280 km', () => {
    expect(distanceKm(lyon, villeurbanne)).toBeGreaterThan(4);
    expect(distanceKm(lyon, villeurbanne)).toBeLessThan(6);
    // About 278 km between the town halls; 282.9 between the communes' centres (Marseille's lies
    // south-east of its town hall, the commune reaching the calanques).
    expect(distanceKm(lyon, marseille)).toBeGreaterThan(275);
    expect(distanceKm(lyon, marseille)).toBeLessThan(290);
  });
});

describe('withinServiceArea', () => {
  it('takes Villeurbanne inside 20 km of Lyon, not Marseille', () => {
    expect(withinServiceArea(lyon, villeurbanne, 20)).toBe(true);
    expect(withinServiceArea(villeurbanne, lyon, 20)).toBe(true);
    expect(withinServiceArea(lyon, marseille, 20)).toBe(false);
    expect(withinServiceArea(lyon, marseille, 50)).toBe(false);
  });

  it('includes the edge of the area, as the distance is shown', () => {
    const equator = { lat: 0, lon: 0 };
    const degreeNorth = { lat: 1, lon: 0 };
    expect(withinServiceArea(equator, degreeNorth, 111.2)).toBe(true);
    expect(withinServiceArea(equator, degreeNorth, 111.1)).toBe(false);
  });

  it('always takes the Kooker’s own commune', () => {
    expect(withinServiceArea(lyon, lyon, 5)).toBe(true);
  });
});

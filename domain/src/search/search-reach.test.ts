import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, withinServiceArea, type Commune } from '../communes/communes';
import { communeData } from '../communes/communes-data';
import { distanceLabel, reachBandIn, reachBandOf, reachBandTokens, reachOf, REACH_BANDS_KM, searchPlaceOf } from './search-reach';

const data = communeData();
const commune = (insee: string): Commune => {
  const found = data.byInsee.get(insee);
  if (!found) throw new Error(insee);
  return found;
};
const LYON = commune('69123');
const VILLEURBANNE = commune('69266');

describe('the distance bands', () => {
  it('put the commune itself first, then 5, 10, 15, 20, 30, 40 and 50 km', () => {
    expect(reachBandOf(0, true)).toBe(0);
    expect(reachBandOf(0.4, false)).toBe(1);
    expect(reachBandOf(5, false)).toBe(1);
    expect(reachBandOf(5.1, false)).toBe(2);
    expect(reachBandOf(29.9, false)).toBe(5);
    expect(reachBandOf(50, false)).toBe(7);
    expect(reachBandTokens('69266')).toEqual(REACH_BANDS_KM.map((_, band) => `69266@${band}`));
  });
});

describe('the communes a Kooker reaches', () => {
  it('hold their own commune and every commune within their area, with its band', () => {
    const reach = reachOf(data, LYON, 15);
    expect(reach).toEqual(expect.arrayContaining(['69123', '69123@0', '69266', '69266@2']));
    expect(reachBandIn(reach, '69266')).toBe(2);
    expect(reachBandIn(reach, '13055')).toBeNull();
    // Villeurbanne is 5.2 km from Lyon: beyond an area of 5 km.
    expect(reachOf(data, LYON, 5)).not.toContain('69266');
    expect(reach).toEqual([...reach].sort());
  });

  it('are exactly the communes the booking check accepts, at random across France', () => {
    const communes = data.communes;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: communes.length - 1 }), fc.integer({ min: 1, max: 10 }), (index, steps) => {
        const home = communes[index] as Commune;
        const area = steps * 5;
        const reached = new Set(reachOf(data, home, area).filter((token) => !token.includes('@')));
        const expected = communes.filter((other) => withinServiceArea(home, other, area)).map((other) => other.insee);
        expect([...reached].sort()).toEqual(expected.sort());
      }),
      { numRuns: 40 },
    );
  });

  it('stay a few hundred communes at 20 km around Paris, under a thousand at 50', () => {
    const paris = commune('75056');
    expect(reachOf(data, paris, 20).length / 2).toBeLessThan(300);
    expect(reachOf(data, paris, 50).length / 2).toBeLessThan(1000);
  });
});

describe('what a card says of the distance', () => {
  const place = { ...VILLEURBANNE, label: 'Villeurbanne (69100)' };
  it('says the commune itself, or the kilometres rounded, at least one', () => {
    expect(distanceLabel(place, { cityInsee: '69266', location: VILLEURBANNE })).toBe('dans votre ville');
    expect(distanceLabel(place, { cityInsee: '69123', location: LYON })).toBe('à 5 km');
    expect(distanceKm(LYON, VILLEURBANNE)).toBe(5.2);
    expect(distanceLabel(place, { cityInsee: '', location: null })).toBeNull();
  });
});

describe('the commune a search names', () => {
  it('is the first suggestion of what was typed', () => {
    expect(searchPlaceOf(data, 'Villeurbanne (69100)')).toEqual({
      insee: '69266',
      lat: 45.7707,
      lon: 4.8902,
      label: 'Villeurbanne (69100)',
    });
    expect(searchPlaceOf(data, 'villeur')?.insee).toBe('69266');
    expect(searchPlaceOf(data, 'LYON')?.label).toBe('Lyon (69001)');
    expect(searchPlaceOf(data, 'Atlantide')).toBeNull();
  });
});

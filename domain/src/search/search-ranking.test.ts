import { describe, expect, it } from 'vitest';
import { SORTS } from './search-query';
import { REACH_BANDS_KM } from './search-reach';
import { PRICE_BRACKETS } from '../kookers/search-facet-shapes';
import { FILTER_EXCLUSIONS, RANKING_PRINCIPLES, SORT_RANKING, sortRankings } from './search-ranking';

describe('how the results are ranked', () => {
  it('has a text for every sort the search offers, in its order, and none for a sort that is gone', () => {
    expect(sortRankings().map((sort) => sort.id)).toEqual(SORTS.map((sort) => sort.id));
    expect(Object.keys(SORT_RANKING).sort()).toEqual(SORTS.map((sort) => sort.id).sort());
    for (const { id, label, ranking } of sortRankings()) {
      expect(label, id).not.toBe('');
      expect(ranking.offered.trim(), id).not.toBe('');
      expect(ranking.order.length, id).toBeGreaterThan(0);
      for (const step of ranking.order) expect(step.trim(), id).not.toBe('');
      expect(ranking.ignores.trim(), id).not.toBe('');
    }
  });

  it('names every distance band of « Les plus proches »', () => {
    const text = SORT_RANKING.proximite.order.join(' ');
    for (const km of REACH_BANDS_KM.slice(1)) expect(text).toContain(String(km));
  });

  it('says that no one pays to be ranked higher, and what each filter leaves out', () => {
    expect(RANKING_PRINCIPLES.join(' ')).toContain('Aucun Kooker ne paie');
    expect(RANKING_PRINCIPLES.join(' ')).toContain('« Les mieux notés »');
    expect(RANKING_PRINCIPLES.join(' ')).toContain('« Les plus proches »');
    for (const bracket of PRICE_BRACKETS) expect(FILTER_EXCLUSIONS.join(' ')).toContain(bracket.label.toLowerCase());
  });
});

import { describe, expect, it } from 'vitest';
import { embeddedDataOf } from '../../../lib/embedded-data';
import { readEmbeddedResults } from './embedded-results';

const CRITERIA = '{"text":"tarte"}';
const source = (data: unknown) => embeddedDataOf({ 'search-page-data': typeof data === 'string' ? data : JSON.stringify(data) });
const embedded = (overrides: Record<string, unknown> = {}) => ({
  criteria: CRITERIA,
  pages: 1,
  kookers: [
    {
      id: 'claire',
      firstName: 'Claire',
      lastName: 'Dubois',
      city: 'Lyon',
      rating: 4.8,
      reviewCount: 12,
      minPricePerPerson: 4000,
      published: true,
    },
  ],
  total: 1,
  atLeast: false,
  more: false,
  ...overrides,
});

describe('readEmbeddedResults', () => {
  it('reads the results embedded for this search, through the shared model', () => {
    const results = readEmbeddedResults(source(embedded()), CRITERIA, 1);
    expect(results).toMatchObject({ total: 1, atLeast: false, more: false });
    expect(results?.kookers).toMatchObject([
      { id: 'claire', firstName: 'Claire', rating: 4.8, reviewCount: 12, specialties: [], coverImage: null },
    ]);
  });

  it('ignores results of another search or other pages, and what is absent or unreadable', () => {
    expect(readEmbeddedResults(source(embedded()), '{"text":"quiche"}', 1)).toBeNull();
    expect(readEmbeddedResults(source(embedded()), CRITERIA, 2)).toBeNull();
    expect(readEmbeddedResults(embeddedDataOf({}), CRITERIA, 1)).toBeNull();
    expect(readEmbeddedResults(null, CRITERIA, 1)).toBeNull();
    expect(readEmbeddedResults(source('{"criteria":'), CRITERIA, 1)).toBeNull();
    expect(readEmbeddedResults(source(embedded({ total: '1' })), CRITERIA, 1)).toBeNull();
    expect(readEmbeddedResults(source(embedded({ kookers: [{ firstName: 'Sans id' }] })), CRITERIA, 1)?.kookers).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, PAGE_SIZE, type SearchQuerySpec, type SearchState } from './search-query';
import { CANDIDATES_MAX, COUNT_MAX, firstResultsWith, type SearchReader } from './search-results';

interface Doc {
  id: string;
  searchTokens: string[];
}

/** A reader over documents in memory: `matches(spec)` says which answer a query; every call is recorded. */
function readerOver(matches: (spec: SearchQuerySpec) => Doc[]) {
  const calls: string[] = [];
  const reader: SearchReader<Doc> = {
    async page(spec, size) {
      calls.push(`page ${spec.arrayContains?.value ?? '-'} ${size}`);
      const all = matches(spec);
      return { docs: all.slice(0, size), count: Math.min(all.length, COUNT_MAX) };
    },
    async candidates(spec, max) {
      calls.push(`candidates ${spec.arrayContains?.value ?? '-'} ${max}`);
      return matches(spec).slice(0, max);
    },
    tokensOf: (doc) => doc.searchTokens,
  };
  return { reader, calls };
}

const docs = (count: number, tokens: string[] = []): Doc[] =>
  Array.from({ length: count }, (_, index) => ({ id: `k${index}`, searchTokens: tokens }));
const search = (changes: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...changes });

describe('the first results of a search', () => {
  it('reads the pages asked for and their count in one page read', async () => {
    const { reader, calls } = readerOver(() => docs(30));
    const found = await firstResultsWith(reader, search({}), 2);
    expect(calls).toEqual([`page - ${2 * PAGE_SIZE}`]);
    expect(found).toMatchObject({ total: 30, atLeast: false, more: true });
    expect(found.docs).toHaveLength(2 * PAGE_SIZE);
  });

  it('says there are no more when the last page is short, and "at least" beyond the count’s cap', async () => {
    expect(await firstResultsWith(readerOver(() => docs(5)).reader, search({}), 1)).toMatchObject({
      total: 5,
      more: false,
      atLeast: false,
    });
    expect(await firstResultsWith(readerOver(() => docs(COUNT_MAX + 50)).reader, search({}), 1)).toMatchObject({
      total: COUNT_MAX,
      atLeast: true,
      more: true,
    });
  });

  it('checks the words beyond the two longest on the candidates, all on one page', async () => {
    const found = [...docs(3, ['tarte', 'lyon', 'citron']), ...docs(2, ['tarte', 'citron'])];
    const { reader, calls } = readerOver(() => found);
    const results = await firstResultsWith(reader, search({ text: 'tarte citron lyon' }), 1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(new RegExp(`^candidates .+ ${CANDIDATES_MAX}$`));
    expect(results).toMatchObject({ total: 3, more: false, atLeast: false });
  });

  it('falls back to the longest word when the pair of words is no token', async () => {
    // Only the single word "patisserie" is a token: the pair finds nothing.
    const { reader, calls } = readerOver((spec) => (spec.arrayContains?.value === 'patisserie' ? docs(4, ['patisserie', 'paris']) : []));
    const results = await firstResultsWith(reader, search({ text: 'patisserie paris' }), 1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(`candidates patisserie ${CANDIDATES_MAX}`);
    expect(results).toMatchObject({ total: 4, more: false });
  });
});

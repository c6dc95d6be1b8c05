import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, PAGE_SIZE, type SearchQuerySpec, type SearchState } from './search-query';
import { CANDIDATES_MAX, COUNT_MAX, firstResultsWith, moreResultsWith, type SearchReader } from './search-results';

interface Doc {
  id: string;
  searchTokens: string[];
  reach: string[];
}

/** A reader over documents in memory: `matches(spec)` says which answer a query, in order; every call is recorded. */
function readerOver(matches: (spec: SearchQuerySpec) => Doc[]) {
  const calls: string[] = [];
  const reader: SearchReader<Doc> = {
    async read(spec, size, after) {
      calls.push(`read ${spec.arrayContains?.value ?? '-'} ${size}${after ? ` after ${after.id}` : ''}`);
      const all = matches(spec);
      return all.slice(after ? all.findIndex((doc) => doc.id === after.id) + 1 : 0).slice(0, size);
    },
    async count(spec) {
      calls.push(`count ${spec.arrayContains?.value ?? '-'}`);
      return Math.min(matches(spec).length, COUNT_MAX);
    },
    tokensOf: (doc) => doc.searchTokens,
    reachOf: (doc) => doc.reach,
  };
  return { reader, calls };
}

const docs = (count: number, tokens: string[] = [], reach: string[] = [], prefix = 'k'): Doc[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, searchTokens: tokens, reach }));
const search = (changes: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...changes });
const VILLEURBANNE = { insee: '69266', lat: 45.7707, lon: 4.8902, label: 'Villeurbanne (69100)' };

describe('the first results of a search', () => {
  it('reads the pages asked for and their count, at once', async () => {
    const { reader, calls } = readerOver(() => docs(30));
    const found = await firstResultsWith(reader, search({}), null, 2);
    expect(calls.sort()).toEqual(['count -', `read - ${2 * PAGE_SIZE}`]);
    expect(found).toMatchObject({ total: 30, atLeast: false, more: true });
    expect(found.docs).toHaveLength(2 * PAGE_SIZE);
  });

  it('says there are no more when the last page is short, and "at least" beyond the count’s cap', async () => {
    expect(await firstResultsWith(readerOver(() => docs(5)).reader, search({}), null, 1)).toMatchObject({
      total: 5,
      more: false,
      atLeast: false,
    });
    expect(await firstResultsWith(readerOver(() => docs(COUNT_MAX + 50)).reader, search({}), null, 1)).toMatchObject({
      total: COUNT_MAX,
      atLeast: true,
      more: true,
    });
  });

  it('checks the words beyond the two longest on the candidates, all on one page', async () => {
    const found = [...docs(3, ['tarte', 'lyon', 'citron']), ...docs(2, ['tarte', 'citron'])];
    const { reader, calls } = readerOver(() => found);
    const results = await firstResultsWith(reader, search({ text: 'tarte citron lyon' }), null, 1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(new RegExp(`^read .+ ${CANDIDATES_MAX}$`));
    expect(results).toMatchObject({ total: 3, more: false, atLeast: false });
  });

  it('falls back to the longest word when the pair of words is no token', async () => {
    // Only the single word "patisserie" is a token: the pair finds nothing.
    const { reader, calls } = readerOver((spec) => (spec.arrayContains?.value === 'patisserie' ? docs(4, ['patisserie', 'paris']) : []));
    const results = await firstResultsWith(reader, search({ text: 'patisserie paris' }), null, 1);
    expect(calls.slice(2)).toEqual([`read patisserie ${CANDIDATES_MAX}`]);
    expect(results).toMatchObject({ total: 4, more: false });
  });
});

describe('a search by commune', () => {
  // Three Kookers in Villeurbanne itself, twenty from Lyon (5.2 km: band 2), none nearer.
  const inTown = docs(3, [], ['69266', '69266@0'], 'villeurbanne-');
  const fromLyon = docs(20, [], ['69266', '69266@2'], 'lyon-');
  const byToken = (spec: SearchQuerySpec) =>
    [...inTown, ...fromLyon].filter((doc) => spec.arrayContains && doc.reach.includes(spec.arrayContains.value));

  it('finds nobody when the city names no commune, without reading anything', async () => {
    const { reader, calls } = readerOver(byToken);
    expect(await firstResultsWith(reader, search({ city: 'Atlantide' }), null, 1)).toMatchObject({ docs: [], total: 0 });
    expect(calls).toEqual([]);
  });

  it('reads the nearest band after band, only as far as the page goes, and counts everyone who reaches it', async () => {
    const { reader, calls } = readerOver(byToken);
    const found = await firstResultsWith(reader, search({ city: 'Villeurbanne (69100)', sort: 'proximite' }), VILLEURBANNE, 1);
    // The count runs beside the reads.
    expect(calls.filter((call) => call.startsWith('read'))).toEqual(['read 69266@0 12', 'read 69266@1 9', 'read 69266@2 9']);
    expect(calls).toContain('count 69266');
    expect(found.docs.map((doc) => doc.id)).toEqual([...inTown, ...fromLyon.slice(0, 9)].map((doc) => doc.id));
    expect(found).toMatchObject({ total: 23, more: true });
    // The next page starts in the band of the last Kooker shown, after them.
    const last = found.docs.at(-1) as Doc;
    calls.length = 0;
    const more = await moreResultsWith(reader, search({ city: 'Villeurbanne (69100)', sort: 'proximite' }), VILLEURBANNE, last);
    expect(calls[0]).toBe(`read 69266@2 12 after ${last.id}`);
    expect(more.docs.map((doc) => doc.id)).toEqual(fromLyon.slice(9, 20).map((doc) => doc.id));
    expect(more.more).toBe(false);
  });

  it('under another sort, reads everyone who reaches it in one query', async () => {
    const { reader, calls } = readerOver(byToken);
    await firstResultsWith(reader, search({ city: 'Villeurbanne', sort: 'prix' }), VILLEURBANNE, 1);
    expect(calls.sort()).toEqual(['count 69266', 'read 69266 12']);
  });

  it('checks the words of a text on the candidates', async () => {
    const { reader } = readerOver(() => [...docs(2, ['tarte'], ['69266', '69266@0']), ...docs(5, ['pizza'], ['69266', '69266@0'], 'p')]);
    const found = await firstResultsWith(reader, search({ city: 'Villeurbanne', sort: 'note', text: 'tarte' }), VILLEURBANNE, 1);
    expect(found).toMatchObject({ total: 2, atLeast: false, more: false });
  });
});

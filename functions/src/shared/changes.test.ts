import { describe, expect, it } from 'vitest';
import { changedEntries, unchangedFields } from './changes';
import { mapConcurrently } from './in-batches';

describe('unchangedFields', () => {
  const before = { name: 'Atelier', photos: ['a', 'b'], hours: { start: '09:00', end: '21:00' }, updatedAt: 1 };

  it('sees a write that leaves the watched fields alone, lists and maps compared by value', () => {
    const after = { ...before, photos: ['a', 'b'], hours: { start: '09:00', end: '21:00' }, updatedAt: 2 };
    expect(unchangedFields(before, after, ['name', 'photos', 'hours'])).toBe(true);
  });

  it('sees a change of any watched field, in a list, in a map, or a field added or removed', () => {
    expect(unchangedFields(before, { ...before, photos: ['b', 'a'] }, ['photos'])).toBe(false);
    expect(unchangedFields(before, { ...before, hours: { start: '10:00', end: '21:00' } }, ['hours'])).toBe(false);
    expect(unchangedFields(before, { updatedAt: 1 }, ['name'])).toBe(false);
  });

  it('counts a create or a delete as a change', () => {
    expect(unchangedFields(null, before, ['name'])).toBe(false);
    expect(unchangedFields(before, null, ['name'])).toBe(false);
  });
});

describe('changedEntries', () => {
  it('keeps only the values that differ from what is stored, a missing field differing from null', () => {
    const stored = { searchTokens: ['lea', 'roux'], location: null };
    expect(
      changedEntries(stored, { searchTokens: ['lea', 'roux'], location: { lat: 45.7685, lon: 4.8236 }, minPricePerPerson: null }),
    ).toEqual({
      location: { lat: 45.7685, lon: 4.8236 },
      minPricePerPerson: null,
    });
    expect(changedEntries(stored, { searchTokens: ['lea', 'roux'], location: null })).toEqual({});
  });
});

describe('mapConcurrently', () => {
  it('runs every task, never more than the limit at once, and keeps the order of the results', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrently([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { kookerPageDescription, kookerPageTitle, PAGE_DESCRIPTION_MAX } from './kooker-page';

describe('kookerPageTitle', () => {
  it('names the Kooker and their city', () => {
    expect(kookerPageTitle({ firstName: 'Claire', lastName: 'Dubois', city: 'Lyon' })).toBe('Claire Dubois — Kooker à Lyon');
  });

  it('leaves the city out of a draft that has none, and folds stray spaces', () => {
    expect(kookerPageTitle({ firstName: ' Inès ', lastName: 'Moreau-Léger', city: '  ' })).toBe('Inès Moreau-Léger — Kooker');
    expect(kookerPageTitle({ firstName: '', lastName: '', city: 'Nice' })).toBe('Kooker — Kooker à Nice');
  });
});

describe('kookerPageDescription', () => {
  it('keeps a short bio whole, on one line', () => {
    expect(kookerPageDescription('Cuisinière lyonnaise.\n\nJe partage  mes recettes.')).toBe(
      'Cuisinière lyonnaise. Je partage mes recettes.',
    );
    expect(kookerPageDescription('')).toBe('');
  });

  it(`cuts a long bio at a word, within ${PAGE_DESCRIPTION_MAX} characters, ending with an ellipsis`, () => {
    const bio = 'Je cuisine depuis vingt ans les recettes de ma grand-mère, '.repeat(5);
    const description = kookerPageDescription(bio);
    expect(description.length).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    expect(bio.startsWith(description.slice(0, -1))).toBe(true);
    // The cut falls between two words, and leaves no dangling comma.
    expect(description).not.toMatch(/[ ,]…$/);
    expect(bio.charAt(description.length - 1)).toMatch(/[ ,]/);
  });

  it('cuts a single endless word rather than dropping it', () => {
    const description = kookerPageDescription('a'.repeat(300), 20);
    expect(description).toBe(`${'a'.repeat(19)}…`);
  });
});

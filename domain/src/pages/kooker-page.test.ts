import { describe, expect, it } from 'vitest';
import { canonicalKookerPageParams, kookerPageDescription, kookerPageTitle, PAGE_DESCRIPTION_MAX } from './kooker-page';

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

describe('canonicalKookerPageParams', () => {
  const canonical = (query: string) => canonicalKookerPageParams(new URLSearchParams(query)).toString();

  it('keeps the page’s own parameters with a well-formed value, in the order asked', () => {
    expect(canonical('question=1&prestation=service-2&date=2026-12-04&heure=10%3A00&participants=8')).toBe(
      'question=1&prestation=service-2&date=2026-12-04&heure=10%3A00&participants=8',
    );
  });

  it('leaves out unknown parameters, repeated ones and values the page would ignore', () => {
    expect(canonical('utm_source=lettre&prestation=service-1&prestation=service-2')).toBe('prestation=service-1');
    expect(canonical('prestation=service-6&date=2026-02-30&heure=25%3A00&participants=9&question=oui')).toBe('');
    expect(canonical('participants=1')).toBe('');
    expect(canonical('participants=2')).toBe('participants=2');
  });
});

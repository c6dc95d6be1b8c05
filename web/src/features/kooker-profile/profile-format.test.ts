import { describe, expect, it } from 'vitest';
import { initialsOf, paragraphs, reviewDate } from './profile-format';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });

describe('profile-format', () => {
  it('gives a Kooker’s initials', () => {
    expect(initialsOf({ firstName: 'élodie', lastName: 'Martin' })).toBe('ÉM');
  });

  it('dates a review in French, on its Paris day', () => {
    // 23:30 UTC on 11 March is already 12 March in Paris.
    expect(reviewDate(stampAt('2026-03-11T23:30:00Z'))).toEqual({ label: '12 mars 2026', iso: '2026-03-12' });
    expect(reviewDate(null)).toBeNull();
  });

  it('splits a text into paragraphs on blank lines', () => {
    expect(paragraphs('Un.\nToujours un.\n\n  Deux.  \n\n\n')).toEqual(['Un.\nToujours un.', 'Deux.']);
  });
});

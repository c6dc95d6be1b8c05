import { describe, expect, it } from 'vitest';
import type { KookerService } from '@kookers/domain/model';
import { cheapestPrice, fullName, initialsOf, paragraphs, participantsLabel, reviewDate } from './profile-format';

const stampAt = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const service = (pricePerPerson: number) => ({ pricePerPerson }) as KookerService;

describe('profile-format', () => {
  it('names a Kooker and their initials', () => {
    expect(fullName({ firstName: 'Claire', lastName: 'Dubois' })).toBe('Claire Dubois');
    expect(fullName({ firstName: 'Claire', lastName: '' })).toBe('Claire');
    expect(initialsOf({ firstName: 'élodie', lastName: 'Martin' })).toBe('ÉM');
  });

  it('takes the cheapest service for “À partir de”', () => {
    expect(cheapestPrice([service(4500), service(3550), service(6000)])).toBe(3550);
    expect(cheapestPrice([])).toBeNull();
  });

  it('dates a review in French, on its Paris day', () => {
    // 23:30 UTC on 11 March is already 12 March in Paris.
    expect(reviewDate(stampAt('2026-03-11T23:30:00Z'))).toEqual({ label: '12 mars 2026', iso: '2026-03-12' });
    expect(reviewDate(null)).toBeNull();
  });

  it('splits a text into paragraphs on blank lines', () => {
    expect(paragraphs('Un.\nToujours un.\n\n  Deux.  \n\n\n')).toEqual(['Un.\nToujours un.', 'Deux.']);
  });

  it('counts participants in French', () => {
    expect(participantsLabel(2)).toBe('2 participants');
    expect(participantsLabel(1)).toBe('1 participant');
  });
});

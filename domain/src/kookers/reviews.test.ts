import { describe, expect, it } from 'vitest';
import { reviewAnswerSchema, reviewAuthorName, reviewFormSchema } from './reviews';
import { validationErrors } from '../testing/testing';

describe('reviews', () => {
  it('are signed with the first name and the initial of the last name', () => {
    expect(reviewAuthorName('Camille', 'Martin')).toBe('Camille M.');
    expect(reviewAuthorName(' Élodie ', ' Ébrard ')).toBe('Élodie É.');
    expect(reviewAuthorName('Camille', '')).toBe('Camille');
    expect(reviewAuthorName('  ', 'Martin')).toBe('Un client M.');
  });

  it('take a whole rating from 1 to 5 and a comment of 10 to 1000 characters', async () => {
    expect(await validationErrors(reviewFormSchema, { rating: 5, comment: 'Un moment délicieux.' })).toEqual([]);
    expect(await validationErrors(reviewFormSchema, { rating: 0, comment: 'Un moment délicieux.' })).toEqual([
      'Choisissez une note de 1 à 5 étoiles',
    ]);
    expect(await validationErrors(reviewFormSchema, { rating: 4.5, comment: 'Un moment délicieux.' })).toEqual(['Choisissez une note']);
    expect(await validationErrors(reviewFormSchema, { rating: 4, comment: '  Bien.  ' })).toEqual([
      'Votre avis doit contenir au moins 10 caractères',
    ]);
    expect(await validationErrors(reviewFormSchema, { rating: 4, comment: 'c'.repeat(1001) })).toEqual([
      'Votre avis ne peut pas dépasser 1000 caractères',
    ]);
  });

  it('take one answer of at most 1000 characters', async () => {
    expect(await validationErrors(reviewAnswerSchema, { answer: 'Merci !' })).toEqual([]);
    expect(await validationErrors(reviewAnswerSchema, { answer: '   ' })).toEqual(['Écrivez votre réponse']);
  });
});

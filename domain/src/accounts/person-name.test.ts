import { describe, expect, it } from 'vitest';
import { validationErrors } from '../testing/testing';
import { personNameProblem } from './person-name';
import { ACCEPTED_NAMES, REFUSED_NAMES } from '../testing/person-name-samples';
import { userProfileSchema } from './user-profile';

describe('personNameProblem', () => {
  it.each(ACCEPTED_NAMES)('accepts « %s »', (name) => {
    expect(personNameProblem(name, 'Le prénom')).toBeNull();
  });

  it.each(REFUSED_NAMES)('refuses « %s »', (name, why) => {
    expect(personNameProblem(name, 'Le nom')).toMatch(why);
  });

  it('is what the profile form says', async () => {
    expect(await validationErrors(userProfileSchema, { firstName: 'Équipe', lastName: 'Kookers' })).toEqual([
      'Le prénom ne peut pas laisser croire que vous écrivez au nom de Kookers.',
      'Le nom ne peut pas laisser croire que vous écrivez au nom de Kookers.',
    ]);
    expect(await validationErrors(userProfileSchema, { firstName: 'Camille', lastName: 'Martin' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { validationErrors } from '../testing/testing';
import {
  KOOKER_ADDRESS_REQUIRED,
  KOOKER_PHONE_REQUIRED,
  kookerContactSchema,
  publishedKookerContactSchema,
  userProfileSchema,
} from './user-profile';

describe('userProfileSchema', () => {
  it('accepts an empty profile and fills the missing fields with empty strings', async () => {
    expect(await userProfileSchema.validate({})).toEqual({ firstName: '', lastName: '', phone: '', address: '' });
  });

  it('accepts French phone numbers in their usual spellings', async () => {
    for (const phone of ['0612345678', '06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78', '+33612345678']) {
      expect(await validationErrors(userProfileSchema, { phone })).toEqual([]);
    }
  });

  it('refuses what is not a French phone number', async () => {
    for (const phone of ['12345', '06 12 34 56', '+1 555 123 4567', 'téléphone']) {
      expect(await validationErrors(userProfileSchema, { phone })).toEqual(['Numéro de téléphone invalide']);
    }
  });

  it('bounds names at 50 characters and the address at 200', async () => {
    expect(await validationErrors(userProfileSchema, { firstName: 'a'.repeat(50), address: 'b'.repeat(200) })).toEqual([]);
    expect(
      await validationErrors(userProfileSchema, { firstName: 'a'.repeat(51), lastName: 'c'.repeat(51), address: 'b'.repeat(201) }),
    ).toEqual([
      'Le prénom ne peut pas dépasser 50 caractères',
      'Le nom ne peut pas dépasser 50 caractères',
      "L'adresse ne peut pas dépasser 200 caractères",
    ]);
  });
});

describe('the Kooker’s coordinates', () => {
  it('may stay empty in a draft, and are checked when given', async () => {
    expect(await kookerContactSchema.validate({})).toEqual({ phone: '', address: '' });
    expect(await validationErrors(kookerContactSchema, { phone: '+1 555 123 4567' })).toEqual(['Numéro de téléphone invalide']);
  });

  it('may not be emptied once the profile is published', async () => {
    expect(await validationErrors(publishedKookerContactSchema, { phone: ' ', address: '' })).toEqual([
      KOOKER_PHONE_REQUIRED,
      KOOKER_ADDRESS_REQUIRED,
    ]);
    expect(await publishedKookerContactSchema.validate({ phone: ' 06 12 34 56 78 ', address: ' 3 rue Vauban, 29000 Quimper ' })).toEqual({
      phone: '06 12 34 56 78',
      address: '3 rue Vauban, 29000 Quimper',
    });
  });
});

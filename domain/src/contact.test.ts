import { describe, expect, it } from 'vitest';
import { validationErrors } from './testing';
import { CONTACT_LIMITS, contactMessageSchema } from './contact';

const valid = { name: 'Camille Martin', email: 'camille@example.fr', subject: 'support', message: 'Bonjour, une question.' };

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', async () => {
    const cast = await contactMessageSchema.validate({ ...valid, name: '  Camille Martin  ' }, { stripUnknown: true });
    expect(cast).toEqual(valid);
  });

  it('drops fields that are not part of the form', async () => {
    const cast = await contactMessageSchema.validate({ ...valid, admin: true }, { stripUnknown: true });
    expect(cast).not.toHaveProperty('admin');
  });

  it('names every missing field in French', async () => {
    expect(await validationErrors(contactMessageSchema, {})).toEqual(['Nom requis', 'Email requis', 'Veuillez choisir un sujet', 'Message requis']);
  });

  it('refuses a malformed email and an unknown subject', async () => {
    expect(await validationErrors(contactMessageSchema, { ...valid, email: 'camille@' })).toEqual(['Email invalide']);
    expect(await validationErrors(contactMessageSchema, { ...valid, subject: 'spam' })).toEqual(['Veuillez choisir un sujet']);
  });

  it('bounds the message length at the limits the security rules enforce', async () => {
    expect(await validationErrors(contactMessageSchema, { ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax) })).toEqual([]);
    expect(await validationErrors(contactMessageSchema, { ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual([
      'Le message ne peut pas dépasser 5000 caractères',
    ]);
    expect(await validationErrors(contactMessageSchema, { ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMin - 1) })).toEqual([
      'Le message doit contenir au moins 10 caractères',
    ]);
  });
});

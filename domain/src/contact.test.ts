import { describe, expect, it } from 'vitest';
import { validationErrors } from './testing';
import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITS,
  contactCallSchema,
  contactLimitReached,
  contactMessageSchema,
  contactRateWindow,
} from './contact';

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
    expect(await validationErrors(contactMessageSchema, {})).toEqual([
      'Nom requis',
      'Email requis',
      'Veuillez choisir un sujet',
      'Message requis',
    ]);
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

describe('contactCallSchema (what sendContactMessage accepts, strictly)', () => {
  const strictErrors = (value: Record<string, unknown>) => validationErrors(contactCallSchema, value, { strict: true });

  it('accepts the form’s values as the form sends them', async () => {
    expect(await strictErrors(valid)).toEqual([]);
  });

  it('refuses what the form would have converted or dropped, in French', async () => {
    expect(await strictErrors({ ...valid, name: '  Camille  ' })).toEqual(['Nom invalide']);
    expect(await strictErrors({ ...valid, name: 42 })).toEqual(['Nom invalide']);
    expect(await strictErrors({ ...valid, email: ' camille@example.fr' })).toContain('Email invalide');
    expect(await strictErrors({ ...valid, message: ['Bonjour, une liste ?'] })).toEqual(['Message invalide']);
    expect(await strictErrors({ ...valid, subject: 3 })).toContain('Veuillez choisir un sujet');
    expect(await strictErrors({ ...valid, admin: true })).toEqual(['Requête invalide : champ inconnu.']);
  });
});

describe('contact rate limits', () => {
  it('cuts time into fixed windows of an hour', () => {
    const start = Date.UTC(2026, 10, 23, 10);
    expect(contactRateWindow(start)).toBe(contactRateWindow(start + CONTACT_RATE_LIMITS.windowMs - 1));
    expect(contactRateWindow(start + CONTACT_RATE_LIMITS.windowMs)).toBe(contactRateWindow(start) + 1);
  });

  it('lets a message through until either count reaches its limit, the address first', () => {
    expect(contactLimitReached(0, 0)).toBeNull();
    expect(contactLimitReached(CONTACT_RATE_LIMITS.perAddress - 1, CONTACT_RATE_LIMITS.total - 1)).toBeNull();
    expect(contactLimitReached(CONTACT_RATE_LIMITS.perAddress, 0)).toBe('address');
    expect(contactLimitReached(0, CONTACT_RATE_LIMITS.total)).toBe('total');
    expect(contactLimitReached(CONTACT_RATE_LIMITS.perAddress, CONTACT_RATE_LIMITS.total)).toBe('address');
  });
});

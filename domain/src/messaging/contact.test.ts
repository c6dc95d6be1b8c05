import { describe, expect, it } from 'vitest';
import { validationErrors } from '../testing/testing';
import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITS,
  contactCallSchema,
  contactAdmission,
  contactMessageSchema,
  contactRateKeyOf,
  contactMessagesExpireBefore,
  contactRateWindow,
} from './contact';
import { CONTACT_MESSAGES_KEPT_MONTHS } from '../rules/rules';

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

  it('takes a message until its address reaches its limit; past the total, marks it as a flood; past the ceiling, refuses it', () => {
    expect(contactAdmission(0, 0)).toBe('taken');
    expect(contactAdmission(CONTACT_RATE_LIMITS.perAddress - 1, CONTACT_RATE_LIMITS.total - 1)).toBe('taken');
    expect(contactAdmission(CONTACT_RATE_LIMITS.perAddress, 0)).toBe('address');
    expect(contactAdmission(0, CONTACT_RATE_LIMITS.total)).toBe('flood');
    expect(contactAdmission(0, CONTACT_RATE_LIMITS.ceiling - 1)).toBe('flood');
    expect(contactAdmission(0, CONTACT_RATE_LIMITS.ceiling)).toBe('ceiling');
    expect(contactAdmission(CONTACT_RATE_LIMITS.perAddress, CONTACT_RATE_LIMITS.ceiling)).toBe('address');
  });

  it('counts an IPv4 address alone, an IPv6 address with its whole /64 network', () => {
    expect(contactRateKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(contactRateKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const network = '2001:db8:a:b::/64';
    for (const address of ['2001:db8:a:b:1:2:3:4', '2001:0DB8:000A:000B::ffff', '[2001:db8:a:b::9]', '2001:db8:a:b:c:d:1.2.3.4'])
      expect(contactRateKeyOf(address), address).toBe(network);
    expect(contactRateKeyOf('2001:db8:a:c::1')).not.toBe(network);
    expect(contactRateKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

describe('contactMessagesExpireBefore', () => {
  it('is CONTACT_MESSAGES_KEPT_MONTHS months before now', () => {
    expect(CONTACT_MESSAGES_KEPT_MONTHS).toBe(12);
    expect(contactMessagesExpireBefore(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2025-11-26T10:00:00.000Z');
  });
});

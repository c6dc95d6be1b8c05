import { describe, expect, it } from 'vitest';
import {
  formatDay,
  frenchPhoneToE164,
  insuranceCheckText,
  insuranceDateProblem,
  insuranceEndDay,
  insuranceReminderDay,
  insuranceState,
  legalStatusFromData,
  nationalPhone,
  phoneCheckText,
  phoneVerificationProblem,
} from './identity';
import { insuranceSchema, legalStatusOf, legalStatusSchema, SIRET_INVALID } from './identity-input';

const problem = (schema: typeof insuranceSchema | typeof legalStatusSchema, data: unknown) => {
  try {
    schema.validateSync(data, { strict: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('frenchPhoneToE164', () => {
  it('reads a French number as people type it', () => {
    for (const typed of [
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+33 6 12 34 56 78',
      '+33612345678',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
    ])
      expect(frenchPhoneToE164(typed), typed).toBe('+33612345678');
    expect(frenchPhoneToE164('01 42 68 53 00')).toBe('+33142685300');
  });

  it('refuses what is not a French number of ten digits', () => {
    for (const typed of [
      '',
      '06 12 34 56 7',
      '06 12 34 56 789',
      '00 12 34 56 78',
      '+44 20 7946 0958',
      '6 12 34 56 78',
      '06 12 34 56 7a',
      '+33 0 12 34 56 78',
    ])
      expect(frenchPhoneToE164(typed), typed).toBeNull();
  });

  it('writes the verified number back as French readers do', () => {
    expect(nationalPhone('+33612345678')).toBe('06 12 34 56 78');
  });
});

describe('phoneVerificationProblem', () => {
  it('says in French why Firebase Auth refused a step', () => {
    expect(phoneVerificationProblem('auth/credential-already-in-use')).toBe('Ce numéro est déjà vérifié par un autre compte.');
    expect(phoneVerificationProblem('auth/account-exists-with-different-credential')).toBe(
      'Ce numéro est déjà vérifié par un autre compte.',
    );
    expect(phoneVerificationProblem('auth/invalid-verification-code')).toMatch(/^Ce code n’est pas le bon/);
    expect(phoneVerificationProblem('auth/code-expired')).toMatch(/^Ce code a expiré/);
    expect(phoneVerificationProblem('auth/too-many-requests')).toMatch(/^Trop de tentatives/);
    expect(phoneVerificationProblem('auth/internal-error')).toBeNull();
  });
});

describe('the insurance’s dates', () => {
  it('takes a last day of cover after today, within ten years', () => {
    expect(insuranceDateProblem('2026-11-27', '2026-11-26')).toBeNull();
    expect(insuranceDateProblem('2036-11-26', '2026-11-26')).toBeNull();
    expect(insuranceDateProblem('2026-11-26', '2026-11-26')).toMatch(/^Cette date est passée/);
    expect(insuranceDateProblem('2025-01-01', '2026-11-26')).toMatch(/^Cette date est passée/);
    expect(insuranceDateProblem('2036-11-27', '2026-11-26')).toMatch(/^Cette date est dans plus de 10 ans/);
    expect(insuranceDateProblem('2027-02-30', '2026-11-26')).toMatch(/^Cette date n’existe pas/);
    expect(insuranceDateProblem('', '2026-11-26')).toBe('Indiquez la date de fin de votre contrat.');
  });

  it('covers up to its last day included, and is due for renewal 30 days before', () => {
    expect(insuranceState(null, '2026-11-26')).toEqual({ kind: 'missing' });
    expect(insuranceState('2027-12-31', '2027-12-01').kind).toBe('expiring');
    expect(insuranceState('2027-12-31', '2027-11-30').kind).toBe('valid');
    expect(insuranceState('2027-12-31', '2027-12-31').kind).toBe('expiring');
    expect(insuranceState('2027-12-31', '2028-01-01').kind).toBe('expired');
    expect(insuranceReminderDay('2027-12-31')).toBe('2027-12-01');
    expect(insuranceEndDay('2027-12-31')).toBe('2028-01-01');
    expect(insuranceEndDay('2028-02-28')).toBe('2028-02-29');
  });

  it('checks what declareInsurance takes, in French', () => {
    const valid = { insurer: 'MAIF', contractNumber: 'RC-2026/00042', validUntil: '2027-12-31' };
    expect(problem(insuranceSchema, valid)).toBeNull();
    expect(problem(insuranceSchema, { ...valid, insurer: ' ' })).toBe('Indiquez le nom de votre assureur.');
    expect(problem(insuranceSchema, { ...valid, contractNumber: '' })).toBe('Indiquez le numéro de votre contrat.');
    expect(problem(insuranceSchema, { ...valid, contractNumber: 'RC<script>' })).toMatch(/^Le numéro de contrat ne peut contenir/);
    expect(problem(insuranceSchema, { ...valid, validUntil: '31/12/2027' })).toMatch(/^Cette date n’existe pas/);
    expect(problem(insuranceSchema, { ...valid, extra: 1 })).toBe('Requête invalide : champ inconnu.');
  });
});

describe('the legal status as setLegalStatus takes it', () => {
  it('takes a private person, or a professional whose SIRET’s key holds', () => {
    expect(problem(legalStatusSchema, { kind: 'individual' })).toBeNull();
    expect(problem(legalStatusSchema, { kind: 'professional', siret: '732 829 320 00074' })).toBeNull();
    expect(legalStatusOf({ kind: 'professional', siret: '732 829 320 00074' })).toEqual({ kind: 'professional', siret: '73282932000074' });
    expect(legalStatusOf({ kind: 'individual', siret: '73282932000074' })).toEqual({ kind: 'individual' });
  });

  it('refuses a wrong key, a wrong length, no SIRET or another kind', () => {
    expect(problem(legalStatusSchema, { kind: 'professional', siret: '73282932000075' })).toBe(SIRET_INVALID);
    expect(problem(legalStatusSchema, { kind: 'professional', siret: '7328293200007' })).toBe('Un SIRET compte 14 chiffres.');
    expect(problem(legalStatusSchema, { kind: 'professional' })).toBe('Indiquez votre numéro SIRET (14 chiffres).');
    expect(problem(legalStatusSchema, { kind: 'company' })).toBe('Choisissez particulier ou professionnel.');
  });

  it('reads an old or malformed document as no status', () => {
    expect(legalStatusFromData(undefined)).toBeNull();
    expect(legalStatusFromData({ kind: 'professional', siret: '73282932000075' })).toBeNull();
    expect(legalStatusFromData({ kind: 'individual' })).toEqual({ kind: 'individual' });
  });
});

describe('what the public profile says', () => {
  it('dates each check in French', () => {
    expect(formatDay('2026-11-03')).toBe('3 novembre 2026');
    expect(phoneCheckText('2026-11-03')).toBe('Téléphone vérifié le 3 novembre 2026');
    expect(insuranceCheckText('2027-12-31')).toBe('Assurance responsabilité civile déclarée jusqu’au 31 décembre 2027');
  });
});

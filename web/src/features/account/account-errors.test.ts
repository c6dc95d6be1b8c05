import { describe, expect, it } from 'vitest';
import { accountErrorMessage } from './account-errors';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('accountErrorMessage', () => {
  it('says in French what went wrong when changing the address or the password', () => {
    expect(accountErrorMessage(failure('auth/invalid-credential'))).toBe('Mot de passe actuel incorrect.');
    expect(accountErrorMessage(failure('auth/wrong-password'))).toBe('Mot de passe actuel incorrect.');
    expect(accountErrorMessage(failure('auth/email-already-in-use'))).toBe('Cette adresse est déjà utilisée par un autre compte.');
    expect(accountErrorMessage(failure('auth/invalid-new-email'))).toBe('Email invalide');
    expect(accountErrorMessage(failure('auth/too-many-requests'))).toMatch(/^Trop de tentatives/);
    expect(accountErrorMessage(new Error('boom'))).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });
});

import { describe, expect, it } from 'vitest';
import {
  actionCodeErrorMessage,
  loginErrorMessage,
  passwordCheckErrorMessage,
  resendErrorMessage,
  signUpErrorMessage,
} from './auth-errors';

const error = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('loginErrorMessage', () => {
  it('never tells whether the email has an account', () => {
    for (const code of ['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password', 'auth/invalid-email']) {
      expect(loginErrorMessage(error(code))).toBe('Email ou mot de passe incorrect.');
    }
  });

  it('has its own message for too many attempts', () => {
    expect(loginErrorMessage(error('auth/too-many-requests'))).toMatch(/^Trop de tentatives de connexion/);
  });
});

describe('signUpErrorMessage', () => {
  it('says an email is taken, and falls back to a generic French message', () => {
    expect(signUpErrorMessage(error('auth/email-already-in-use'))).toBe('Un compte existe déjà avec cet email.');
    expect(signUpErrorMessage(error('auth/internal-error'))).toBe("Une erreur s'est produite lors de l'inscription.");
    expect(signUpErrorMessage('boom')).toBe("Une erreur s'est produite lors de l'inscription.");
  });
});

describe('action links and resending', () => {
  it('explain expired and used links, and rate limits', () => {
    expect(actionCodeErrorMessage(error('auth/expired-action-code'))).toBe('Ce lien a expiré. Demandez-en un nouveau.');
    expect(actionCodeErrorMessage(error('auth/invalid-action-code'))).toMatch(/déjà été utilisé/);
    expect(resendErrorMessage(error('auth/too-many-requests'))).toMatch(/^Trop de demandes/);
  });

  it('falls back on the general message for what is not an Auth error', () => {
    expect(resendErrorMessage({ code: 42 })).toBe(resendErrorMessage(null));
  });
});

describe('passwordCheckErrorMessage', () => {
  it('says a wrong password in French, and leaves what is not Firebase Auth’s to the call', () => {
    expect(passwordCheckErrorMessage(error('auth/invalid-credential'))).toBe('Mot de passe incorrect.');
    expect(passwordCheckErrorMessage(error('auth/wrong-password'))).toBe('Mot de passe incorrect.');
    expect(passwordCheckErrorMessage(error('auth/too-many-requests'))).toMatch(/^Trop de tentatives/);
    expect(passwordCheckErrorMessage(error('auth/internal-error'))).toBe("Une erreur s'est produite. Veuillez réessayer.");
    expect(passwordCheckErrorMessage(error('functions/failed-precondition'))).toBeNull();
    expect(passwordCheckErrorMessage('boom')).toBeNull();
  });
});

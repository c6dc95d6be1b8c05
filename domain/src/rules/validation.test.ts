import { describe, expect, it } from 'vitest';
import { validationErrors } from '../testing/testing';
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordFormSchema,
  signUpSchema,
} from './validation';

const signUp = { email: 'camille@example.fr', password: 'motdepasse', confirmPassword: 'motdepasse', acceptTerms: true };

describe('signUpSchema', () => {
  it('accepts a complete sign-up', async () => {
    expect(await validationErrors(signUpSchema, signUp)).toEqual([]);
  });

  it('gives a French message for every missing field', async () => {
    expect(await validationErrors(signUpSchema, { email: '', password: '', confirmPassword: '', acceptTerms: false })).toEqual([
      'Email requis',
      'Mot de passe requis',
      'Veuillez confirmer votre mot de passe',
      'Vous devez accepter les conditions générales',
    ]);
  });

  it('refuses a malformed email', async () => {
    for (const email of ['camille', 'camille@', 'camille@example', 'cam ille@example.fr']) {
      expect(await validationErrors(signUpSchema, { ...signUp, email })).toEqual(['Email invalide']);
    }
  });

  it('needs at least 8 characters: 7 is refused, 8 accepted', async () => {
    expect(await validationErrors(signUpSchema, { ...signUp, password: '1234567', confirmPassword: '1234567' })).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères',
    ]);
    expect(await validationErrors(signUpSchema, { ...signUp, password: '12345678', confirmPassword: '12345678' })).toEqual([]);
  });

  it('refuses a confirmation that differs from the password', async () => {
    expect(await validationErrors(signUpSchema, { ...signUp, confirmPassword: 'motdepassf' })).toEqual([
      'Les mots de passe ne correspondent pas',
    ]);
  });
});

describe('loginSchema', () => {
  it('asks for both fields, without revealing password rules', async () => {
    expect(await validationErrors(loginSchema, { email: '', password: '' })).toEqual(['Email requis', 'Mot de passe requis']);
    expect(await validationErrors(loginSchema, { email: 'camille@example.fr', password: 'court' })).toEqual([]);
  });
});

describe('forgotPasswordSchema and newPasswordFormSchema', () => {
  it('check the email, then the new password and its confirmation', async () => {
    expect(await validationErrors(forgotPasswordSchema, { email: 'camille@' })).toEqual(['Email invalide']);
    expect(await validationErrors(newPasswordFormSchema, { password: 'court', confirmPassword: 'autre' })).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères',
      'Les mots de passe ne correspondent pas',
    ]);
  });
});

describe('changeEmailSchema and changePasswordSchema', () => {
  it('ask for the current password, then the new address or a new password under the sign-up rules', async () => {
    expect(await validationErrors(changeEmailSchema, { currentPassword: '', email: 'camille@' })).toEqual([
      'Mot de passe actuel requis',
      'Email invalide',
    ]);
    expect(await validationErrors(changePasswordSchema, { currentPassword: '', password: 'court', confirmPassword: 'autre' })).toEqual([
      'Mot de passe actuel requis',
      'Le mot de passe doit contenir au moins 8 caractères',
      'Les mots de passe ne correspondent pas',
    ]);
    expect(
      await validationErrors(changePasswordSchema, { currentPassword: 'x', password: 'motdepasse', confirmPassword: 'motdepasse' }),
    ).toEqual([]);
  });
});

import { boolean, object, ref, string, type InferType } from 'yup';
import { PASSWORD_MIN_LENGTH } from './rules';

/** Longest address the standards allow; the security rules use the same bound. */
export const EMAIL_MAX_LENGTH = 254;

/** Firebase Auth refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 4096;

// One address pattern for every form: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Email fields (login, sign-up, forgot password, contact): the messages docs/produit.md lists (« Erreurs »). */
export const emailSchema = string()
  .typeError('Email invalide')
  .trim('Email invalide')
  .required('Email requis')
  .max(EMAIL_MAX_LENGTH, 'Email invalide')
  .matches(EMAIL_PATTERN, { message: 'Email invalide', excludeEmptyString: true });

/** A new password: sign-up and password reset. */
const newPasswordSchema = string()
  .required('Mot de passe requis')
  // An empty field only says it is required.
  .test(
    'min-length',
    `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
    (value) => !value || value.length >= PASSWORD_MIN_LENGTH,
  )
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`);

const passwordConfirmationSchema = string()
  .required('Veuillez confirmer votre mot de passe')
  .oneOf([ref('password')], 'Les mots de passe ne correspondent pas');

export const loginSchema = object({
  email: emailSchema,
  // No length rule at login: any wrong password gets the same answer.
  password: string().required('Mot de passe requis'),
});

export const signUpSchema = object({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: passwordConfirmationSchema,
  acceptTerms: boolean().required().oneOf([true], 'Vous devez accepter les conditions générales'),
});

export const forgotPasswordSchema = object({ email: emailSchema });

export const newPasswordFormSchema = object({
  password: newPasswordSchema,
  confirmPassword: passwordConfirmationSchema,
});

/** 'Changer d’adresse email' in 'Mon profil': the current password (to sign in again) and the new address. */
export const changeEmailSchema = object({
  currentPassword: string().required('Mot de passe actuel requis'),
  email: emailSchema,
});

/** 'Changer de mot de passe' in 'Mon profil': the current password, then a new one under the sign-up's rules. */
export const changePasswordSchema = object({
  currentPassword: string().required('Mot de passe actuel requis'),
  password: newPasswordSchema,
  confirmPassword: passwordConfirmationSchema,
});

export type LoginInput = InferType<typeof loginSchema>;
export type SignUpInput = InferType<typeof signUpSchema>;

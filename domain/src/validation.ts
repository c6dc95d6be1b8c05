import { string } from 'yup';

/** Longest address the standards allow; the security rules use the same bound. */
export const EMAIL_MAX_LENGTH = 254;

// One address pattern for every form: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Email fields (login, sign-up, forgot password, contact): the prototype's messages. */
export const emailSchema = string()
  .trim()
  .required('Email requis')
  .max(EMAIL_MAX_LENGTH, 'Email invalide')
  .matches(EMAIL_PATTERN, 'Email invalide');

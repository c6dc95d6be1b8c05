import { object, string, type InferType } from 'yup';
import { FRENCH_PHONE_PATTERN } from './phone';

/** Sizes the security rules enforce too (firestore.rules, users). */
export const USER_PROFILE_LIMITS = {
  nameMax: 50,
  phoneMax: 20,
  addressMax: 200,
} as const;

/** The private profile of `users/{uid}` that its owner edits ('Mon profil'). Every field may stay empty. */
export const userProfileSchema = object({
  firstName: string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.nameMax, `Le prénom ne peut pas dépasser ${USER_PROFILE_LIMITS.nameMax} caractères`),
  lastName: string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.nameMax, `Le nom ne peut pas dépasser ${USER_PROFILE_LIMITS.nameMax} caractères`),
  phone: string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.phoneMax, 'Numéro de téléphone invalide')
    .matches(new RegExp(`^${FRENCH_PHONE_PATTERN}$`), { message: 'Numéro de téléphone invalide', excludeEmptyString: true }),
  address: string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.addressMax, `L'adresse ne peut pas dépasser ${USER_PROFILE_LIMITS.addressMax} caractères`),
});

export type UserProfileInput = InferType<typeof userProfileSchema>;

/** An empty private profile, as sign-up creates it. */
export const EMPTY_USER_PROFILE: UserProfileInput = { firstName: '', lastName: '', phone: '', address: '' };

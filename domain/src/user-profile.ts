import { object, string, type InferType } from 'yup';

/** Sizes the security rules enforce too (firestore.rules, users). */
export const USER_PROFILE_LIMITS = {
  nameMax: 50,
  phoneMax: 20,
  addressMax: 200,
} as const;

/**
 * French numbers: 0X XX XX XX XX or +33 X XX XX XX XX, with optional spaces, dots or dashes.
 * firestore.rules matches `users.phone` against the same pattern (its tests check both).
 */
export const FRENCH_PHONE_PATTERN = '(\\+33 ?|0)[1-9]([ .-]?[0-9]{2}){4}';
const FRENCH_PHONE = new RegExp(`^${FRENCH_PHONE_PATTERN}$`);

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
    .matches(FRENCH_PHONE, { message: 'Numéro de téléphone invalide', excludeEmptyString: true }),
  address: string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.addressMax, `L'adresse ne peut pas dépasser ${USER_PROFILE_LIMITS.addressMax} caractères`),
});

export type UserProfileInput = InferType<typeof userProfileSchema>;

/** An empty private profile, as sign-up creates it. */
export const EMPTY_USER_PROFILE: UserProfileInput = { firstName: '', lastName: '', phone: '', address: '' };

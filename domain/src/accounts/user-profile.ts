import { object, string, type InferType } from 'yup';
import { personNameField } from './person-name';
import { FRENCH_PHONE_PATTERN } from './phone';
import { FULL_REFUND_MIN_DAYS } from '../rules/rules';

/** Sizes the security rules enforce too (firestore.rules, users). */
export const USER_PROFILE_LIMITS = {
  nameMax: 50,
  phoneMax: 20,
  addressMax: 200,
} as const;

const phoneField = () =>
  string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.phoneMax, 'Numéro de téléphone invalide')
    .matches(new RegExp(`^${FRENCH_PHONE_PATTERN}$`), { message: 'Numéro de téléphone invalide', excludeEmptyString: true });

const addressField = () =>
  string()
    .trim()
    .default('')
    .max(USER_PROFILE_LIMITS.addressMax, `L'adresse ne peut pas dépasser ${USER_PROFILE_LIMITS.addressMax} caractères`);

/** The private profile of `users/{uid}` that its owner edits ('Mon profil'). Every field may stay empty. */
export const userProfileSchema = object({
  firstName: personNameField('Le prénom', USER_PROFILE_LIMITS.nameMax),
  lastName: personNameField('Le nom', USER_PROFILE_LIMITS.nameMax),
  phone: phoneField(),
  address: addressField(),
});

export type UserProfileInput = InferType<typeof userProfileSchema>;

/** An empty private profile, as sign-up creates it. */
export const EMPTY_USER_PROFILE: UserProfileInput = { firstName: '', lastName: '', phone: '', address: '' };

export const KOOKER_PHONE_REQUIRED = `Votre profil est en ligne : indiquez votre numéro de téléphone, vos clients le reçoivent ${FULL_REFUND_MIN_DAYS} jours avant la prestation.`;
export const KOOKER_ADDRESS_REQUIRED = `Votre profil est en ligne : indiquez votre adresse, les clients qui réservent une prestation chez vous la reçoivent ${FULL_REFUND_MIN_DAYS} jours avant.`;

/**
 * The Kooker's coordinates, asked at the first step of their profile and kept in their private
 * profile (`users/{uid}`), never on a public page: a client reads them in a booking only
 * (docs/reservations.md, « Se joindre », « Où »). Optional in a draft, like every field of the
 * profile; publishing needs both (`contactProblems`, domain/src/kookers/onboarding.ts).
 */
export const kookerContactSchema = userProfileSchema.pick(['phone', 'address']);

/** The same for a published profile: neither may be emptied. */
export const publishedKookerContactSchema = object({
  phone: phoneField().required(KOOKER_PHONE_REQUIRED),
  address: addressField().required(KOOKER_ADDRESS_REQUIRED),
});

export type KookerContact = InferType<typeof kookerContactSchema>;

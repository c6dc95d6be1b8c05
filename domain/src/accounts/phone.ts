/**
 * French phone numbers, as the private profile and the booking take them (docs/reservations.md,
 * « Se joindre »): 0X XX XX XX XX or +33 X XX XX XX XX, with optional spaces, dots or dashes.
 * firestore.rules matches `users.phone` against the same pattern (its tests check both). No yup
 * here: the booking panel uses it on the Kooker's page, whose JavaScript budget is counted.
 */
export const FRENCH_PHONE_PATTERN = '(\\+33 ?|0)[1-9]([ .-]?[0-9]{2}){4}';
const FRENCH_PHONE = new RegExp(`^${FRENCH_PHONE_PATTERN}$`);

export const isFrenchPhone = (value: string): boolean => FRENCH_PHONE.test(value);

export const PHONE_REQUIRED = 'Indiquez un numéro de téléphone pour que le Kooker puisse vous joindre';
export const PHONE_INVALID = 'Numéro de téléphone invalide : 06 12 34 56 78 ou +33 6 12 34 56 78';

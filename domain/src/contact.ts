import { object, string, type InferType } from 'yup';
import { emailSchema } from './validation';

/** Subjects of the contact form, in the order the form lists them (SPEC.md §5). */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'Question générale' },
  { value: 'support', label: 'Support technique' },
  { value: 'billing', label: 'Facturation' },
  { value: 'partnership', label: 'Partenariat' },
  { value: 'other', label: 'Autre' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** Sizes the security rules enforce too (firestore.rules, contactMessages). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The contact form, as the browser validates it before the security rules check it again. */
export const contactMessageSchema = object({
  name: string()
    .trim()
    .required('Nom requis')
    .min(CONTACT_LIMITS.nameMin, `Le nom doit contenir au moins ${CONTACT_LIMITS.nameMin} caractères`)
    .max(CONTACT_LIMITS.nameMax, `Le nom ne peut pas dépasser ${CONTACT_LIMITS.nameMax} caractères`),
  email: emailSchema,
  subject: string<ContactSubject>()
    .required('Veuillez choisir un sujet')
    .oneOf(
      CONTACT_SUBJECTS.map((subject) => subject.value),
      'Veuillez choisir un sujet',
    ),
  message: string()
    .trim()
    .required('Message requis')
    .min(CONTACT_LIMITS.messageMin, `Le message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères`)
    .max(CONTACT_LIMITS.messageMax, `Le message ne peut pas dépasser ${CONTACT_LIMITS.messageMax} caractères`),
});

export type ContactMessageInput = InferType<typeof contactMessageSchema>;

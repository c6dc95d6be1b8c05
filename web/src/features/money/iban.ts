/**
 * The IBAN a Kooker gives for their payouts, checked before it is sent (setPayoutAccount): its
 * country's length and format, its check digits (ISO 13616, mod 97) and, where the country has one,
 * its national key, by ibantools; a SEPA country, where a euro transfer reaches. The processor
 * checks it again and keeps it (docs/decisions/017-paiements-par-carte.md).
 */
import { payoutAccountSchema } from '@kookers/domain/money';
import { electronicFormatIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { string, type InferType } from 'yup';

/** "fr76 3000 6000 0112 3456 7890 189" → "FR7630006000011234567890189": the form the processor takes. */
export function electronicIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? '';
}

/** What is wrong with an IBAN as typed (spaces allowed), in French; null when it may be sent. */
export function ibanProblem(value: string): string | null {
  const iban = electronicIban(value);
  if (iban === '') return 'Indiquez l’IBAN du compte.';
  const { valid, errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'Un IBAN commence par le code de son pays (FR pour la France).';
  if (!valid) {
    return errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)
      ? 'Cet IBAN n’a pas le bon nombre de caractères : vérifiez-le.'
      : 'Cet IBAN n’est pas valide : vérifiez-le, une erreur de frappe est vite arrivée.';
  }
  if (!isSEPACountry(iban.slice(0, 2))) return 'Les versements se font vers un compte de la zone SEPA.';
  return null;
}

/**
 * The « Compte de versement » form: setPayoutAccount's schema, the IBAN checked whole before it is
 * sent, and the current password, asked again before (docs/argent.md, « Le compte de versement »).
 */
export const payoutAccountFormSchema = payoutAccountSchema.shape({
  iban: string()
    .strict()
    .required('Indiquez votre IBAN')
    .test('iban', (value, context) => {
      const problem = ibanProblem(value);
      return problem === null || context.createError({ message: problem });
    }),
  password: string().strict().required('Saisissez votre mot de passe.'),
});

export type PayoutAccountFormValues = InferType<typeof payoutAccountFormSchema>;

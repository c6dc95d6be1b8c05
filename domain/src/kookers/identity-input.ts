/**
 * What the identity callables take (docs/produit.md, « Qui est le Kooker »): setLegalStatus and
 * declareInsurance, validated strictly like the other callables' inputs, in French. Apart from
 * identity.ts so that the public pages, which read the model, do not carry yup.
 */
import { mixed, object, string, type InferType } from 'yup';
import { isDay } from './identity';
import { isValidSiret, siretDigits, type KookerLegalStatus } from './legal-status';

const INSURER_MAX = 80;
const CONTRACT_MAX = 40;

/** What `declareInsurance` takes: the insurer, the contract's number, and its last day of cover. */
export const insuranceSchema = object({
  insurer: string()
    .strict()
    .typeError('L’assureur est un texte')
    .required('Indiquez le nom de votre assureur.')
    .test('insurer', 'Indiquez le nom de votre assureur.', (value) => value.trim().length >= 2)
    .test('max', `Le nom de l’assureur ne peut pas dépasser ${INSURER_MAX} caractères.`, (value) => value.trim().length <= INSURER_MAX),
  contractNumber: string()
    .strict()
    .typeError('Le numéro de contrat est un texte')
    .required('Indiquez le numéro de votre contrat.')
    .test('contract', 'Indiquez le numéro de votre contrat, tel qu’il figure sur votre attestation.', (value) => value.trim().length >= 3)
    .test('max', `Le numéro de contrat ne peut pas dépasser ${CONTRACT_MAX} caractères.`, (value) => value.trim().length <= CONTRACT_MAX)
    .matches(/^[\p{L}\p{N} ./_-]*$/u, 'Le numéro de contrat ne peut contenir que des lettres, des chiffres, des espaces, / . _ et -.'),
  validUntil: string()
    .strict()
    .typeError('La date de fin est un texte')
    .required('Indiquez la date de fin de votre contrat.')
    .test('day', 'Cette date n’existe pas : indiquez le jour, le mois et l’année de fin de votre contrat.', (value) => isDay(value)),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type InsuranceInput = InferType<typeof insuranceSchema>;

/* ───────────── The legal status, as the callable takes it ───────────── */

export const SIRET_INVALID =
  'Ce SIRET n’est pas valide : vérifiez les 14 chiffres sur votre avis de situation INSEE ou votre extrait Kbis.';

/** What `setLegalStatus` takes: `{ kind: 'individual' }` or `{ kind: 'professional', siret }` (spaces allowed). */
export const legalStatusSchema = object({
  kind: mixed<KookerLegalStatus['kind']>()
    .oneOf(['individual', 'professional'] as const, 'Choisissez particulier ou professionnel.')
    .required('Choisissez particulier ou professionnel.'),
  siret: string()
    .strict()
    .typeError('Le SIRET est un texte')
    .when('kind', {
      is: 'professional',
      then: (schema) =>
        schema
          .required('Indiquez votre numéro SIRET (14 chiffres).')
          .test('digits', 'Un SIRET compte 14 chiffres.', (value) => siretDigits(value) !== null)
          .test('key', SIRET_INVALID, (value) => isValidSiret(value)),
      otherwise: (schema) => schema.optional(),
    }),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type LegalStatusInput = InferType<typeof legalStatusSchema>;

/** The status to store from a valid input: a SIRET as its 14 digits, never as typed. */
export function legalStatusOf(input: LegalStatusInput): KookerLegalStatus {
  if (input.kind === 'individual') return { kind: 'individual' };
  const siret = siretDigits(input.siret ?? '');
  if (!siret || !isValidSiret(siret)) throw new Error(SIRET_INVALID);
  return { kind: 'professional', siret };
}

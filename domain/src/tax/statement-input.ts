/**
 * What the callable dac7Statement accepts (docs/argent.md, « Déclaration DAC7 »): the calendar
 * year of the Kooker's yearly statement; a year not over yet is refused by the function.
 */
import { number, object, type InferType } from 'yup';
import { DAC7_FIRST_YEAR } from './dac7-report';

export const DAC7_STATEMENT_REFUSED = {
  year: 'Année invalide.',
  notOver: (year: number) => `Le relevé annuel ${year} sera disponible le 1er janvier ${year + 1}.`,
} as const;

export const dac7StatementSchema = object({
  year: number()
    .strict()
    .typeError(DAC7_STATEMENT_REFUSED.year)
    .required(DAC7_STATEMENT_REFUSED.year)
    .integer(DAC7_STATEMENT_REFUSED.year)
    .min(DAC7_FIRST_YEAR, DAC7_STATEMENT_REFUSED.year)
    .max(9999, DAC7_STATEMENT_REFUSED.year),
})
  .noUnknown('Requête invalide : champ inconnu.')
  .typeError('Requête invalide.')
  .strict();

export type Dac7StatementInput = InferType<typeof dac7StatementSchema>;

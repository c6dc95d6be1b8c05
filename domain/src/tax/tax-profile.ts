/**
 * A Kooker's tax data, what the platform reports to the tax authority each year (DAC7, Directive
 * (EU) 2021/514; docs/argent.md, « Déclaration DAC7 »): their legal name, date of birth, address of
 * residence and tax identification number (TIN). The bank account is not asked again: the report
 * names the payout account (setPayoutAccount). One schema, used by the form of the « Revenus » tab
 * and by the callable setTaxProfile, in French; `now` is an argument (the Kooker must be an adult).
 */
import { object, string, type InferType } from 'yup';
import { personNameProblem, type NameLabel } from '../accounts/person-name';
import { isCalendarDate, parisDateOf } from '../rules/time';

/** The Member States of the European Union, by ISO 3166-1 alpha-2 code, with their French names. */
export const EU_COUNTRIES = {
  FR: 'France',
  AT: 'Autriche',
  BE: 'Belgique',
  BG: 'Bulgarie',
  CY: 'Chypre',
  HR: 'Croatie',
  DK: 'Danemark',
  ES: 'Espagne',
  EE: 'Estonie',
  FI: 'Finlande',
  DE: 'Allemagne',
  GR: 'Grèce',
  HU: 'Hongrie',
  IE: 'Irlande',
  IT: 'Italie',
  LV: 'Lettonie',
  LT: 'Lituanie',
  LU: 'Luxembourg',
  MT: 'Malte',
  NL: 'Pays-Bas',
  PL: 'Pologne',
  PT: 'Portugal',
  CZ: 'Tchéquie',
  RO: 'Roumanie',
  SK: 'Slovaquie',
  SI: 'Slovénie',
  SE: 'Suède',
} as const;
export type EuCountry = keyof typeof EU_COUNTRIES;
export const EU_COUNTRY_CODES = Object.keys(EU_COUNTRIES) as EuCountry[];
export const isEuCountry = (value: string): value is EuCountry => Object.hasOwn(EU_COUNTRIES, value);

/** The age from which a Kooker may be paid (the terms require an adult). */
export const ADULT_AGE = 18;

/** Sizes the form and the callable bound. */
export const TAX_PROFILE_LIMITS = {
  namesMax: 100,
  streetMax: 200,
  cityMax: 100,
  postalCodeMax: 10,
  tinMax: 20,
} as const;

export const TAX_PROFILE_MESSAGES = {
  firstNames: 'Indiquez vos prénoms, tels qu’ils figurent sur votre acte de naissance',
  lastName: 'Indiquez votre nom de famille, tel qu’il figure sur votre acte de naissance',
  birthDate: 'Indiquez votre date de naissance',
  birthDateInvalid: 'Cette date de naissance n’existe pas',
  birthDateFuture: 'Votre date de naissance ne peut pas être dans le futur',
  minor: `Vous devez avoir au moins ${ADULT_AGE} ans pour recevoir des versements sur Kookers`,
  tooOld: 'Vérifiez votre année de naissance',
  street: 'Indiquez le numéro et la rue de votre domicile',
  postalCode: 'Indiquez votre code postal',
  postalCodeFrance: 'Un code postal français a 5 chiffres',
  postalCodeOther: 'Ce code postal n’est pas valide',
  city: 'Indiquez votre commune',
  country: 'Choisissez votre pays de résidence, dans l’Union européenne',
  tin: 'Indiquez votre numéro d’identification fiscale',
  tinFrance:
    'Votre numéro fiscal a 13 chiffres et commence par 0, 1, 2 ou 3 : il figure en haut de votre déclaration de revenus et de votre avis d’impôt',
  tinOther: 'Ce numéro d’identification fiscale n’est pas valide : lettres, chiffres, espaces, points et tirets seulement',
} as const;

/** A French « numéro fiscal » (SPI): 13 digits, the first 0 to 3. Only its form is checked: no official key is published. */
const FRENCH_TIN = /^[0-3]\d{12}$/;
/** Another Member State's TIN, as its owner writes it: 2 to 20 letters, digits, and separators. */
const OTHER_TIN = /^[A-Z0-9][A-Z0-9 ./-]{0,18}[A-Z0-9]$/;

/** A TIN as stored and compared: capitals, no spaces for a French one. */
export function normalTin(country: string, written: string): string {
  const upper = written.trim().toUpperCase();
  return country === 'FR' ? upper.replace(/[\s.]/g, '') : upper.replace(/\s+/g, ' ');
}

/** Whether `written` is a well-formed TIN of `country`'s residents (docs/argent.md, « Déclaration DAC7 »). */
export function isValidTin(country: string, written: string): boolean {
  const tin = normalTin(country, written);
  return country === 'FR' ? FRENCH_TIN.test(tin) : OTHER_TIN.test(tin);
}

/** The age in whole years on the Paris day of `now` of someone born on `birthDate` (`yyyy-MM-dd`). */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = parisDateOf(now).split('-').map(Number) as [number, number, number];
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

const requiredText = (message: string, max: number, label: string) =>
  string()
    .strict()
    .typeError(message)
    .required(message)
    .test('filled', message, (value) => value.trim().length > 0)
    .test('max', `${label} ne peut pas dépasser ${max} caractères`, (value) => value.trim().length <= max);

/** A name as on the civil registry: letters only, in one alphabet (person-name.ts), required. */
const legalName = (label: NameLabel, message: string) =>
  requiredText(message, TAX_PROFILE_LIMITS.namesMax, label).test('person-name', (value, context) => {
    const problem = personNameProblem(value.trim(), label);
    return problem ? context.createError({ message: problem }) : true;
  });

/**
 * The tax data a Kooker gives (setTaxProfile), judged on the Paris day of `now`: every field
 * required; an adult; an address in a Member State; a TIN of that State (the TIN is the one the
 * country of residence issued).
 */
export function taxProfileSchema(now: Date) {
  return object({
    firstNames: legalName('Le prénom', TAX_PROFILE_MESSAGES.firstNames),
    lastName: legalName('Le nom', TAX_PROFILE_MESSAGES.lastName),
    birthDate: string()
      .strict()
      .typeError(TAX_PROFILE_MESSAGES.birthDate)
      .required(TAX_PROFILE_MESSAGES.birthDate)
      .test('date', TAX_PROFILE_MESSAGES.birthDateInvalid, (value) => isCalendarDate(value))
      .test('past', TAX_PROFILE_MESSAGES.birthDateFuture, (value) => !isCalendarDate(value) || value <= parisDateOf(now))
      .test(
        'adult',
        TAX_PROFILE_MESSAGES.minor,
        (value) => !isCalendarDate(value) || value > parisDateOf(now) || ageOn(value, now) >= ADULT_AGE,
      )
      .test('plausible', TAX_PROFILE_MESSAGES.tooOld, (value) => !isCalendarDate(value) || ageOn(value, now) <= 120),
    street: requiredText(TAX_PROFILE_MESSAGES.street, TAX_PROFILE_LIMITS.streetMax, 'L’adresse'),
    postalCode: string()
      .strict()
      .typeError(TAX_PROFILE_MESSAGES.postalCode)
      .required(TAX_PROFILE_MESSAGES.postalCode)
      .test('postal-code', (value, context) => {
        const code = value.trim();
        if (code === '') return context.createError({ message: TAX_PROFILE_MESSAGES.postalCode });
        const country: unknown = context.parent.country;
        if (country === 'FR') return /^\d{5}$/.test(code) || context.createError({ message: TAX_PROFILE_MESSAGES.postalCodeFrance });
        return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code) || context.createError({ message: TAX_PROFILE_MESSAGES.postalCodeOther });
      }),
    city: requiredText(TAX_PROFILE_MESSAGES.city, TAX_PROFILE_LIMITS.cityMax, 'La commune'),
    country: string()
      .strict()
      .typeError(TAX_PROFILE_MESSAGES.country)
      .required(TAX_PROFILE_MESSAGES.country)
      .test('eu', TAX_PROFILE_MESSAGES.country, (value) => isEuCountry(value)),
    tin: string()
      .strict()
      .typeError(TAX_PROFILE_MESSAGES.tin)
      .required(TAX_PROFILE_MESSAGES.tin)
      .max(TAX_PROFILE_LIMITS.tinMax + 6, TAX_PROFILE_MESSAGES.tinOther)
      .test('tin', (value, context) => {
        if (value.trim() === '') return context.createError({ message: TAX_PROFILE_MESSAGES.tin });
        const country: unknown = context.parent.country;
        if (typeof country !== 'string' || !isEuCountry(country)) return true;
        return (
          isValidTin(country, value) ||
          context.createError({ message: country === 'FR' ? TAX_PROFILE_MESSAGES.tinFrance : TAX_PROFILE_MESSAGES.tinOther })
        );
      }),
  })
    .noUnknown('Requête invalide : champ inconnu.')
    .typeError('Requête invalide.')
    .strict();
}

export type TaxProfileInput = InferType<ReturnType<typeof taxProfileSchema>>;

/** An empty form. */
export const EMPTY_TAX_PROFILE: TaxProfileInput = {
  firstNames: '',
  lastName: '',
  birthDate: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'FR',
  tin: '',
};

/** The input as stored: trimmed, the TIN in its normal form. */
export function normalTaxProfile(input: TaxProfileInput): TaxProfileInput {
  return {
    firstNames: input.firstNames.trim().replace(/\s+/g, ' '),
    lastName: input.lastName.trim().replace(/\s+/g, ' '),
    birthDate: input.birthDate,
    street: input.street.trim().replace(/\s+/g, ' '),
    postalCode: input.postalCode.trim().toUpperCase(),
    city: input.city.trim().replace(/\s+/g, ' '),
    country: input.country,
    tin: normalTin(input.country, input.tin),
  };
}

/** What setTaxProfile answers. */
export interface TaxProfileResult {
  complete: boolean;
}

/** Why a Kooker's available balance is kept, on the « Revenus » tab and in the payout job's log. */
export const TAX_DATA_MISSING =
  'Vos versements sont suspendus : la loi nous oblige à déclarer chaque année vos revenus à l’administration fiscale (DAC7). Complétez vos informations fiscales ci-dessous ; votre solde disponible vous sera viré au versement du lundi suivant.';

/**
 * How long a deleted account's tax data is kept (domain/src/data/personal-data.ts): ten years after
 * the end of the year of the deletion — the last year it can be reported for —, like the ledger.
 */
export const TAX_RETENTION_YEARS = 10;

/** The last day (`yyyy-MM-dd`, Paris) a deleted account's tax data is kept, for a deletion at `deletedAt`. */
export const taxRetainUntil = (deletedAt: Date): string => `${Number(parisDateOf(deletedAt).slice(0, 4)) + TAX_RETENTION_YEARS}-12-31`;

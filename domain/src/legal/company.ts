/**
 * What the legal pages say of the company that publishes Kookers (docs/produit.md, « Les pages
 * légales »; docs/exploitation.md, « Avant l’ouverture »): the one place where what only the
 * company can supply is written. Every value nobody knows yet is a `ToComplete`, which the pages
 * show marked « à compléter » and `stillToComplete` lists (its test says what is left to fill in).
 * The registration (name, address, SIREN, RCS, VAT number, capital) stays in PLATFORM_IDENTITY
 * (domain/src/rules/rules.ts), which the invoices print too.
 */
import { PLATFORM_IDENTITY } from '../rules/rules';

/** A value only the company can give, not known yet: what it is, in French. */
export interface ToComplete {
  toComplete: string;
}

/** A value, or the mark of one still to complete. */
export type Completable<T = string> = T | ToComplete;

export const isToComplete = (value: unknown): value is ToComplete =>
  typeof value === 'object' && value !== null && typeof (value as Partial<ToComplete>).toComplete === 'string';

/**
 * The publisher and its director of publication (LCEN, article 6 III); how to reach the team (email,
 * phone) is the contact page's (web/src/features/contact/contact-details.ts).
 */
export const PUBLISHER = {
  identity: PLATFORM_IDENTITY,
  legalForm: 'société par actions simplifiée (SAS)',
  /**
   * PLATFORM_IDENTITY holds well-formed sample values until the company is registered: once it
   * holds the real ones, write `true` here.
   */
  registrationConfirmed: {
    toComplete: 'Immatriculation réelle : remplacer les valeurs d’exemple de PLATFORM_IDENTITY (domain/src/rules/rules.ts)',
  } as Completable<true>,
  publicationDirector: { toComplete: 'Nom et qualité du directeur de la publication' } as Completable,
} as const;

/** Where the site and its data are hosted (firebase.json; docs/decisions/011-hosting-security.md). */
export const HOST = {
  name: 'Google Ireland Limited',
  address: 'Gordon House, Barrow Street, Dublin 4, Irlande',
  services: 'Firebase Hosting, Cloud Functions et Cloud Firestore (Google Cloud)',
  website: 'https://firebase.google.com',
  /** The region of every function (web/src/lib/firebase.ts, FUNCTIONS_REGION). */
  functionsRegion: 'europe-west1',
  functionsRegionPlace: 'Belgique',
  /** firebase.json, firestore.location: a multi-region of the European Union. */
  firestoreLocation: 'eur3',
  firestoreLocationPlace: 'Union européenne (Belgique et Pays-Bas)',
} as const;

/**
 * The consumer mediator the company has joined (Code de la consommation, articles L.612-1 and
 * L.616-1): its name, postal address and website.
 */
export const MEDIATOR = {
  name: { toComplete: 'Nom du médiateur de la consommation' } as Completable,
  address: { toComplete: 'Adresse postale du médiateur' } as Completable,
  website: { toComplete: 'Site internet du médiateur' } as Completable,
} as const;

/** Every value still to complete, by where it is written, in the order the pages show them. */
export function stillToComplete(): string[] {
  const groups: Array<[string, Record<string, unknown>]> = [
    ['PUBLISHER', PUBLISHER],
    ['MEDIATOR', MEDIATOR],
  ];
  return groups.flatMap(([group, values]) =>
    Object.entries(values).flatMap(([key, value]) => (isToComplete(value) ? [`${group}.${key} : ${value.toComplete}`] : [])),
  );
}

/**
 * `taxProfiles/{kookerId}` (docs/modele-de-donnees.md): a Kooker's tax data for the DAC7 report
 * (./tax-profile.ts), written by setTaxProfile only; read by its Kooker and by the operators in
 * the console (firestore.rules). Kept when the account is deleted, for as long as the law asks
 * (domain/src/data/personal-data.ts): then `accountDeletedAt`, `retainUntil` and what the deleted
 * payout account said (`payoutAccount`) are set.
 */
import { type Data, type Stamp, flag, nullableText, record, stamp, text } from '../rules/read';

/** What the report needs of the payout account, copied when the account is deleted (the payout account goes). */
export interface KeptPayoutAccount {
  accountId: string;
  holder: string;
  ibanHint: string;
}

export interface TaxProfile {
  kookerId: string;
  /** As on the civil registry. */
  firstNames: string;
  lastName: string;
  /** `yyyy-MM-dd`. */
  birthDate: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, a Member State of the EU. */
  country: string;
  /** The tax identification number the country of residence issued. */
  tin: string;
  /** Every field given and checked (taxProfileSchema): the weekly payout pays only then. */
  complete: boolean;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
  /** When the Kooker deleted their account; null while it exists. */
  accountDeletedAt: Stamp | null;
  /** `yyyy-MM-dd`: kept until then after the account's deletion, then purged (docs/exploitation.md, « DAC7 »). */
  retainUntil: string | null;
  /** The payout account as it was when the account was deleted; null while it exists. */
  payoutAccount: KeptPayoutAccount | null;
}

export function taxProfileFromData(kookerId: string, data: Data): TaxProfile {
  const kept = data.payoutAccount === null || data.payoutAccount === undefined ? null : record(data.payoutAccount);
  return {
    kookerId,
    firstNames: text(data.firstNames),
    lastName: text(data.lastName),
    birthDate: text(data.birthDate),
    street: text(data.street),
    postalCode: text(data.postalCode),
    city: text(data.city),
    country: text(data.country),
    tin: text(data.tin),
    complete: flag(data.complete),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
    accountDeletedAt: stamp(data.accountDeletedAt),
    retainUntil: nullableText(data.retainUntil),
    payoutAccount: kept ? { accountId: text(kept.accountId), holder: text(kept.holder), ibanHint: text(kept.ibanHint) } : null,
  };
}

export function taxProfileToData({ kookerId: _kookerId, ...profile }: TaxProfile): Data {
  return profile;
}

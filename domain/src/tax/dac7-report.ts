/**
 * The yearly DAC7 report (docs/argent.md, « Déclaration DAC7 » ; docs/exploitation.md, « DAC7 »):
 * for a calendar year, every Kooker credited that year, with their tax data, their payout account,
 * and per quarter the consideration, the number of services and the commission kept. Pure: the
 * operators' script (scripts/dac7.mjs) and each Kooker's yearly statement (dac7Statement) build
 * the same figures from the same bookings.
 *
 * What is counted, for each booking whose Kooker's share was earned (`payout.earnedAt`, Paris
 * time: the service's completion, or a cancellation that leaves them a share) in the quarter:
 * - the consideration: the Kooker's share as the ledger stands (`amounts.kookerPayout`: what the
 *   client paid less every refund, less the commission) — credited to their balance at that
 *   moment, paid out by the next weekly payouts; a refund decided later lowers it;
 * - one service (activity) when that share is above zero;
 * - the fees: the commission the platform kept on it (`amounts.commission`, VAT included).
 * A booking refunded in full counts nothing.
 */
import { parisDateOf } from '../rules/time';
import type { Stamp } from '../rules/read';
import { EU_COUNTRIES, isEuCountry } from './tax-profile';
import type { KeptPayoutAccount, TaxProfile } from './model';

/** What the report reads of a booking. */
export interface Dac7Booking {
  kookerId: string;
  kooker: { firstName: string; lastName: string };
  amounts: { commission: number; kookerPayout: number };
  payout: { earnedAt: Stamp | null };
}

/** One quarter's figures (cents, and a count). */
export interface QuarterFigures {
  consideration: number;
  activities: number;
  fees: number;
}

export const DAC7_FLAGS = {
  noProfile: 'Informations fiscales non renseignées',
  incomplete: 'Informations fiscales incomplètes',
  noAccount: 'Aucun compte de versement',
  deleted: 'Compte supprimé (données conservées)',
} as const;

/** One Kooker's line of the report. */
export interface Dac7Seller {
  kookerId: string;
  /** Why the line is not ready to declare, in French; empty when it is. */
  flags: string[];
  /** The name the bookings carry, for a Kooker without tax data. */
  publicName: string;
  firstNames: string;
  lastName: string;
  birthDate: string;
  address: { street: string; postalCode: string; city: string; country: string };
  tin: string;
  /** The Member State that issued the TIN: the country of residence. */
  tinCountry: string;
  /** The payout account: its holder and what Kookers keeps of its IBAN (the processor keeps the IBAN). */
  account: KeptPayoutAccount | null;
  /** Q1 to Q4. */
  quarters: [QuarterFigures, QuarterFigures, QuarterFigures, QuarterFigures];
  total: QuarterFigures;
}

export interface Dac7Report {
  year: number;
  sellers: Dac7Seller[];
  total: QuarterFigures;
}

const nothing = (): QuarterFigures => ({ consideration: 0, activities: 0, fees: 0 });

/** The quarter (0 to 3) and year of an instant, in Paris. */
export function parisQuarterOf(instant: Date): { year: number; quarter: number } {
  const [year, month] = parisDateOf(instant).split('-').map(Number) as [number, number];
  return { year, quarter: Math.floor((month - 1) / 3) };
}

/** Each quarter's figures of one Kooker's bookings in `year`. */
function quartersOf(year: number, bookings: readonly Dac7Booking[]): Dac7Seller['quarters'] {
  const quarters: Dac7Seller['quarters'] = [nothing(), nothing(), nothing(), nothing()];
  for (const booking of bookings) {
    const earnedAt = booking.payout.earnedAt?.toDate();
    if (!earnedAt) continue;
    const when = parisQuarterOf(earnedAt);
    if (when.year !== year || booking.amounts.kookerPayout <= 0) continue;
    const figures = quarters[when.quarter] as QuarterFigures;
    figures.consideration += booking.amounts.kookerPayout;
    figures.fees += booking.amounts.commission;
    figures.activities += 1;
  }
  return quarters;
}

const sum = (figures: readonly QuarterFigures[]): QuarterFigures =>
  figures.reduce(
    (total, quarter) => ({
      consideration: total.consideration + quarter.consideration,
      activities: total.activities + quarter.activities,
      fees: total.fees + quarter.fees,
    }),
    nothing(),
  );

/** The flags of a Kooker's line: what keeps it from being declared as it is. */
function flagsOf(profile: TaxProfile | null, account: KeptPayoutAccount | null): string[] {
  return [
    ...(profile ? [] : [DAC7_FLAGS.noProfile]),
    ...(profile && !profile.complete ? [DAC7_FLAGS.incomplete] : []),
    ...(account ? [] : [DAC7_FLAGS.noAccount]),
    ...(profile?.accountDeletedAt ? [DAC7_FLAGS.deleted] : []),
  ];
}

/** One Kooker's line, from their bookings, their tax data and their payout account (null when they have none). */
export function dac7Seller(
  year: number,
  kookerId: string,
  bookings: readonly Dac7Booking[],
  profile: TaxProfile | null,
  payoutAccount: KeptPayoutAccount | null,
): Dac7Seller {
  const account = payoutAccount ?? profile?.payoutAccount ?? null;
  const quarters = quartersOf(
    year,
    bookings.filter((booking) => booking.kookerId === kookerId),
  );
  const named = bookings.find((booking) => booking.kookerId === kookerId);
  return {
    kookerId,
    flags: flagsOf(profile, account),
    publicName: named ? `${named.kooker.firstName} ${named.kooker.lastName}`.trim() : '',
    firstNames: profile?.firstNames ?? '',
    lastName: profile?.lastName ?? '',
    birthDate: profile?.birthDate ?? '',
    address: {
      street: profile?.street ?? '',
      postalCode: profile?.postalCode ?? '',
      city: profile?.city ?? '',
      country: profile?.country ?? '',
    },
    tin: profile?.tin ?? '',
    tinCountry: profile?.country ?? '',
    account: account ? { accountId: account.accountId, holder: account.holder, ibanHint: account.ibanHint } : null,
    quarters,
    total: sum(quarters),
  };
}

/**
 * The report of `year`: one line per Kooker with a consideration above zero that year, flagged
 * (never dropped) when their tax data or payout account is missing; ordered by name, then id.
 */
export function dac7Report(
  year: number,
  bookings: readonly Dac7Booking[],
  profiles: ReadonlyMap<string, TaxProfile>,
  accounts: ReadonlyMap<string, KeptPayoutAccount>,
): Dac7Report {
  const byKooker = new Map<string, Dac7Booking[]>();
  for (const booking of bookings) byKooker.set(booking.kookerId, [...(byKooker.get(booking.kookerId) ?? []), booking]);
  const sellers = [...byKooker]
    .map(([kookerId, own]) => dac7Seller(year, kookerId, own, profiles.get(kookerId) ?? null, accounts.get(kookerId) ?? null))
    .filter((seller) => seller.total.consideration > 0)
    .sort(
      (a, b) =>
        (a.lastName || a.publicName).localeCompare(b.lastName || b.publicName, 'fr') ||
        a.firstNames.localeCompare(b.firstNames, 'fr') ||
        a.kookerId.localeCompare(b.kookerId),
    );
  return { year, sellers, total: sum(sellers.map((seller) => seller.total)) };
}

/** Cents as the CSV writes them: euros with a decimal comma, no thousands separator (`1234,56`, `-3,40`). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const QUARTERS = ['T1', 'T2', 'T3', 'T4'] as const;

/** The CSV's columns, in order. */
export const DAC7_CSV_HEADER = [
  'Identifiant Kooker',
  'À vérifier',
  'Nom',
  'Prénoms',
  'Nom public',
  'Date de naissance',
  'Adresse',
  'Code postal',
  'Commune',
  'Pays de résidence',
  'NIF',
  'Pays du NIF',
  'Titulaire du compte',
  'IBAN (masqué)',
  'Compte chez le prestataire',
  ...QUARTERS.map((quarter) => `Contrepartie ${quarter} (EUR)`),
  'Contrepartie année (EUR)',
  ...QUARTERS.map((quarter) => `Prestations ${quarter}`),
  'Prestations année',
  ...QUARTERS.map((quarter) => `Commissions ${quarter} (EUR)`),
  'Commissions année (EUR)',
] as const;

const countryName = (code: string) => (isEuCountry(code) ? `${code} ${EU_COUNTRIES[code]}` : code);

/**
 * The report as CSV for a French spreadsheet: `;` between fields, CRLF between lines, UTF-8 with a
 * byte order mark (so that accents open right), amounts in euros with a decimal comma (csvAmount).
 */
export function dac7Csv(report: Dac7Report): string {
  const lines = report.sellers.map((seller) =>
    [
      seller.kookerId,
      seller.flags.join(' ; '),
      seller.lastName,
      seller.firstNames,
      seller.publicName,
      seller.birthDate,
      seller.address.street,
      seller.address.postalCode,
      seller.address.city,
      countryName(seller.address.country),
      seller.tin,
      seller.tinCountry,
      seller.account?.holder ?? '',
      seller.account?.ibanHint ?? '',
      seller.account?.accountId ?? '',
      ...seller.quarters.map((quarter) => csvAmount(quarter.consideration)),
      csvAmount(seller.total.consideration),
      ...seller.quarters.map((quarter) => quarter.activities),
      seller.total.activities,
      ...seller.quarters.map((quarter) => csvAmount(quarter.fees)),
      csvAmount(seller.total.fees),
    ]
      .map(field)
      .join(';'),
  );
  return `\uFEFF${[DAC7_CSV_HEADER.map(field).join(';'), ...lines].join('\r\n')}\r\n`;
}

/** The first year DAC7 applies to (reported in January 2024). */
export const DAC7_FIRST_YEAR = 2023;

/**
 * The year whose statement a Kooker may download at `now`: the last one, from 1 January in Paris
 * (the report of a year is due by 31 January of the next: docs/exploitation.md, « DAC7 »).
 */
export const dac7StatementYear = (now: Date): number => Number(parisDateOf(now).slice(0, 4)) - 1;

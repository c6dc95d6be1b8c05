import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvAmount, dac7Csv, dac7Report, dac7StatementYear, DAC7_FLAGS, parisQuarterOf, type Dac7Booking } from './dac7-report';
import type { KeptPayoutAccount, TaxProfile } from './model';

const at = (iso: string) => {
  const date = new Date(iso);
  return { toDate: () => date, toMillis: () => date.getTime() };
};

const booking = (kookerId: string, earnedAt: string | null, kookerPayout: number, commission: number): Dac7Booking => ({
  kookerId,
  kooker: { firstName: kookerId === 'claire' ? 'Claire' : 'Yann', lastName: kookerId === 'claire' ? 'M.' : 'L.' },
  amounts: { kookerPayout, commission },
  payout: { earnedAt: earnedAt === null ? null : at(earnedAt) },
});

const profile = (kookerId: string, overrides: Partial<TaxProfile> = {}): TaxProfile => ({
  kookerId,
  firstNames: 'Claire Marie',
  lastName: 'Martin',
  birthDate: '1985-04-12',
  street: '12 rue des Lilas; bât. B',
  postalCode: '29000',
  city: 'Quimper',
  country: 'FR',
  tin: '1234567890123',
  complete: true,
  createdAt: null,
  updatedAt: null,
  accountDeletedAt: null,
  retainUntil: null,
  payoutAccount: null,
  ...overrides,
});

const ACCOUNT: KeptPayoutAccount = { accountId: 'sim_acct_1', holder: 'Claire Martin', ibanHint: 'FR76 •••• 0189' };

describe('dac7Report (docs/argent.md, « Déclaration DAC7 »)', () => {
  it('sums each quarter by the Paris day the share was earned: a worked example', () => {
    const bookings = [
      // 3 × 40 € = 120 €: 12 € of commission, 108 € to the Kooker, completed 12 February.
      booking('claire', '2025-02-12T20:00:00Z', 10_800, 1_200),
      // Half refunded by a late cancellation: 60 € kept, 6 € commission, 54 € to her, in May.
      booking('claire', '2025-05-03T09:00:00Z', 5_400, 600),
      // 31 March 23:30 UTC is 1 April in Paris: the second quarter.
      booking('claire', '2025-03-31T22:30:00Z', 9_450, 1_050),
      // Refunded in full: nothing counted.
      booking('claire', '2025-08-01T10:00:00Z', 0, 0),
      // Earned in 2024 (31 December 23:30 in Paris) and in 2026: another year's.
      booking('claire', '2024-12-31T22:30:00Z', 5_000, 500),
      booking('claire', '2025-12-31T23:30:00Z', 5_000, 500),
      // Not earned yet.
      booking('claire', null, 7_000, 700),
    ];
    const report = dac7Report(2025, bookings, new Map([['claire', profile('claire')]]), new Map([['claire', ACCOUNT]]));
    expect(report.sellers).toHaveLength(1);
    const [seller] = report.sellers;
    expect(seller?.flags).toEqual([]);
    expect(seller?.quarters).toEqual([
      { consideration: 10_800, activities: 1, fees: 1_200 },
      { consideration: 14_850, activities: 2, fees: 1_650 },
      { consideration: 0, activities: 0, fees: 0 },
      { consideration: 0, activities: 0, fees: 0 },
    ]);
    expect(seller?.total).toEqual({ consideration: 25_650, activities: 3, fees: 2_850 });
    expect(seller?.account).toEqual(ACCOUNT);
    expect(report.total).toEqual(seller?.total);
  });

  it('flags a Kooker without tax data or payout account, never drops them; leaves out one with nothing that year', () => {
    const report = dac7Report(
      2025,
      [booking('yann', '2025-10-01T10:00:00Z', 4_500, 500), booking('claire', '2025-10-01T10:00:00Z', 0, 0)],
      new Map(),
      new Map(),
    );
    expect(report.sellers.map((seller) => [seller.kookerId, seller.publicName, seller.flags])).toEqual([
      ['yann', 'Yann L.', [DAC7_FLAGS.noProfile, DAC7_FLAGS.noAccount]],
    ]);
    const incomplete = dac7Report(
      2025,
      [booking('yann', '2025-10-01T10:00:00Z', 4_500, 500)],
      new Map([['yann', profile('yann', { complete: false })]]),
      new Map([['yann', ACCOUNT]]),
    );
    expect(incomplete.sellers[0]?.flags).toEqual([DAC7_FLAGS.incomplete]);
  });

  it('names the payout account a deleted Kooker’s tax data kept', () => {
    const kept = profile('claire', { accountDeletedAt: at('2026-02-01T10:00:00Z'), retainUntil: '2036-12-31', payoutAccount: ACCOUNT });
    const report = dac7Report(2025, [booking('claire', '2025-06-01T10:00:00Z', 900, 100)], new Map([['claire', kept]]), new Map());
    expect(report.sellers[0]?.account).toEqual(ACCOUNT);
    expect(report.sellers[0]?.flags).toEqual([DAC7_FLAGS.deleted]);
  });

  it('keeps every cent: the sellers’ quarters add up to the year’s bookings earned that year (property)', () => {
    const arbitraryBooking = fc.record({
      kookerId: fc.constantFrom('a', 'b', 'c'),
      earnedAt: fc.option(fc.date({ min: new Date('2024-06-01T00:00:00Z'), max: new Date('2026-06-01T00:00:00Z'), noInvalidDate: true })),
      kookerPayout: fc.integer({ min: 0, max: 100_000 }),
      commission: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryBooking, { maxLength: 40 }), (drawn) => {
        const bookings = drawn.map((b) => ({
          kookerId: b.kookerId,
          kooker: { firstName: b.kookerId, lastName: '' },
          amounts: { kookerPayout: b.kookerPayout, commission: b.commission },
          payout: { earnedAt: b.earnedAt ? { toDate: () => b.earnedAt as Date, toMillis: () => (b.earnedAt as Date).getTime() } : null },
        }));
        const report = dac7Report(2025, bookings, new Map(), new Map());
        const counted = drawn.filter((b) => b.earnedAt && parisQuarterOf(b.earnedAt).year === 2025 && b.kookerPayout > 0);
        expect(report.total.consideration).toBe(counted.reduce((total, b) => total + b.kookerPayout, 0));
        expect(report.total.fees).toBe(counted.reduce((total, b) => total + b.commission, 0));
        expect(report.total.activities).toBe(counted.length);
        for (const seller of report.sellers) expect(seller.total.consideration).toBeGreaterThan(0);
      }),
    );
  });
});

describe('dac7Csv', () => {
  it('writes a French spreadsheet’s CSV: BOM, `;`, CRLF, decimal commas, quoted fields', () => {
    const report = dac7Report(
      2025,
      [booking('claire', '2025-02-12T20:00:00Z', 10_805, 1_200)],
      new Map([['claire', profile('claire')]]),
      new Map([['claire', ACCOUNT]]),
    );
    const csv = dac7Csv(report);
    expect(csv.startsWith('\uFEFFIdentifiant Kooker;À vérifier;Nom;Prénoms;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toBe(
      'claire;;Martin;Claire Marie;Claire M.;1985-04-12;"12 rue des Lilas; bât. B";29000;Quimper;FR France;1234567890123;FR;Claire Martin;FR76 •••• 0189;sim_acct_1;108,05;0,00;0,00;0,00;108,05;1;0;0;0;1;12,00;0,00;0,00;0,00;12,00',
    );
    expect(lines[0]?.split(';')).toHaveLength(30);
  });

  it('writes amounts in euros with a decimal comma and no thousands separator', () => {
    expect(csvAmount(0)).toBe('0,00');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(-340)).toBe('-3,40');
  });
});

describe('dac7StatementYear', () => {
  it('is last year, from 1 January in Paris', () => {
    expect(dac7StatementYear(new Date('2026-12-31T22:59:00Z'))).toBe(2025);
    expect(dac7StatementYear(new Date('2026-12-31T23:00:00Z'))).toBe(2026);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildCommissionInvoice,
  buildStatement,
  formatIssueDate,
  formatMonth,
  formatShortDate,
  invoiceNumber,
  invoiceTotals,
  parseInvoiceNumber,
  receiptNumber,
  receiptTermsText,
  receiptStateText,
  receiptTitle,
  receiptWhen,
  vatIncluded,
  vatLabel,
  type StatementLine,
} from './invoices';
import { PLATFORM_IDENTITY, VAT_RATE_PERCENT } from '../rules/rules';

describe('VAT included in the commission', () => {
  it('takes 20 % out of an amount that includes it, the two parts adding up to the amount', () => {
    // The commission of the docs' usual case, 10,50 €: 8,75 € + 1,75 €.
    expect(vatIncluded(1050, 20)).toEqual({ excludingTax: 875, vat: 175, includingTax: 1050 });
    // 3,71 € (the odd-cent case): 371 / 1,2 = 309,17 → 3,09 € + 0,62 €.
    expect(vatIncluded(371, 20)).toEqual({ excludingTax: 309, vat: 62, includingTax: 371 });
    expect(vatIncluded(100, 20)).toEqual({ excludingTax: 83, vat: 17, includingTax: 100 });
    expect(vatIncluded(0, 20)).toEqual({ excludingTax: 0, vat: 0, includingTax: 0 });
  });

  it('rounds the amount before VAT half up (3 cents: 2,5 → 3, no VAT)', () => {
    expect(vatIncluded(3, 20)).toEqual({ excludingTax: 3, vat: 0, includingTax: 3 });
  });

  it('refuses cents that are not whole, negative amounts and odd rates', () => {
    expect(() => vatIncluded(10.5, 20)).toThrow(RangeError);
    expect(() => vatIncluded(-1, 20)).toThrow(RangeError);
    expect(() => vatIncluded(100, 5.5)).toThrow(RangeError);
  });

  it('is the French standard rate', () => {
    expect(VAT_RATE_PERCENT).toBe(20);
  });
});

describe('invoice numbers', () => {
  it('writes the year and the rank on six digits', () => {
    expect(invoiceNumber(2026, 42)).toBe('KK-2026-000042');
    expect(invoiceNumber(2027, 1)).toBe('KK-2027-000001');
    // The sequence does not stop at a million.
    expect(invoiceNumber(2026, 1_234_567)).toBe('KK-2026-1234567');
  });

  it('refuses a rank that is not a positive integer, and a year that is not one', () => {
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => invoiceNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => invoiceNumber(26, 1)).toThrow(RangeError);
  });

  it('reads back what it writes, and nothing else', () => {
    expect(parseInvoiceNumber('KK-2026-000042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseInvoiceNumber('KK-2026-1234567')).toEqual({ year: 2026, sequence: 1_234_567 });
    for (const other of ['KK-2026-42', 'KK-2026-0000042', 'KK-2026-000000', 'kk-2026-000042', 'KK-1999-000001', ' KK-2026-000042', '']) {
      expect(parseInvoiceNumber(other), other).toBeNull();
    }
  });
});

describe('dates on the documents', () => {
  it('dates an issue by its Paris day, in French', () => {
    expect(formatIssueDate(new Date('2026-11-26T10:00:00Z'))).toBe('26 novembre 2026');
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(formatIssueDate(new Date('2026-11-30T23:30:00Z'))).toBe('1er décembre 2026');
  });

  it('names a month, and refuses what is not one', () => {
    expect(formatMonth('2026-11')).toBe('novembre 2026');
    expect(formatMonth('2027-02')).toBe('février 2027');
    expect(() => formatMonth('2026-13')).toThrow(RangeError);
    expect(() => formatMonth('2026-1')).toThrow(RangeError);
  });

  it('writes a day short for a table', () => {
    expect(formatShortDate('2026-11-05')).toBe('05/11/2026');
  });
});

describe('the client’s receipt', () => {
  it('says which terms of sale the client accepted, and when; nothing for a booking made before the box', () => {
    expect(receiptTermsText('2026-11-26', new Date('2026-12-01T17:30:00Z'))).toBe(
      'Conditions générales de vente acceptées le 1er décembre 2026 (version du 26 novembre 2026)',
    );
    expect(receiptTermsText('avant-2026-11-26', new Date('2026-12-01T17:30:00Z'))).toBe(
      'Conditions générales de vente acceptées le 1er décembre 2026 (version avant-2026-11-26)',
    );
    expect(receiptTermsText('2026-11-26', null)).toBeNull();
  });

  it('is titled by what it proves', () => {
    expect(receiptTitle('payment')).toBe('Reçu de paiement');
    expect(receiptTitle('refund')).toBe('Reçu de remboursement');
  });

  it('says that a refund still in progress is not yet made', () => {
    expect(receiptStateText('refund', 'requested')).toMatch(/en cours.*pas encore effectué/);
    expect(receiptStateText('refund', 'succeeded')).toMatch(/^Remboursement effectué/);
    expect(receiptStateText('payment', 'failed')).toMatch(/pas été encaissé/);
  });

  it('numbers each movement of a booking apart', () => {
    expect(receiptNumber('b1', 1)).toBe('R-b1-1');
    expect(receiptNumber('b1', 2)).not.toBe(receiptNumber('b1', 3));
    expect(() => receiptNumber('b1', 0)).toThrow(RangeError);
  });

  it('tells when the service takes place', () => {
    expect(receiptWhen({ date: '2026-12-19', time: '10:00' })).toBe('samedi 19 décembre 2026 à 10:00');
  });
});

const line = (bookingId: string, date: string, amounts: Partial<StatementLine> = {}): StatementLine => ({
  bookingId,
  date,
  serviceName: 'Atelier pâtes fraîches',
  clientName: 'Léa Martin',
  total: 10_500,
  refunded: 0,
  commission: 1_050,
  kookerShare: 9_450,
  status: 'Terminée, versée',
  ...amounts,
});

describe('the Kooker’s monthly statement', () => {
  const balance = { held: 9_450, available: 0, paidOut: 14_175, owed: 0 };

  it('sorts the bookings by date and adds up each column', () => {
    const statement = buildStatement({
      kookerName: 'Claire Dubois',
      month: '2026-11',
      issuedAt: new Date('2026-12-01T08:00:00Z'),
      balance,
      lines: [
        line('b2', '2026-11-20'),
        // The docs' 50 % cancellation: 52,50 € refunded, 5,25 € + 47,25 € kept.
        line('b1', '2026-11-05', { refunded: 5_250, commission: 525, kookerShare: 4_725, status: 'Annulée' }),
      ],
    });
    expect(statement.lines.map((l) => l.bookingId)).toEqual(['b1', 'b2']);
    expect(statement.totals).toEqual({ total: 21_000, refunded: 5_250, commission: 1_575, kookerShare: 14_175 });
  });

  it('refuses a booking that does not balance, and a month that is not one', () => {
    const base = { kookerName: 'Claire Dubois', month: '2026-11', issuedAt: new Date(), balance };
    expect(() => buildStatement({ ...base, lines: [line('b1', '2026-11-05', { commission: 1_000 })] })).toThrow(/b1 ne s’équilibre pas/);
    expect(() => buildStatement({ ...base, lines: [line('b1', '2026-11-05', { refunded: -1, kookerShare: 9_451 })] })).toThrow(RangeError);
    expect(() => buildStatement({ ...base, month: '11-2026', lines: [] })).toThrow(RangeError);
  });
});

describe('the commission invoice', () => {
  const input = {
    number: 'KK-2026-000042',
    issuedAt: new Date('2026-12-01T08:00:00Z'),
    month: '2026-11',
    buyer: { name: 'Claire Dubois', address: '3 rue Neuve, 69001 Lyon' },
  };

  it('splits the VAT once, on the total, not line by line', () => {
    // Three commissions of 3,71 €: 11,13 € / 1,2 = 9,275 → 9,28 € + 1,85 €; line by line it
    // would be 3 × 3,09 € = 9,27 € + 3 × 0,62 € = 1,86 €.
    expect(invoiceTotals([{ commission: 371 }, { commission: 371 }, { commission: 371 }])).toEqual({
      excludingTax: 928,
      vat: 185,
      includingTax: 1_113,
      ratePercent: 20,
    });
    expect(invoiceTotals([])).toEqual({ excludingTax: 0, vat: 0, includingTax: 0, ratePercent: 20 });
  });

  it('is sold by the platform, lists its commissions by date and leaves out the bookings refunded in full', () => {
    const invoice = buildCommissionInvoice({
      ...input,
      lines: [
        { bookingId: 'b2', date: '2026-11-20', serviceName: 'Atelier', commission: 1_050 },
        { bookingId: 'b3', date: '2026-11-21', serviceName: 'Atelier', commission: 0 },
        { bookingId: 'b1', date: '2026-11-05', serviceName: 'Atelier', commission: 525 },
      ],
    });
    expect(invoice.seller).toBe(PLATFORM_IDENTITY);
    expect(invoice.lines.map((l) => l.bookingId)).toEqual(['b1', 'b2']);
    // 15,75 € / 1,2 = 13,125 → 13,13 € + 2,62 €.
    expect(invoice.totals).toEqual({ excludingTax: 1_313, vat: 262, includingTax: 1_575, ratePercent: 20 });
  });

  it('refuses a number it did not write and a negative commission (a credit note’s work)', () => {
    expect(() => buildCommissionInvoice({ ...input, number: 'F-42', lines: [] })).toThrow(/Numéro de facture invalide/);
    const negative = { bookingId: 'b1', date: '2026-11-05', serviceName: 'Atelier', commission: -100 };
    expect(() => buildCommissionInvoice({ ...input, lines: [negative] })).toThrow(RangeError);
  });

  it('writes the VAT rate the French way', () => {
    expect(vatLabel(20)).toBe('TVA 20\u00a0%');
  });
});

describe('the platform’s identity on its invoices', () => {
  it('has a well-formed SIREN, and a VAT number whose key is the SIREN’s', () => {
    const siren = PLATFORM_IDENTITY.siren.replace(/ /g, '');
    expect(siren).toMatch(/^\d{9}$/);
    // The SIREN's check digit (Luhn): doubled every second digit from the right, the sum ends in 0.
    const luhn = [...siren].reverse().reduce((sum, digit, i) => {
      const value = Number(digit) * (i % 2 === 1 ? 2 : 1);
      return sum + (value > 9 ? value - 9 : value);
    }, 0);
    expect(luhn % 10).toBe(0);
    expect(PLATFORM_IDENTITY.vatNumber).toBe(`FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`);
    expect(PLATFORM_IDENTITY.rcs).toBe(`RCS Paris ${PLATFORM_IDENTITY.siren}`);
  });
});

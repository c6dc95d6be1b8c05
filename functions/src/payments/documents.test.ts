import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCommissionInvoice, buildStatement, type InvoiceLine, type ReceiptData, type StatementLine } from '@kookers/domain/money';
import { dac7Report } from '@kookers/domain/tax';
import { pagesText } from '../../../tests/support/pdf-text';
import { dac7StatementPdf, drawableText, invoicePdf, receiptPdf, statementPdf } from './documents';

let helvetica: PDFFont;

beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const allText = (pages: string[][]) => pages.flat().join('\n');

const receipt: ReceiptData = {
  number: 'R-Xk3p9QvLm2RtYb7Wn1Ca-1',
  issuedAt: new Date('2026-11-26T10:15:00Z'),
  clientName: 'Léa Martin',
  kookerName: 'Claire Dubois',
  serviceName: 'Atelier pâtes fraîches',
  date: '2026-12-19',
  time: '10:00',
  participants: 3,
  pricePerPerson: 3_500,
  kind: 'payment',
  amount: 10_500,
  state: 'succeeded',
  processorReference: 'SIM-4F9A0C21B7DE',
  bookingId: 'Xk3p9QvLm2RtYb7Wn1Ca',
  kookerStatus: 'Professionnel — SIRET 732 829 320 00074',
  termsAccepted: 'Conditions générales de vente acceptées le 26 novembre 2026 (version du 26 novembre 2026)',
};

function statementLines(count: number): StatementLine[] {
  return Array.from({ length: count }, (_, i) => ({
    bookingId: `booking-${String(i + 1).padStart(3, '0')}`,
    date: `2026-11-${String(1 + (i % 30)).padStart(2, '0')}`,
    serviceName: i % 2 ? 'Cours de pâtisserie : éclairs au café et choux à la crème' : 'Atelier pâtes fraîches',
    clientName: 'Zoë Lefèvre-Château',
    total: 10_500,
    refunded: 0,
    commission: 1_050,
    kookerShare: 9_450,
    status: 'Terminée, versée',
  }));
}

const statementInput = {
  kookerName: 'Claire Dubois',
  month: '2026-11',
  issuedAt: new Date('2026-12-01T07:00:00Z'),
  balance: { held: 94_500, available: 12_345, paidOut: 1_234_567, owed: 3_240 },
};

const invoiceInput = {
  number: 'KK-2026-000042',
  issuedAt: new Date('2026-12-01T07:00:00Z'),
  month: '2026-11',
  buyer: { name: 'Claire Dubois', address: '3 rue Neuve, 69001 Lyon' },
};

const invoiceLines = (count: number, commission: number): InvoiceLine[] =>
  Array.from({ length: count }, (_, i) => ({
    bookingId: `booking-${String(i + 1).padStart(3, '0')}`,
    date: `2026-11-${String(1 + (i % 30)).padStart(2, '0')}`,
    serviceName: 'Atelier pâtes fraîches',
    commission,
  }));

describe('text the standard fonts can draw', () => {
  it('is needed: the fonts refuse the narrow no-break space French numbers are written with', async () => {
    const page = (await PDFDocument.create()).addPage();
    expect(() => page.drawText('1\u202f234,50\u00a0€', { font: helvetica })).toThrow(/WinAnsi cannot encode/);
  });

  it('keeps French letters, quotes and the euro, turns spaces the fonts lack into ones they have', () => {
    expect(drawableText('Reçu : « 1\u202f234,50\u00a0€ », l’été, Noël, œuf…', helvetica)).toBe(
      'Reçu : « 1\u00a0234,50\u00a0€ », l’été, Noël, œuf…',
    );
    expect(drawableText('Léa\tMartin\nLyon\u2009Est', helvetica)).toBe('Léa Martin Lyon Est');
    expect(drawableText('Ma\u00adrie\u200b-Jo', helvetica)).toBe('Marie-Jo');
  });

  it('drops the accents the fonts lack, and replaces what has no plain letter', () => {
    expect(drawableText('Łukasz Wiśniewski', helvetica)).toBe('Lukasz Wisniewski');
    expect(drawableText('Chef 😀 寿司', helvetica)).toBe('Chef ? ??');
  });
});

describe('the client’s receipt', () => {
  it('is one A4 page with the payment, the service and both parties', async () => {
    const pdf = await receiptPdf(receipt);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Reçu de paiement R-Xk3p9QvLm2RtYb7Wn1Ca-1');

    const text = allText(await pagesText(pdf));
    for (const expected of [
      'Reçu de paiement',
      'N° R-Xk3p9QvLm2RtYb7Wn1Ca-1',
      'Émis le 26 novembre 2026',
      'Léa Martin',
      'Claire Dubois',
      'Atelier pâtes fraîches',
      'samedi 19 décembre 2026 à 10:00',
      '3 participants',
      '35 €',
      'Montant payé',
      '105 €',
      'Paiement reçu.',
      'SIM-4F9A0C21B7DE',
      'Xk3p9QvLm2RtYb7Wn1Ca',
      'Statut du Kooker',
      'Professionnel — SIRET 732 829 320 00074',
      'Conditions générales de vente acceptées le 26 novembre 2026 (version du 26 novembre 2026).',
    ]) {
      expect(text).toContain(expected);
    }
    // One page: no page numbers.
    expect(text).not.toMatch(/Page \d/);
  });

  it('of a refund still in progress says so, amounts with thousands included', async () => {
    const text = allText(await pagesText(await receiptPdf({ ...receipt, kind: 'refund', state: 'requested', amount: 123_456 })));
    expect(text).toContain('Reçu de remboursement');
    expect(text).toContain('Montant remboursé');
    expect(text).toContain('1 234,56 €');
    expect(text).toContain('Remboursement demandé, en cours de traitement : il n’est pas encore effectué.');
    expect(text).not.toContain('Montant payé');
  });

  it('draws any name a client typed, however long', async () => {
    const text = allText(await pagesText(await receiptPdf({ ...receipt, clientName: 'Łukasz 😀 Wiśniewski' })));
    expect(text).toContain('Lukasz ? Wisniewski');
    // A word wider than its column is cut, not left to run over the next one.
    const long = allText(await pagesText(await receiptPdf({ ...receipt, serviceName: 'Pâtisserie'.repeat(20) })));
    expect(long).toContain('Pâtisserie'.repeat(20).slice(0, 40));
    expect(long).not.toContain('Pâtisserie'.repeat(20));
  });

  it('is the same file for the same data', async () => {
    expect((await receiptPdf(receipt)).equals(await receiptPdf(receipt))).toBe(true);
  });
});

describe('the Kooker’s monthly statement', () => {
  it('fits a short month on one page, with its totals and the balance', async () => {
    const [first, second, third] = statementLines(3);
    if (!first || !second || !third) throw new Error('Three lines expected');
    const cancelled = { ...third, refunded: 5_250, commission: 525, kookerShare: 4_725, status: 'Annulée (50\u00a0%), versée' };
    const statement = buildStatement({ ...statementInput, lines: [first, second, cancelled] });
    const pages = await pagesText(await statementPdf(statement));
    expect(pages).toHaveLength(1);
    // The status wraps in its narrow column, never inside "50 %".
    expect(pages[0]).toEqual(expect.arrayContaining(['Annulée', '(50 %), versée']));
    const text = allText(pages);
    for (const expected of [
      'Relevé mensuel',
      'Novembre 2026',
      'Émis le 1er décembre 2026',
      'Claire Dubois',
      '945 €',
      '123,45 €',
      '12 345,67 €',
      '32,40 €',
      'booking-003',
      // Totals: 3 × 105 €, 52,50 € refunded, 10,50 + 10,50 + 5,25 €, 94,50 + 94,50 + 47,25 €.
      '315 €',
      '52,50 €',
      '26,25 €',
      '236,25 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('continues a long month on the next pages, under the table’s titles again, pages numbered', async () => {
    const pages = await pagesText(await statementPdf(buildStatement({ ...statementInput, lines: statementLines(60) })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((lines, index) => {
      expect(lines).toContain(`Page ${index + 1} / ${pages.length}`);
      expect(lines.filter((line) => line === 'Votre part')).toHaveLength(1);
    });
    // Every booking once, in order; the totals (60 × 105 €) after the last one only.
    const ids = pages.flat().filter((line) => line.startsWith('booking-') || line.includes('· booking-'));
    expect(ids.map((line) => /booking-\d{3}/.exec(line)?.[0])).toEqual(
      buildStatement({ ...statementInput, lines: statementLines(60) }).lines.map((l) => l.bookingId),
    );
    expect(pages.at(-1)).toContain('6 300 €');
    expect(pages.slice(0, -1).flat()).not.toContain('6 300 €');
  });

  it('says so when the month has no booking', async () => {
    const text = allText(await pagesText(await statementPdf(buildStatement({ ...statementInput, lines: [] }))));
    expect(text).toContain('Aucune réservation en novembre 2026.');
  });
});

describe('the commission invoice', () => {
  it('carries the French mentions: seller, buyer, number, date, each line, totals and payment terms', async () => {
    // Three commissions of 3,71 €: 11,13 € TTC, 9,28 € HT, 1,85 € VAT (split on the total).
    const pdf = await invoicePdf(buildCommissionInvoice({ ...invoiceInput, lines: invoiceLines(3, 371) }));
    const pages = await pagesText(pdf);
    expect(pages).toHaveLength(1);
    const text = allText(pages);
    for (const expected of [
      'Facture',
      'N° KK-2026-000042',
      'Date d’émission : 1er décembre 2026',
      'Période : novembre 2026',
      'Kookers SAS',
      '10 rue de l’Exemple, 75011 Paris',
      'SIREN 123 456 782',
      'RCS Paris 123 456 782',
      'N° de TVA intracommunautaire : FR11123456782',
      'SAS au capital de 1 000 €',
      '3 rue Neuve, 69001 Lyon',
      'Commission de service de mise en relation — novembre 2026',
      'booking-001',
      'booking-003',
      '3,71 €',
      'Total HT',
      '9,28 €',
      'TVA 20 %',
      '1,85 €',
      'Total TTC',
      '11,13 €',
      'Conditions de paiement : Prélevée sur les sommes encaissées pour votre compte.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('continues its lines on the next pages and keeps the totals after the last one', async () => {
    const pages = await pagesText(await invoicePdf(buildCommissionInvoice({ ...invoiceInput, lines: invoiceLines(70, 1_050) })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((lines, index) => expect(lines).toContain(`Page ${index + 1} / ${pages.length}`));
    // The seller's mentions at the foot of every page.
    pages.forEach((lines) => expect(lines.join(' ')).toContain('RCS Paris 123 456 782'));
    const last = pages.at(-1) ?? [];
    // 70 × 10,50 € = 735 € TTC: 612,50 € HT, 122,50 € VAT.
    for (const total of ['735 €', '612,50 €', '122,50 €']) expect(last).toContain(total);
    expect(last.indexOf('booking-070')).toBeLessThan(last.indexOf('Total HT'));
  });
});

describe('the Kooker’s yearly DAC7 statement', () => {
  const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => new Date(iso).getTime() });
  const booking = (earnedAt: string, kookerPayout: number, commission: number) => ({
    kookerId: 'claire',
    kooker: { firstName: 'Claire', lastName: 'M.' },
    amounts: { kookerPayout, commission },
    payout: { earnedAt: at(earnedAt) },
  });

  it('shows the Kooker’s tax data, the payout account and each quarter’s figures, as the report has them', async () => {
    const profile = {
      kookerId: 'claire',
      firstNames: 'Claire Anne',
      lastName: 'Martin',
      birthDate: '1985-04-12',
      street: '3 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      tin: '1234567890123',
      complete: true,
      createdAt: null,
      updatedAt: null,
      accountDeletedAt: null,
      retainUntil: null,
      payoutAccount: null,
    };
    const report = dac7Report(
      2025,
      [booking('2025-02-12T20:00:00Z', 10_800, 1_200), booking('2025-08-20T19:00:00Z', 123_456, 13_717)],
      new Map([['claire', profile]]),
      new Map([['claire', { accountId: 'sim_acct_1', holder: 'Claire Martin', ibanHint: 'FR76 •••• 0189' }]]),
    );
    const seller = report.sellers[0];
    if (!seller) throw new Error('Claire is in the report');
    const pages = await pagesText(await dac7StatementPdf({ year: 2025, issuedAt: new Date('2026-01-02T10:00:00Z'), seller }));
    expect(pages).toHaveLength(1);
    const text = pages[0]?.join('\n') ?? '';
    for (const expected of [
      'Relevé annuel DAC7 2025',
      'Martin Claire Anne',
      '12/04/1985',
      '3 place Bellecour, 69002 Lyon, France',
      '1234567890123 (FR)',
      'Claire Martin, FR76 •••• 0189',
      '1er trimestre (janvier à mars)',
      '108 €',
      '1 234,56 €',
      '137,17 €',
      '1 342,56 €',
    ])
      expect(text).toContain(expected);
  });

  it('says what is missing for a Kooker without tax data', async () => {
    const [seller] = dac7Report(2025, [booking('2025-05-01T10:00:00Z', 900, 100)], new Map(), new Map()).sellers;
    if (!seller) throw new Error('the Kooker is in the report');
    const text = (await pagesText(await dac7StatementPdf({ year: 2025, issuedAt: new Date('2026-01-02T10:00:00Z'), seller })))
      .flat()
      .join('\n');
    expect(text).toContain('(non renseigné)');
    expect(text).toMatch(/Informations fiscales non renseignées/);
  });
});

import { describe, expect, it } from 'vitest';
import { ibanHint, moneyDocumentInput, moneyDocumentSchema, payoutAccountSchema } from './money-input';

const problem = (schema: typeof moneyDocumentSchema | typeof payoutAccountSchema, data: unknown) => {
  try {
    schema.validateSync(data, { strict: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('payoutAccountSchema and ibanHint', () => {
  it('takes a holder and an IBAN as written on a RIB', () => {
    expect(problem(payoutAccountSchema, { holder: 'Kenza Benali', iban: 'FR76 3000 6000 0112 3456 7890 189' })).toBeNull();
    expect(problem(payoutAccountSchema, { holder: ' ', iban: 'FR76' })).toBe('Indiquez le titulaire du compte');
    expect(problem(payoutAccountSchema, { holder: 'Kenza', iban: 'F'.repeat(43) })).toBe(
      'Cet IBAN n’est pas valide : vérifiez-le sur votre RIB.',
    );
  });

  it('shows the country, the check digits and the last four characters only', () => {
    expect(ibanHint('FR7630006000011234567890189')).toBe('FR76 •••• 0189');
  });
});

describe('moneyDocumentSchema', () => {
  it('asks a receipt for its booking and entry, a statement or an invoice for its month', () => {
    expect(problem(moneyDocumentSchema, { kind: 'receipt', bookingId: 'b1', entryId: 'e1' })).toBeNull();
    expect(problem(moneyDocumentSchema, { kind: 'receipt', bookingId: 'b1' })).toBe('Mouvement manquant');
    expect(problem(moneyDocumentSchema, { kind: 'invoice', month: '2026-11' })).toBeNull();
    expect(problem(moneyDocumentSchema, { kind: 'statement' })).toBe('Mois manquant');
    expect(problem(moneyDocumentSchema, { kind: 'statement', month: '2026-13' })).toBe('Mois invalide (AAAA-MM)');
    expect(problem(moneyDocumentSchema, { kind: 'invoice', month: '2026-11', bookingId: 'b1' })).toBe('Requête invalide : champ inconnu.');
    expect(problem(moneyDocumentSchema, { kind: 'contract', month: '2026-11' })).toBe('Document inconnu');
  });

  it('narrows the request to its kind', () => {
    expect(moneyDocumentInput({ kind: 'statement', month: '2026-11' })).toEqual({ kind: 'statement', month: '2026-11' });
    expect(moneyDocumentInput({ kind: 'receipt', bookingId: 'b1', entryId: 'e1' })).toEqual({
      kind: 'receipt',
      bookingId: 'b1',
      entryId: 'e1',
    });
  });
});

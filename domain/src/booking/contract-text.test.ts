import { describe, expect, it } from 'vitest';
import { contractPartyText, intermediaryText, NO_WITHDRAWAL_TEXT } from './contract-text';
import { currentTerms, TERMS_BEFORE_FREEZING } from '../money/terms';

describe('what the client reads before paying', () => {
  it('names the Kooker the contract is made with, and what their status means', () => {
    expect(
      contractPartyText({ firstName: 'Claire', lastName: 'Dubois', legalStatus: { kind: 'professional', siret: '73282932000074' } }),
    ).toBe(
      'Votre contrat est conclu avec Claire Dubois, Kooker professionnel (SIRET 732 829 320 00074) : vous bénéficiez envers lui des droits que le Code de la consommation donne aux consommateurs.',
    );
    expect(contractPartyText({ firstName: 'Karim', lastName: 'Haddad', legalStatus: { kind: 'individual' } })).toMatch(
      /^Votre contrat est conclu avec Karim Haddad, Kooker particulier : entre particuliers, le Code de la consommation ne s’applique pas/,
    );
    expect(contractPartyText({ firstName: 'Lucie', lastName: 'Roux', legalStatus: null })).toBe(
      'Votre contrat est conclu avec Lucie Roux, le Kooker qui assure la prestation.',
    );
  });

  it('states the commission of the booking’s terms, and the absence of a withdrawal right', () => {
    expect(intermediaryText(currentTerms())).toContain(`commission de ${currentTerms().commissionPercent}\u00a0%`);
    expect(intermediaryText({ ...TERMS_BEFORE_FREEZING, commissionPercent: 15 })).toContain('commission de 15\u00a0%');
    expect(NO_WITHDRAWAL_TEXT).toContain('L.221-28 12°');
  });
});

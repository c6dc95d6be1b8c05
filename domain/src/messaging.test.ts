import { describe, expect, it } from 'vitest';
import { validationErrors } from './testing';
import { conversationIdOf, MASK, maskContactDetails, membersOf, MESSAGE_MAX, messageSchema } from './messaging';

describe('a conversation’s id', () => {
  it('is the client’s then the Kooker’s account, and reads back', () => {
    expect(conversationIdOf('camille', 'kenza')).toBe('camille_kenza');
    expect(membersOf('camille_kenza')).toEqual({ clientId: 'camille', kookerId: 'kenza' });
    for (const bad of ['camille', 'a_b_c', '_kenza', 'camille_', 'same_same']) expect(membersOf(bad), bad).toBeNull();
  });
});

describe('a message', () => {
  it('takes 1 to 2 000 characters once trimmed', async () => {
    expect(await validationErrors(messageSchema, { text: '   ' })).toEqual(['Écrivez votre message.']);
    expect(await validationErrors(messageSchema, { text: 'a'.repeat(MESSAGE_MAX) })).toEqual([]);
    expect(await validationErrors(messageSchema, { text: 'a'.repeat(MESSAGE_MAX + 1) })).toEqual([
      `Un message ne peut pas dépasser ${MESSAGE_MAX} caractères.`,
    ]);
  });
});

describe('contact details before a booking', () => {
  it('masks phone numbers however they are written', () => {
    for (const phone of [
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '+33612345678',
      '06-12-34-56-78',
      '(06) 12 34 56 78',
    ]) {
      expect(maskContactDetails(`Appelez-moi au ${phone} demain`), phone).toEqual({ text: `Appelez-moi au ${MASK} demain`, masked: true });
    }
    expect(maskContactDetails('zéro six douze… non : zero six un deux trois quatre cinq six sept huit').masked).toBe(true);
  });

  it('masks email addresses and links', () => {
    expect(maskContactDetails('Écrivez à camille.martin+kookers@gmail.com !').text).toBe(`Écrivez à ${MASK} !`);
    expect(maskContactDetails('Mon site : https://exemple.fr/menu?x=1').text).toBe(`Mon site : ${MASK}`);
    expect(maskContactDetails('Voir www.mon-traiteur.fr').text).toBe(`Voir ${MASK}`);
    expect(maskContactDetails('ou moncompte.instagram.com/kenza').text).toBe(`ou ${MASK}`);
  });

  it('leaves the rest alone: prices, dates, times, guests, a postcode', () => {
    for (const text of [
      'Nous serons 6 le 12/12 à 19h30, pour 45 € par personne.',
      'Le 4 décembre 2026, vers 10:00, à Lyon (69002).',
      'Sans gluten pour 2 enfants de 8 et 10 ans, merci.',
      'Un menu à 120 € pour 4, ça vous va ?',
    ]) {
      expect(maskContactDetails(text), text).toEqual({ text, masked: false });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { cancelBookingSchema, createBookingSchema } from './booking-input';
import { validationErrors } from '../testing/testing';

const valid = {
  kookerId: 'kooker-claire-dubois',
  serviceId: 'service-1',
  date: '2026-12-04',
  time: '10:00',
  participants: 3,
  expectedTotal: 13_500,
  termsVersion: '2026-11-26',
  phone: '06 12 34 56 78',
  idempotencyKey: 'a1b2c3d4-e5f6',
};

describe('createBooking input', () => {
  it('accepts a well-formed booking', async () => {
    expect(await validationErrors(createBookingSchema, valid)).toEqual([]);
  });

  it('refuses dates and times that do not exist, and participants outside 2–8 or not whole', async () => {
    expect(await validationErrors(createBookingSchema, { ...valid, date: '2026-02-30' })).toEqual(['Date invalide']);
    expect(await validationErrors(createBookingSchema, { ...valid, time: '24:00' })).toEqual(['Horaire invalide']);
    expect(await validationErrors(createBookingSchema, { ...valid, participants: 2.5 })).toEqual([
      'Le nombre de participants est un nombre entier',
    ]);
    expect(await validationErrors(createBookingSchema, { ...valid, participants: 9 })).toEqual(['De 2 à 8 participants']);
    expect(await validationErrors(createBookingSchema, { ...valid, participants: 1 })).toEqual(['De 2 à 8 participants']);
  });

  it('converts nothing and takes no unknown field', async () => {
    expect(await validationErrors(createBookingSchema, { ...valid, participants: '3' })).toEqual([
      'Le nombre de participants est un nombre entier',
    ]);
    expect(await validationErrors(createBookingSchema, { ...valid, kookerId: 7, date: null })).toEqual([
      'Kooker inconnu',
      'Choisissez une date',
    ]);
    expect(await validationErrors(createBookingSchema, { ...valid, serviceId: 'service-6' })).toEqual(['Prestation inconnue']);
    expect(await validationErrors(createBookingSchema, { ...valid, price: 1 })).toEqual(['Requête invalide : champ inconnu.']);
    const { time: _time, ...withoutTime } = valid;
    expect(await validationErrors(createBookingSchema, withoutTime)).toEqual(['Choisissez un horaire']);
    expect(await validationErrors(createBookingSchema, { ...valid, kookerId: '../users/x' })).toEqual(['Kooker inconnu']);
    expect(await validationErrors(createBookingSchema, { ...valid, kookerId: '__proto__' })).toEqual(['Kooker inconnu']);
  });
});

describe('createBooking input: the terms of sale ticked', () => {
  it('requires the version of the terms the client accepted', async () => {
    const { termsVersion: _version, ...unticked } = valid;
    expect(await validationErrors(createBookingSchema, unticked)).toEqual([
      'Cochez la case pour accepter les conditions générales de vente.',
    ]);
    expect(await validationErrors(createBookingSchema, { ...valid, termsVersion: true })).toEqual([
      'Cochez la case pour accepter les conditions générales de vente.',
    ]);
  });
});

describe('createBooking input: how to reach the client, and what the guests cannot eat', () => {
  it('requires a French phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(await validationErrors(createBookingSchema, withoutPhone)).toEqual([
      'Indiquez un numéro de téléphone pour que le Kooker puisse vous joindre',
    ]);
    for (const phone of ['+33 6 12 34 56 78', '0612345678', '01.23.45.67.89'])
      expect(await validationErrors(createBookingSchema, { ...valid, phone })).toEqual([]);
    for (const phone of ['12345', '06 12 34 56', '+44 20 7946 0958', '06 12 34 56 78 90', ''])
      expect(await validationErrors(createBookingSchema, { ...valid, phone })).toEqual([
        phone === ''
          ? 'Indiquez un numéro de téléphone pour que le Kooker puisse vous joindre'
          : 'Numéro de téléphone invalide : 06 12 34 56 78 ou +33 6 12 34 56 78',
      ]);
  });

  it('takes the regulation’s allergens and the known diets, each once, and a note of at most 500 characters', async () => {
    const dietary = {
      allergens: ['fruits-a-coque', 'lait'],
      diets: ['vegetarien'],
      dietaryNote: 'r'.repeat(500),
      allergensAcknowledged: true,
    };
    expect(await validationErrors(createBookingSchema, { ...valid, ...dietary })).toEqual([]);
    expect(await validationErrors(createBookingSchema, { ...valid, allergens: ['noix'] })).toEqual(['Allergène inconnu']);
    expect(await validationErrors(createBookingSchema, { ...valid, allergens: ['lait', 'lait'] })).toEqual(['Allergène inconnu']);
    expect(await validationErrors(createBookingSchema, { ...valid, allergens: 'lait' })).toEqual(['Allergène inconnu']);
    expect(await validationErrors(createBookingSchema, { ...valid, diets: ['paleo'] })).toEqual(['Régime inconnu']);
    expect(await validationErrors(createBookingSchema, { ...valid, dietaryNote: 'r'.repeat(501) })).toEqual([
      'Le message au Kooker ne peut pas dépasser 500 caractères',
    ]);
    expect(await validationErrors(createBookingSchema, { ...valid, allergensAcknowledged: 'oui' })).toEqual(['Requête invalide.']);
  });
});

describe('cancelBooking input', () => {
  it('takes a booking id and an optional reason of at most 500 characters', async () => {
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1', expectedRefund: 6750 })).toEqual([]);
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1', expectedRefund: 6750, reason: 'Imprévu' })).toEqual([]);
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1', expectedRefund: 6750, reason: 'r'.repeat(501) })).toEqual([
      'La raison ne peut pas dépasser 500 caractères',
    ]);
    expect(await validationErrors(cancelBookingSchema, { bookingId: 42, expectedRefund: 6750 })).toEqual(['Réservation inconnue']);
    expect(await validationErrors(cancelBookingSchema, { bookingId: '__name__', expectedRefund: 6750 })).toEqual(['Réservation inconnue']);
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1', expectedRefund: 6750, reason: ['Imprévu'] })).toEqual([
      'La raison de l’annulation est un texte',
    ]);
  });
});

describe('the amounts the client saw', () => {
  it('are required, in whole cents, never negative', async () => {
    const { expectedTotal: _total, ...withoutTotal } = valid;
    expect(await validationErrors(createBookingSchema, withoutTotal)).toEqual(['Le total attendu manque']);
    for (const expectedTotal of [-1, 135.5, '13500', null]) {
      expect(await validationErrors(createBookingSchema, { ...valid, expectedTotal })).toEqual([
        expectedTotal === null ? 'Le total attendu manque' : 'Le total attendu est un montant en centimes',
      ]);
    }
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1' })).toEqual(['Le remboursement attendu manque']);
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1', expectedRefund: 0 })).toEqual([]);
    expect(await validationErrors(cancelBookingSchema, { bookingId: 'b1', expectedRefund: -5 })).toEqual([
      'Le remboursement attendu est un montant en centimes',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cancelBookingSchema, createBookingSchema } from './booking-input';
import { validationErrors } from './testing';

const valid = {
  kookerId: 'kooker-claire-dubois',
  serviceId: 'service-1',
  date: '2026-12-04',
  time: '10:00',
  participants: 3,
  expectedTotal: 13_500,
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

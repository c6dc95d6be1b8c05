import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, PHONE_REQUIRED } from '../accounts/phone';
import { TERMS_NOT_ACCEPTED } from '../money/consent';
import { validationErrors } from '../testing/testing';
import {
  acceptOfferSchema,
  declineOfferSchema,
  declineRequestSchema,
  OFFER_GUESTS_MAX,
  OFFER_TEXT_LIMITS,
  requestOfferSchema,
  sendOfferSchema,
  withdrawOfferSchema,
} from './offer-input';

const UNKNOWN_FIELD = 'Requête invalide : champ inconnu.';

const request = {
  kookerId: 'claire',
  occasion: 'Anniversaire',
  date: '2026-12-12',
  time: '19:00',
  guests: 12,
  location: 'client',
  address: '12 rue Mercière, 69002 Lyon',
  budgetPerPerson: 4_500,
  allergens: ['gluten'],
  diets: ['vegetarien'],
  dietaryNote: 'Deux invités sans gluten',
  message: 'Pour les 40 ans de Paul.',
  idempotencyKey: 'a1b2c3d4-e5f6',
};

const offer = {
  requestId: 'req-1',
  serviceId: 'service-2',
  title: 'Dîner d’anniversaire',
  description: 'Entrées, tajine et pastilla.',
  menu: 'Zaalouk\nTajine d’agneau\nPastilla au lait',
  date: '2026-12-12',
  time: '19:00',
  durationHours: 4,
  participants: 12,
  pricePerPerson: 4_500,
  allergens: ['lait'],
  validUntil: '2026-12-05',
  idempotencyKey: 'a1b2c3d4-e5f6',
};

const acceptance = {
  offerId: 'off-1',
  expectedTotal: 54_000,
  termsVersion: '2026-11-26',
  phone: '06 12 34 56 78',
  allergensAcknowledged: true,
  idempotencyKey: 'a1b2c3d4-e5f6',
};

/** The input without `field`. */
const without = (input: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => key !== field));

/**
 * Each message once, in order: a value of the wrong type may fail two of a field's tests with the
 * same message (the callable answers the first; the form shows one per field).
 */
async function messagesOf(schema: Parameters<typeof validationErrors>[0], input: Record<string, unknown>, field: string, value: unknown) {
  return [...new Set(await validationErrors(schema, value === undefined ? without(input, field) : { ...input, [field]: value }))];
}

/** Rows of [field, value, message] as [field, message, value], for a title that names the field and the message. */
const titled = (rows: Array<[string, unknown, string]>) => rows.map(([field, value, message]) => [field, message, value] as const);

describe('requestOfferSchema: « Demander une offre »', () => {
  it('accepts a full request, and one with only what is required', async () => {
    expect(await validationErrors(requestOfferSchema, request)).toEqual([]);
    const bare = { kookerId: 'claire', occasion: 'Anniversaire', date: '2026-12-12', time: '19:00', guests: 2, location: 'kooker' };
    expect(await validationErrors(requestOfferSchema, { ...bare, idempotencyKey: 'a1b2c3d4' })).toEqual([]);
    expect(await validationErrors(requestOfferSchema, { ...request, budgetPerPerson: null })).toEqual([]);
  });

  it('takes text as typed, the decision trims it, and refuses an occasion of spaces in French', async () => {
    expect(await validationErrors(requestOfferSchema, { ...request, occasion: ' Anniversaire ', message: ' Merci ' })).toEqual([]);
    const missing = 'Dites l’occasion : un anniversaire, un déjeuner d’équipe…';
    expect(await validationErrors(requestOfferSchema, { ...request, occasion: '   ' })).toEqual([missing]);
    expect(await validationErrors(requestOfferSchema, { ...request, occasion: '' })).toEqual([missing]);
    expect(await validationErrors(requestOfferSchema, without(request, 'occasion'))).toEqual([missing]);
  });

  it.each(
    titled([
      ['kookerId', 7, 'Kooker inconnu'],
      ['kookerId', '../users/x', 'Kooker inconnu'],
      ['kookerId', undefined, 'Kooker manquant'],
      ['occasion', 12, 'L’occasion est un texte'],
      ['occasion', 'x'.repeat(OFFER_TEXT_LIMITS.occasion + 1), 'L’occasion ne peut pas dépasser 80 caractères'],
      ['date', '2026-02-30', 'Date invalide'],
      ['date', undefined, 'Choisissez une date'],
      ['time', '24:00', 'Horaire invalide'],
      ['time', undefined, 'Indiquez une heure de début'],
      ['guests', '12', 'Le nombre d’invités est un nombre entier'],
      ['guests', 2.5, 'Le nombre d’invités est un nombre entier'],
      ['guests', 1, 'Au moins 2 personnes'],
      ['guests', OFFER_GUESTS_MAX + 1, 'Au plus 20 personnes'],
      ['guests', undefined, 'Indiquez le nombre d’invités'],
      ['location', 'ailleurs', 'Choisissez où aura lieu la prestation'],
      ['location', undefined, 'Choisissez où aura lieu la prestation'],
      ['address', 12, 'L’adresse est un texte'],
      ['address', 'x'.repeat(201), 'L’adresse ne peut pas dépasser 200 caractères'],
      ['budgetPerPerson', '45', 'Le budget est un montant en euros'],
      ['budgetPerPerson', 4_500.5, 'Le budget est un montant en euros'],
      ['budgetPerPerson', 99, 'Le budget par personne est d’au moins 1 €'],
      ['budgetPerPerson', 100_001, 'Le budget par personne ne peut pas dépasser 1 000 €'],
      ['allergens', ['arachide'], 'Allergène inconnu'],
      ['allergens', ['gluten', 'gluten'], 'Allergène inconnu'],
      ['diets', ['carnivore'], 'Régime inconnu'],
      ['dietaryNote', 'x'.repeat(501), 'La précision ne peut pas dépasser 500 caractères'],
      ['message', false, 'Le message est un texte'],
      ['message', 'x'.repeat(OFFER_TEXT_LIMITS.message + 1), 'Le message ne peut pas dépasser 1000 caractères'],
      ['idempotencyKey', 'court', 'Clé de requête invalide'],
      ['idempotencyKey', 'a1b2c3d4/e5f6', 'Clé de requête invalide'],
      ['idempotencyKey', undefined, 'Clé de requête manquante'],
    ]),
  )('refuses a bad %s: « %s »', async (field, message, value) => {
    expect(await messagesOf(requestOfferSchema, request, field, value)).toEqual([message]);
  });

  it('converts nothing, takes no unknown field, and refuses what is not an object', async () => {
    expect(await validationErrors(requestOfferSchema, { ...request, guests: '12', date: null })).toEqual([
      'Choisissez une date',
      'Le nombre d’invités est un nombre entier',
    ]);
    expect(await validationErrors(requestOfferSchema, { ...request, clientId: 'camille' })).toEqual([UNKNOWN_FIELD]);
    expect(await validationErrors(requestOfferSchema, 'une demande' as never)).toEqual(['Requête invalide.']);
  });
});

describe('declineRequestSchema: the Kooker declines, saying why', () => {
  it('accepts a reason as typed, and requires one that is more than spaces', async () => {
    expect(await validationErrors(declineRequestSchema, { requestId: 'req-1', reason: ' Je suis en congés ce jour-là. ' })).toEqual([]);
    const missing = 'Dites au client pourquoi vous déclinez sa demande';
    expect(await validationErrors(declineRequestSchema, { requestId: 'req-1', reason: '  ' })).toEqual([missing]);
    expect(await validationErrors(declineRequestSchema, { requestId: 'req-1' })).toEqual([missing]);
  });

  it('refuses an unknown or missing request, a reason too long or not a text, and any other field', async () => {
    expect(await validationErrors(declineRequestSchema, { requestId: '__x__', reason: 'Non' })).toEqual(['Demande inconnue']);
    expect(await validationErrors(declineRequestSchema, { reason: 'Non' })).toEqual(['Demande manquante']);
    expect(await validationErrors(declineRequestSchema, { requestId: 'req-1', reason: 'x'.repeat(501) })).toEqual([
      'La raison ne peut pas dépasser 500 caractères',
    ]);
    expect(await validationErrors(declineRequestSchema, { requestId: 'req-1', reason: 3 })).toEqual(['La raison est un texte']);
    expect(await validationErrors(declineRequestSchema, { requestId: 'req-1', reason: 'Non', status: 'declined' })).toEqual([
      UNKNOWN_FIELD,
    ]);
  });
});

describe('sendOfferSchema: the Kooker’s offer', () => {
  it('accepts a full offer, a custom one (no service, or null), and text as typed', async () => {
    expect(await validationErrors(sendOfferSchema, offer)).toEqual([]);
    expect(await validationErrors(sendOfferSchema, without(offer, 'serviceId'))).toEqual([]);
    expect(await validationErrors(sendOfferSchema, { ...offer, serviceId: null })).toEqual([]);
    expect(await validationErrors(sendOfferSchema, { ...offer, title: ' Dîner ', menu: 'Tajine\n' })).toEqual([]);
  });

  it.each(
    titled([
      ['requestId', 'a/b', 'Demande inconnue'],
      ['requestId', undefined, 'Demande manquante'],
      ['serviceId', 'service-6', 'Prestation inconnue'],
      ['serviceId', 2, 'Prestation inconnue'],
      ['title', '  ', 'Donnez un titre à votre offre'],
      ['title', undefined, 'Donnez un titre à votre offre'],
      ['title', 1, 'Le titre est un texte'],
      ['title', 'x'.repeat(OFFER_TEXT_LIMITS.title + 1), 'Le titre ne peut pas dépasser 80 caractères'],
      ['description', [], 'La description est un texte'],
      ['description', 'x'.repeat(OFFER_TEXT_LIMITS.description + 1), 'La description ne peut pas dépasser 1000 caractères'],
      ['menu', '\n ', 'Décrivez le menu que vous proposez'],
      ['menu', undefined, 'Décrivez le menu que vous proposez'],
      ['menu', {}, 'Le menu est un texte'],
      ['menu', 'x'.repeat(OFFER_TEXT_LIMITS.menu + 1), 'Le menu ne peut pas dépasser 1500 caractères'],
      ['date', '12/12/2026', 'Date invalide'],
      ['time', '7:00', 'Horaire invalide'],
      ['durationHours', '4', 'La durée est un nombre d’heures'],
      ['durationHours', 2.5, 'La durée est un nombre entier d’heures'],
      ['durationHours', 0, 'Au moins une heure'],
      ['durationHours', 13, 'Au plus 12 heures'],
      ['durationHours', undefined, 'Indiquez la durée'],
      ['participants', 21, 'Au plus 20 personnes'],
      ['participants', 1, 'Au moins 2 personnes'],
      ['participants', undefined, 'Indiquez le nombre de participants'],
      ['pricePerPerson', '45', 'Le prix est un montant en centimes'],
      ['pricePerPerson', 4_500.5, 'Le prix est un montant en centimes'],
      ['pricePerPerson', 99, 'Le prix par personne est d’au moins 1 €'],
      ['pricePerPerson', 100_001, 'Le prix par personne ne peut pas dépasser 1 000 €'],
      ['pricePerPerson', undefined, 'Indiquez le prix par personne'],
      ['allergens', ['lait', 'soja', 'lait'], 'Allergène inconnu'],
      ['validUntil', '2026-13-01', 'Date invalide'],
      ['validUntil', 20261205, 'Date invalide'],
      ['validUntil', undefined, 'Indiquez jusqu’à quand l’offre est valable'],
      ['idempotencyKey', 'x'.repeat(65), 'Clé de requête invalide'],
    ]),
  )('refuses a bad %s: « %s »', async (field, message, value) => {
    expect(await messagesOf(sendOfferSchema, offer, field, value)).toEqual([message]);
  });

  it('takes no field the functions set themselves', async () => {
    expect(await validationErrors(sendOfferSchema, { ...offer, total: 54_000 })).toEqual([UNKNOWN_FIELD]);
    expect(await validationErrors(sendOfferSchema, { ...offer, kookerId: 'claire' })).toEqual([UNKNOWN_FIELD]);
  });
});

describe('withdrawOfferSchema and declineOfferSchema', () => {
  it('withdraws an offer by its id, and nothing else', async () => {
    expect(await validationErrors(withdrawOfferSchema, { offerId: 'off-1' })).toEqual([]);
    expect(await validationErrors(withdrawOfferSchema, {})).toEqual(['Offre manquante']);
    expect(await validationErrors(withdrawOfferSchema, { offerId: 'off 1' })).toEqual(['Offre inconnue']);
    expect(await validationErrors(withdrawOfferSchema, { offerId: 'off-1', reason: 'Non' })).toEqual([UNKNOWN_FIELD]);
  });

  it('declines an offer with a reason if the client wishes, even blank', async () => {
    expect(await validationErrors(declineOfferSchema, { offerId: 'off-1' })).toEqual([]);
    expect(await validationErrors(declineOfferSchema, { offerId: 'off-1', reason: ' ' })).toEqual([]);
    expect(await validationErrors(declineOfferSchema, { offerId: 'off-1', reason: ' Trop cher pour nous. ' })).toEqual([]);
    expect(await validationErrors(declineOfferSchema, { offerId: 'off-1', reason: 'x'.repeat(501) })).toEqual([
      'La raison ne peut pas dépasser 500 caractères',
    ]);
    expect(await validationErrors(declineOfferSchema, { offerId: 7 })).toEqual(['Offre inconnue']);
  });
});

describe('acceptOfferSchema: « Accepter et payer »', () => {
  it('accepts an acceptance, with or without the allergens acknowledged', async () => {
    expect(await validationErrors(acceptOfferSchema, acceptance)).toEqual([]);
    expect(await validationErrors(acceptOfferSchema, without(acceptance, 'allergensAcknowledged'))).toEqual([]);
  });

  it.each(
    titled([
      ['offerId', undefined, 'Offre manquante'],
      ['offerId', '__name__', 'Offre inconnue'],
      ['expectedTotal', undefined, 'Le total attendu manque'],
      ['expectedTotal', '540', 'Le total attendu est un montant en centimes'],
      ['expectedTotal', 540.5, 'Le total attendu est un montant en centimes'],
      ['expectedTotal', -1, 'Le total attendu est un montant en centimes'],
      ['termsVersion', undefined, TERMS_NOT_ACCEPTED],
      ['termsVersion', true, TERMS_NOT_ACCEPTED],
      ['termsVersion', 'x'.repeat(41), TERMS_NOT_ACCEPTED],
      ['phone', undefined, PHONE_REQUIRED],
      ['phone', '', PHONE_REQUIRED],
      ['phone', '12345', PHONE_INVALID],
      ['phone', 612345678, PHONE_INVALID],
      ['allergensAcknowledged', 'true', 'Requête invalide.'],
      ['idempotencyKey', undefined, 'Clé de requête manquante'],
    ]),
  )('refuses a bad %s: « %s »', async (field, message, value) => {
    expect(await messagesOf(acceptOfferSchema, acceptance, field, value)).toEqual([message]);
  });

  it('takes no slot, service or participants: the offer says them', async () => {
    expect(await validationErrors(acceptOfferSchema, { ...acceptance, participants: 12 })).toEqual([UNKNOWN_FIELD]);
    expect(await validationErrors(acceptOfferSchema, { ...acceptance, serviceId: 'service-1' })).toEqual([UNKNOWN_FIELD]);
  });
});

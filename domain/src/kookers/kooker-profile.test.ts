import { describe, expect, it } from 'vitest';
import {
  availabilityStepSchema,
  experienceStepSchema,
  personalStepSchema,
  ratesStepSchema,
  serviceFieldsFromForm,
  serviceFormSchema,
} from './kooker-profile';
import { errorsOf } from '../testing/testing';

describe('onboarding step schemas', () => {
  it('trim the texts and bound them', async () => {
    expect(
      personalStepSchema.validateSync({ firstName: '  Kenza ', lastName: 'Benali', city: 'Marseille', cityInsee: '13055' }),
    ).toMatchObject({
      firstName: 'Kenza',
      profileImage: null,
    });
    expect(await errorsOf(personalStepSchema, { firstName: 'f'.repeat(51) })).toEqual({
      firstName: 'Le prénom ne peut pas dépasser 50 caractères',
    });
    expect(await errorsOf(experienceStepSchema, { bio: 'b'.repeat(2001) })).toEqual({
      bio: 'La présentation ne peut pas dépasser 2000 caractères',
    });
  });

  it('take a city only with the commune picked among the suggestions', async () => {
    expect(await errorsOf(personalStepSchema, { city: 'Marseille' })).toEqual({
      cityInsee: 'Choisissez votre ville parmi les suggestions.',
    });
    expect(await errorsOf(personalStepSchema, { city: 'Marseille', cityInsee: 'marseille' })).toEqual({
      cityInsee: 'Choisissez votre ville parmi les suggestions.',
    });
    expect(await errorsOf(personalStepSchema, { city: 'Ajaccio', cityInsee: '2A004' })).toEqual({});
    expect(await errorsOf(personalStepSchema, { city: '', cityInsee: '' })).toEqual({});
  });

  it('take only known, distinct specialties and non-empty, distinct certificates', async () => {
    expect(await errorsOf(experienceStepSchema, { specialties: ['Cuisine moléculaire'] })).toEqual({
      'specialties[0]': 'Spécialité inconnue',
    });
    expect(await errorsOf(experienceStepSchema, { specialties: ['Boulangerie', 'Boulangerie'] })).toEqual({
      specialties: 'Chaque spécialité ne peut être choisie qu’une fois',
    });
    expect(await errorsOf(experienceStepSchema, { certificates: ['  '] })).toEqual({
      'certificates[0]': 'Le certificat ne peut pas être vide',
    });
    expect(await errorsOf(experienceStepSchema, { certificates: Array.from({ length: 11 }, (_, i) => `CAP ${i}`) })).toEqual({
      certificates: 'Ajoutez au plus 10 certificats',
    });
  });

  it('keep the rates within the sliders and the lists', async () => {
    expect(await errorsOf(ratesStepSchema, { serviceArea: 20, pricePerHour: 3500, minimumDuration: 2, maxGuests: 8 })).toEqual({});
    expect(await errorsOf(ratesStepSchema, { serviceArea: 55, pricePerHour: 3550, minimumDuration: 5, maxGuests: 9 })).toEqual({
      serviceArea: 'La zone d’intervention va de 5 à 50 km',
      pricePerHour: 'Le tarif horaire se règle par pas de 5 €',
      minimumDuration: 'Choisissez une durée minimum',
      maxGuests: 'Choisissez un nombre maximum d’invités',
    });
  });

  it('need hours on the hour, in order, leaving room for a slot of the minimum duration', async () => {
    const valid = { availableDays: ['monday'], typicalHours: { start: '09:00', end: '21:00' }, blockedDates: ['2026-12-24'] };
    expect(await errorsOf(availabilityStepSchema, valid)).toEqual({});
    expect(await errorsOf(availabilityStepSchema, { ...valid, typicalHours: { start: '21:00', end: '09:00' } })).toEqual({
      typicalHours: 'L’heure de fin doit suivre l’heure de début',
    });
    expect(await errorsOf(availabilityStepSchema, { ...valid, typicalHours: { start: '09:30', end: '21:00' } })).toEqual({
      'typicalHours.start': 'Choisissez une heure pile',
    });
    expect(
      await errorsOf(availabilityStepSchema, { ...valid, typicalHours: { start: '20:00', end: '22:00' } }, { minimumDuration: 3 }),
    ).toEqual({
      typicalHours: 'Vos horaires doivent laisser au moins un créneau de votre durée minimum',
    });
    expect(await errorsOf(availabilityStepSchema, { ...valid, blockedDates: ['2026-02-30'] })).toEqual({
      'blockedDates[0]': 'Date invalide',
    });
    expect(await errorsOf(availabilityStepSchema, { ...valid, availableDays: ['lundi'] })).toEqual({ 'availableDays[0]': 'Jour inconnu' });
  });
});

describe('the service schema', () => {
  const service = {
    name: 'Atelier tajine',
    serviceArea: '',
    pricePerPerson: 40,
    additionalInfo: '',
    requiredEquipment: '',
    photos: [],
    allergens: ['gluten' as const, 'celeri' as const],
    location: 'kooker' as const,
  };

  it('needs a name and a whole price in euros from 1 €', async () => {
    expect(await errorsOf(serviceFormSchema, service)).toEqual({});
    expect(await errorsOf(serviceFormSchema, { ...service, name: '   ' })).toEqual({ name: 'Le nom de la prestation est requis' });
    expect(await errorsOf(serviceFormSchema, { ...service, pricePerPerson: 0 })).toEqual({ pricePerPerson: 'Le prix est d’au moins 1 €' });
    expect(await errorsOf(serviceFormSchema, { ...service, pricePerPerson: 35.5 })).toEqual({
      pricePerPerson: 'Le prix est un nombre entier d’euros',
    });
    expect(await errorsOf(serviceFormSchema, { ...service, pricePerPerson: '' })).toEqual({ pricePerPerson: 'Indiquez un prix en euros' });
    expect(await errorsOf(serviceFormSchema, { ...service, photos: ['a', 'b', 'c', 'd'] })).toEqual({ photos: 'Ajoutez au plus 3 photos' });
  });

  it('declares only the regulation’s allergens, each once', async () => {
    expect(await errorsOf(serviceFormSchema, { ...service, allergens: [] })).toEqual({});
    expect(await errorsOf(serviceFormSchema, { ...service, allergens: ['noix'] })).toEqual({ 'allergens[0]': 'Allergène inconnu' });
    expect(await errorsOf(serviceFormSchema, { ...service, allergens: ['lait', 'lait'] })).toEqual({
      allergens: 'Chaque allergène ne peut être coché qu’une fois',
    });
  });

  it('says where it takes place: at the client’s or at the Kooker’s, nothing else', async () => {
    expect(await errorsOf(serviceFormSchema, { ...service, location: 'client' })).toEqual({});
    expect(await errorsOf(serviceFormSchema, { ...service, location: undefined })).toEqual({
      location: 'Indiquez où a lieu la prestation',
    });
    expect(await errorsOf(serviceFormSchema, { ...service, location: 'parc' })).toEqual({ location: 'Indiquez où a lieu la prestation' });
  });

  it('stores the price in cents and the texts trimmed', () => {
    expect(serviceFieldsFromForm({ ...service, name: ' Atelier tajine ', pricePerPerson: 40 })).toEqual({
      ...service,
      pricePerPerson: 4000,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { COMMUNE_REQUIRED } from '@kookers/domain/booking';
import { OFFER_REFUSED } from '@kookers/domain/offers';
import {
  centsToEurosText,
  defaultValidUntil,
  EMPTY_REQUEST,
  eurosTextToCents,
  offerDefaults,
  offerErrors,
  offerInputOf,
  requestDateBounds,
  requestErrors,
  requestInputOf,
  type OfferFormValues,
  type RequestFormValues,
} from './offer-forms';

// Thursday 10 December 2026, noon in Paris.
const NOW = new Date('2026-12-10T11:00:00Z');
const KOOKER = { city: 'Locronan', cityInsee: '29134', serviceArea: 20 };
const LOCRONAN = {
  commune: {
    commune: { insee: '29134', name: 'Locronan', postalCodes: ['29180'], population: 800, lat: 48.1, lon: -4.2 },
    postalCode: '29180',
    label: 'Locronan (29180)',
  },
} as unknown as Partial<RequestFormValues>;

const request = (values: Partial<RequestFormValues>): RequestFormValues => ({
  ...EMPTY_REQUEST,
  occasion: 'Anniversaire',
  date: '2026-12-19',
  time: '17:00',
  guests: '12',
  location: 'kooker',
  ...values,
});
const context = { kookerId: 'kooker-1', maxGuests: 12, kooker: KOOKER, communes: null, now: NOW };

describe('eurosTextToCents', () => {
  it('reads whole euros, a comma or a point, spaces and the euro sign', () => {
    expect(eurosTextToCents('35')).toBe(3500);
    expect(eurosTextToCents('35,5')).toBe(3550);
    expect(eurosTextToCents(' 1 000,25 € ')).toBe(100025);
    expect(eurosTextToCents('12.05')).toBe(1205);
  });
  it('gives null for nothing typed and NaN for what is not an amount', () => {
    expect(eurosTextToCents('')).toBeNull();
    expect(eurosTextToCents('  ')).toBeNull();
    expect(eurosTextToCents('trente')).toBeNaN();
    expect(eurosTextToCents('3,555')).toBeNaN();
    expect(eurosTextToCents('-4')).toBeNaN();
  });
  it('writes cents back as the price fields show them', () => {
    expect(centsToEurosText(4500)).toBe('45');
    expect(centsToEurosText(3550)).toBe('35,50');
  });
});

describe('the request form', () => {
  it('offers the dates of the booking window: from 24 h later to 60 days ahead', () => {
    expect(requestDateBounds(NOW)).toEqual({ min: '2026-12-11', max: '2027-02-08' });
  });

  it('sends the budget in cents, no address at the Kooker’s, the dietary note trimmed', () => {
    const input = requestInputOf(
      request({ budget: '45', note: ' sans gluten pour deux ', allergens: ['gluten'] }),
      'kooker-1',
      'key-12345678',
    );
    expect(input).toMatchObject({
      kookerId: 'kooker-1',
      guests: 12,
      budgetPerPerson: 4500,
      allergens: ['gluten'],
      dietaryNote: 'sans gluten pour deux',
    });
    expect(input).not.toHaveProperty('address');
    expect(requestInputOf(request({ budget: '' }), 'kooker-1', 'key-12345678').budgetPerPerson).toBeNull();
  });

  it('sends only the commune picked at the client’s, never a street', () => {
    const input = requestInputOf(request({ location: 'client', ...LOCRONAN }), 'kooker-1', 'key-12345678');
    expect(input.address).toBe('29180 Locronan');
  });

  it('accepts a complete request, and says in French what is missing', () => {
    expect(requestErrors(request({}), context)).toEqual({});
    const errors = requestErrors(request({ occasion: ' ', date: '', guests: '', budget: 'beaucoup' }), context);
    expect(errors.occasion).toBe('Dites l’occasion : un anniversaire, un déjeuner d’équipe…');
    expect(errors.date).toBe('Choisissez une date');
    expect(errors.guests).toBe('Indiquez le nombre d’invités');
    expect(errors.budget).toBe('Le budget est un montant en euros');
  });

  it('refuses a date inside 24 h and more guests than the Kooker welcomes', () => {
    const errors = requestErrors(request({ date: '2026-12-11', time: '10:00', guests: '13' }), context);
    expect(errors.date).toBe(OFFER_REFUSED.outsideWindow);
    expect(errors.guests).toBe(OFFER_REFUSED.tooManyGuests(12));
  });

  it('asks only a commune at the client’s', () => {
    const errors = requestErrors(request({ location: 'client' }), context);
    expect(errors).toEqual({ commune: COMMUNE_REQUIRED });
    expect(requestErrors(request({ location: 'client', ...LOCRONAN }), context)).toEqual({});
  });
});

describe('the offer form', () => {
  it('is valid a week by default, or until two days before the event when sooner, never before today', () => {
    expect(defaultValidUntil('2026-12-10', '2027-01-20')).toBe('2026-12-17');
    expect(defaultValidUntil('2026-12-10', '2026-12-15')).toBe('2026-12-13');
    expect(defaultValidUntil('2026-12-10', '2026-12-11')).toBe('2026-12-10');
  });

  it('opens on the request’s date, time and guests, the minimum duration and the first service', () => {
    const service = { id: 'service-1', name: 'Atelier crêpes', pricePerPerson: 4500, allergens: ['gluten' as const] };
    const values = offerDefaults(
      { occasion: 'Anniversaire', date: '2026-12-19', time: '17:00', guests: 12 },
      { minimumDuration: 4 },
      [service],
      '2026-12-10',
    );
    expect(values).toEqual({
      serviceId: 'service-1',
      title: 'Atelier crêpes',
      description: '',
      menu: '',
      date: '2026-12-19',
      time: '17:00',
      durationHours: '4',
      participants: '12',
      price: '45',
      allergens: ['gluten'],
      validUntil: '2026-12-17',
    });
    expect(
      offerDefaults({ occasion: 'Anniversaire', date: '2026-12-19', time: '17:00', guests: 12 }, { minimumDuration: 4 }, [], '2026-12-10'),
    ).toMatchObject({ serviceId: '', title: 'Anniversaire', price: '' });
  });

  const offer = (values: Partial<OfferFormValues>): OfferFormValues => ({
    ...offerDefaults({ occasion: 'Anniversaire', date: '2026-12-19', time: '17:00', guests: 12 }, { minimumDuration: 4 }, [], '2026-12-10'),
    menu: 'Galettes complètes\nCrêpes au caramel',
    price: '38,50',
    ...values,
  });

  it('sends the price in cents and a custom title without a service', () => {
    expect(offerInputOf(offer({}), 'request-1', 'key-12345678')).toMatchObject({
      requestId: 'request-1',
      serviceId: null,
      pricePerPerson: 3850,
      durationHours: 4,
      participants: 12,
    });
  });

  it('accepts a complete offer, and says in French what is wrong', () => {
    const checks = { maxGuests: 12, today: '2026-12-10', now: NOW };
    expect(offerErrors(offer({}), checks)).toEqual({});
    const errors = offerErrors(
      offer({ menu: '', price: 'trente', participants: '14', durationHours: '13', validUntil: '2026-12-30' }),
      checks,
    );
    expect(errors.menu).toBe('Décrivez le menu que vous proposez');
    expect(errors.price).toBe('Le prix est un montant en euros, par exemple 35 ou 35,50');
    expect(errors.participants).toBe(OFFER_REFUSED.tooManyGuests(12));
    expect(errors.durationHours).toBe('Au plus 12 heures');
    expect(errors.validUntil).toBe(OFFER_REFUSED.validity);
    expect(offerErrors(offer({ price: '' }), checks).price).toBe('Indiquez le prix par personne');
  });
});

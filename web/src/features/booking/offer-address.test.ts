import { describe, expect, it } from 'vitest';
import { COMMUNE_REQUIRED } from '@kookers/domain/booking';
import { ADDRESS_REQUIRED } from '@kookers/domain/kookers';
import { addressFieldOfRefusal, offerAddressFill, offerCommuneError } from './offer-address';

const OFFER = '29180 Locronan';

describe('the address of an offer at the client’s', () => {
  it('fills from the profile when it lies in the offer’s commune, else from the offer’s commune alone', () => {
    expect(offerAddressFill('4 place du Marché, 29180 Locronan', OFFER)).toBe('4 place du Marché, 29180 Locronan');
    expect(offerAddressFill('4 place du Marché, 29180 LOCRONAN', OFFER)).toBe('4 place du Marché, 29180 LOCRONAN');
    expect(offerAddressFill('12 rue Mercière, 69002 Lyon', OFFER)).toBe(OFFER);
    expect(offerAddressFill('', OFFER)).toBe(OFFER);
  });

  it('is in the offer’s commune, or says which one', () => {
    expect(offerCommuneError('4 place du Marché, 29180 Locronan', OFFER)).toBeUndefined();
    expect(offerCommuneError('12 rue Mercière, 69002 Lyon', OFFER)).toBe(
      'L’adresse doit être dans la commune de l’offre : 29180 Locronan.',
    );
    expect(offerCommuneError('12 rue Mercière, 69002 Lyon', '')).toBeUndefined();
  });

  it('names the field a refusal is about', () => {
    expect(addressFieldOfRefusal(ADDRESS_REQUIRED, OFFER)).toBe('street');
    expect(addressFieldOfRefusal(COMMUNE_REQUIRED, OFFER)).toBe('commune');
    expect(addressFieldOfRefusal('L’adresse doit être dans la commune de l’offre : 29180 Locronan.', OFFER)).toBe('commune');
    expect(addressFieldOfRefusal('Cette offre a expiré : demandez-en une nouvelle au Kooker.', OFFER)).toBeNull();
  });
});

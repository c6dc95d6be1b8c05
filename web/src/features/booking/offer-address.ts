/**
 * Where an offer at the client's takes place (docs/reservations.md, « Demander une offre »): the
 * request named only the commune ("29180 Locronan"); accepting the offer gives the street, in that
 * commune, as createBooking checks it (domain/src/offers/decide-offer-booking.ts). Pure.
 */
import { ADDRESS_REQUIRED } from '@kookers/domain/kookers';
import { COMMUNE_REQUIRED, communeLineOfAddress, inOtherCommune } from '@kookers/domain/booking';
import { OFFER_ACCEPT_REFUSED } from '@kookers/domain/offers';

/**
 * The address line the fields are filled from: the profile's when it lies in the offer's commune;
 * otherwise the offer's commune alone, for the client to type the street.
 */
export function offerAddressFill(profileAddress: string, offerAddress: string): string {
  const commune = communeLineOfAddress(offerAddress);
  if (commune === '') return profileAddress;
  return communeLineOfAddress(profileAddress) !== '' && !inOtherCommune(profileAddress, commune) ? profileAddress : commune;
}

/** Why an address line is not in the offer's commune; undefined when it is (or the offer names none). */
export function offerCommuneError(address: string, offerAddress: string): string | undefined {
  const commune = communeLineOfAddress(offerAddress);
  if (commune === '' || (communeLineOfAddress(address) !== '' && !inOtherCommune(address, commune))) return undefined;
  return OFFER_ACCEPT_REFUSED.otherCommune(commune);
}

/** The address field a refusal of createBooking is about, to show it under that field; null for any other refusal. */
export function addressFieldOfRefusal(message: string, offerAddress: string): 'street' | 'commune' | null {
  if (message === ADDRESS_REQUIRED) return 'street';
  if (message === COMMUNE_REQUIRED || message === OFFER_ACCEPT_REFUSED.otherCommune(communeLineOfAddress(offerAddress))) return 'commune';
  return null;
}

/**
 * Where a service takes place (docs/reservations.md, « Où »): at the client's home, inside the
 * Kooker's service area, or at the Kooker's. Each service says which; a booking follows it.
 */
import { FULL_REFUND_MIN_DAYS } from '../rules/rules';

export const SERVICE_LOCATIONS = ['client', 'kooker'] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

/** A service written before services said where: the product's first promise, at the client's. */
export const DEFAULT_SERVICE_LOCATION: ServiceLocation = 'client';

/** The longest address of a booking at the client's (as the profile's). No yup here: the panel imports it. */
export const BOOKING_ADDRESS_MAX = 200;

/** A booking at the client's without the address. */
export const ADDRESS_REQUIRED = 'Indiquez l’adresse où aura lieu la prestation.';

/** The choice in the Kooker's service form. */
export const SERVICE_LOCATION_CHOICES: Record<ServiceLocation, { label: string; hint: string }> = {
  client: { label: 'Chez le client', hint: 'Vous vous déplacez, dans votre zone d’intervention.' },
  kooker: {
    label: 'Chez moi',
    hint: `Le client vient chez vous : l’adresse de « Mon profil » (Informations personnelles) lui est donnée ${FULL_REFUND_MIN_DAYS} jours avant la prestation, avec votre téléphone (dès la réservation si elle est plus proche).`,
  },
};

/** When a client receives a Kooker's address (domain/src/booking/booking-contacts.ts). */
const ADDRESS_GIVEN = `adresse donnée ${FULL_REFUND_MIN_DAYS} jours avant`;

/**
 * What a visitor reads of where a service takes place: "Chez vous, jusqu’à 20 km de Lyon" or
 * "Chez le Kooker, à Lyon (adresse donnée 7 jours avant)".
 */
export function serviceLocationText(location: ServiceLocation, kooker: { city: string; serviceArea: number }): string {
  if (location === 'kooker')
    return kooker.city ? `Chez le Kooker, à ${kooker.city} (${ADDRESS_GIVEN})` : `Chez le Kooker (${ADDRESS_GIVEN})`;
  if (!kooker.city || kooker.serviceArea <= 0) return 'Chez vous';
  return `Chez vous, jusqu’à ${kooker.serviceArea} km de ${kooker.city}`;
}

export const isServiceLocation = (value: unknown): value is ServiceLocation => SERVICE_LOCATIONS.some((location) => location === value);

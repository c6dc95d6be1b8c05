import { isFrenchPhone, PHONE_INVALID, PHONE_REQUIRED } from '@kookers/domain/accounts';
import { COMMUNE_REQUIRED, eventAreaCheck, formatEventAddress, parseEventAddress, type KookerArea } from '@kookers/domain/booking';
import type { CommuneData } from '@kookers/domain/communes';
import {
  ADDRESS_REQUIRED,
  BOOKING_ADDRESS_MAX,
  allergenConflicts,
  type AllergenId,
  type DietId,
  type ServiceLocation,
} from '@kookers/domain/kookers';
import { COMMUNES_UNAVAILABLE } from '../../lib/commune-data';
import type { EventAddress, EventAddressErrors } from '../../lib/event-address';

/**
 * What the client tells the Kooker at booking (docs/reservations.md, « Se joindre », « Où »,
 * « Allergies et régimes »); at the client's, where (the street, the commune).
 */
export interface GuestDetails extends EventAddress {
  phone: string;
  /** Save the phone into 'Mon profil' too. */
  savePhone: boolean;
  allergens: AllergenId[];
  diets: DietId[];
  note: string;
  /** The client saw that the menu contains allergens they ticked. */
  acknowledged: boolean;
}

export const EMPTY_GUEST_DETAILS: GuestDetails = {
  phone: '',
  savePhone: true,
  street: '',
  commune: null,
  saveAddress: true,
  allergens: [],
  diets: [],
  note: '',
  acknowledged: false,
};

export interface GuestDetailsErrors extends EventAddressErrors {
  phone?: string | undefined;
  acknowledged?: string | undefined;
}

/** How the client is reached and where they live, from their private profile ('' when unknown). */
export interface ProfileContact {
  phone: string;
  address: string;
  /**
   * The phone is one verified by SMS (`users/{uid}.verifiedPhone`): the rules keep it, so a number
   * typed at booking is never offered to replace it (docs/produit.md, « Qui est le Kooker »).
   */
  phoneVerified: boolean;
}

export const NO_PROFILE_CONTACT: ProfileContact = { phone: '', address: '', phoneVerified: false };

/** The errors a field's change clears: a field edited is checked again at the next 'Réserver'. */
export function errorsAfterChange(errors: GuestDetailsErrors, patch: Partial<GuestDetails>): GuestDetailsErrors {
  return {
    phone: 'phone' in patch ? undefined : errors.phone,
    street: 'street' in patch ? undefined : errors.street,
    commune: 'commune' in patch ? undefined : errors.commune,
    acknowledged: 'acknowledged' in patch || 'allergens' in patch ? undefined : errors.acknowledged,
  };
}

/** What the booking carries of the client's details, or why it cannot be made yet. */
export type GuestCheck =
  | { ok: true; phone: string; address: string; acknowledged: boolean; errors: GuestDetailsErrors }
  | { ok: false; errors: GuestDetailsErrors };

interface GuestCheckInput {
  guest: GuestDetails;
  /** The phone and address of the client's profile, what the fields fall back on. */
  saved: Pick<ProfileContact, 'phone' | 'address'>;
  service: { location: ServiceLocation; allergens: readonly AllergenId[] };
  kooker: KookerArea;
  /** The communes, for a service at the client's; null when they could not be loaded. */
  communes: CommuneData | null;
}

/**
 * The client's details checked at 'Réserver', as createBooking will check them again: a French
 * phone (the profile's when the field is empty); at the client's (docs/reservations.md, « Où »),
 * a street and a commune picked inside the Kooker's area, read from the profile's address when
 * 'Réserver' came before the fields were filled; and the menu's allergens the client ticked,
 * acknowledged.
 */
export function checkGuestDetails({ guest, saved, service, kooker, communes }: GuestCheckInput): GuestCheck {
  const phone = guest.phone.trim() !== '' ? guest.phone.trim() : saved.phone.trim();
  const atClient = service.location === 'client';
  let { street, commune } = guest;
  if (atClient && communes && commune === null && street.trim() === '' && saved.address.trim() !== '') {
    ({ street, commune } = parseEventAddress(communes, saved.address));
  }
  const area = communes && commune ? eventAreaCheck(communes, kooker, commune.commune) : null;
  const address = atClient && commune ? formatEventAddress(street, commune) : '';
  const conflicts = allergenConflicts(guest.allergens, service.allergens);
  const errors: GuestDetailsErrors = {
    phone: phone === '' ? PHONE_REQUIRED : isFrenchPhone(phone) ? undefined : PHONE_INVALID,
    street: !atClient
      ? undefined
      : street.trim() === ''
        ? ADDRESS_REQUIRED
        : address.length > BOOKING_ADDRESS_MAX
          ? `L’adresse ne peut pas dépasser ${BOOKING_ADDRESS_MAX} caractères.`
          : undefined,
    commune: !atClient
      ? undefined
      : communes === null
        ? COMMUNES_UNAVAILABLE
        : commune === null
          ? COMMUNE_REQUIRED
          : area && !area.inside
            ? area.message
            : undefined,
    acknowledged:
      conflicts.length > 0 && !guest.acknowledged
        ? 'Cochez cette case pour réserver malgré tout, ou choisissez une autre prestation.'
        : undefined,
  };
  if (errors.phone || errors.street || errors.commune || errors.acknowledged) return { ok: false, errors };
  return { ok: true, phone, address, acknowledged: conflicts.length > 0, errors };
}

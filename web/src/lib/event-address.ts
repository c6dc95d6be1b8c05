import type { CommuneSuggestion } from '@kookers/domain/communes';

/**
 * Where a service at the client's takes place, as the booking panel and « Demander une offre »
 * ask it (docs/reservations.md, « Où »): the street, then a commune picked among the suggestions.
 */
export interface EventAddress {
  /** Number and street, as typed. */
  street: string;
  /** The commune picked among the suggestions. */
  commune: CommuneSuggestion | null;
  /** Save the address into 'Mon profil' too. */
  saveAddress: boolean;
}

export interface EventAddressErrors {
  street?: string | undefined;
  commune?: string | undefined;
}

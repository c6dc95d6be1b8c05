/**
 * The shapes of the search facets the functions keep on each Kooker document, and the ids they
 * take (docs/decisions/007-search.md): what the model (domain/src/kookers/model.ts) types its
 * documents with. A leaf: domain/src/search/search-facets.ts computes the facets.
 */
/** The 9 specialties a client filters by (docs/produit.md), with the URL's ids. */
export const SEARCH_SPECIALTIES = [
  { id: 'francaise', label: 'Cuisine française' },
  { id: 'italienne', label: 'Cuisine italienne' },
  { id: 'japonaise', label: 'Cuisine japonaise' },
  { id: 'patisserie', label: 'Pâtisserie' },
  { id: 'vegetarienne', label: 'Cuisine végétarienne' },
  { id: 'mediterraneenne', label: 'Cuisine méditerranéenne' },
  { id: 'asiatique', label: 'Cuisine asiatique' },
  { id: 'boulangerie', label: 'Boulangerie' },
  { id: 'monde', label: 'Cuisine du monde' },
] as const;
export type SearchSpecialtyId = (typeof SEARCH_SPECIALTIES)[number]['id'];

/**
 * Brackets of the price per person a card shows ('À partir de 35 €/pers.': the cheapest
 * service's), in cents (docs/produit.md), half-open: 25 € is in 25–40, 40 € in 40–60.
 */
export const PRICE_BRACKETS = [
  { id: 'moins-25', label: 'Moins de 25 €', min: 0, max: 2500 },
  { id: '25-40', label: '25 € à 40 €', min: 2500, max: 4000 },
  { id: '40-60', label: '40 € à 60 €', min: 4000, max: 6000 },
  { id: 'plus-60', label: '60 € et plus', min: 6000, max: Number.MAX_SAFE_INTEGER },
] as const;
export type PriceBracketId = (typeof PRICE_BRACKETS)[number]['id'];

/** The facets that follow the profile (functions keep them on every edit). */
export interface ProfileFacets {
  /** Search specialty id → true, for those the Kooker answers to. */
  specialty: Partial<Record<SearchSpecialtyId, true>>;
  price: PriceBracketId | null;
  rating30: boolean;
  rating35: boolean;
  rating40: boolean;
  rating45: boolean;
  guests6: boolean;
  guests8: boolean;
}

/** The facets that follow the free slots and the calendar (rebuilt with the availability, daily). */
export interface AvailabilityFacets {
  thisWeek: boolean;
  nextWeek: boolean;
  thisMonth: boolean;
}

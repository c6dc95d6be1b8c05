/**
 * What the guests cannot eat (docs/reservations.md, « Allergies et régimes »): the 14 allergens
 * that EU regulation 1169/2011 (annex II) requires a menu to declare, by their French names, the
 * diets a client can ask for, and the conflict between the two that the booking panel warns of.
 * A service declares the allergens its menu contains; a booking carries what the client ticked.
 */
import { texts } from '../rules/read';

export const ALLERGENS = [
  { id: 'gluten', label: 'Céréales contenant du gluten' },
  { id: 'crustaces', label: 'Crustacés' },
  { id: 'oeufs', label: 'Œufs' },
  { id: 'poissons', label: 'Poissons' },
  { id: 'arachides', label: 'Arachides' },
  { id: 'soja', label: 'Soja' },
  { id: 'lait', label: 'Lait' },
  { id: 'fruits-a-coque', label: 'Fruits à coque' },
  { id: 'celeri', label: 'Céleri' },
  { id: 'moutarde', label: 'Moutarde' },
  { id: 'sesame', label: 'Graines de sésame' },
  { id: 'sulfites', label: 'Anhydride sulfureux et sulfites' },
  { id: 'lupin', label: 'Lupin' },
  { id: 'mollusques', label: 'Mollusques' },
] as const;

export type AllergenId = (typeof ALLERGENS)[number]['id'];
export const ALLERGEN_IDS: readonly AllergenId[] = ALLERGENS.map((allergen) => allergen.id);

/** Known allergen ids read from a document, each once, in the regulation's order. */
export const allergenList = (value: unknown): AllergenId[] => ALLERGEN_IDS.filter((id) => texts(value).includes(id));

export const DIETS = [
  { id: 'vegetarien', label: 'Végétarien' },
  { id: 'vegetalien', label: 'Végétalien' },
  { id: 'sans-porc', label: 'Sans porc' },
  { id: 'halal', label: 'Halal' },
  { id: 'casher', label: 'Casher' },
] as const;

export type DietId = (typeof DIETS)[number]['id'];
export const DIET_IDS: readonly DietId[] = DIETS.map((diet) => diet.id);

/** The client's note to the Kooker about the guests' food, in characters. */
export const DIETARY_NOTE_MAX = 500;

export const isAllergenId = (value: unknown): value is AllergenId => ALLERGEN_IDS.includes(value as AllergenId);
export const isDietId = (value: unknown): value is DietId => DIET_IDS.includes(value as DietId);

const labelOf = new Map<string, string>([...ALLERGENS, ...DIETS].map(({ id, label }) => [id, label]));

/** The French names of allergens or diets, in the regulation's order, for a sentence or a list. */
export function dietaryLabels(ids: readonly string[]): string[] {
  return [...ALLERGENS, ...DIETS].filter(({ id }) => ids.includes(id)).map(({ id }) => labelOf.get(id) ?? id);
}

/** What a service's card says of its menu's allergens. */
export function menuAllergensText(menu: readonly string[]): string {
  return menu.length === 0 ? 'Aucun des 14 allergènes réglementaires' : dietaryLabels(menu).join(', ');
}

/** The refusal of a booking whose menu contains a ticked allergen the client did not confirm. */
export const ALLERGENS_NOT_ACKNOWLEDGED =
  'Le menu de cette prestation contient un allergène que vous avez coché : confirmez que vous l’avez vu avant de réserver.';

/**
 * The allergens the client ticked that the service's menu contains, in the regulation's order:
 * the panel warns of them before 'Réserver', and the booking is refused unless the client
 * confirmed they saw them.
 */
export function allergenConflicts(ticked: readonly string[], menu: readonly string[]): AllergenId[] {
  return ALLERGEN_IDS.filter((id) => ticked.includes(id) && menu.includes(id));
}

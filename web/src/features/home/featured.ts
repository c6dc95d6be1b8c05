/**
 * How many Kookers the home page features (the best-rated published Kookers, docs/produit.md). Its
 * own module: the placeholders need it at first paint, before the query module is loaded.
 */
export const FEATURED_KOOKERS_COUNT = 3;

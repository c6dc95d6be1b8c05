/**
 * How many Kookers the home page features (SPEC.md §5: the best-rated published Kookers). Its
 * own module: the placeholders need it at first paint, before the query module is loaded.
 */
export const FEATURED_KOOKERS_COUNT = 3;

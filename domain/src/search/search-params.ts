/**
 * The French names of the search page's URL parameters (domain/src/search/search-query.ts reads and
 * writes them). On their own, without imports, so that the home page's search box can build a
 * search URL without loading the search rules.
 */
export const SEARCH_PARAMS = {
  text: 'q',
  city: 'ville',
  specialties: 'specialites',
  price: 'prix',
  minRating: 'note',
  availability: 'dispo',
  participants: 'participants',
  sort: 'tri',
  pages: 'pages',
} as const;

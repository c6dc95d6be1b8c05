/** Every route of the app, typed, so a link can never point to a path that does not exist. */
export const paths = {
  home: '/',
  search: '/search',
  kooker: (id: string) => `/kookers/${encodeURIComponent(id)}`,
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  settings: '/settings',
  kookerSettings: '/kooker-settings',
  booking: (id: string) => `/reservations/${encodeURIComponent(id)}`,
  notFound: '/404',
} as const;

/** Route patterns, as the router matches them. */
export const routePatterns = {
  kooker: '/kookers/:id',
} as const;

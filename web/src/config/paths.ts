import type { StepId } from '@kookers/domain/kookers';

/**
 * The tabs of 'Mon profil' besides the personal information, as the `onglet` parameter of
 * /settings names them: those that list bookings and reviews (web/src/app/routes/settings.tsx
 * composes them), and 'Compte' (the address, the password, the member's data, the deletion).
 */
export const ACCOUNT_TABS = {
  history: 'historique',
  reviews: 'avis',
  received: 'reservations-recues',
  /** A Kooker's balance, payouts, payout account, statements and invoices. */
  earnings: 'revenus',
  account: 'compte',
} as const;

type AccountTabId = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS];

/** Every route of the app, typed, so a link can never point to a path that does not exist. */
export const paths = {
  home: '/',
  search: '/search',
  kooker: (id: string) => `/kookers/${encodeURIComponent(id)}`,
  /** « Demander une offre » to a Kooker (docs/reservations.md): signed in and verified. */
  offerRequest: (kookerId: string) => `/kookers/${encodeURIComponent(kookerId)}/demande`,
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  /** « Mentions légales » (docs/produit.md). */
  legalNotice: '/legal',
  /** « Conditions générales de vente »: the contract of a booking (docs/produit.md). */
  termsOfSale: '/terms-of-sale',
  /** « Comment les résultats sont classés » (docs/produit.md, domain/src/search/). */
  ranking: '/ranking',
  /** « Comment fonctionnent les avis » (docs/produit.md). */
  reviewsPolicy: '/reviews-policy',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  settings: '/settings',
  /** `/settings?onglet=historique`: one tab of 'Mon profil'. */
  settingsTab: (tab: AccountTabId) => `/settings?onglet=${tab}`,
  kookerSettings: '/kooker-settings',
  /**
   * `/kooker-settings?etape=identity`: the Kooker's profile opened at one step (ONBOARDING_STEPS,
   * domain/src/kookers/onboarding.ts), such as « Statut, téléphone et assurance », where a new phone is verified.
   */
  kookerSettingsStep: (step: StepId) => `/kooker-settings?etape=${step}`,
  booking: (id: string) => `/reservations/${encodeURIComponent(id)}`,
  /** The conversations of the signed-in user (docs/messagerie.md). */
  messages: '/messages',
  /** One conversation, by its id `{clientId}_{kookerId}` (conversationIdOf, domain/src/messaging/messaging.ts). */
  conversation: (id: string) => `/messages/${encodeURIComponent(id)}`,
  notFound: '/404',
} as const;

/**
 * Everything the browser loads from anyone else than Kookers and its host, in production: one
 * list, which the privacy page names (web/src/app/routes/privacy.tsx) and the
 * Content-Security-Policy of firebase.json allows, nothing more (its test:
 * scripts/deploy/third-parties.test.ts; docs/decisions/011-hosting-security.md).
 */

/** The directives of the policy a third party is allowed in. */
export type SourceDirective = 'script-src' | 'frame-src' | 'connect-src';

export interface ThirdParty {
  id: string;
  name: string;
  /** Who runs it. */
  operator: string;
  /** What it is for, and the only place it is loaded. */
  purpose: string;
  where: string;
  /** The cookies it may set, as its publisher documents them; none of them advertising or audience measurement. */
  cookies: string;
  privacyPolicy: string;
  /** The sources of the policy it needs, per directive. */
  sources: Partial<Record<SourceDirective, readonly string[]>>;
}

export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    id: 'stripe',
    name: 'Stripe',
    operator: 'Stripe Payments Europe, Limited, en Irlande',
    purpose: 'le formulaire de carte bancaire et la vérification 3-D Secure : les numéros de carte vont directement à Stripe',
    where: 'à l’étape de paiement d’une réservation, et seulement là',
    cookies:
      'Stripe peut y déposer des cookies de prévention de la fraude (__stripe_mid, __stripe_sid), strictement nécessaires à la sécurité du paiement',
    privacyPolicy: 'https://stripe.com/fr/privacy',
    sources: {
      'script-src': ['https://js.stripe.com'],
      // 3-D Secure opens in hooks.stripe.com (docs/decisions/017-paiements-par-carte.md).
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
    },
  },
  {
    id: 'recaptcha',
    name: 'Google reCAPTCHA',
    operator: 'Google Ireland Limited, en Irlande',
    purpose: 'vérifier qu’une personne, et non un robot, demande l’envoi d’un code par SMS',
    where: 'quand un Kooker vérifie son numéro de téléphone, et seulement là',
    cookies: 'Google peut y déposer un cookie de sécurité (_GRECAPTCHA), strictement nécessaire à cette vérification',
    privacyPolicy: 'https://policies.google.com/privacy?hl=fr',
    sources: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/'],
    },
  },
];

/**
 * The services of the platform itself, which the app calls on every page: Firebase
 * Authentication, Firestore and the functions (their host: Google, HOST in ./company.ts).
 */
export const PLATFORM_CONNECT_SOURCES = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://*.cloudfunctions.net',
] as const;

/** The third parties' sources of one directive, in the order of THIRD_PARTIES. */
export function thirdPartySources(directive: SourceDirective): string[] {
  return THIRD_PARTIES.flatMap((party) => party.sources[directive] ?? []);
}

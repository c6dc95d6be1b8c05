/**
 * The values a report is made of (domain/src/operations/reports.ts), apart from its form's schema:
 * the data seam reads reports with them (domain/src/operations/model.ts), and every page that
 * reads Firestore through the seam would otherwise download yup with it
 * (docs/decisions/002-bundle-budget.md).
 */

export const REPORT_KINDS = ['message', 'profile', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  { value: 'contact', label: 'Propose de payer ou de se contacter hors de Kookers' },
  { value: 'offensive', label: 'Propos injurieux, haineux ou harcèlement' },
  { value: 'fake', label: 'Faux profil, faux avis ou tromperie' },
  { value: 'spam', label: 'Publicité ou spam' },
  { value: 'other', label: 'Autre raison' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** What a report's target is when it comes in, noted by the functions for the operators (docs/exploitation.md). */
export type ReportTargetStatus = 'published' | 'unpublished' | 'suspended' | 'hidden' | 'missing';

/** The same, as the operators read it in the console. */
export const REPORT_TARGET_NOTES: Record<ReportTargetStatus, string> = {
  published: 'Visible de tous au moment du signalement.',
  unpublished: 'Ce profil n’est pas publié (brouillon ou en pause) : personne d’autre que son Kooker ne le voit.',
  suspended: 'Ce profil est suspendu par l’équipe Kookers : il n’est plus publié.',
  hidden: 'Cet avis est déjà masqué par l’équipe Kookers (hiddenReviews).',
  missing: 'Introuvable au moment du signalement : l’identifiant ne désigne aucun contenu (supprimé, ou jamais existé).',
};

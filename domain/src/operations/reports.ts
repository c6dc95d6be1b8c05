/**
 * Reports to the operators (docs/messagerie.md « Signaler », docs/exploitation.md
 * « Signalements »): a message, a Kooker's profile or a review, with a reason from a short list
 * and a text; one report per item and user (its id says which); read in the console only.
 */
import { object, string } from 'yup';

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

export const REPORT_TEXT_MAX = 1000;

/** One report per item and user: the same id each time, which the rules let be written once. */
export function reportIdOf(kind: ReportKind, itemId: string, reporterId: string): string {
  return `${kind}_${itemId}_${reporterId}`;
}

export const reportSchema = object({
  reason: string()
    .required('Choisissez une raison.')
    .oneOf(
      REPORT_REASONS.map((reason) => reason.value),
      'Choisissez une raison.',
    ),
  text: string().trim().default('').max(REPORT_TEXT_MAX, `Votre message ne peut pas dépasser ${REPORT_TEXT_MAX} caractères.`),
});

export const REPORT_SENT = 'Merci : votre signalement a été transmis à l’équipe Kookers, qui le lira rapidement.';
export const REPORT_ALREADY = 'Vous avez déjà signalé ce contenu : l’équipe Kookers l’examine.';

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

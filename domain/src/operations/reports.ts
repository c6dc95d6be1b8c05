/**
 * Reports to the operators (docs/messagerie.md « Signaler », docs/exploitation.md
 * « Signalements »): a message, a Kooker's profile or a review, with a reason from a short list
 * and a text; one report per item and user (its id says which); read in the console only.
 */
import { object, string } from 'yup';
import { REPORT_REASONS, type ReportKind } from './report-values';

export * from './report-values';

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

/**
 * « Signaler un problème » (docs/argent.md): the client of a service that ended may report a
 * problem within EARNINGS_HELD_HOURS of its end, while the Kooker's share is held; the Kooker
 * answers; the operators decide. The window is the domain's constant; this rule would sit beside
 * bookingActions (domain/src/booking/booking-machine.ts) once the domain states it.
 */
import { COMPLAINT_REASONS, type Booking, type Complaint, type ComplaintReason, type Permission } from '@kookers/domain/booking';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { mixed, object, string, type InferType } from 'yup';
import type { Viewer } from './booking-format';

/** The longest complaint or answer the forms take. */
export const COMPLAINT_TEXT_MAX = 1000;

/** When the client's window to report a problem with a service ending at `endAt` closes. */
export const complaintWindowEnd = (endAt: Date): Date => new Date(endAt.getTime() + EARNINGS_HELD_HOURS * 60 * 60 * 1000);

/** Whether `viewer` may report a problem with the booking at `now`, and until when. */
export function complaintPermission(
  booking: Pick<Booking, 'status' | 'endAt' | 'complaint'>,
  viewer: Viewer,
  now: Date,
): Permission<{ until: Date }> {
  if (viewer !== 'client') return { allowed: false, reason: 'Seul le client signale un problème sur une prestation.' };
  if (booking.complaint) return { allowed: false, reason: 'Un problème a déjà été signalé sur cette prestation.' };
  const endAt = booking.endAt?.toDate();
  if (booking.status !== 'completed' || !endAt)
    return { allowed: false, reason: 'Un problème se signale une fois la prestation terminée.' };
  const until = complaintWindowEnd(endAt);
  if (now.getTime() > until.getTime())
    return { allowed: false, reason: `Un problème se signale dans les ${EARNINGS_HELD_HOURS} h qui suivent la fin de la prestation.` };
  return { allowed: true, until };
}

/** The reasons a client chooses from, in the domain's order and words. */
export const COMPLAINT_REASON_OPTIONS = (Object.keys(COMPLAINT_REASONS) as ComplaintReason[]).map((value) => ({
  value,
  label: COMPLAINT_REASONS[value],
}));

const text = (required: string) => string().trim().required(required).max(COMPLAINT_TEXT_MAX, `${COMPLAINT_TEXT_MAX} caractères au plus.`);

/** The « Signaler un problème » form. */
export const complaintFormSchema = object({
  reason: mixed<ComplaintReason>()
    .oneOf(
      COMPLAINT_REASON_OPTIONS.map((option) => option.value),
      'Choisissez ce qui s’est passé.',
    )
    .required('Choisissez ce qui s’est passé.'),
  text: text('Décrivez le problème en quelques mots.'),
});
/** The form's values: no reason chosen at first. */
export interface ComplaintFormValues {
  reason: ComplaintReason | '';
  text: string;
}

/** The Kooker's answer to a complaint. */
export const complaintAnswerSchema = object({ answer: text('Écrivez votre réponse.') });
export type ComplaintAnswerForm = InferType<typeof complaintAnswerSchema>;

/** Where a complaint stands, as each side reads it. */
export function complaintStatusText(status: Complaint['status'], viewer: Viewer): string {
  if (status === 'open')
    return viewer === 'client'
      ? 'En cours d’examen par l’équipe Kookers, qui vous répondra par e-mail.'
      : 'En cours d’examen par l’équipe Kookers : votre rémunération pour cette prestation attend sa décision.';
  if (status === 'released')
    return viewer === 'client'
      ? 'Examiné : l’équipe Kookers n’a pas retenu de remboursement.'
      : 'Examiné : l’équipe Kookers a confirmé votre rémunération.';
  return viewer === 'client'
    ? 'Examiné : l’équipe Kookers vous rembourse (voir « Paiements »).'
    : 'Examiné : l’équipe Kookers a remboursé le client.';
}

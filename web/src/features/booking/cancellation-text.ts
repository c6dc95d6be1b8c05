import { cancellationSchedule } from '@kookers/domain/cancellation-policy';
import { formatCents } from '@kookers/domain/money';
import type { RefundPreview } from '@kookers/domain/refunds';
import { formatParisMoment } from './booking-format';

/**
 * What the cancellation policy means for a booking starting at `startAt`, seen at `now`, with
 * its dates: "Annulation gratuite jusqu’au samedi 12 décembre à 10:00 ; remboursement de 50 %
 * jusqu’au jeudi 17 décembre à 10:00 ; ensuite, plus d’annulation."
 */
export function cancellationPolicyText(startAt: Date, now: Date): string {
  const schedule = cancellationSchedule(startAt, now);
  const parts: string[] = [];
  if (schedule.fullRefundUntil) parts.push(`annulation gratuite jusqu’au ${formatParisMoment(schedule.fullRefundUntil)}`);
  if (schedule.partialRefundUntil) {
    parts.push(`remboursement de ${schedule.partialRefundPercent}\u00a0% jusqu’au ${formatParisMoment(schedule.partialRefundUntil)}`);
  }
  const sentence =
    parts.length === 0 ? 'non annulable : la prestation commence dans moins de 48 h' : [...parts, 'ensuite, plus d’annulation'].join(' ; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** "Vous serez remboursé de 45 € (50 %)." — or why the cancellation is refused. */
export function refundText(preview: RefundPreview): string {
  if (!preview.allowed) return preview.reason;
  // A no-break space keeps "50 %" on one line, as French typography wants.
  return `Vous serez remboursé de ${formatCents(preview.refund)} (${preview.percent}\u00a0%).`;
}

import { formatCents, type BookingTerms, type RefundPreview } from '@kookers/domain/money';

// Written once for the screens and the emails.
export { cancellationPolicyText } from '@kookers/domain/booking';

/** "Vous serez remboursé de 45 € (50 %)." — or why the cancellation is refused. */
export function refundText(preview: RefundPreview): string {
  if (!preview.allowed) return preview.reason;
  // A no-break space keeps "50 %" on one line, as French typography wants.
  return `Vous serez remboursé de ${formatCents(preview.refund)} (${preview.percent}\u00a0%).`;
}

/** A share of a sum in words: "la moitié", or "40 %". */
const shareText = (percent: number) => (percent === 50 ? 'la moitié' : `${percent}\u00a0%`);

/**
 * The late tier of a refund (docs/argent.md), built from the terms the booking was made under
 * (terms.ts): "Entre 7 jours et 48 h avant la prestation, la moitié du montant est remboursée." —
 * `of` says of what.
 */
export function lateRefundNote(of: string, terms: BookingTerms): string {
  return `Entre ${terms.fullRefundMinDays} jours et ${terms.clientDeadlineHours} h avant la prestation, ${shareText(terms.refundPercent.late)} ${of} est remboursée.`;
}

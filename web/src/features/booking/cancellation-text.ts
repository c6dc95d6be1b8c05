import { formatCents, type RefundPreview } from '@kookers/domain/booking';

// Written once for the screens and the emails.
export { cancellationPolicyText } from '@kookers/domain/booking';

/** "Vous serez remboursé de 45 € (50 %)." — or why the cancellation is refused. */
export function refundText(preview: RefundPreview): string {
  if (!preview.allowed) return preview.reason;
  // A no-break space keeps "50 %" on one line, as French typography wants.
  return `Vous serez remboursé de ${formatCents(preview.refund)} (${preview.percent}\u00a0%).`;
}

/**
 * What must always be true of a booking's money (docs/argent.md, « Le registre (ledger) et les
 * statuts »), as one check: every money test asks it of every booking it touched, and an operator
 * may ask it of a booking corrected by hand. Pure; says each broken rule in French.
 */
import type { BookingMoney, LedgerEntry } from './booking-money';

const sum = (booking: Pick<BookingMoney, 'ledger'>, type: LedgerEntry['type']) =>
  booking.ledger.filter((entry) => entry.type === type).reduce((total, entry) => total + entry.amount, 0);

/**
 * The broken rules of a booking's amounts, ledger and statuses; empty when all hold. Entries count
 * once decided, whatever their state with the processor — but a refund or a transfer refused for
 * good (no next attempt) is a breach: that money is owed and nothing will move it.
 */
export function ledgerProblems(booking: Pick<BookingMoney, 'amounts' | 'ledger' | 'payment' | 'payout' | 'status'>): string[] {
  const { total, refund, commission, kookerPayout } = booking.amounts;
  const problems: string[] = [];
  const amounts = [total, refund, commission, kookerPayout];
  if (!amounts.every((amount) => Number.isInteger(amount) && amount >= 0))
    problems.push(`Montants négatifs ou non entiers : ${amounts.join(', ')}.`);
  if (booking.ledger.some((entry) => !Number.isInteger(entry.amount) || entry.amount <= 0))
    problems.push('Chaque écriture du registre est un montant entier positif.');
  // A refund or a transfer refused for good moves no money and will not: the client or the
  // Kooker is owed it until an operator acts (a claw-back refused becomes what the Kooker owes).
  for (const entry of booking.ledger)
    if ((entry.type === 'refund' || entry.type === 'payout') && entry.state === 'failed' && entry.nextAttemptAt === null)
      problems.push(
        `${entry.type === 'refund' ? 'Un remboursement' : 'Un virement au Kooker'} de ${entry.amount} centimes a été refusé sans nouvel essai : ${entry.failure ?? 'motif inconnu'}`,
      );
  const payments = booking.ledger.filter((entry) => entry.type === 'payment');
  if (payments.length !== 1 || payments[0]?.amount !== total) problems.push('Le registre doit porter un seul paiement, égal au total.');
  const paymentSucceeded = payments[0]?.state === 'succeeded';
  if (booking.status === 'awaiting-payment' || (booking.status === 'expired' && !paymentSucceeded)) {
    // Nothing was taken: nothing else may move.
    if (paymentSucceeded) problems.push('Paiement réussi, mais la réservation attend encore son paiement.');
    if (booking.ledger.length !== 1) problems.push('Rien n’a été payé : le registre ne porte que le paiement demandé.');
    const expected = booking.status === 'expired' ? 'abandoned' : 'pending';
    if (booking.payment.status !== expected) problems.push(`Statut du paiement ${booking.payment.status}, attendu ${expected}.`);
    if (booking.payout.status !== 'pending') problems.push(`Versement ${booking.payout.status} sur une réservation non payée.`);
    return problems;
  }
  if (!paymentSucceeded) problems.push('Le paiement de la réservation n’a pas réussi.');
  if (total !== refund + commission + kookerPayout)
    problems.push(`total ≠ remboursé + commission + Kooker : ${total} ≠ ${refund} + ${commission} + ${kookerPayout}.`);
  if (sum(booking, 'refund') !== refund)
    problems.push(`Les remboursements du registre (${sum(booking, 'refund')}) ≠ remboursé (${refund}).`);
  const paidOut = sum(booking, 'payout') - sum(booking, 'clawback');
  const released = booking.payout.status === 'released';
  if (paidOut !== (released ? kookerPayout : 0))
    problems.push(`Versé au Kooker moins repris (${paidOut}) ≠ ${released ? `sa part (${kookerPayout})` : '0 (rien de versé)'}.`);
  // What the client paid is what went back, what the Kooker kept and what the platform kept.
  const settled = booking.status !== 'confirmed';
  if (settled && released && total - sum(booking, 'refund') - paidOut !== commission)
    problems.push(`Paiement − remboursements − part du Kooker (${total - sum(booking, 'refund') - paidOut}) ≠ commission (${commission}).`);
  const paymentStatus = refund === 0 ? 'paid' : refund === total ? 'refunded' : 'partially-refunded';
  if (booking.payment.status !== paymentStatus) problems.push(`Statut du paiement ${booking.payment.status}, attendu ${paymentStatus}.`);
  if (refund === total && (kookerPayout !== 0 || commission !== 0))
    problems.push('Tout remboursé, mais le Kooker ou la plateforme garde quelque chose.');
  const earnedStatuses = kookerPayout > 0 ? ['held', 'available', 'released'] : ['cancelled', 'released'];
  const payoutStatus = booking.status === 'confirmed' ? ['pending'] : booking.status === 'expired' ? ['pending'] : earnedStatuses;
  if (!payoutStatus.includes(booking.payout.status))
    problems.push(`Versement ${booking.payout.status} pour une réservation ${booking.status}, attendu ${payoutStatus.join(' ou ')}.`);
  return problems;
}

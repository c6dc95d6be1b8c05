/**
 * How the booking page names each movement of the ledger and where it stands with the processor
 * (docs/argent.md, « Le registre »; docs/decisions/017-paiements-par-carte.md): asked
 * (`requested`), done (`succeeded`, with its date), or refused — then tried again at
 * `nextAttemptAt`, or not.
 */
import type { LedgerEntry } from '@kookers/domain/money';
import { formatParisMoment } from './booking-format';

export const LEDGER_LABELS: Record<LedgerEntry['type'], string> = {
  payment: 'Paiement du client',
  refund: 'Remboursement au client',
  payout: 'Versement au Kooker',
  clawback: 'Reprise sur le versement au Kooker',
};

export interface LedgerEntryState {
  /** « Payé le mardi 1 décembre à 10:30 », « Échec, nouvel essai le … ». */
  text: string;
  tone: 'pending' | 'done' | 'failed';
  /** Why it failed, in French, when it did. */
  detail: string | null;
}

type EntryState = Pick<LedgerEntry, 'type' | 'state' | 'settledAt' | 'nextAttemptAt' | 'failure'>;

const WORDS: Record<LedgerEntry['type'], { requested: string; succeeded: string; failed: string }> = {
  payment: { requested: 'Paiement en attente', succeeded: 'Payé', failed: 'Non abouti' },
  refund: { requested: 'Remboursement en cours', succeeded: 'Remboursé', failed: 'Échec' },
  payout: { requested: 'Virement en cours', succeeded: 'Viré', failed: 'Échec' },
  // A claw-back the Kooker's account cannot cover is not tried again: it becomes what they owe.
  clawback: { requested: 'Reprise en cours', succeeded: 'Repris', failed: 'Non reprise : montant dû par le Kooker' },
};

/** Where a movement stands, in French. */
export function ledgerEntryState(entry: EntryState): LedgerEntryState {
  const words = WORDS[entry.type];
  if (entry.state === 'requested') return { text: words.requested, tone: 'pending', detail: null };
  if (entry.state === 'succeeded') {
    const when = entry.settledAt ? ` le ${formatParisMoment(entry.settledAt.toDate())}` : '';
    return { text: `${words.succeeded}${when}`, tone: 'done', detail: null };
  }
  const retry = entry.nextAttemptAt ? `, nouvel essai le ${formatParisMoment(entry.nextAttemptAt.toDate())}` : '';
  return { text: `${words.failed}${retry}`, tone: 'failed', detail: entry.failure };
}

/**
 * Whether the client may download the entry's receipt: a payment or a refund, except a payment that
 * never went through (the booking expired unpaid: no money moved).
 */
export const hasReceipt = (entry: Pick<LedgerEntry, 'type' | 'state'>): boolean =>
  entry.type === 'refund' || (entry.type === 'payment' && entry.state !== 'failed');

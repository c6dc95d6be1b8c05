/**
 * The daily reconciliation (docs/decisions/017-paiements-par-carte.md, « Rapprochement quotidien »;
 * docs/exploitation.md, « Le rapprochement »): every movement the processor made during a Paris day
 * is matched with the ledger entry, or the payout, that names it (`reference` = the processor's
 * object id), and every entry or payout settled that day with the processor's object. What differs
 * — a movement nobody recorded, a recorded one the processor never made, another amount, another
 * state —, and every booking the day touched whose ledger breaks what must always hold
 * (ledgerProblems: a refund refused for good…), is written in `reconciliations/{day}` and logged
 * as an error; a day without difference is written clean. Running it again rewrites the same day.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Booking } from '@kookers/domain/booking';
import { ledgerProblems, type LedgerEntry, type LedgerState, type Payout, type ReconciliationDifference } from '@kookers/domain/money';
import { addDays, parisDateOf, parisInstant } from '@kookers/domain/rules';
import { collectionOf, documentOf } from '../shared/db';
import { processor } from './adapter';
import type { ProcessorRecord, ProcessorState } from './processor';

/** How far before the day the processor's objects are read to match the day's entries: a refund settled today may have been asked days ago. */
const LOOKBACK_DAYS = 7;

/** The Paris day before `now`, as [from, to) and its `yyyy-MM-dd`. */
function dayBefore(now: Date): { day: string; from: Date; to: Date } {
  const day = addDays(parisDateOf(now), -1);
  const from = parisInstant(day, '00:00');
  const to = parisInstant(addDays(day, 1), '00:00');
  if (!from || !to) throw new Error(`Jour introuvable : ${day}`);
  return { day, from, to };
}

/** A ledger entry or a payout, on the ledger's side. */
interface Recorded {
  reference: string;
  bookingId: string;
  amount: number;
  state: LedgerState;
  /** The entry's key (or the payout's), to name it when the processor has no object. */
  key: string;
  label: string;
}

const TYPE_LABEL: Record<LedgerEntry['type'], string> = {
  payment: 'paiement',
  refund: 'remboursement',
  payout: 'virement au Kooker',
  clawback: 'reprise au Kooker',
};

/** The processor's states read as the ledger's: pending and 3-D Secure are still `requested`. */
const asLedgerState = (state: ProcessorState): LedgerState =>
  state === 'succeeded' ? 'succeeded' : state === 'failed' || state === 'canceled' ? 'failed' : 'requested';

const euros = (cents: number | null) => (cents === null ? '—' : `${(cents / 100).toFixed(2).replace('.', ',')} €`);

const within = (stamp: { toMillis(): number } | null, from: Date, to: Date) =>
  stamp !== null && stamp.toMillis() >= from.getTime() && stamp.toMillis() < to.getTime();

function entryOf(booking: Booking, entry: LedgerEntry): Recorded {
  return {
    reference: entry.reference,
    bookingId: booking.id,
    amount: entry.amount,
    state: entry.state,
    key: entry.key,
    label: `${TYPE_LABEL[entry.type]} de la réservation ${booking.id}`,
  };
}

function payoutOf(payout: Payout): Recorded {
  return {
    reference: payout.reference,
    bookingId: '',
    amount: payout.amount,
    state: payout.state,
    key: payout.key,
    label: `versement ${payout.id}`,
  };
}

/**
 * Compares the ledger and the processor for the Paris day before `now`, or for an explicit
 * [from, to) window (the demo and the tests run it on today), written under the window's first
 * Paris day. Resolves with what it wrote.
 */
export async function reconcilePayments(
  db: Firestore,
  now: Date,
  window?: { from: Date; to: Date },
): Promise<{ day: string; compared: number; differences: ReconciliationDifference[] }> {
  const { day, from, to } = window ? { ...window, day: parisDateOf(window.from) } : dayBefore(now);
  const lookback = new Date(from.getTime() - LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  const records = await processor().listRecords(lookback, to);
  const inDay = (record: ProcessorRecord) => record.created.getTime() >= from.getTime() && record.created.getTime() < to.getTime();

  // The ledger's side: bookings written since the day began (a settled entry writes its booking),
  // and those the day's processor objects name; the payouts requested or settled that day.
  const bookings = new Map<string, Booking>();
  for (const doc of (await collectionOf(db, 'bookings').where('updatedAt', '>=', Timestamp.fromDate(from)).get()).docs)
    bookings.set(doc.id, doc.data());
  const named = [...new Set(records.filter(inDay).map((record) => record.metadata.bookingId ?? ''))].filter(
    (id) => id && !bookings.has(id),
  );
  if (named.length > 0)
    for (const snapshot of await db.getAll(...named.map((id) => documentOf(db, 'bookings', id)))) {
      const booking = snapshot.data() as Booking | undefined;
      if (booking) bookings.set(booking.id, booking);
    }
  const payouts = new Map<string, Payout>();
  const [requested, settled] = await Promise.all(
    (['requestedAt', 'settledAt'] as const).map((field) =>
      collectionOf(db, 'payouts').where(field, '>=', Timestamp.fromDate(from)).where(field, '<', Timestamp.fromDate(to)).get(),
    ),
  );
  for (const doc of [...(requested?.docs ?? []), ...(settled?.docs ?? [])]) payouts.set(doc.id, doc.data());
  const namedPayouts = [...new Set(records.filter(inDay).map((record) => record.metadata.payoutId ?? ''))].filter(
    (id) => id && !payouts.has(id),
  );
  if (namedPayouts.length > 0)
    for (const snapshot of await db.getAll(...namedPayouts.map((id) => documentOf(db, 'payouts', id)))) {
      const payout = snapshot.data() as Payout | undefined;
      if (payout) payouts.set(payout.id, payout);
    }

  const byReference = new Map<string, Recorded>();
  const ofTheDay: Recorded[] = [];
  for (const booking of bookings.values())
    for (const entry of booking.ledger) {
      const recorded = entryOf(booking, entry);
      if (entry.reference) byReference.set(entry.reference, recorded);
      if (within(entry.settledAt ?? entry.at, from, to)) ofTheDay.push(recorded);
    }
  for (const payout of payouts.values()) {
    const recorded = payoutOf(payout);
    if (payout.reference) byReference.set(payout.reference, recorded);
    if (within(payout.settledAt ?? payout.requestedAt, from, to)) ofTheDay.push(recorded);
    // What the Kooker owed, taken back from the payout's transfers (balance.ts).
    for (const reversal of payout.netting.filter((entry) => entry.reference !== ''))
      byReference.set(reversal.reference, {
        ...recorded,
        reference: reversal.reference,
        amount: reversal.amount,
        state: reversal.state,
        label: `reprise de ce que devait le Kooker (versement ${payout.id})`,
      });
  }

  const differences: ReconciliationDifference[] = [];
  const compared = new Set<string>();
  const recordsById = new Map(records.map((record) => [record.objectId, record]));
  for (const record of records.filter(inDay)) {
    compared.add(record.objectId);
    const recorded = byReference.get(record.objectId);
    const processorState = asLedgerState(record.state);
    if (!recorded) {
      // An attempt refused, or a payment never confirmed, moved no money: the entry's next attempt has its own object.
      if (processorState !== 'failed' && !(record.kind === 'payment' && record.state !== 'succeeded'))
        differences.push({
          kind: 'missing-in-ledger',
          reference: record.objectId,
          bookingId: record.metadata.bookingId ?? '',
          ledgerAmount: null,
          processorAmount: record.amount,
          ledgerState: null,
          processorState: record.state,
          detail: `Le prestataire a un mouvement (${record.kind}, ${euros(record.amount)}, ${record.state}) qu’aucune écriture du registre ne nomme.`,
        });
      continue;
    }
    differences.push(...compare(recorded, record));
  }
  for (const recorded of ofTheDay) {
    const key = recorded.reference || recorded.key;
    if (compared.has(key)) continue;
    compared.add(key);
    const record = recorded.reference ? recordsById.get(recorded.reference) : undefined;
    if (record) {
      differences.push(...compare(recorded, record));
      continue;
    }
    // Asked and never answered, or settled without the processor: only a movement the ledger says was made must be there.
    if (recorded.state !== 'succeeded' || (recorded.reference === '' && recorded.amount === 0)) continue;
    differences.push({
      kind: 'missing-at-processor',
      reference: key,
      bookingId: recorded.bookingId,
      ledgerAmount: recorded.amount,
      processorAmount: null,
      ledgerState: recorded.state,
      processorState: null,
      detail: `Le registre dit réussi le ${recorded.label} (${euros(recorded.amount)}), que le prestataire n’a pas.`,
    });
  }

  // What must always hold of a booking's money, asked of every booking the day touched.
  for (const booking of bookings.values())
    for (const problem of ledgerProblems(booking))
      differences.push({
        kind: 'invariant',
        reference: booking.id,
        bookingId: booking.id,
        ledgerAmount: null,
        processorAmount: null,
        ledgerState: null,
        processorState: null,
        detail: `Réservation ${booking.id} : ${problem}`,
      });

  await documentOf(db, 'reconciliations', day)
    .withConverter(null)
    .set({
      from: Timestamp.fromDate(from),
      to: Timestamp.fromDate(to),
      compared: compared.size,
      differences,
      clean: differences.length === 0,
      ranAt: Timestamp.fromDate(now),
    });
  for (const difference of differences) logger.error(`Rapprochement du ${day} : ${difference.detail}`, { day, ...difference });
  return { day, compared: compared.size, differences };
}

/** The differences of one movement both sides know: its amount, its state. */
function compare(recorded: Recorded, record: ProcessorRecord): ReconciliationDifference[] {
  const base = {
    reference: record.objectId,
    bookingId: recorded.bookingId,
    ledgerAmount: recorded.amount,
    processorAmount: record.amount,
    ledgerState: recorded.state,
    processorState: record.state,
  };
  const differences: ReconciliationDifference[] = [];
  if (recorded.amount !== record.amount)
    differences.push({
      ...base,
      kind: 'amount',
      detail: `Le ${recorded.label} vaut ${euros(recorded.amount)} au registre et ${euros(record.amount)} chez le prestataire.`,
    });
  if (recorded.state !== asLedgerState(record.state))
    differences.push({
      ...base,
      kind: 'state',
      detail: `Le ${recorded.label} est « ${recorded.state} » au registre et « ${record.state} » chez le prestataire.`,
    });
  return differences;
}

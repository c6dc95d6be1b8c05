/**
 * The operators' console contract (docs/exploitation.md, « Agir depuis la console »): the fields
 * an operator sets in the Firebase console, read strictly here (a wrong value changes nothing and
 * is explained in `operatorLog`), and the money rule of a refund decided by the platform
 * (docs/argent.md, « Remboursement décidé par Kookers »). Pure: the functions' triggers read the
 * documents and write what these return.
 */
import { formatCents, splitKept } from '../money/money';

/** What the operator wrote, once checked, or why it changes nothing (a French sentence for the log). */
export type Checked<T> = { ok: true; value: T } | { ok: false; detail: string };

/** The longest reason an operator may type: it is shown to the parties. */
export const OPERATOR_REASON_MAX = 500;

const REFUSED = {
  notAMap: (field: string) => `Le champ ${field} doit être une map (type « map » dans la console).`,
  reason: `Le champ reason doit être un texte de 1 à ${OPERATOR_REASON_MAX} caractères : il est montré aux personnes concernées.`,
  percent: 'Le champ refundPercent doit être un nombre entier de 0 à 100 (type « number », sans virgule).',
} as const;

function reasonOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const reason = value.trim();
  return reason.length > 0 && reason.length <= OPERATOR_REASON_MAX ? reason : null;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `kookers/{id}.suspension`: `{ reason }`, the reason the Kooker reads on their profile. */
export interface Suspension {
  reason: string;
}

export function readSuspension(value: unknown): Checked<Suspension> {
  if (!isMap(value)) return { ok: false, detail: REFUSED.notAMap('suspension') };
  const reason = reasonOf(value.reason);
  return reason ? { ok: true, value: { reason } } : { ok: false, detail: REFUSED.reason };
}

/** `bookings/{id}.operatorCancellation`: `{ reason, refundPercent }`. */
export interface OperatorCancellation {
  reason: string;
  /** Percent of what the client still paid that goes back to them, an integer from 0 to 100. */
  refundPercent: number;
}

export function readOperatorCancellation(value: unknown): Checked<OperatorCancellation> {
  if (!isMap(value)) return { ok: false, detail: REFUSED.notAMap('operatorCancellation') };
  const reason = reasonOf(value.reason);
  if (!reason) return { ok: false, detail: REFUSED.reason };
  const percent = value.refundPercent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100)
    return { ok: false, detail: REFUSED.percent };
  return { ok: true, value: { reason, refundPercent: percent } };
}

/** What a booking holds, for a refund decided by the platform. */
export interface SettledAmounts {
  total: number;
  /** Cents already given back (fewer participants, a cancellation). */
  refund: number;
  commission: number;
  kookerPayout: number;
}

export interface PlatformSettlement {
  /** Cents given back to the client now. */
  refund: number;
  /** Cents taken back from the Kooker's payout already released (0 while it is not). */
  clawback: number;
  /** The booking's amounts after it: `total = refund + commission + kookerPayout` still holds. */
  amounts: SettledAmounts;
}

/**
 * The money of a refund decided by the platform (docs/argent.md): `percent` of what the client
 * still paid (`total − refund`) goes back to them, rounded down to the cent like every refund
 * (the client never gets a cent more than the percent); what is kept is split again into the
 * commission (the booking's percent, half up: terms.ts) and the Kooker's share. While the payout is not released
 * (`payoutReleased` false: a booking still to come), the new share is simply what will be paid.
 * Once released (after the service, or a cancellation that paid the Kooker), the share can only
 * go down, by what the split of what is kept loses: that is the claw-back, taken back from the
 * Kooker; the commission is what remains.
 */
export function platformSettlement(
  amounts: SettledAmounts,
  percent: number,
  payoutReleased: boolean,
  commissionPercent: number,
): PlatformSettlement {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`Pourcentage invalide : ${percent}`);
  const paid = amounts.total - amounts.refund;
  if (!Number.isInteger(paid) || paid < 0) throw new RangeError(`Montants invalides : ${JSON.stringify(amounts)}`);
  const refund = Math.floor((paid * percent) / 100);
  const kept = paid - refund;
  const split = splitKept(kept, commissionPercent);
  // Once paid, the Kooker bears what their share of the split loses, taken from what they were
  // really paid (a booking corrected by hand may not hold the split): 0 % changes nothing.
  const kookerPayout = payoutReleased
    ? Math.max(0, amounts.kookerPayout - (splitKept(paid, commissionPercent).kookerPayout - split.kookerPayout))
    : split.kookerPayout;
  return {
    refund,
    clawback: payoutReleased ? amounts.kookerPayout - kookerPayout : 0,
    amounts: { total: amounts.total, refund: amounts.refund + refund, commission: kept - kookerPayout, kookerPayout },
  };
}

/**
 * Why a settlement may not be applied, in French for the operators' log, or null: the split
 * assumes the booking's amounts are the domain's; one corrected by hand (docs/exploitation.md,
 * « Rembourser à la main ») may hold more for the Kooker than the split gives, and refunding it
 * would leave the platform a negative commission, or the Kooker paid although the client got
 * everything back.
 */
export function settlementProblem(settlement: PlatformSettlement): string | null {
  const { amounts } = settlement;
  // total = refund + commission + payout: a Kooker left paid on a full refund is a negative commission too.
  if (amounts.commission >= 0) return null;
  const kept = amounts.refund === amounts.total ? ` alors que le client serait remboursé en entier` : '';
  return `Cette décision laisserait une commission négative (${formatCents(amounts.commission)}) : le Kooker garderait ${formatCents(amounts.kookerPayout)}${kept}. Les montants de la réservation ne sont plus ceux du partage (corrigés à la main ?) : vérifiez-les (docs/argent.md) avant de décider. Rien n’a changé.`;
}

/** `operatorLog/{id}`: one document per action the console asked for, written by the functions. */
export type OperatorAction =
  | 'suspendKooker'
  | 'liftSuspension'
  | 'cancelBooking'
  | 'releaseEarnings'
  | 'hideReview'
  | 'handleContactMessage'
  | 'handleReport'
  /** Not an operator's: cases the processor hands them (a refund the bank refused after it had succeeded, a payout the bank sent back). */
  | 'refundFailedLater'
  | 'payoutReturned';

export interface OperatorLogEntry {
  action: OperatorAction;
  /** The document acted on: `kookers/…`, `bookings/…`, `reviews/…`, `contactMessages/…`, `reports/…`. */
  target: string;
  /** What the operator typed as the reason ('' when the action has none). */
  reason: string;
  outcome: 'done' | 'refused';
  /** What happened, or why nothing did, in French. */
  detail: string;
}

/**
 * The id of an action's log entry: the trigger's event id names one write of the console, so a
 * retried trigger writes the same document (and an operator's second write of the same value is
 * no change, and no event).
 */
export function operatorLogId(action: OperatorAction, eventId: string): string {
  return `${action}-${eventId.replace(/[^A-Za-z0-9-]/g, '-')}`;
}

/** What the client reads as the reason of a cancellation that follows a suspension (never the suspension's own reason). */
export const SUSPENSION_CANCELLATION_REASON = 'Le profil de ce Kooker est suspendu par l’équipe Kookers.';

/** What a suspended Kooker reads where they would publish (web: onboarding). */
export function suspensionNotice(reason: string): string {
  const sentence = /[.!?…]$/.test(reason) ? reason : `${reason}.`;
  return `Votre profil est suspendu par l’équipe Kookers : ${sentence} Écrivez-nous via le formulaire de contact.`;
}

/**
 * What a cancellation or fewer participants refund (docs/argent.md,
 * docs/decisions/003-money-and-rounding.md): pure functions the client's preview and the server
 * both call, the server at the moment it runs. A client may cancel, or lower the participants,
 * until 48 h before the start: everything back from 7 days before, half between 7 days and 48 h;
 * a Kooker may cancel any time before the start, and the client gets back all they still paid.
 * What the platform keeps in the end is split between the commission and the Kooker. Every
 * figure (tiers, deadline, commission) is the booking's own, frozen when it was made (terms.ts).
 */
import { splitKept } from './money';
import { PARTICIPANTS_MIN } from '../rules/rules';
import type { BookingTerms } from './terms';

const HOUR_MS = 60 * 60 * 1000;

export type CancelledBy = 'client' | 'kooker';

/** The French messages of a refused cancellation, shown as they are. */
export const CANCELLATION_REFUSED = {
  tooLate: (deadlineHours: number) => `Les annulations sont possibles jusqu’à ${deadlineHours} h avant la prestation.`,
  started: 'La prestation a déjà commencé : elle ne peut plus être annulée.',
} as const;

/** The French messages of a refused change of participants, shown as they are. */
export const PARTICIPANTS_CHANGE_REFUSED = {
  tooLate: (deadlineHours: number) => `Le nombre de participants peut être réduit jusqu’à ${deadlineHours} h avant la prestation.`,
  started: 'La prestation a déjà commencé : elle ne peut plus être modifiée.',
  range: (min: number, max: number) => {
    if (min > max) return `La réservation compte déjà le minimum de ${min} participants.`;
    return min === max ? `Elle ne peut passer qu’à ${min} participants.` : `Choisissez entre ${min} et ${max} participants.`;
  },
} as const;

export type RefundTier = 'early' | 'late' | 'byKooker';

export type RefundPreview =
  | {
      allowed: true;
      tier: RefundTier;
      /** Percent of the total given back. */
      percent: number;
      /** Cents given back to the client. */
      refund: number;
      /** Cents the platform keeps, and how they are split. */
      kept: number;
      commission: number;
      kookerPayout: number;
    }
  | { allowed: false; reason: string };

/**
 * What a booking holds, for a refund: the total paid, what was already given back (when the
 * participants were lowered), and the price per person and participants still booked.
 */
export interface PaidBooking {
  total: number;
  startAt: Date;
  /** Cents already refunded; 0 for a booking never changed. */
  refunded: number;
  pricePerPerson: number;
  participants: number;
  /** The rules the booking was made under. */
  terms: BookingTerms;
}

/** A refund and what is kept after it: what previews show and the server writes. */
type Settled = Extract<RefundPreview, { allowed: true }>;

/**
 * The client's tier at `now` for a booking starting at `startAt` (exactly 7 days before is still
 * early; exactly 48 h before is still late), or null from 48 h before.
 */
function clientTier({ startAt, terms }: PaidBooking, now: Date): 'early' | 'late' | null {
  const ahead = startAt.getTime() - now.getTime();
  if (ahead >= terms.fullRefundMinDays * 24 * HOUR_MS) return 'early';
  if (ahead >= terms.clientDeadlineHours * HOUR_MS) return 'late';
  return null;
}

/** `refund` cents of `base` at the tier's percent, and what the platform keeps of the whole booking then. */
function settle(booking: PaidBooking, tier: RefundTier, base: number): Settled {
  const percent = booking.terms.refundPercent[tier];
  // Half of an odd number of cents: the client gets the cent rounded down, the rest is kept.
  const refund = Math.floor((base * percent) / 100);
  const kept = booking.total - booking.refunded - refund;
  return { allowed: true, tier, percent, refund, kept, ...splitKept(kept, booking.terms.commissionPercent) };
}

/**
 * The refund of cancelling the booking at `now`. The client gets the tier's percent of the
 * participants still booked (what fewer participants kept earlier stays kept); the Kooker's
 * cancellation gives back everything the client still paid. `kept`, the commission and the
 * payout are the whole booking's after this refund.
 */
export function refundPreview(booking: PaidBooking, cancelledBy: CancelledBy, now: Date): RefundPreview {
  if (booking.startAt.getTime() <= now.getTime()) return { allowed: false, reason: CANCELLATION_REFUSED.started };
  if (cancelledBy === 'kooker') return settle(booking, 'byKooker', booking.total - booking.refunded);
  const tier = clientTier(booking, now);
  if (!tier) return { allowed: false, reason: CANCELLATION_REFUSED.tooLate(booking.terms.clientDeadlineHours) };
  return settle(booking, tier, booking.pricePerPerson * booking.participants);
}

/** The participants a booking of `participants` may be lowered to: from the minimum to one less. */
export function lowerParticipantsRange(participants: number): { min: number; max: number } {
  return { min: PARTICIPANTS_MIN, max: participants - 1 };
}

/**
 * The refund of lowering the booking's participants to `to` at `now`: the tier's percent of the
 * price of the guests removed, until 48 h before the start (docs/argent.md, « Moins de
 * participants »). `kept`, the commission and the payout are the whole booking's after it.
 */
export function participantsChangePreview(booking: PaidBooking, to: number, now: Date): RefundPreview {
  if (booking.startAt.getTime() <= now.getTime()) return { allowed: false, reason: PARTICIPANTS_CHANGE_REFUSED.started };
  const { min, max } = lowerParticipantsRange(booking.participants);
  if (!Number.isInteger(to) || to < min || to > max) return { allowed: false, reason: PARTICIPANTS_CHANGE_REFUSED.range(min, max) };
  const tier = clientTier(booking, now);
  if (!tier) return { allowed: false, reason: PARTICIPANTS_CHANGE_REFUSED.tooLate(booking.terms.clientDeadlineHours) };
  return settle(booking, tier, booking.pricePerPerson * (booking.participants - to));
}

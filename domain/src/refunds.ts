/**
 * What a cancellation refunds (docs/argent.md, docs/decisions/003-money-and-rounding.md): one pure
 * function the client's preview and the server's cancellation both call, the server at the
 * moment it runs. A client may cancel until 48 h before the start: everything back from 7 days
 * before, half between 7 days and 48 h; a Kooker may cancel any time before the start, and the
 * client gets everything back. What is kept is split between the commission and the Kooker.
 */
import { splitKept } from './money';
import { CLIENT_CANCELLATION_DEADLINE_HOURS, FULL_REFUND_MIN_DAYS, REFUND_PERCENT } from './rules';

const HOUR_MS = 60 * 60 * 1000;

export type CancelledBy = 'client' | 'kooker';

/** The French messages of a refused cancellation, shown as they are. */
export const CANCELLATION_REFUSED = {
  tooLate: 'Les annulations sont possibles jusqu’à 48h avant la prestation.',
  started: 'La prestation a déjà commencé : elle ne peut plus être annulée.',
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
 * The refund of cancelling, at `now`, a booking of `total` cents that starts at `startAt`.
 * Exactly 7 days before is still a full refund; exactly 48 h before is still allowed (half).
 */
export function refundPreview(booking: { total: number; startAt: Date }, cancelledBy: CancelledBy, now: Date): RefundPreview {
  const ahead = booking.startAt.getTime() - now.getTime();
  if (ahead <= 0) return { allowed: false, reason: CANCELLATION_REFUSED.started };
  let tier: RefundTier;
  if (cancelledBy === 'kooker') tier = 'byKooker';
  else if (ahead >= FULL_REFUND_MIN_DAYS * 24 * HOUR_MS) tier = 'early';
  else if (ahead >= CLIENT_CANCELLATION_DEADLINE_HOURS * HOUR_MS) tier = 'late';
  else return { allowed: false, reason: CANCELLATION_REFUSED.tooLate };
  const percent = REFUND_PERCENT[tier];
  // Half of an odd number of cents: the client gets the cent rounded down, the rest is kept.
  const refund = Math.floor((booking.total * percent) / 100);
  const kept = booking.total - refund;
  return { allowed: true, tier, percent, refund, kept, ...splitKept(kept) };
}

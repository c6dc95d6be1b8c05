/**
 * What the cancellation policy means for one booking (docs/argent.md): until when the client gets
 * everything back, until when half, as instants. The deadlines are the very boundaries
 * `refundPreview` applies (real hours before the start, so across a clock change the wall-clock
 * time of a deadline may differ from the start's), so the dates a client reads are the dates
 * the server will honour.
 */
import { CLIENT_CANCELLATION_DEADLINE_HOURS, FULL_REFUND_MIN_DAYS, REFUND_PERCENT } from '../rules/rules';

const HOUR_MS = 60 * 60 * 1000;

export interface CancellationSchedule {
  /** The last instant a client's cancellation is refunded in full; null once it has passed. */
  fullRefundUntil: Date | null;
  /** The last instant a client may still cancel (half refunded); null once it has passed. */
  partialRefundUntil: Date | null;
  /** Percent refunded before each deadline. */
  fullRefundPercent: number;
  partialRefundPercent: number;
}

/** The client's cancellation deadlines of a booking starting at `startAt`, as seen at `now`. */
export function cancellationSchedule(startAt: Date, now: Date): CancellationSchedule {
  const start = startAt.getTime();
  const fullRefundUntil = new Date(start - FULL_REFUND_MIN_DAYS * 24 * HOUR_MS);
  const partialRefundUntil = new Date(start - CLIENT_CANCELLATION_DEADLINE_HOURS * HOUR_MS);
  return {
    fullRefundUntil: now.getTime() <= fullRefundUntil.getTime() ? fullRefundUntil : null,
    partialRefundUntil: now.getTime() <= partialRefundUntil.getTime() ? partialRefundUntil : null,
    fullRefundPercent: REFUND_PERCENT.early,
    partialRefundPercent: REFUND_PERCENT.late,
  };
}

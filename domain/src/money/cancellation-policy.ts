/**
 * What the cancellation policy means for one booking (docs/argent.md): until when the client gets
 * everything back, until when half, as instants. The deadlines are the very boundaries
 * `refundPreview` applies (real hours before the start, so across a clock change the wall-clock
 * time of a deadline may differ from the start's), so the dates a client reads are the dates
 * the server will honour.
 */
import type { BookingTerms } from './terms';

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

/** The client's cancellation deadlines of a booking starting at `startAt` under `terms` (terms.ts), as seen at `now`. */
export function cancellationSchedule(startAt: Date, terms: BookingTerms, now: Date): CancellationSchedule {
  const start = startAt.getTime();
  const fullRefundUntil = new Date(start - terms.fullRefundMinDays * 24 * HOUR_MS);
  const partialRefundUntil = new Date(start - terms.clientDeadlineHours * HOUR_MS);
  return {
    fullRefundUntil: now.getTime() <= fullRefundUntil.getTime() ? fullRefundUntil : null,
    partialRefundUntil: now.getTime() <= partialRefundUntil.getTime() ? partialRefundUntil : null,
    fullRefundPercent: terms.refundPercent.early,
    partialRefundPercent: terms.refundPercent.late,
  };
}

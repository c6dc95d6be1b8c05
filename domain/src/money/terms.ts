/**
 * The money rules a booking is made under (docs/argent.md, « Les règles d’une réservation »):
 * stored on it when it is made, and read from it by every later split (fewer participants, a
 * cancellation, an operator's decision, the completion), so that changing a rule of
 * domain/src/rules/rules.ts never changes the money of a booking already made, nor makes false the
 * « annulation gratuite jusqu’au … » it showed.
 */
import {
  CLIENT_CANCELLATION_DEADLINE_HOURS,
  COMMISSION_PERCENT,
  FULL_REFUND_MIN_DAYS,
  REFUND_PERCENT,
  TERMS_VERSION,
} from '../rules/rules';

export interface BookingTerms {
  /** The version of the terms accepted when booking (rules.ts, TERMS_VERSION). */
  version: string;
  /** Percent of what is kept that the platform takes. */
  commissionPercent: number;
  /** Cancelling at least this many days ahead refunds `refundPercent.early`. */
  fullRefundMinDays: number;
  /** The client may cancel, or lower the participants, until this many hours before the start. */
  clientDeadlineHours: number;
  refundPercent: { early: number; late: number; byKooker: number };
}

/** The terms in force today: those of a booking made now. */
export function currentTerms(): BookingTerms {
  return {
    version: TERMS_VERSION,
    commissionPercent: COMMISSION_PERCENT,
    fullRefundMinDays: FULL_REFUND_MIN_DAYS,
    clientDeadlineHours: CLIENT_CANCELLATION_DEADLINE_HOURS,
    refundPercent: { ...REFUND_PERCENT },
  };
}

/**
 * The rules every booking made before its terms were stored on it was made under, written here
 * as figures (never as today's constants, which may change): a booking without terms reads these,
 * and the migration writes them on it once (functions/src/payments/freeze-terms.ts).
 */
export const TERMS_BEFORE_FREEZING: BookingTerms = {
  version: 'avant-2026-11-26',
  commissionPercent: 10,
  fullRefundMinDays: 7,
  clientDeadlineHours: 48,
  refundPercent: { early: 100, late: 50, byKooker: 100 },
};

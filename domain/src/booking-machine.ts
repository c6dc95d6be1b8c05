/**
 * The booking lifecycle (SPEC.md §4, issue 10), one explicit state machine used by the functions
 * that move a booking and by the screens that offer the moves. Three states; each transition is
 * named, says who may fire it and why, and checks its guard at `now`. Nothing else changes a
 * booking's status.
 *
 *              book (client)
 *                   │
 *                   ▼
 *             ┌───────────┐  cancelByClient (client, ≥ 48 h before)   ┌───────────┐
 *             │ confirmed │ ────────────────────────────────────────▶ │ cancelled │
 *             └───────────┘  cancelByKooker (Kooker, before start)    └───────────┘
 *                   │
 *                   │ complete (the platform, once the service has ended)
 *                   ▼
 *             ┌───────────┐
 *             │ completed │
 *             └───────────┘
 */
import type { BookingStatus } from './model';
import { CANCELLATION_REFUSED, refundPreview, type RefundPreview } from './refunds';

export type Actor = 'client' | 'kooker' | 'platform';

export const TRANSITIONS = {
  /** A client books a free slot: the payment is taken, the booking is confirmed. */
  book: { from: null, to: 'confirmed', by: 'client', why: 'Le paiement est pris à la réservation.' },
  /** The client cancels, until 48 h before the start: 100 % or 50 % back. */
  cancelByClient: { from: 'confirmed', to: 'cancelled', by: 'client', why: 'Le client peut annuler jusqu’à 48 h avant, remboursé selon le délai.' },
  /** The Kooker cancels, any time before the start: the client gets everything back. */
  cancelByKooker: { from: 'confirmed', to: 'cancelled', by: 'kooker', why: 'Le Kooker peut annuler avant le début ; le client est remboursé en entier.' },
  /** The service has ended: the booking is completed and the Kooker's payout released. */
  complete: { from: 'confirmed', to: 'completed', by: 'platform', why: 'Une fois la prestation terminée, le Kooker est payé.' },
} as const satisfies Record<string, { from: BookingStatus | null; to: BookingStatus; by: Actor; why: string }>;

export type TransitionName = keyof typeof TRANSITIONS;

/** What a booking must show for a transition to be decided. */
export interface BookingMoment {
  status: BookingStatus;
  total: number;
  startAt: Date;
  endAt: Date;
}

export type TransitionResult =
  | { allowed: true; to: BookingStatus; refund: RefundPreview & { allowed: true } | null }
  | { allowed: false; code: 'permission-denied' | 'failed-precondition'; reason: string };

const REFUSED_STATUS: Record<BookingStatus, string> = {
  confirmed: 'Cette réservation est déjà confirmée.',
  cancelled: 'Cette réservation est déjà annulée.',
  completed: 'Cette prestation a déjà eu lieu : elle ne peut plus être annulée.',
};

/**
 * Whether `actor` may fire `name` on the booking at `now`, and what it leads to (with the
 * refund of a cancellation, computed as of `now`).
 */
export function decide(name: Exclude<TransitionName, 'book'>, actor: Actor, booking: BookingMoment, now: Date): TransitionResult {
  const transition = TRANSITIONS[name];
  if (transition.by !== actor) return { allowed: false, code: 'permission-denied', reason: 'Vous ne pouvez pas faire cela sur cette réservation.' };
  if (booking.status !== transition.from) return { allowed: false, code: 'failed-precondition', reason: REFUSED_STATUS[booking.status] };
  if (name === 'complete') {
    if (now.getTime() < booking.endAt.getTime()) return { allowed: false, code: 'failed-precondition', reason: 'La prestation n’est pas encore terminée.' };
    return { allowed: true, to: transition.to, refund: null };
  }
  const refund = refundPreview(booking, name === 'cancelByKooker' ? 'kooker' : 'client', now);
  if (!refund.allowed) return { allowed: false, code: 'failed-precondition', reason: refund.reason };
  return { allowed: true, to: transition.to, refund };
}

/** The statuses a booking can still leave: only a confirmed booking moves. */
export const isFinal = (status: BookingStatus): boolean => status !== 'confirmed';

export { CANCELLATION_REFUSED };

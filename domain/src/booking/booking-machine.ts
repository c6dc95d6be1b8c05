/**
 * The booking lifecycle (docs/reservations.md, whose diagram a test keeps equal to this table), one explicit state machine used by the functions
 * that move a booking and by the screens that offer the moves. Five states; each transition is
 * named, says who may fire it and why, and checks its guard at `now`. Nothing else changes a
 * booking's status, nor its participants.
 *
 *              book (client)
 *                   ▼
 *          ┌──────────────────┐  expire (the platform, the hold ended) ┌─────────┐
 *          │ awaiting-payment │ ─────────────────────────────────────▶ │ expired │
 *          └──────────────────┘  abandonPayment (client)               └─────────┘
 *                   │ paymentSucceeded (the platform, on the processor's word)
 *                   │      ┌──┐ lowerParticipants (client, ≥ 48 h before)
 *                   ▼      ▼  │
 *             ┌───────────┐───┘ cancelByClient (client, ≥ 48 h before)   ┌───────────┐
 *             │ confirmed │ ────────────────────────────────────────────▶ │ cancelled │
 *             └───────────┘      cancelByKooker (Kooker, before start)    └───────────┘
 *                   │
 *                   │ complete (the platform, once the service has ended)
 *                   ▼
 *             ┌───────────┐
 *             │ completed │
 *             └───────────┘
 *
 * The platform (an operator, through a console field: docs/exploitation.md) may also cancel a
 * confirmed booking (cancelByPlatform) or refund one already settled, completed or cancelled
 * (refundCompletedByPlatform, refundCancelledByPlatform), at any percent (operator-actions.ts).
 */
import { CLIENT_CANCELLATION_DEADLINE_HOURS } from '../rules/rules';
import type { Booking } from './model';
import type { BookingStatus } from '../money/booking-money';
import {
  CANCELLATION_REFUSED,
  lowerParticipantsRange,
  participantsChangePreview,
  refundPreview,
  type PaidBooking,
  type RefundPreview,
} from '../money/refunds';

export type Actor = 'client' | 'kooker' | 'platform';

export const TRANSITIONS = {
  /** A client books a free slot: the slot is held while they pay (docs/decisions/017-paiements-par-carte.md). */
  book: {
    from: null,
    to: 'awaiting-payment',
    by: 'client',
    why: 'Le paiement est pris à la réservation ; le créneau est tenu pour le client le temps de payer.',
  },
  /** The processor says the payment succeeded: the booking is confirmed. */
  paymentSucceeded: {
    from: 'awaiting-payment',
    to: 'confirmed',
    by: 'platform',
    why: 'La réservation est confirmée une fois le paiement réussi.',
  },
  /** The hold ended before the payment succeeded: the slot is offered again. */
  expire: {
    from: 'awaiting-payment',
    to: 'expired',
    by: 'platform',
    why: 'Un paiement qui n’aboutit pas à temps libère le créneau.',
  },
  /** The client gives up paying: the slot is offered again at once. */
  abandonPayment: {
    from: 'awaiting-payment',
    to: 'expired',
    by: 'client',
    why: 'Le client peut renoncer à payer : le créneau est libéré.',
  },
  /** The client lowers the participants, until 48 h before the start: the guests removed refunded 100 % or 50 %. */
  lowerParticipants: {
    from: 'confirmed',
    to: 'confirmed',
    by: 'client',
    why: `Le client peut réduire le nombre de participants jusqu’à ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant, la différence remboursée selon le délai.`,
  },
  /** The client cancels, until 48 h before the start: 100 % or 50 % back. */
  cancelByClient: {
    from: 'confirmed',
    to: 'cancelled',
    by: 'client',
    why: `Le client peut annuler jusqu’à ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant, remboursé selon le délai.`,
  },
  /** The Kooker cancels, any time before the start: the client gets everything back. */
  cancelByKooker: {
    from: 'confirmed',
    to: 'cancelled',
    by: 'kooker',
    why: 'Le Kooker peut annuler avant le début ; le client est remboursé en entier.',
  },
  /** The service has ended: the booking is completed and the Kooker's share earned, held for the complaint window. */
  complete: {
    from: 'confirmed',
    to: 'completed',
    by: 'platform',
    why: 'Une fois la prestation terminée, la part du Kooker lui est acquise, retenue 48 h le temps d’un signalement.',
  },
  /** Kookers' team cancels (an operator's console field, a suspended Kooker): the refund is theirs to choose. */
  cancelByPlatform: {
    from: 'confirmed',
    to: 'cancelled',
    by: 'platform',
    why: 'L’équipe Kookers peut annuler une réservation à venir, avec le remboursement qu’elle choisit.',
  },
  /** Kookers' team refunds a service that took place: the Kooker's share already paid is taken back. */
  refundCompletedByPlatform: {
    from: 'completed',
    to: 'completed',
    by: 'platform',
    why: 'Après la prestation, l’équipe Kookers peut encore rembourser le client, repris sur la part du Kooker.',
  },
  /** Kookers' team refunds more of a cancelled booking whose kept part was settled. */
  refundCancelledByPlatform: {
    from: 'cancelled',
    to: 'cancelled',
    by: 'platform',
    why: 'Après une annulation, l’équipe Kookers peut rembourser davantage, repris sur la part du Kooker.',
  },
} as const satisfies Record<string, { from: BookingStatus | null; to: BookingStatus; by: Actor; why: string }>;

export type TransitionName = keyof typeof TRANSITIONS;

/** The transitions an operator fires through a console field (functions/src/operations). */
export type PlatformTransitionName = 'cancelByPlatform' | 'refundCompletedByPlatform' | 'refundCancelledByPlatform';

/**
 * The platform's transition for a booking in `status`, with the settlement of `percent`
 * (operator-actions.ts): a confirmed booking is cancelled, a settled one refunded again. A booking
 * the platform already cancelled or refunded is refused: one decision per booking.
 */
export function decideByPlatform(
  status: BookingStatus,
  alreadyDecided: boolean,
): { allowed: true; name: PlatformTransitionName; to: BookingStatus } | { allowed: false; reason: string } {
  if (alreadyDecided)
    return {
      allowed: false,
      reason:
        'L’équipe Kookers a déjà décidé de cette réservation : une seule décision par réservation ; une correction se fait à la main (« Rembourser à la main »).',
    };
  if (status === 'awaiting-payment' || status === 'expired')
    return { allowed: false, reason: 'Cette réservation n’est pas payée : il n’y a rien à rembourser.' };
  const name =
    status === 'confirmed' ? 'cancelByPlatform' : status === 'completed' ? 'refundCompletedByPlatform' : 'refundCancelledByPlatform';
  return { allowed: true, name, to: TRANSITIONS[name].to };
}

/** What a booking must show for a transition to be decided: its status, its end, and what it holds (domain/src/money/refunds.ts). */
export interface BookingMoment extends PaidBooking {
  status: BookingStatus;
  endAt: Date;
}

export type TransitionResult =
  | { allowed: true; to: BookingStatus; refund: (RefundPreview & { allowed: true }) | null }
  | { allowed: false; code: 'permission-denied' | 'failed-precondition'; reason: string };

const REFUSED_STATUS: Record<BookingStatus, string> = {
  'awaiting-payment': 'Cette réservation attend encore son paiement.',
  expired: 'Cette réservation n’a pas été payée à temps : elle n’existe plus.',
  confirmed: 'Cette réservation est déjà confirmée.',
  cancelled: 'Cette réservation est déjà annulée.',
  completed: 'Cette prestation a déjà eu lieu : elle ne peut plus être annulée.',
};

/**
 * Whether `actor` may fire `name` on the booking at `now`, and what it leads to (with the
 * refund of a cancellation or of fewer participants, computed as of `now`). `participants` is
 * the number `lowerParticipants` lowers to.
 */
export function decide(
  name: Exclude<TransitionName, 'book' | 'paymentSucceeded' | 'expire' | 'abandonPayment' | PlatformTransitionName>,
  actor: Actor,
  booking: BookingMoment,
  now: Date,
  participants?: number,
): TransitionResult {
  const transition = TRANSITIONS[name];
  if (transition.by !== actor)
    return { allowed: false, code: 'permission-denied', reason: 'Vous ne pouvez pas faire cela sur cette réservation.' };
  if (booking.status !== transition.from) return { allowed: false, code: 'failed-precondition', reason: REFUSED_STATUS[booking.status] };
  if (name === 'complete') {
    if (now.getTime() < booking.endAt.getTime())
      return { allowed: false, code: 'failed-precondition', reason: 'La prestation n’est pas encore terminée.' };
    return { allowed: true, to: transition.to, refund: null };
  }
  const refund =
    name === 'lowerParticipants'
      ? participantsChangePreview(booking, participants ?? booking.participants, now)
      : refundPreview(booking, name === 'cancelByKooker' ? 'kooker' : 'client', now);
  if (!refund.allowed) return { allowed: false, code: 'failed-precondition', reason: refund.reason };
  return { allowed: true, to: transition.to, refund };
}

/** An action a person may take on a booking, or why not (a French sentence, shown as is). */
export type Permission<Allowed extends object = object> = ({ allowed: true } & Allowed) | { allowed: false; reason: string };

/** What the client or the Kooker of a booking may do with it at `now`: what the screens offer. */
export interface BookingActions {
  /** Cancelling, with the refund it would give as of `now` (the server decides again when it runs). */
  cancel: Permission<{ refund: RefundPreview & { allowed: true } }>;
  /** Lowering the participants, to a number from `min` to `max` (the refund depends on it: `decide`). */
  lowerParticipants: Permission<{ min: number; max: number }>;
  /** Reviewing it: its client, once the service has taken place. */
  review: Permission;
}

/** A booking document as the machine reads it: what it holds, its dates as instants (null when missing). */
export function momentOf(
  booking: Pick<Booking, 'status' | 'amounts' | 'service' | 'participants' | 'startAt' | 'endAt' | 'terms'>,
): Omit<BookingMoment, 'startAt' | 'endAt'> & { startAt: Date | null; endAt: Date | null } {
  return {
    terms: booking.terms,
    status: booking.status,
    total: booking.amounts.total,
    refunded: booking.amounts.refund,
    pricePerPerson: booking.service.pricePerPerson,
    participants: booking.participants,
    startAt: booking.startAt?.toDate() ?? null,
    endAt: booking.endAt?.toDate() ?? null,
  };
}

/** A booking read from Firestore may lack its dates (a malformed document): nothing may be done with it. */
export const UNDATED = 'Cette réservation est incomplète : contactez-nous.';

/**
 * What `role` (the booking's client or its Kooker) may do with a booking at `now`, and why not:
 * the screens show the actions allowed and the reasons of the others, and never re-derive a rule.
 * Cancelling is the state machine's own decision (`decide`); reviewing follows the completion.
 */
export function bookingActions(
  booking: Omit<BookingMoment, 'startAt' | 'endAt'> & { startAt: Date | null; endAt: Date | null },
  role: Exclude<Actor, 'platform'>,
  now: Date,
): BookingActions {
  const { startAt, endAt } = booking;
  const undated = { allowed: false, code: 'failed-precondition', reason: UNDATED } as const;
  const dated = startAt && endAt ? { ...booking, startAt, endAt } : null;
  const cancelled = dated ? decide(role === 'client' ? 'cancelByClient' : 'cancelByKooker', role, dated, now) : undated;
  // The fewest participants allowed decides whether lowering is possible at all, and why not.
  const range = lowerParticipantsRange(booking.participants);
  const lowered = dated ? decide('lowerParticipants', role, dated, now, range.min) : undated;
  return {
    cancel:
      cancelled.allowed && cancelled.refund
        ? { allowed: true, refund: cancelled.refund }
        : { allowed: false, reason: cancelled.allowed ? UNDATED : cancelled.reason },
    lowerParticipants: lowered.allowed ? { allowed: true, ...range } : { allowed: false, reason: lowered.reason },
    review: reviewPermission(booking.status, role),
  };
}

function reviewPermission(status: BookingStatus, role: Exclude<Actor, 'platform'>): Permission {
  if (role !== 'client') return { allowed: false, reason: 'Seul le client laisse un avis sur une prestation.' };
  if (status === 'completed') return { allowed: true };
  if (status === 'cancelled') return { allowed: false, reason: 'Une réservation annulée ne reçoit pas d’avis.' };
  if (status === 'expired') return { allowed: false, reason: 'Cette réservation n’a pas été payée : elle ne reçoit pas d’avis.' };
  return { allowed: false, reason: 'Vous pourrez laisser un avis une fois la prestation terminée.' };
}

export { CANCELLATION_REFUSED };

/**
 * When the parties of a booking read each other's phone and private address (docs/reservations.md,
 * « Se joindre »): the client's from the booking on (the Kooker prepares); the Kooker's only once
 * a client's cancellation would cost the client something — inside the full-refund window, at
 * once for a booking made inside it — so that booking and cancelling for free never buys a
 * Kooker's phone or home address. A cancelled booking keeps neither; a completed one keeps them
 * CONTACTS_KEPT_AFTER_END_DAYS days, then they are erased.
 */
import { CONTACTS_KEPT_AFTER_END_DAYS, FULL_REFUND_MIN_DAYS } from '../rules/rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a booking's contacts stand: `withheld` — the client's are on it, the Kooker's phone and
 * private address not yet; `shared` — both; `erased` — neither (cancelled, or long over).
 */
export const CONTACTS_STATUSES = ['withheld', 'shared', 'erased'] as const;
export type ContactsStatus = (typeof CONTACTS_STATUSES)[number];

/**
 * The last instant the Kooker's contacts are withheld from the client: the last instant a
 * client's cancellation is refunded in full (exactly 7 days before the start is still free,
 * domain/src/booking/refunds.ts); they are given just after.
 */
export function kookerContactsWithheldUntil(startAt: Date): Date {
  return new Date(startAt.getTime() - FULL_REFUND_MIN_DAYS * DAY_MS);
}

/** Whether the client may read the Kooker's phone and private address at `now`. */
export function kookerContactsDue(startAt: Date, now: Date): boolean {
  return now.getTime() > kookerContactsWithheldUntil(startAt).getTime();
}

/** The instant a completed booking's contacts are erased: CONTACTS_KEPT_AFTER_END_DAYS after its end. */
export function contactsErasedAt(endAt: Date): Date {
  return new Date(endAt.getTime() + CONTACTS_KEPT_AFTER_END_DAYS * DAY_MS);
}

/** What the hourly job reads of a booking to move its contacts. */
export interface ContactsMoment {
  status: string;
  contactsStatus: ContactsStatus;
  startAt: { toDate(): Date } | null;
  endAt: { toDate(): Date } | null;
}

/**
 * What the hourly job does to a booking's contacts at `now`: give the Kooker's to the client (a
 * confirmed booking whose free cancellation is over), erase both parties' (a booking completed
 * CONTACTS_KEPT_AFTER_END_DAYS ago), or nothing.
 */
export function contactsStepAt(booking: ContactsMoment, now: Date): 'share' | 'erase' | null {
  const startAt = booking.startAt?.toDate();
  const endAt = booking.endAt?.toDate();
  if (booking.status === 'confirmed' && booking.contactsStatus === 'withheld' && startAt && kookerContactsDue(startAt, now)) return 'share';
  if (booking.status === 'completed' && booking.contactsStatus === 'shared' && endAt && now.getTime() >= contactsErasedAt(endAt).getTime())
    return 'erase';
  return null;
}

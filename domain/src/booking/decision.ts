/**
 * What a decision answers (docs/contribuer.md, « Une fonction appelable »): each callable and
 * trigger that changes a booking reads what it needs, asks one pure function of the domain, then
 * writes what it answers or throws its refusal. A decision speaks the domain's terms: an instant is
 * a Date, `SERVER_TIME` the moment the database commits the write, and money moves as movements
 * that the payments module carries out and records in the ledger (payments.ts).
 */
import type { Stamp } from '../data/read';
import type { AllergenId } from '../kookers/dietary';
import type { ConsentRefusal } from './consent';
import type { Booking, LedgerEntry } from './model';

/** The callable error codes a refusal is thrown with (docs/contribuer.md). */
export type RefusalCode =
  'invalid-argument' | 'failed-precondition' | 'not-found' | 'permission-denied' | 'resource-exhausted' | 'internal';

/** What the screen needs besides a refusal's message: the new figure, the allergens, the distance. */
export type RefusalDetails =
  | ConsentRefusal
  | { reason: 'terms-changed'; version: string }
  | { reason: 'allergens'; allergens: AllergenId[] }
  | { reason: 'area'; distanceKm: number; serviceArea: number };

export interface Refusal {
  code: RefusalCode;
  /** In French, shown as it is. */
  message: string;
  details?: RefusalDetails;
}

/** Either what to write (and answer), or why nothing is written. */
export type Decision<Write extends object> = ({ ok: true } & Write) | { ok: false; refusal: Refusal };

export function refused(code: RefusalCode, message: string, details?: RefusalDetails): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: details === undefined ? { code, message } : { code, message, details } };
}

/** The moment the database commits the write (createdAt, updatedAt, cancelledAt…), not the caller's clock. */
export const SERVER_TIME: unique symbol = Symbol('SERVER_TIME');
export type ServerTime = typeof SERVER_TIME;

/** A document's values as a decision writes them: each timestamp a Date, or the server's time. */
export type Written<T> = T extends Stamp
  ? Date | ServerTime
  : T extends readonly (infer Item)[]
    ? Written<Item>[]
    : T extends object
      ? { [Key in keyof T]: Written<T[Key]> }
      : T;

/**
 * What a decision changes on a booking: its fields, a nested one by its dotted path; the ledger
 * aside, appended by the payments module from the decision's movements (payments.ts).
 */
export type BookingUpdate = Partial<Written<Omit<Booking, 'id' | 'payment' | 'ledger'>>> & {
  'payment.status'?: Booking['payment']['status'];
  'payment.paidAt'?: Date | ServerTime;
  'payment.failure'?: string | null;
  'payout.status'?: Booking['payout']['status'];
  'complaint.status'?: NonNullable<Booking['complaint']>['status'];
  'contacts.client.phone'?: string;
  'contacts.kookerPhone'?: string;
  'place.address'?: string;
};

/** A movement of money still to be carried out: a ledger entry without its time and reference (payments.ts). */
export type Movement = Pick<LedgerEntry, 'type' | 'amount' | 'participants'>;

/** A change of a booking: the booking as read, what changes on it, and the money that moves (its ledger grows by these). */
export interface BookingChange {
  booking: Booking;
  update: BookingUpdate;
  movements: Movement[];
}

/**
 * What a decision answers (docs/contribuer.md, « Une fonction appelable »): each callable and
 * trigger that changes a document reads what it needs, asks one pure function of the domain, then
 * writes what it answers or throws its refusal. A decision speaks the domain's terms: an instant is
 * a Date, `SERVER_TIME` the moment the database commits the write. The words every folder's
 * decisions share; a booking's own (its update, its change) are in domain/src/booking/decision.ts.
 */
import type { Stamp } from './read';

/** The callable error codes a refusal is thrown with (docs/contribuer.md). */
export type RefusalCode =
  'invalid-argument' | 'failed-precondition' | 'not-found' | 'permission-denied' | 'resource-exhausted' | 'internal';

/**
 * What the screen needs besides a refusal's message: the new figure (domain/src/money/consent.ts),
 * the new terms, the allergens (domain/src/kookers/dietary.ts), the distance.
 */
export type RefusalDetails =
  | { reason: 'price-changed'; pricePerPerson: number; total: number }
  | { reason: 'refund-changed'; refund: number; percent: number }
  | { reason: 'terms-changed'; version: string }
  | { reason: 'allergens'; allergens: string[] }
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

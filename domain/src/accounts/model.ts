/**
 * The private profile `users/{uid}` (docs/modele-de-donnees.md).
 * Money is in integer cents everywhere.
 */
import { type Stamp, type Data, text, int, flag, stamp } from '../rules/read';

/* ───────────── users/{uid}: private profile ───────────── */

/**
 * The emails a user may turn off in 'Mon profil' (docs/notifications.md « Ce que chacun choisit »);
 * confirmations, changes and cancellations of a booking are always sent.
 */
export interface EmailPreferences {
  /** The reminder the day before a booking. */
  reminders: boolean;
  /** The request for a review once a booking is over. */
  reviewRequests: boolean;
}

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { reminders: true, reviewRequests: true };

/** Anything but an explicit `false` is yes: a profile older than the choice receives both. */
export function emailPreferencesFromData(value: unknown): EmailPreferences {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Data;
  return { reminders: data.reminders !== false, reviewRequests: data.reviewRequests !== false };
}

/** The private part of a declared insurance (`users/{uid}.insurance`): only its Kooker and Kookers' team read it. */
export interface DeclaredInsurance {
  insurer: string;
  contractNumber: string;
  /** The last day of cover, `yyyy-MM-dd`. */
  validUntil: string;
}

export interface UserDocument {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  isKooker: boolean;
  emails: EmailPreferences;
  /**
   * A Kooker's phone verified by SMS, in the international form (`+33612345678`), written by the
   * confirmPhoneVerification function from their Auth account; '' when none (docs/produit.md, « Qui est le Kooker »).
   */
  verifiedPhone: string;
  /** A Kooker's declared civil liability insurance, written by the declareInsurance function; null when none. */
  insurance: DeclaredInsurance | null;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

/** A declared insurance read from a document, or null when absent or malformed. */
function insuranceFromData(value: unknown): DeclaredInsurance | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Data;
  const validUntil = text(data.validUntil);
  return /^\d{4}-\d{2}-\d{2}$/.test(validUntil)
    ? { insurer: text(data.insurer), contractNumber: text(data.contractNumber), validUntil }
    : null;
}

export function userFromData(id: string, data: Data): UserDocument {
  return {
    id,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    phone: text(data.phone),
    address: text(data.address),
    isKooker: flag(data.isKooker),
    emails: emailPreferencesFromData(data.emails),
    verifiedPhone: text(data.verifiedPhone),
    insurance: insuranceFromData(data.insurance),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function userToData({ id: _id, ...user }: UserDocument): Data {
  return user;
}

/* ───────────── callLimits/{callable}-{hour}-{uid} ───────────── */

/**
 * How often a user called a throttled callable in one clock hour (functions/src/shared/throttle.ts,
 * docs/reservations.md « Usage loyal »), functions only; it can go once `expiresAt` is past (a TTL policy).
 */
export interface CallLimit {
  id: string;
  count: number;
  expiresAt: Stamp | null;
}

export function callLimitFromData(id: string, data: Data): CallLimit {
  return { id, count: int(data.count), expiresAt: stamp(data.expiresAt) };
}

export function callLimitToData({ id: _id, ...limit }: CallLimit): Data {
  return limit;
}

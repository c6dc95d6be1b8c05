// Arranging a Kooker's money on the emulators (docs/argent.md, « Le solde du Kooker »): members
// with an address, bookings already paid and earned (in the model of the ledger that waits for the
// processor), a payout account at the simulated processor, and the session a callable's work is
// asked with. The suites call the functions' work directly, `now` moved where the rule is.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { documentPath } from '@kookers/domain/data';
import { kookerToData, newKookerProfile } from '@kookers/domain/kookers';
import { bookingFromData, bookingToData, type Booking, type Complaint } from '@kookers/domain/booking';
import type { LedgerEntry } from '@kookers/domain/money';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { useProcessor } from '../../functions/src/payments/adapter';
import { createSimulatedProcessor, type SimulatedProcessor } from '../../functions/src/payments/simulated-processor';
import { admin } from '../support/clients';
import { completeTaxProfile, db } from './helpers';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

const { booking: sample } = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));

/** The simulated processor on the emulator's database, for the functions' work called from the tests. */
export function simulatedProcessor(): SimulatedProcessor {
  const simulated = createSimulatedProcessor(db());
  useProcessor(simulated);
  return simulated;
}

let people = 0;
/** An account with an address (the mails need one) and its private profile; a Kooker's too, with their public profile. */
export async function member(firstName: string, { kooker = false } = {}): Promise<string> {
  const { uid } = await admin().auth.createUser({
    email: `${firstName.toLowerCase()}${++people}-${Date.now()}@example.fr`,
    emailVerified: true,
  });
  await db().doc(documentPath('users', uid)).set({
    firstName,
    lastName: 'Martin',
    phone: '',
    address: '3 place Bellecour, 69002 Lyon',
    isKooker: kooker,
    createdAt: Timestamp.now(),
  });
  if (kooker)
    await db()
      .doc(documentPath('kookers', uid))
      .set({
        // A new profile as becomeKooker writes it, then what onboarding's first step saves.
        ...kookerToData(newKookerProfile(uid)),
        firstName,
        lastName: 'Martin',
        city: 'Lyon',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
  return uid;
}

/** A callable's session: signed in `secondsAgo` before `now`, email verified. */
export function caller(uid: string, data: unknown, now = new Date(), secondsAgo = 10): Pick<CallableRequest<unknown>, 'auth' | 'data'> {
  const token = { uid, email_verified: true, auth_time: Math.floor(now.getTime() / 1000) - secondsAgo } as unknown as DecodedIdToken;
  return { auth: { uid, token, rawToken: '' }, data };
}

/** A ledger entry already settled with the processor. */
export function settledEntry(id: string, type: LedgerEntry['type'], amount: number, at: Date, reference: string): LedgerEntry {
  const stamp = Timestamp.fromDate(at);
  return {
    id,
    type,
    amount,
    at: stamp,
    state: 'succeeded',
    key: `${id}:1`,
    attempts: 1,
    nextAttemptAt: null,
    failure: null,
    settledAt: stamp,
    reference,
    participants: null,
  };
}

export interface EarnedOptions {
  clientId: string;
  kookerId: string;
  /** When the service ended; the share was earned then, held 48 h. */
  endedAt: Date;
  payout?: Booking['payout']['status'];
  complaint?: Complaint | null;
  /** The payment's processor object (a real one of the simulated processor), else a made-up reference. */
  paymentReference?: string;
  /** 3 × 40 € by default: 120 €, 12 € of commission, 108 € for the Kooker. */
  pricePerPerson?: number;
}

/** A booking completed at `endedAt`, paid, its share earned then (held, or as `payout` says). */
export async function earnedBooking(id: string, options: EarnedOptions): Promise<Booking> {
  const { endedAt, pricePerPerson = 4_000 } = options;
  const total = pricePerPerson * 3;
  const commission = Math.round(total / 10);
  const paidAt = new Date(endedAt.getTime() - 20 * DAY);
  const reference = options.paymentReference ?? `sim_pi_${id}`;
  const booking: Booking = {
    ...sample,
    id,
    clientId: options.clientId,
    kookerId: options.kookerId,
    service: { ...sample.service, pricePerPerson },
    startAt: Timestamp.fromDate(new Date(endedAt.getTime() - 2 * HOUR)),
    endAt: Timestamp.fromDate(endedAt),
    participants: 3,
    amounts: { total, refund: 0, commission, kookerPayout: total - commission },
    status: 'completed',
    payment: { status: 'paid', paidAt: Timestamp.fromDate(paidAt), reference, failure: null },
    payout: {
      status: options.payout ?? 'held',
      earnedAt: Timestamp.fromDate(endedAt),
      availableAt: Timestamp.fromDate(new Date(endedAt.getTime() + EARNINGS_HELD_HOURS * HOUR)),
      releasedAt: null,
      payoutId: null,
    },
    complaint: options.complaint ?? null,
    ledger: [settledEntry('e1', 'payment', total, paidAt, reference)],
    paymentsDueAt: null,
    review: null,
  };
  await db().doc(documentPath('bookings', id)).set(bookingToData(booking));
  return booking;
}

/**
 * The Kooker's payout account, created at the simulated processor as setPayoutAccount does, owing
 * `owed` cents; with their complete tax data, without which the weekly payout keeps their balance.
 */
export async function payoutAccount(simulated: SimulatedProcessor, kookerId: string, owed = 0): Promise<string> {
  const { id } = await simulated.createAccount({
    kookerId,
    iban: 'FR7630006000011234567890189',
    holder: 'Claire Martin',
    key: `${kookerId}:account:test`,
  });
  await db().doc(documentPath('payoutAccounts', kookerId)).set({
    accountId: id,
    holder: 'Claire Martin',
    ibanHint: 'FR76 •••• 0189',
    owed,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await completeTaxProfile(kookerId);
  return id;
}

/** A booking as stored, read through the model. */
export async function bookingOf(id: string): Promise<Booking> {
  const snapshot = await db().doc(documentPath('bookings', id)).get();
  return bookingFromData(id, snapshot.data() ?? {});
}

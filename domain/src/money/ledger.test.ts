import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Movement } from './booking-money';
import {
  attemptKey,
  failureMessage,
  FAILURE_MESSAGES,
  nextAttempt,
  requestedEntry,
  retriedAfterRefusal,
  retryAt,
  settledEntry,
  type EntryOutcome,
} from './ledger';

const MINUTE = 60 * 1000;
const at = new Date('2026-12-10T09:00:00.000Z');
const later = (minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const refund: Movement = { type: 'refund', amount: 6_750, participants: null };
const requested = requestedEntry('b1', 'e2', refund, at);

describe('requestedEntry: a movement as the ledger records it before the processor is called', () => {
  it('is requested, at its first attempt, with the key of that attempt and nothing settled', () => {
    expect(requested).toEqual({
      id: 'e2',
      type: 'refund',
      amount: 6_750,
      participants: null,
      at,
      state: 'requested',
      key: 'b1:e2:1',
      attempts: 1,
      nextAttemptAt: null,
      failure: null,
      settledAt: null,
      reference: '',
    });
  });

  it('names its key after the booking, the entry and the attempt, never after how many entries the ledger holds', () => {
    // The same entry id in another booking, another entry of the same booking: other keys.
    expect(requestedEntry('b2', 'e2', refund, at).key).toBe('b2:e2:1');
    expect(requestedEntry('b1', 'e7', refund, at).key).toBe('b1:e7:1');
    // Recorded again (a decision retried), the entry keeps its key: the processor answers the same object.
    expect(requestedEntry('b1', 'e2', refund, later(3)).key).toBe(requested.key);
  });
});

describe('settledEntry: the processor’s answer of the current attempt', () => {
  it('settles a success with its reference and time', () => {
    expect(settledEntry(requested, { state: 'succeeded', reference: 're_1' }, later(1))).toEqual({
      ...requested,
      state: 'succeeded',
      reference: 're_1',
      settledAt: later(1),
    });
  });

  it('keeps a pending attempt requested, with the reference the processor gave (or the one it had)', () => {
    const pending = settledEntry(requested, { state: 'pending', reference: 're_1' }, later(1));
    expect(pending).toEqual({ ...requested, reference: 're_1' });
    expect(settledEntry(pending, { state: 'pending', reference: '' }, later(2)).reference).toBe('re_1');
  });

  it('settles a failure with its reason, and a next attempt only when it is worth trying again', () => {
    const failed = settledEntry(requested, { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true }, later(1));
    expect(failed).toEqual({
      ...requested,
      state: 'failed',
      reference: 're_1',
      failure: 'Refusé.',
      settledAt: later(1),
      nextAttemptAt: later(6),
    });
    const final = settledEntry(requested, { state: 'failed', reference: '', failure: 'Solde insuffisant.', retry: false }, later(1));
    expect(final).toMatchObject({ state: 'failed', failure: 'Solde insuffisant.', nextAttemptAt: null });
  });

  it('never moves a settled entry again: an event twice, or out of order, changes nothing', () => {
    const succeeded = settledEntry(requested, { state: 'succeeded', reference: 're_1' }, later(1));
    const failed = settledEntry(requested, { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true }, later(1));
    const outcomes: EntryOutcome[] = [
      { state: 'succeeded', reference: 're_1' },
      { state: 'succeeded', reference: 're_2' },
      { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true },
      { state: 'pending', reference: 're_3' },
    ];
    for (const outcome of outcomes) {
      expect(settledEntry(succeeded, outcome, later(9))).toBe(succeeded);
      expect(settledEntry(failed, outcome, later(9))).toBe(failed);
    }
  });
});

describe('nextAttempt: a failed entry asked again', () => {
  it('is requested again under a new key, its attempt counted, the old answer forgotten', () => {
    const failed = settledEntry(requested, { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true }, later(1));
    const second = nextAttempt('b1', failed);
    expect(second).toMatchObject({
      id: 'e2',
      amount: 6_750,
      state: 'requested',
      key: 'b1:e2:2',
      attempts: 2,
      nextAttemptAt: null,
      settledAt: null,
      reference: '',
    });
    // Its own answer settles it; the first attempt's answers no longer can once it has settled.
    const settled = settledEntry(second, { state: 'succeeded', reference: 're_2' }, later(10));
    expect(settled).toMatchObject({ state: 'succeeded', reference: 're_2', attempts: 2 });
    expect(settledEntry(settled, { state: 'failed', reference: 're_1', failure: 'Refusé.', retry: true }, later(11))).toBe(settled);
  });

  it('gives each attempt a key of its own', () => {
    let entry = settledEntry(requested, { state: 'failed', reference: '', failure: 'Refusé.', retry: true }, later(1));
    const keys = [requested.key];
    for (let attempt = 2; attempt <= 6; attempt++) {
      entry = nextAttempt('b1', entry);
      keys.push(entry.key);
      expect(entry.key).toBe(attemptKey('b1', 'e2', attempt));
      entry = settledEntry(entry, { state: 'failed', reference: '', failure: 'Refusé.', retry: true }, later(attempt));
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('retryAt: when a failed refund or transfer is tried again', () => {
  it('waits 5 min, then 30 min, 2 h, and 12 h from the fourth failure on', () => {
    const waits = [1, 2, 3, 4, 5, 12].map((attempts) => (retryAt(attempts, at).getTime() - at.getTime()) / MINUTE);
    expect(waits).toEqual([5, 30, 120, 720, 720, 720]);
    // An entry that never counted its attempts waits the shortest time.
    expect(retryAt(0, at)).toEqual(later(5));
  });
});

describe('failureMessage: why a payment, refund or transfer failed, in French', () => {
  it('says the processor’s code in French, and something true for a code it does not know', () => {
    expect(failureMessage('insufficient_funds')).toBe('Votre carte a été refusée : provision insuffisante. Essayez une autre carte.');
    expect(failureMessage('expired_card')).toBe(FAILURE_MESSAGES.expired_card);
    const fallback = 'L’opération a échoué chez le prestataire de paiement.';
    for (const code of [null, '', 'do_not_honor', 'constructor', 'toString', '__proto__']) expect(failureMessage(code)).toBe(fallback);
  });

  it('says each refusal Stripe gives a request in French, and which ones a new attempt could change', () => {
    for (const code of ['amount_too_large', 'charge_disputed', 'transfers_not_allowed', 'payment_intent_unexpected_state'])
      expect(failureMessage(code)).not.toBe('L’opération a échoué chez le prestataire de paiement.');
    // Nothing left to move, or a payment that no longer allows it: not retried.
    expect(retriedAfterRefusal('refund', 'amount_too_large')).toBe(false);
    expect(retriedAfterRefusal('refund', 'payment_intent_unexpected_state')).toBe(false);
    // A dispute ends, an account gets its capability: tried again at its time.
    expect(retriedAfterRefusal('refund', 'charge_disputed')).toBe(true);
    expect(retriedAfterRefusal('payout', 'transfers_not_allowed')).toBe(true);
    // A claw-back never: what it could not take is owed.
    expect(retriedAfterRefusal('clawback', 'balance_insufficient')).toBe(false);
  });
});

/** An answer of the processor, for any attempt, perhaps delivered twice or late. */
const anyOutcome: fc.Arbitrary<EntryOutcome> = fc.oneof(
  fc.record({ state: fc.constant('pending' as const), reference: fc.constantFrom('', 're_1', 're_2') }),
  fc.record({ state: fc.constant('succeeded' as const), reference: fc.constantFrom('re_1', 're_2') }),
  fc.record({
    state: fc.constant('failed' as const),
    reference: fc.constantFrom('', 're_1'),
    failure: fc.constant('Refusé.'),
    retry: fc.boolean(),
  }),
);

describe('the ledger’s entries: properties', () => {
  it('whatever the answers and their order, a success is final, attempts only grow, and each attempt has its own key', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyOutcome, fc.constant('retry' as const)), { maxLength: 30 }), (events) => {
        let entry = requested;
        const keys = new Set([entry.key]);
        events.forEach((event, index) => {
          const before = entry;
          const now = later(index + 1);
          if (event === 'retry') {
            // The payments module asks again only a failed entry whose next attempt has come.
            if (entry.state === 'failed' && entry.nextAttemptAt !== null) entry = nextAttempt('b1', entry);
          } else entry = settledEntry(entry, event, now);
          if (before.state === 'succeeded') expect(entry).toBe(before);
          expect(entry.attempts).toBeGreaterThanOrEqual(before.attempts);
          expect(entry.key).toBe(attemptKey('b1', 'e2', entry.attempts));
          if (entry.attempts > before.attempts) {
            expect(keys.has(entry.key)).toBe(false);
            keys.add(entry.key);
          }
          expect(entry.settledAt === null).toBe(entry.state === 'requested');
          expect(entry.failure !== null || entry.state !== 'failed').toBe(true);
          expect({ id: entry.id, type: entry.type, amount: entry.amount, at: entry.at }).toEqual({
            id: 'e2',
            type: 'refund',
            amount: 6_750,
            at,
          });
        });
      }),
    );
  });
});

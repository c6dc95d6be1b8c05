import fc from 'fast-check';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { cancelBookingSchema, createBookingSchema } from '@kookers/domain/booking';
import { contactCallSchema } from '@kookers/domain/messaging';
import { parse } from './parse';

/** Any value at all, and objects near a real call (each field right, of another type, or missing). */
const near = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    fc.anything({
      withNullPrototype: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
    fc.record(Object.fromEntries(Object.entries(fields).map(([name, good]) => [name, fc.oneof(good, fc.anything())])), {
      requiredKeys: [],
    }),
  );

// Letters of French words, their accents and typographic apostrophe, digits and punctuation: no
// "must be", no field name in English, nothing of yup's own wording.
const FRENCH_MESSAGE = /^[A-ZÀ-Ýa-zà-ÿ0-9’' :,.()–-]+$/;

function outcomeOf(schema: Parameters<typeof parse>[0], data: unknown): { ok: true } | { ok: false; code: string; message: string } {
  try {
    parse(schema, data);
    return { ok: true };
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    const { code, message } = error as HttpsError;
    return { ok: false, code, message };
  }
}

describe('parse', () => {
  it('answers any createBooking payload with the valid input or invalid-argument and a French message', () => {
    fc.assert(
      fc.property(
        near({
          kookerId: fc.constantFrom('kooker-claire', '../x'),
          serviceId: fc.constantFrom('service-1', 'service-9'),
          date: fc.constantFrom('2026-12-04', '2026-02-30'),
          time: fc.constantFrom('10:00', '25:00'),
          participants: fc.integer({ min: -1, max: 10 }),
          idempotencyKey: fc.uuid(),
        }),
        (data) => {
          const outcome = outcomeOf(createBookingSchema, data);
          if (outcome.ok) expect(createBookingSchema.isValidSync(data, { strict: true })).toBe(true);
          else expect(outcome).toEqual({ ok: false, code: 'invalid-argument', message: expect.stringMatching(FRENCH_MESSAGE) });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('answers any cancelBooking payload the same way', () => {
    fc.assert(
      fc.property(near({ bookingId: fc.constantFrom('b1', 'a/b'), reason: fc.string({ maxLength: 600 }) }), (data) => {
        const outcome = outcomeOf(cancelBookingSchema, data);
        if (!outcome.ok) expect(outcome).toEqual({ ok: false, code: 'invalid-argument', message: expect.stringMatching(FRENCH_MESSAGE) });
      }),
      { numRuns: 3000 },
    );
  });

  it('answers any sendContactMessage payload the same way', () => {
    fc.assert(
      fc.property(
        near({
          name: fc.constantFrom('Camille Martin', ' Camille ', 'C'),
          email: fc.constantFrom('camille@example.fr', 'camille@'),
          subject: fc.constantFrom('support', 'spam'),
          message: fc.string({ maxLength: 40 }),
        }),
        (data) => {
          const outcome = outcomeOf(contactCallSchema, data);
          if (outcome.ok) expect(contactCallSchema.isValidSync(data, { strict: true })).toBe(true);
          else expect(outcome).toEqual({ ok: false, code: 'invalid-argument', message: expect.stringMatching(FRENCH_MESSAGE) });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('says in French what is wrong with a call that is not an object', () => {
    for (const data of [null, undefined, 'réserver', 42, [1, 2]]) {
      expect(outcomeOf(createBookingSchema, data)).toEqual({ ok: false, code: 'invalid-argument', message: 'Requête invalide.' });
    }
  });
});

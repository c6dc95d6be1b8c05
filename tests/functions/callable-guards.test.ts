// Every callable the Functions emulator serves, attacked as a stranger would: without a session,
// then with an account whose address is not confirmed (docs/roles.md). Each answers with the
// guard's French refusal before it reads its payload — an anonymous caller learns nothing of
// what a function expects — and writes nothing. The list is the emulator's own (its /backends),
// so that a callable added tomorrow is attacked too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callError, closeAdmin, WebClient } from '../support/clients';
import { FUNCTIONS_HOST } from '../support/emulators';
import { useEmptyEmulators } from './helpers';

/** Open to visitors: the contact form (docs/produit.md, « Parcours d'un visiteur »). */
const PUBLIC = new Set(['sendContactMessage']);
/** A member's own data is theirs before they confirm their address (functions/src/shared/guards.ts, requireSignedIn). */
const SIGNED_IN_ENOUGH = new Set(['exportMyData', 'deleteMyAccount']);

/** What a caller might send: fields several callables read, with values none accepts. */
const PAYLOADS: unknown[] = [null, {}, { bookingId: 'x', kookerId: 'x', offerId: 'x', idempotencyKey: 'x' }, 'texte', [1, 2]];

/**
 * Each callable called with each payload by `client`, the callables four at a time and each one's
 * payloads in turn: the emulator starts a process for every call that finds the function's busy.
 */
async function refusals(client: WebClient, names: string[]) {
  const queue = [...names];
  const answers: { name: string; payload: unknown; code: string; message: string }[] = [];
  const lane = async () => {
    for (let name = queue.shift(); name; name = queue.shift())
      for (const payload of PAYLOADS) answers.push({ name, payload, ...(await callError(client.call(name, payload))) });
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return answers;
}

/** Each answer is `refusal`, reported with the callable and the payload that got it otherwise. */
function expectEach(answers: Awaited<ReturnType<typeof refusals>>, refusal: { code: string; message: string }): void {
  for (const { name, payload, code, message } of answers) expect({ name, payload, code, message }).toEqual({ name, payload, ...refusal });
}

async function callableNames(): Promise<string[]> {
  const { backends } = (await (await fetch(`http://${FUNCTIONS_HOST}/backends`)).json()) as {
    backends: { functionTriggers?: { name: string; labels?: Record<string, string> }[] }[];
  };
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.labels?.['deployment-callable'] === 'true')
    .map((trigger) => trigger.name)
    .sort();
}

describe('every callable refuses a caller it does not know', () => {
  useEmptyEmulators();
  let names: string[] = [];
  const anonymous = new WebClient();
  const unverified = new WebClient();

  beforeAll(async () => {
    names = await callableNames();
    await unverified.signUp(`non-verifie-${Date.now()}@example.fr`, { verified: false });
  });

  afterAll(async () => {
    await Promise.all([anonymous.close(), unverified.close()]);
    await closeAdmin();
  });

  it('lists the callables the app calls', () => {
    expect(names).toEqual(
      expect.arrayContaining(['createBooking', 'requestOffer', 'sendOffer', 'closeRequest', 'setTaxProfile', 'exportMyData']),
    );
  });

  it('without a session: « Vous devez être connecté », whatever the payload', { timeout: 180_000 }, async () => {
    const refused = await refusals(
      anonymous,
      names.filter((name) => !PUBLIC.has(name)),
    );
    expectEach(refused, { code: 'functions/unauthenticated', message: 'Vous devez être connecté pour effectuer cette action.' });
  });

  it(
    'with an address not confirmed: « Veuillez d’abord vérifier votre adresse email », whatever the payload',
    { timeout: 180_000 },
    async () => {
      const refused = await refusals(
        unverified,
        names.filter((name) => !PUBLIC.has(name) && !SIGNED_IN_ENOUGH.has(name)),
      );
      expectEach(refused, { code: 'functions/failed-precondition', message: 'Veuillez d’abord vérifier votre adresse email.' });
      // Nothing was written by any of them but the flood counter of createBooking, which counts
      // every call of a signed-in account, refused ones too (docs/reservations.md, « Usage loyal »).
      const collections = await admin().firestore.listCollections();
      expect(collections.map((collection) => collection.id)).toEqual(['callLimits']);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { OFFER_REQUEST_STATUSES, OFFER_STATUSES } from './model';
import { OFFER_TRANSITIONS, REQUEST_TRANSITIONS } from './offer-machine';

interface Transition {
  from: string | null;
  to: string;
  by: string;
  why: string;
}

/** Every status a table reaches from its first transition (`from: null`). */
function reachedBy(table: Record<string, Transition>): Set<string> {
  const reached = new Set<string>();
  let frontier: Array<string | null> = [null];
  while (frontier.length > 0) {
    const next = Object.values(table)
      .filter((transition) => frontier.includes(transition.from))
      .map((transition) => transition.to)
      .filter((status) => !reached.has(status));
    for (const status of next) reached.add(status);
    frontier = next;
  }
  return reached;
}

const summary = (table: Record<string, Transition>) =>
  Object.fromEntries(Object.entries(table).map(([name, t]) => [name, `${t.from ?? '∅'} → ${t.to} (${t.by})`]));

/** The statuses a transition leaves. */
const leaving = (table: Record<string, Transition>) => new Set(Object.values(table).map((transition) => transition.from));

describe('the life of a request', () => {
  it('names each transition, who fires it and where it leads', () => {
    expect(summary(REQUEST_TRANSITIONS)).toEqual({
      ask: '∅ → open (client)',
      answer: 'open → answered (kooker)',
      declineRequest: 'open → declined (kooker)',
      expireRequest: 'open → expired (platform)',
      closeRequest: 'open → closed (client)',
      closeAnsweredRequest: 'answered → closed (client)',
      expireAnsweredRequest: 'answered → expired (platform)',
    });
  });

  it('reaches every status of the model from the client’s request, and starts each transition from one it reached', () => {
    const reached = reachedBy(REQUEST_TRANSITIONS);
    expect([...reached].sort()).toEqual([...OFFER_REQUEST_STATUSES].sort());
    for (const transition of Object.values(REQUEST_TRANSITIONS))
      expect(transition.from === null || reached.has(transition.from), transition.why).toBe(true);
  });

  it('leaves an open request, and an answered one only to close it (the client) or expire it (the platform): declined, closed and expired are final', () => {
    expect([...leaving(REQUEST_TRANSITIONS)].sort()).toEqual([null, 'answered', 'open'].sort());
    expect(
      Object.values(REQUEST_TRANSITIONS)
        .filter((transition) => transition.from === 'answered')
        .map((transition) => `${transition.to} (${transition.by})`)
        .sort(),
    ).toEqual(['closed (client)', 'expired (platform)']);
    for (const status of ['declined', 'closed', 'expired'])
      expect(Object.values(REQUEST_TRANSITIONS).filter((transition) => (transition.from as string | null) === status)).toEqual([]);
  });

  it('closes a request at its expiry whatever its answers, and lets only its client close it', () => {
    expect(
      Object.values(REQUEST_TRANSITIONS)
        .filter((transition) => transition.to === 'closed')
        .map((transition) => transition.by),
    ).toEqual(['client', 'client']);
    expect(
      Object.values(REQUEST_TRANSITIONS)
        .filter((transition) => transition.to === 'expired')
        .map((transition) => transition.from)
        .sort(),
    ).toEqual(['answered', 'open']);
  });
});

describe('the life of an offer', () => {
  it('names each transition, who fires it and where it leads', () => {
    expect(summary(OFFER_TRANSITIONS)).toEqual({
      send: '∅ → sent (kooker)',
      accept: 'sent → accepted (platform)',
      declineOffer: 'sent → declined (client)',
      withdraw: 'sent → withdrawn (kooker)',
      replace: 'sent → replaced (kooker)',
      expireOffer: 'sent → expired (platform)',
    });
  });

  it('reaches every status of the model from the Kooker’s offer, and starts each transition from one it reached', () => {
    const reached = reachedBy(OFFER_TRANSITIONS);
    expect([...reached].sort()).toEqual([...OFFER_STATUSES].sort());
    for (const transition of Object.values(OFFER_TRANSITIONS))
      expect(transition.from === null || reached.has(transition.from), transition.why).toBe(true);
  });

  it('leaves only an open offer: accepted, declined, withdrawn, replaced and expired are final', () => {
    expect([...leaving(OFFER_TRANSITIONS)].sort()).toEqual([null, 'sent'].sort());
    for (const status of OFFER_STATUSES.filter((status) => status !== 'sent'))
      expect(Object.values(OFFER_TRANSITIONS).filter((transition) => (transition.from as string | null) === status)).toEqual([]);
  });

  it('accepts an offer only on the platform’s word, once paid: neither party accepts it', () => {
    expect(Object.entries(OFFER_TRANSITIONS).filter(([, transition]) => transition.to === 'accepted')).toEqual([
      ['accept', expect.objectContaining({ from: 'sent', by: 'platform' })],
    ]);
  });
});

describe('both lives', () => {
  it('give each transition a French reason, and the offer sent and the request answered to the same party', () => {
    for (const transition of [...Object.values(REQUEST_TRANSITIONS), ...Object.values(OFFER_TRANSITIONS)])
      expect(transition.why).toMatch(/^[A-ZÀ-Ý].+\.$/);
    // Sending an offer is the request's `answer`: both are the Kooker's, from an open request.
    expect(REQUEST_TRANSITIONS.answer.by).toBe(OFFER_TRANSITIONS.send.by);
  });
});

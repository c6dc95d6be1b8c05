import { describe, expect, it } from 'vitest';
import type { Stamp } from '../rules/read';
import { validationErrors } from '../testing/testing';
import {
  cardMailsNow,
  conversationIdOf,
  MESSAGE_LIMIT_REFUSED,
  MESSAGE_LIMITS,
  messageAdmission,
  membersOf,
  MESSAGE_MAX,
  messageSchema,
  type MessageCounters,
  UNREAD_NOTICE_EVERY_MS,
} from './messaging';

describe('a conversation’s id', () => {
  it('is the client’s then the Kooker’s account, and reads back', () => {
    expect(conversationIdOf('camille', 'kenza')).toBe('camille_kenza');
    expect(membersOf('camille_kenza')).toEqual({ clientId: 'camille', kookerId: 'kenza' });
    for (const bad of ['camille', 'a_b_c', '_kenza', 'camille_', 'same_same']) expect(membersOf(bad), bad).toBeNull();
  });
});

describe('a message', () => {
  it('takes 1 to 2 000 characters once trimmed', async () => {
    expect(await validationErrors(messageSchema, { text: '   ' })).toEqual(['Écrivez votre message.']);
    expect(await validationErrors(messageSchema, { text: 'a'.repeat(MESSAGE_MAX) })).toEqual([]);
    expect(await validationErrors(messageSchema, { text: 'a'.repeat(MESSAGE_MAX + 1) })).toEqual([
      `Un message ne peut pas dépasser ${MESSAGE_MAX} caractères.`,
    ]);
  });
});

describe('how much one author may write', () => {
  const now = new Date('2026-11-26T10:00:30Z');
  const old = new Date('2026-01-01T00:00:00Z');
  const young = new Date('2026-11-26T08:00:00Z');
  /** Sends `count` messages at `at`, each opening a conversation or not; the outcomes, and the counters left. */
  function send(count: number, { opens = false, createdAt = old, at = now, from = null as MessageCounters | null } = {}) {
    let counters = from;
    const outcomes: string[] = [];
    for (let n = 0; n < count; n++) {
      const admission = messageAdmission(counters, { opensConversation: opens, accountCreatedAt: createdAt, now: at });
      outcomes.push(admission.ok ? 'ok' : admission.reason);
      if (admission.ok) counters = admission.counters;
    }
    return { outcomes, counters };
  }

  it('takes 10 messages a minute, then refuses until the next minute', () => {
    const { outcomes, counters } = send(12);
    expect(outcomes).toEqual([...Array<string>(10).fill('ok'), MESSAGE_LIMIT_REFUSED.minute, MESSAGE_LIMIT_REFUSED.minute]);
    expect(send(1, { from: counters, at: new Date(now.getTime() + 30_000) }).outcomes).toEqual(['ok']);
  });

  it('opens 5 conversations an hour and 20 a Paris day', () => {
    expect(send(6, { opens: true }).outcomes).toEqual([...Array<string>(5).fill('ok'), MESSAGE_LIMIT_REFUSED.hour]);
    let counters: MessageCounters | null = null;
    const outcomes: string[] = [];
    // Five an hour, from 00:30 Paris time, through the day.
    for (let hour = 0; hour < 5; hour++) {
      const at = new Date(Date.parse('2026-11-25T23:30:00Z') + hour * 3_600_000);
      const sent = send(5, { opens: true, at, from: counters });
      outcomes.push(...sent.outcomes);
      counters = sent.counters;
    }
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(MESSAGE_LIMITS.established.conversationsPerDay);
    expect(outcomes.at(-1)).toBe(MESSAGE_LIMIT_REFUSED.day);
    // Messages in conversations already open still go.
    expect(send(1, { from: counters, at: new Date('2026-11-26T04:40:00Z') }).outcomes).toEqual(['ok']);
  });

  it('allows less to an account younger than a day, or one whose age is unknown', () => {
    expect(send(3, { opens: true, createdAt: young }).outcomes).toEqual(['ok', 'ok', MESSAGE_LIMIT_REFUSED.hour]);
    expect(send(5, { createdAt: young }).outcomes).toEqual(['ok', 'ok', 'ok', 'ok', MESSAGE_LIMIT_REFUSED.minute]);
    expect(messageAdmission(null, { opensConversation: false, accountCreatedAt: null, now }).ok).toBe(true);
    expect(MESSAGE_LIMITS.newAccount.messagesPerMinute).toBeLessThan(MESSAGE_LIMITS.established.messagesPerMinute);
  });
});

describe('cardMailsNow: a request’s or an offer’s card within the unread notices’ cap', () => {
  const now = new Date('2026-12-01T09:00:00Z');
  const at = (ms: number): Stamp => ({ toMillis: () => ms, toDate: () => new Date(ms) });
  const conversation = (muted: Record<string, boolean>, noticedAt: Record<string, Stamp | null>) => ({ muted, noticedAt });

  it('mails the first card of a thread, and a recipient never mailed about the conversation', () => {
    expect(cardMailsNow(null, 'kenza', now)).toBe(true);
    expect(cardMailsNow(conversation({}, {}), 'kenza', now)).toBe(true);
    expect(cardMailsNow(conversation({ kenza: false }, { kenza: null, camille: at(now.getTime()) }), 'kenza', now)).toBe(true);
  });

  it('mails no one who muted the conversation', () => {
    expect(cardMailsNow(conversation({ kenza: true }, {}), 'kenza', now)).toBe(false);
  });

  it('mails at most once an hour: not within the interval of the last mail, again from its end', () => {
    const mailed = now.getTime() - UNREAD_NOTICE_EVERY_MS;
    expect(cardMailsNow(conversation({}, { kenza: at(mailed + 1) }), 'kenza', now)).toBe(false);
    expect(cardMailsNow(conversation({}, { kenza: at(mailed) }), 'kenza', now)).toBe(true);
  });
});

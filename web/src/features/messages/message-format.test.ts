import { MESSAGE_MAX } from '@kookers/domain/messaging';
import { describe, expect, it } from 'vitest';
import { characterCount, COUNTER_FROM, initialsOf, lastMessageDay, messageTime } from './message-format';

// 2026-03-12 at 10:00 in Paris (UTC+1 in winter).
const now = new Date('2026-03-12T09:00:00Z');

describe('messageTime', () => {
  it('gives the Paris time alone for a message of today, even one sent just after midnight in Paris', () => {
    expect(messageTime(new Date('2026-03-12T08:05:00Z'), now)).toBe('09:05');
    expect(messageTime(new Date('2026-03-11T23:30:00Z'), now)).toBe('00:30');
  });

  it('says “hier” for the day before in Paris, and the day for older messages', () => {
    expect(messageTime(new Date('2026-03-11T22:59:00Z'), now)).toBe('hier, 23:59');
    expect(messageTime(new Date('2026-03-02T13:00:00Z'), now)).toBe('2 mars, 14:00');
    expect(messageTime(new Date('2025-12-24T18:00:00Z'), now)).toBe('24 décembre 2025, 19:00');
  });
});

describe('lastMessageDay', () => {
  it('gives the time today, “hier”, then the day', () => {
    expect(lastMessageDay(new Date('2026-03-12T08:05:00Z'), now)).toBe('09:05');
    expect(lastMessageDay(new Date('2026-03-11T08:05:00Z'), now)).toBe('hier');
    expect(lastMessageDay(new Date('2026-01-31T08:05:00Z'), now)).toBe('31 janvier');
    expect(lastMessageDay(new Date('2025-01-31T08:05:00Z'), now)).toBe('31 janvier 2025');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first name and of the initial', () => {
    expect(initialsOf('Camille M.')).toBe('CM');
    expect(initialsOf('Élodie')).toBe('É');
    expect(initialsOf('Jean-Pierre D.')).toBe('JD');
  });
});

describe('characterCount', () => {
  it('stays hidden until the message nears MESSAGE_MAX, then counts against it', () => {
    expect(characterCount(COUNTER_FROM - 1)).toBeNull();
    expect(characterCount(COUNTER_FROM)).toMatch(new RegExp(`^1\\s800 / 2\\s000 caractères$`));
    expect(characterCount(MESSAGE_MAX)).toMatch(/^2\s000 \/ 2\s000 caractères$/);
  });
});

import { describe, expect, it } from 'vitest';
import { isRetryDue, MAX_ATTEMPTS, waitAfter } from './retry-failed-mails';

const now = new Date('2026-11-24T12:00:00Z');
const endedAgo = (minutes: number) => ({ toMillis: () => now.getTime() - minutes * 60_000 });
const failed = (attempts: number, minutesAgo: number, error = 'Error: connect ECONNREFUSED 127.0.0.1:465') => ({
  state: 'ERROR',
  attempts,
  error,
  endTime: endedAgo(minutesAgo),
});

describe('a failed send tried again', () => {
  it('waits 5, 15 then 45 minutes, and gives up after the fourth attempt', () => {
    expect([1, 2, 3].map(waitAfter)).toEqual([5, 15, 45].map((minutes) => minutes * 60_000));
    expect(isRetryDue(failed(1, 4), now)).toBe(false);
    expect(isRetryDue(failed(1, 5), now)).toBe(true);
    expect(isRetryDue(failed(2, 14), now)).toBe(false);
    expect(isRetryDue(failed(2, 15), now)).toBe(true);
    expect(isRetryDue(failed(3, 45), now)).toBe(true);
    expect(isRetryDue(failed(MAX_ATTEMPTS, 600), now)).toBe(false);
  });

  it('never retries a final refusal, a send cut off mid-way, or anything but an ERROR', () => {
    expect(isRetryDue(failed(1, 30, 'Error: Can’t send mail - all recipients were rejected: 550 5.1.1 No such user'), now)).toBe(false);
    expect(isRetryDue(failed(1, 30, 'Message processing lease expired.'), now)).toBe(false);
    expect(isRetryDue(failed(1, 30, 'Error: 421 Too many connections, try again later'), now)).toBe(true);
    expect(isRetryDue({ ...failed(1, 30), state: 'SUCCESS' }, now)).toBe(false);
    expect(isRetryDue({ ...failed(1, 30), state: 'RETRY' }, now)).toBe(false);
    expect(isRetryDue({ ...failed(1, 30), endTime: null }, now)).toBe(false);
    expect(isRetryDue(undefined, now)).toBe(false);
  });
});

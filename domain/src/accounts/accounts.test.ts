import { describe, expect, it } from 'vitest';
import { exportFileName, isRecentSignIn, RECENT_SIGN_IN_MS } from './accounts';

describe('isRecentSignIn', () => {
  const now = new Date('2026-05-04T10:00:00Z');
  const seconds = (ms: number) => (now.getTime() - ms) / 1000;

  it('accepts a sign-in up to 5 minutes old', () => {
    expect(isRecentSignIn(seconds(0), now)).toBe(true);
    expect(isRecentSignIn(seconds(RECENT_SIGN_IN_MS), now)).toBe(true);
  });

  it('refuses a sign-in older than 5 minutes, or none', () => {
    expect(isRecentSignIn(seconds(RECENT_SIGN_IN_MS + 1000), now)).toBe(false);
    expect(isRecentSignIn(undefined, now)).toBe(false);
    expect(isRecentSignIn('1700000000', now)).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the download after the day', () => {
    expect(exportFileName('2026-05-04')).toBe('kookers-mes-donnees-2026-05-04.json');
  });
});

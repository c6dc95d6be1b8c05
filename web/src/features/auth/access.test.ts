import { describe, expect, it } from 'vitest';
import { decideAccess, returnPathFrom, type Session } from './access';

const loading: Session = { status: 'loading' };
const visitor: Session = { status: 'signed-out' };
const unverified: Session = { status: 'signed-in', emailVerified: false, isKooker: false };
const client: Session = { status: 'signed-in', emailVerified: true, isKooker: false };
const kooker: Session = { status: 'signed-in', emailVerified: true, isKooker: true };

describe('decideAccess', () => {
  it('waits while the session is being restored, whatever the page', () => {
    for (const audience of ['guest', 'verified', 'kooker'] as const) {
      expect(decideAccess(loading, audience)).toEqual({ kind: 'wait' });
    }
  });

  it('lets signed-out visitors on guest pages and sends anyone arriving signed in to /settings with a notice', () => {
    expect(decideAccess(visitor, 'guest')).toEqual({ kind: 'allow' });
    const notice = { kind: 'redirect', to: '/settings', notice: 'already-signed-in' };
    expect(decideAccess(unverified, 'guest')).toEqual(notice);
    expect(decideAccess(client, 'guest')).toEqual(notice);
  });

  it('leaves a visitor who just signed in on a guest page to that page', () => {
    expect(decideAccess(client, 'guest', false)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor to /login and an unverified user home from protected pages', () => {
    expect(decideAccess(visitor, 'verified')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(unverified, 'verified')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(client, 'verified')).toEqual({ kind: 'allow' });
  });

  it('keeps the Kooker pages for Kookers and sends other clients to /settings', () => {
    expect(decideAccess(visitor, 'kooker')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(unverified, 'kooker')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(client, 'kooker')).toEqual({ kind: 'redirect', to: '/settings' });
    expect(decideAccess(kooker, 'kooker')).toEqual({ kind: 'allow' });
  });
});

describe('returnPathFrom', () => {
  it('returns to the page the visitor was sent away from', () => {
    expect(returnPathFrom({ from: '/kookers/abc?date=2026-12-01' })).toBe('/kookers/abc?date=2026-12-01');
  });

  it('falls back to /settings without a usable origin', () => {
    expect(returnPathFrom(undefined)).toBe('/settings');
    expect(returnPathFrom({ from: 42 })).toBe('/settings');
  });

  it('never redirects outside the app', () => {
    expect(returnPathFrom({ from: 'https://evil.example/' })).toBe('/settings');
    expect(returnPathFrom({ from: '//evil.example/' })).toBe('/settings');
  });
});

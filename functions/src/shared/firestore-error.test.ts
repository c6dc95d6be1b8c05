import { describe, expect, it } from 'vitest';
import { isFirestoreError } from './firestore-error';

describe('isFirestoreError', () => {
  it('reads the gRPC status as a number or by its name', () => {
    expect(isFirestoreError({ code: 6 }, 'already-exists')).toBe(true);
    expect(isFirestoreError({ code: 10 }, 'aborted')).toBe(true);
    expect(isFirestoreError({ code: 'aborted' }, 'aborted')).toBe(true);
    expect(isFirestoreError({ code: 'ABORTED' }, 'aborted')).toBe(true);
    expect(isFirestoreError({ code: 'ALREADY_EXISTS' }, 'already-exists')).toBe(true);
  });

  it('refuses another status, or anything without one', () => {
    expect(isFirestoreError({ code: 5 }, 'already-exists')).toBe(false);
    expect(isFirestoreError({ code: '6' }, 'already-exists')).toBe(false);
    expect(isFirestoreError(new Error('ALREADY_EXISTS'), 'already-exists')).toBe(false);
    expect(isFirestoreError(null, 'aborted')).toBe(false);
    expect(isFirestoreError('aborted', 'aborted')).toBe(false);
  });
});

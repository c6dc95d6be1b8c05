import { describe, expect, it } from 'vitest';
import { isCallableRefusal } from './callable-error';
import { errorCode, errorDetails, hasErrorCode } from './firebase-error';

/** A failure as the SDKs throw it: an Error with a string `code` (FirebaseError), and for a function its `details`. */
const failure = (code: string, details?: unknown) => Object.assign(new Error(code), { code, details });

describe('errorCode', () => {
  it('reads the code of a Firestore, Functions or Auth failure, as the SDK wrote it', () => {
    expect(errorCode(failure('permission-denied'))).toBe('permission-denied');
    expect(errorCode(failure('functions/failed-precondition'))).toBe('functions/failed-precondition');
    expect(errorCode(failure('auth/user-not-found'))).toBe('auth/user-not-found');
  });

  it('finds none in what is not a Firebase failure', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorCode({ code: 42 })).toBeNull();
    expect(errorCode(null)).toBeNull();
    expect(errorCode('permission-denied')).toBeNull();
  });
});

describe('hasErrorCode', () => {
  it('recognises one of the codes given', () => {
    expect(hasErrorCode(failure('permission-denied'), 'permission-denied')).toBe(true);
    expect(hasErrorCode(failure('functions/aborted'), 'functions/not-found', 'functions/aborted')).toBe(true);
    expect(hasErrorCode(failure('auth/user-not-found'), 'auth/user-not-found')).toBe(true);
  });

  it('tells Firestore’s refusal from a function’s', () => {
    expect(hasErrorCode(failure('functions/permission-denied'), 'permission-denied')).toBe(false);
    expect(hasErrorCode(failure('permission-denied'), 'functions/permission-denied')).toBe(false);
  });

  it('recognises nothing in what carries no code', () => {
    expect(hasErrorCode(new Error('permission-denied'), 'permission-denied')).toBe(false);
    expect(hasErrorCode(undefined, 'permission-denied')).toBe(false);
  });
});

describe('errorDetails', () => {
  it('gives what a function’s refusal carries, and nothing for anything else', () => {
    expect(errorDetails(failure('functions/failed-precondition', { reason: 'price-changed' }))).toEqual({ reason: 'price-changed' });
    expect(errorDetails(null)).toBeUndefined();
  });
});

describe('isCallableRefusal', () => {
  it('is a function’s answer that refused, not a failure whose outcome is unknown', () => {
    expect(isCallableRefusal(failure('functions/resource-exhausted'))).toBe(true);
    expect(isCallableRefusal(failure('functions/internal'))).toBe(false);
    expect(isCallableRefusal(failure('functions/deadline-exceeded'))).toBe(false);
    expect(isCallableRefusal(failure('permission-denied'))).toBe(false);
    expect(isCallableRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

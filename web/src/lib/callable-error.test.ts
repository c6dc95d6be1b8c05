import { describe, expect, it } from 'vitest';
import { callableErrorMessage } from './callable-error';

const fallback = 'Une erreur s’est produite.';

describe('callableErrorMessage', () => {
  it('shows the function’s French message without the HTTP status the SDK appends', () => {
    const error = { code: 'functions/failed-precondition', message: 'Ce créneau vient d’être réservé. [400]' };
    expect(callableErrorMessage(error, fallback)).toBe('Ce créneau vient d’être réservé.');
  });

  it('hides internal and network errors behind the fallback', () => {
    expect(callableErrorMessage({ code: 'functions/internal', message: 'INTERNAL [500]' }, fallback)).toBe(fallback);
    expect(callableErrorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(callableErrorMessage(undefined, fallback)).toBe(fallback);
  });
});

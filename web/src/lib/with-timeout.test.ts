import { describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './with-timeout';

describe('withTimeout', () => {
  it('passes the result through when the promise settles in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 1000)).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new Error('refusé')), 1000)).rejects.toThrow('refusé');
  });

  it('rejects with a TimeoutError when the promise hangs', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 5000);
    vi.advanceTimersByTime(5000);
    await expect(pending).rejects.toBeInstanceOf(TimeoutError);
    vi.useRealTimers();
  });
});

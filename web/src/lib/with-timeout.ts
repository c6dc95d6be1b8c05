export class TimeoutError extends Error {
  constructor() {
    super('Délai dépassé');
    this.name = 'TimeoutError';
  }
}

/**
 * Rejects if the promise has not settled within `ms`. Firestore keeps a write pending while
 * the network is down instead of failing it; a form must not spin forever.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

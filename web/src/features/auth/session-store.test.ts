import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Auth SDK's module: loading it is what "starting Auth" means here; it is given the store's
// setter as it loads.
const sourceLoaded = vi.fn();
let setSession:
  ((next: { session: { status: 'signed-in'; emailVerified: boolean; isKooker: boolean }; user: null } | null) => void) | null = null;

const EMULATOR_ENV = { VITE_USE_EMULATORS: 'true' };
const KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

/** A browser window with its localStorage and storage events, enough for the store. */
function fakeWindow(stored: Record<string, string>) {
  const listeners = new Set<(event: { key: string | null; newValue: string | null }) => void>();
  return {
    location: { hostname: 'localhost' },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    addEventListener: (_type: string, listener: (event: { key: string | null; newValue: string | null }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { key: string | null; newValue: string | null }) => void) =>
      listeners.delete(listener),
    dispatch: (event: { key: string | null; newValue: string | null }) => [...listeners].forEach((listener) => listener(event)),
    listeners,
  };
}

beforeEach(() => {
  vi.resetModules();
  sourceLoaded.mockClear();
  setSession = null;
  vi.doMock('./session-source', () => {
    sourceLoaded();
    return { followAuthChanges: (setter: typeof setSession) => (setSession = setter) };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('names the key where Firebase Auth keeps the signed-in user', async () => {
    const { storedUserKey } = await import('./session-store');
    expect(storedUserKey('demo-api-key')).toBe(KEY);
  });

  it('is loading until started, and always for what is prerendered or hydrated', async () => {
    const { sessionStore } = await import('./session-store');
    expect(sessionStore.getSnapshot().session.status).toBe('loading');
    expect(sessionStore.getServerSnapshot().session.status).toBe('loading');
  });

  it('signs a browser without a stored user out at once, without loading Auth', async () => {
    const window = fakeWindow({});
    vi.stubGlobal('window', window);
    const { sessionStore, startSession } = await import('./session-store');
    startSession(EMULATOR_ENV);
    expect(sessionStore.getSnapshot().session.status).toBe('signed-out');
    expect(sessionStore.getServerSnapshot().session.status).toBe('loading');
    await Promise.resolve();
    expect(sourceLoaded).not.toHaveBeenCalled();
    expect(window.listeners.size).toBe(1);
  });

  it('loads Auth when the browser keeps a user, and leaves the session loading until Auth answers', async () => {
    vi.stubGlobal('window', fakeWindow({ [KEY]: '{"uid":"u1"}' }));
    const { followAuth, sessionStore, startSession } = await import('./session-store');
    startSession(EMULATOR_ENV);
    await followAuth();
    expect(sourceLoaded).toHaveBeenCalledTimes(1);
    expect(sessionStore.getSnapshot().session.status).toBe('loading');
  });

  it('gives Auth its setter once loaded, so that Auth never imports it back', async () => {
    vi.stubGlobal('window', fakeWindow({ [KEY]: '{"uid":"u1"}' }));
    const { followAuth, sessionStore, startSession } = await import('./session-store');
    startSession(EMULATOR_ENV);
    await followAuth();
    setSession?.({ session: { status: 'signed-in', emailVerified: true, isKooker: false }, user: null });
    expect(sessionStore.getSnapshot().session).toEqual({ status: 'signed-in', emailVerified: true, isKooker: false });
    setSession?.(null);
    expect(sessionStore.getSnapshot().session.status).toBe('signed-out');
    // Loaded once, given the setter once, however often it is asked to follow.
    await followAuth();
    expect(sourceLoaded).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-in made in another tab', async () => {
    const window = fakeWindow({});
    vi.stubGlobal('window', window);
    const { followAuth, startSession } = await import('./session-store');
    startSession(EMULATOR_ENV);
    window.dispatch({ key: 'autre-chose', newValue: 'x' });
    window.dispatch({ key: KEY, newValue: null });
    await Promise.resolve();
    expect(sourceLoaded).not.toHaveBeenCalled();
    window.dispatch({ key: KEY, newValue: '{"uid":"u1"}' });
    await followAuth();
    expect(sourceLoaded).toHaveBeenCalledTimes(1);
    expect(window.listeners.size).toBe(0);
  });
});

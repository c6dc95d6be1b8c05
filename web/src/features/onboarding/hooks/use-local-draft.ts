import { useEffect } from 'react';

const PREFIX = 'kookers:brouillon:';

/**
 * What the Kooker typed in a step and has not saved yet, kept in this browser, so that a reload
 * or a closed tab loses nothing. `saved` is what the server holds: a draft equal to it is none.
 */
export function readLocalDraft<Values>(key: string, saved: Values): Values | null {
  try {
    const stored = window.localStorage.getItem(PREFIX + key);
    if (!stored) return null;
    const draft = { ...saved, ...(JSON.parse(stored) as Partial<Values>) };
    return JSON.stringify(draft) === JSON.stringify(saved) ? null : draft;
  } catch {
    return null;
  }
}

export function clearLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/** Keeps `values` as the draft of `key` while they differ from what is saved (written after a short pause). */
export function useLocalDraft<Values>(key: string, values: Values, saved: Values): void {
  const current = JSON.stringify(values);
  const draft = current === JSON.stringify(saved) ? null : current;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        if (draft === null) window.localStorage.removeItem(PREFIX + key);
        else window.localStorage.setItem(PREFIX + key, draft);
      } catch {
        // Storage full or unavailable: the draft lives as long as the page.
      }
    }, 300);
    return () => window.clearTimeout(timer);
  }, [key, draft]);
}

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings the focus to `target` (a heading with tabIndex -1) when `key` changes after the first
 * render: the page was redrawn under the client's eyes (paid, expired), and a screen reader reads
 * the new heading instead of losing its place in content that is gone.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: string | null): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    target.current?.focus();
  }, [target, key]);
}

import { useRef, useState, type RefObject } from 'react';

/**
 * What a list's dialog is open for, and the focus brought back when it closes: to the button
 * that opened it, or, when that button is gone (the booking was just cancelled), to `fallback`.
 */
export function useDialogTarget<T>(fallback: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (value: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(value);
  };

  const close = () => {
    setTarget(null);
    // After the list has re-rendered without the dialog.
    requestAnimationFrame(() => {
      const back = opener.current?.isConnected ? opener.current : fallback.current;
      back?.focus();
    });
  };

  return { target, open, close };
}

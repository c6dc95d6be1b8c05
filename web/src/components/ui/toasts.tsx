import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/**
 * Toasts top-right under the top bar, 4 s, at most 3 on screen (docs/produit.md, « Constantes »).
 * Under it, not over it: a toast pauses while the pointer rests on it, so one drawn over
 * « Déconnexion » stayed there as long as the member aimed at the button.
 */
const TOAST_DURATION_MS = 4000;
const TOAST_MAX_VISIBLE = 3;

export function Toasts() {
  const { toasts } = useToasterStore();

  // react-hot-toast has no limit of its own: dismiss the oldest beyond the third
  // (the store keeps the newest first).
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: 'calc(var(--navbar-height) + 0.5rem)' }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}

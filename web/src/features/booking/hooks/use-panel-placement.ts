import { useRef, useState, type RefObject } from 'react';
import { useMediaQuery } from './use-media-query';

/**
 * Where the panel sits beside the profile; below, a bottom bar opens it in a dialog. Same as the
 * CSS. The HTML rendered on the server, and so the first render, is the phone's.
 */
const SIDE_PANEL_QUERY = '(min-width: 64rem)';

/** Where the booking panel is drawn, and how it is brought into view. */
export interface PanelPlacement {
  /** Beside the profile (a wide screen); otherwise in a dialog the bottom bar opens (a phone). */
  sidePanel: boolean;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
  /** The side panel, which `open` scrolls to and focuses. */
  panelRef: RefObject<HTMLElement | null>;
  /** 'Réserver': brings the side panel into view, or opens the dialog. */
  open: () => void;
}

export function usePanelPlacement(): PanelPlacement {
  const sidePanel = useMediaQuery(SIDE_PANEL_QUERY);
  const [dialogOpen, setDialogOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);

  const open = () => {
    if (!sidePanel) {
      setDialogOpen(true);
      return;
    }
    const element = panelRef.current;
    if (!element) return;
    const reduceMotion = globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  };

  return { sidePanel, dialogOpen, setDialogOpen, panelRef, open };
}

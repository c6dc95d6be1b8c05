import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  size?: 'small' | 'large';
}

/**
 * A modal dialog on the native `<dialog>` element: the browser traps the focus, Escape closes
 * it, and the page behind is inert. Closing goes through `onClose`, so the caller owns `open`.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'large' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the caller decide (it may be saving).
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="dialog__content">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose} aria-label="Fermer">
              ×
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  working?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ open, title, message, confirmLabel, working = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={working}>
            Annuler
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={working}>
            {working ? 'Un instant…' : confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

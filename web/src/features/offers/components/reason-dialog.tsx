import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { OFFER_TEXT_LIMITS } from '@kookers/domain/offers';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the dialog says first. */
  message: string;
  label: string;
  /** Asked before sending: the Kooker declining a request must say why. */
  required: string | null;
  confirmLabel: string;
  /** Resolves true once done (the dialog closes), false when refused (the reason stays). */
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** Declining a request or an offer, with a reason the other side reads. */
export function ReasonDialog({ open, title, message, label, required, confirmLabel, onConfirm, onClose }: ReasonDialogProps) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    if (required && reason.trim() === '') {
      setError(required);
      return;
    }
    setWorking(true);
    try {
      if (await onConfirm(reason.trim())) {
        setReason('');
        onClose();
      }
    } finally {
      setWorking(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !working && onClose()}
      size="small"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
            Annuler
          </button>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={working}>
            {working ? 'Un instant…' : confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-reason`}>
          {label}
        </label>
        <textarea
          id={`${ids}-reason`}
          className="field__input"
          rows={3}
          maxLength={OFFER_TEXT_LIMITS.reason}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${ids}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

import { REPORT_ALREADY, REPORT_REASONS, REPORT_SENT, REPORT_TEXT_MAX, reportSchema, type ReportReason } from '@kookers/domain/operations';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';
import { hasErrorCode } from '../../lib/firebase-error';
import toast from '../../lib/toast';
import type { ReportTarget } from '../../lib/reports';

const FAILED = 'Votre signalement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.';

/**
 * 'Signaler' a message, a profile or a review to the operators: a reason from a short list and
 * a few words (docs/exploitation.md « Signalements »). `uid`: the signed-in, verified user, or
 * null (nothing is shown). Firestore is loaded when the report is sent, never with the page.
 */
export function ReportButton({ uid, target, label }: { uid: string | null; target: ReportTarget; label: string }) {
  const [open, setOpen] = useState(false);
  if (!uid) return null;
  return (
    <>
      <button type="button" className="link-button report-button" onClick={() => setOpen(true)} aria-label={label}>
        Signaler
      </button>
      {open && <ReportDialog uid={uid} target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ uid, target, onClose }: { uid: string; target: ReportTarget; onClose: () => void }) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let values: { reason: ReportReason; text: string };
    try {
      values = (await reportSchema.validate({ reason, text })) as { reason: ReportReason; text: string };
    } catch (invalid) {
      setFieldError((invalid as { message: string }).message);
      return;
    }
    setFieldError(null);
    setError(null);
    setWorking(true);
    try {
      const { fileReport } = await import('../../lib/reports');
      await fileReport(uid, target, values);
      toast.success(REPORT_SENT);
      onClose();
    } catch (failure) {
      // Refused: this user already reported this item (the rules let a report be written once).
      if (hasErrorCode(failure, 'permission-denied')) {
        toast.success(REPORT_ALREADY);
        onClose();
        return;
      }
      setError(FAILED);
      setWorking(false);
    }
  };

  return (
    <Dialog
      open
      title="Signaler à l’équipe Kookers"
      size="small"
      onClose={() => !working && onClose()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
            Annuler
          </button>
          <button type="submit" form={`${ids}-form`} className="button button--primary" disabled={working}>
            {working ? 'Envoi…' : 'Envoyer le signalement'}
          </button>
        </>
      }
    >
      <p>Votre signalement reste entre vous et l’équipe Kookers : la personne signalée ne sait pas qui l’a fait.</p>
      <FormAlert message={error} />
      <form id={`${ids}-form`} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="form__fieldset" aria-describedby={fieldError ? `${ids}-error` : undefined}>
          <legend className="field__label">Raison</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="field__checkbox">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
          {fieldError && (
            <p id={`${ids}-error`} className="field__error" role="alert">
              {fieldError}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-text`}>
            Précisez si besoin (facultatif)
          </label>
          <textarea
            id={`${ids}-text`}
            className="field__input"
            rows={4}
            maxLength={REPORT_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}

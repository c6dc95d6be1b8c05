import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

interface ReviewAnswerFormProps {
  reviewId: string;
  author: string;
  onAnswered: (answer: string) => void;
}

/** 'Répondre', for the Kooker under a review of their profile without an answer: a small form, sent once. */
export function ReviewAnswerForm({ reviewId, author, onAnswered }: ReviewAnswerFormProps) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing the form without sending brings the focus back to 'Répondre'.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <button ref={opener} type="button" className="button button--ghost button--small review__reply" onClick={() => setOpen(true)}>
        Répondre<span className="visually-hidden"> à l’avis de {author}</span>
      </button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    setFieldError(null);
    try {
      const { answerReview } = await import('../api/review-answer');
      const outcome = await answerReview(reviewId, text);
      if (outcome.ok) {
        onAnswered(outcome.answer);
        return;
      }
      if (outcome.field) setFieldError(outcome.message);
      else setError(outcome.message);
    } catch {
      setError('Votre réponse n’a pas pu être publiée. Vérifiez votre connexion et réessayez.');
    }
    setSending(false);
  };

  return (
    <form className="review-answer-form" noValidate onSubmit={(event) => void submit(event)} aria-label={`Répondre à l’avis de ${author}`}>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-answer`}>
          Votre réponse (publique, une seule fois)
        </label>
        <textarea
          id={`${ids}-answer`}
          className="field__input"
          rows={3}
          value={text}
          // The form opens on demand: the field it brings takes the focus.
          autoFocus
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids}-error` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {fieldError && (
          <p id={`${ids}-error`} className="field__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="review-answer-form__actions">
        <button type="submit" className="button button--primary button--small" disabled={sending}>
          {sending ? 'Publication…' : 'Publier la réponse'}
        </button>
        <button type="button" className="button button--ghost button--small" disabled={sending} onClick={() => setOpen(false)}>
          Annuler
        </button>
      </div>
    </form>
  );
}

import { MESSAGE_MAX, messageSchema } from '@kookers/domain/messaging';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ValidationError } from 'yup';
import { hasErrorCode } from '../../../lib/firebase-error';
import toast from '../../../lib/toast';
import { TimeoutError } from '../../../lib/with-timeout';
import { sendMessage, takeBackRefusedMessage } from '../api/conversations';
import type { RefusedMessage } from '../hooks/use-thread';
import { characterCount } from '../message-format';

interface ComposerProps {
  conversationId: string;
  uid: string;
  otherName: string;
  /** The reader's messages the functions refused (a limit): each comes back into the field with why. */
  refused: readonly RefusedMessage[];
}

/**
 * Writing a message (docs/messagerie.md): Enter sends, Shift+Enter goes to the line, up to
 * MESSAGE_MAX characters, counted near the limit. The message shows at once as 'Envoi…' (the
 * outbox's listener has it before the server); a refused write, or a message the functions
 * refused past a limit, puts the text back with the reason.
 */
export function Composer({ conversationId, uid, otherName, refused }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = characterCount(text.length);

  // A message refused past a limit: back in the field (unless something new was typed), the
  // reason under it, and out of the outbox. Each once.
  const takenBack = useRef(new Set<string>());
  useEffect(() => {
    for (const message of refused) {
      if (takenBack.current.has(message.id)) continue;
      takenBack.current.add(message.id);
      setText((current) => (current === '' ? message.text : current));
      setError(message.reason);
      takeBackRefusedMessage(conversationId, message.id).catch((failure: unknown) => {
        console.warn('Message refusé non retiré', failure);
      });
    }
  }, [refused, conversationId]);

  const send = async () => {
    let clean: string;
    try {
      clean = messageSchema.validateSync({ text }).text;
    } catch (invalid) {
      setError(invalid instanceof ValidationError ? invalid.message : 'Message invalide');
      return;
    }
    setText('');
    setError(null);
    try {
      await sendMessage(conversationId, uid, clean);
    } catch (failure) {
      if (failure instanceof TimeoutError) {
        toast('Votre message n’est pas encore parti : il partira dès que la connexion reviendra.', { id: 'message-waiting', icon: '⏳' });
        return;
      }
      toast.error(
        hasErrorCode(failure, 'permission-denied')
          ? 'Votre message n’a pas été accepté : cette conversation ne peut pas recevoir de message pour le moment.'
          : 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion, puis réessayez.',
        { id: 'message-failed' },
      );
      // Back in the field, unless something new was typed meanwhile.
      setText((current) => (current === '' ? clean : current));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const described = [`${id}-hint`, count ? `${id}-count` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="composer" onSubmit={submit} noValidate>
      <label className="composer__label" htmlFor={`${id}-text`}>
        Votre message à {otherName}
      </label>
      <div className="composer__row">
        <textarea
          id={`${id}-text`}
          className="field__input composer__input"
          rows={2}
          maxLength={MESSAGE_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={keyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <button type="submit" className="button button--primary composer__send">
          Envoyer
        </button>
      </div>
      <div className="composer__notes">
        <p id={`${id}-hint`} className="composer__hint">
          Entrée pour envoyer, Maj + Entrée pour aller à la ligne.
        </p>
        {count && (
          <p id={`${id}-count`} className="composer__count">
            {count}
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

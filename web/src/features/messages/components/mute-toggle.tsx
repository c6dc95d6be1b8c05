import { UNREAD_NOTICE_AFTER_MS } from '@kookers/domain/messaging';
import { useRef } from 'react';
import toast from '../../../lib/toast';
import { setConversationMuted } from '../api/conversations';

interface MuteToggleProps {
  conversationId: string;
  uid: string;
  muted: boolean;
}

const NOTICE_MINUTES = Math.round(UNREAD_NOTICE_AFTER_MS / 60_000);

/**
 * 'Ne plus être prévenu' / 'Être prévenu à nouveau': whether a message left unread in this
 * conversation brings an email (docs/messagerie.md, « Non lus et courriels »). The label follows
 * the conversation as it is read live, at once (the SDK shows its own write), back if refused.
 */
export function MuteToggle({ conversationId, uid, muted }: MuteToggleProps) {
  const saving = useRef(false);
  const toggle = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await setConversationMuted(conversationId, uid, !muted);
      toast.success(
        muted
          ? 'Vous serez de nouveau prévenu par email des messages non lus de cette conversation.'
          : 'Vous ne recevrez plus d’email pour les messages non lus de cette conversation.',
        { id: 'conversation-muted' },
      );
    } catch {
      toast.error('Ce choix n’a pas pu être enregistré. Vérifiez votre connexion, puis réessayez.', { id: 'conversation-muted' });
    } finally {
      saving.current = false;
    }
  };
  return (
    <div className="conversation__notify">
      <button type="button" className="button button--ghost button--small" onClick={() => void toggle()}>
        {muted ? 'Être prévenu à nouveau' : 'Ne plus être prévenu'}
      </button>
      <p className="conversation__notify-hint">
        {muted ? 'Aucun email pour cette conversation.' : `Un email vous prévient d’un message resté non lu ${NOTICE_MINUTES} minutes.`}
      </p>
    </div>
  );
}

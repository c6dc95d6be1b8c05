import type { Conversation } from '@kookers/domain/messaging';
import { Link } from 'react-router-dom';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useConversations } from '../hooks/use-conversations';
import { lastMessageDay } from '../message-format';
import { ConversationAvatar } from './conversation-avatar';

/** What the list shows of a long last message: enough to recognise it. */
const PREVIEW_MAX = 120;

/** '/messages': the user's conversations, the most recently active first, live (docs/messagerie.md). */
export function ConversationList({ uid }: { uid: string }) {
  return (
    <LiveReadBoundary fallback={() => <LoadError message="Vos conversations n’ont pas pu être chargées." onRetry={reloadPage} />}>
      <Conversations uid={uid} />
    </LiveReadBoundary>
  );
}

function Conversations({ uid }: { uid: string }) {
  const conversations = useConversations(uid);
  const now = useNow();
  if (conversations.status === 'loading') return <Spinner label="Chargement de vos conversations…" />;
  if (conversations.data.length === 0) {
    return (
      <div className="empty-state conversation-list__empty">
        <p>Vous n’avez pas encore de conversation.</p>
        <p>
          Une question pour un Kooker avant de réserver ? Ouvrez son profil et choisissez « Poser une question ». Après une réservation,
          vous pouvez aussi écrire à votre Kooker, ou à votre client, depuis la réservation.
        </p>
        <Link to={paths.search} className="button button--primary">
          Trouver un Kooker
        </Link>
      </div>
    );
  }
  return (
    <ul className="conversation-list">
      {conversations.data.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} uid={uid} now={now} />
      ))}
    </ul>
  );
}

function ConversationRow({ conversation, uid, now }: { conversation: Conversation; uid: string; now: Date }) {
  const asClient = conversation.clientId === uid;
  const name = asClient ? conversation.kookerName : conversation.clientName;
  const unread = conversation.unreadFor.includes(uid);
  const last = conversation.lastMessage;
  const at = last?.at?.toDate() ?? conversation.updatedAt?.toDate() ?? null;
  const preview = last && last.text.length > PREVIEW_MAX ? `${last.text.slice(0, PREVIEW_MAX).trimEnd()}…` : last?.text;
  return (
    <li>
      <Link to={paths.conversation(conversation.id)} className={unread ? 'conversation-row conversation-row--unread' : 'conversation-row'}>
        <ConversationAvatar name={name} image={asClient ? conversation.kookerImage : null} />
        <span className="conversation-row__body">
          <span className="conversation-row__top">
            <span className="conversation-row__name">
              {name} <span className="conversation-row__role">{asClient ? 'Kooker' : 'Client'}</span>
              {unread && <span className="visually-hidden"> (non lu)</span>}
            </span>
            {at && (
              <time className="conversation-row__time" dateTime={at.toISOString()}>
                {lastMessageDay(at, now)}
              </time>
            )}
          </span>
          <span className="conversation-row__preview">
            {last ? `${last.authorId === uid ? 'Vous : ' : ''}${preview ?? ''}` : 'Pas encore de message'}
          </span>
        </span>
        {unread && <span className="conversation-row__dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}

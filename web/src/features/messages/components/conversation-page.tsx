import { membersOf, type Conversation } from '@kookers/domain/messaging';
import { Link } from 'react-router-dom';
import { LiveReadBoundary, reloadPage } from '../../../components/ui/live-read-boundary';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/firebase-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../auth/hooks/use-session';
import { useConversation } from '../hooks/use-conversations';
import { useKookerContact, type KookerContact } from '../hooks/use-kooker-contact';
import { MessageCardsContext, type CardRenderer } from '../message-cards';
import { BookingsBetween } from './bookings-between';
import { ConversationAvatar } from './conversation-avatar';
import { MuteToggle } from './mute-toggle';
import { ThreadPanel } from './thread-panel';

/** A conversation id that is none, or a conversation the reader is not part of: the rules refuse the read. */
function Unavailable() {
  useDocumentTitle('Conversation introuvable');
  return (
    <div className="page__header">
      <h1>Conversation introuvable</h1>
      <p className="page__lead">
        Cette conversation n’existe pas, ou vous n’en faites pas partie : seuls le client et le Kooker qui se parlent peuvent la lire.
      </p>
      <Link to={paths.messages}>Voir mes conversations</Link>
    </div>
  );
}

/**
 * `/messages/:id`: the thread of a client and a Kooker, live (docs/messagerie.md). It may open
 * before the conversation exists (a client's first question): the Kooker's name then comes from
 * their public profile, and the thread is empty. Anyone else is refused by the rules, and reads
 * 'Conversation introuvable', as for an id that is none.
 */
export function ConversationPage({ id, renderCard = null }: { id: string; renderCard?: CardRenderer | null }) {
  if (membersOf(id) === null) return <Unavailable />;
  return (
    <MessageCardsContext.Provider value={renderCard}>
      <LiveReadBoundary
        fallback={(error) =>
          hasErrorCode(error, 'permission-denied') ? (
            <Unavailable />
          ) : (
            <LoadError message="La conversation n’a pas pu être chargée." onRetry={reloadPage} />
          )
        }
      >
        <ConversationView id={id} />
      </LiveReadBoundary>
    </MessageCardsContext.Provider>
  );
}

function ConversationView({ id }: { id: string }) {
  const { user } = useSession();
  const conversation = useConversation(id);
  if (conversation.status === 'loading' || !user) return <TitledSpinner />;
  return <Loaded id={id} uid={user.uid} conversation={conversation.data} />;
}

function TitledSpinner() {
  useDocumentTitle('Conversation');
  return <Spinner label="Chargement de la conversation…" />;
}

/** Who the reader is in the conversation, who they talk to, and whether they may write. */
function roles(id: string, uid: string, conversation: Conversation | null, kooker: KookerContact) {
  const { clientId, kookerId } = membersOf(id) ?? { clientId: '', kookerId: '' };
  const side = uid === clientId ? ('client' as const) : ('kooker' as const);
  const otherId = side === 'client' ? kookerId : clientId;
  if (conversation) {
    const name = side === 'client' ? conversation.kookerName : conversation.clientName;
    const cannotWrite = conversation.closed ? 'Ce membre a supprimé son compte : vous ne pouvez plus lui écrire.' : null;
    return { side, otherId, name, image: side === 'client' ? conversation.kookerImage : null, cannotWrite };
  }
  // No conversation yet: only the client may open it, towards a published Kooker (docs/messagerie.md).
  if (side === 'kooker') {
    return {
      side,
      otherId,
      name: 'Client',
      image: null,
      cannotWrite: 'Ce client ne vous a pas encore écrit : vous pourrez lui répondre ici.',
    };
  }
  if (kooker.status === 'ready') return { side, otherId, name: kooker.name, image: kooker.image, cannotWrite: null };
  return {
    side,
    otherId,
    name: 'Kooker',
    image: null,
    cannotWrite:
      kooker.status === 'unavailable'
        ? 'Ce Kooker ne reçoit pas de message pour le moment : son profil n’est pas publié.'
        : kooker.status === 'error'
          ? 'Le profil de ce Kooker n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.'
          : null,
  };
}

function Loaded({ id, uid, conversation }: { id: string; uid: string; conversation: Conversation | null }) {
  const kookerId = membersOf(id)?.kookerId ?? '';
  const kooker = useKookerContact(kookerId, conversation === null && uid !== kookerId);
  const { side, otherId, name, image, cannotWrite } = roles(id, uid, conversation, kooker);
  const waiting = conversation === null && side === 'client' && kooker.status === 'loading';
  useDocumentTitle(waiting ? 'Conversation' : `Conversation avec ${name}`);
  if (waiting) return <Spinner label="Chargement de la conversation…" />;

  const empty =
    side === 'client'
      ? `Posez votre question à ${name} : un menu, une allergie, l’équipement de votre cuisine… La réponse arrivera ici.`
      : `Aucun message pour l’instant.`;
  return (
    <div className="conversation">
      <Link to={paths.messages} className="conversation__back">
        <span aria-hidden="true">← </span>Toutes les conversations
      </Link>
      <header className="conversation__header">
        <ConversationAvatar name={name} image={image} />
        <div className="conversation__who">
          <h1 className="conversation__title">{name}</h1>
          <p className="conversation__role">
            {side === 'client' ? (
              <>
                Kooker · <Link to={paths.kooker(otherId)}>Voir son profil</Link>
              </>
            ) : (
              'Client'
            )}
          </p>
        </div>
        {conversation && <MuteToggle conversationId={id} uid={uid} muted={conversation.muted[uid] === true} />}
      </header>
      {side === 'client' && cannotWrite === null && (
        <p className="conversation__offer">
          Un groupe plus grand, une autre date, une occasion ?{' '}
          <Link to={paths.offerRequest(otherId)} className="button button--secondary button--small">
            Demander une offre
          </Link>
        </p>
      )}
      <BookingsBetween uid={uid} side={side} otherId={otherId} />
      <ThreadPanel conversationId={id} conversation={conversation} uid={uid} otherName={name} cannotWrite={cannotWrite} empty={empty} />
    </div>
  );
}

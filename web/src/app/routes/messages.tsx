import { useSession } from '../../features/auth/hooks/use-session';
import { ConversationList } from '../../features/messages/components/conversation-list';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Messages');
  const { user } = useSession();
  return (
    <div className="page container page--narrow">
      <header className="page__header">
        <h1>Messages</h1>
        <p className="page__lead">Vos conversations avec les Kookers et avec vos clients.</p>
      </header>
      {user && <ConversationList uid={user.uid} />}
    </div>
  );
}

import { useParams } from 'react-router-dom';
import { ConversationPage } from '../../features/messages/components/conversation-page';

/** The page's title names the other member, once read: ConversationPage sets it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page container page--narrow">
      {/* Keyed by id: another conversation starts from 'loading'. */}
      <ConversationPage key={id} id={id} />
    </div>
  );
}

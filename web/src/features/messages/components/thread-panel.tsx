import type { Conversation } from '@kookers/domain/messaging';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { markConversationRead } from '../api/conversations';
import { usePageVisible } from '../hooks/use-page-visible';
import { useThread } from '../hooks/use-thread';
import { Composer } from './composer';
import { ThreadLog } from './thread-log';

interface ThreadPanelProps {
  conversationId: string;
  /** Null until the functions create it, with the first message. */
  conversation: Conversation | null;
  uid: string;
  otherName: string;
  /** Why the reader cannot write here, or null when they can. */
  cannotWrite: string | null;
  empty: string;
}

/**
 * The thread and its composer. When the page is in front and the reader has the newest message
 * in view, their read marker moves (once per newest message, only while the conversation is
 * unread for them): the functions lower their unread count (docs/decisions/015-messagerie.md).
 */
export function ThreadPanel({ conversationId, conversation, uid, otherName, cannotWrite, empty }: ThreadPanelProps) {
  const thread = useThread(conversationId, uid);
  const [atBottom, setAtBottom] = useState(true);
  const visible = usePageVisible();

  const newestDelivered = thread.status === 'ready' ? (thread.recent.findLast((message) => !message.pending)?.id ?? null) : null;
  const unread = conversation?.unreadFor.includes(uid) ?? false;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!unread || !visible || !atBottom || newestDelivered === null || marked.current === newestDelivered) return;
    marked.current = newestDelivered;
    markConversationRead(conversationId, uid).catch((error: unknown) => {
      // Tried again with the next message; the count stays as it was meanwhile.
      marked.current = null;
      console.warn('Marqueur de lecture non enregistré', error);
    });
  }, [unread, visible, atBottom, newestDelivered, conversationId, uid]);

  if (thread.status === 'loading') return <Spinner label="Chargement des messages…" />;
  return (
    <>
      <ThreadLog
        conversationId={conversationId}
        older={thread.older}
        recent={thread.recent}
        hasOlder={thread.hasOlder}
        loadingOlder={thread.loadingOlder}
        loadOlder={thread.loadOlder}
        uid={uid}
        otherName={otherName}
        empty={empty}
        atBottom={atBottom}
        onAtBottomChange={setAtBottom}
      />
      {cannotWrite === null ? (
        <Composer conversationId={conversationId} uid={uid} otherName={otherName} refused={thread.refused} />
      ) : (
        <p className="conversation__closed">{cannotWrite}</p>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { useUnreadCount } from '../hooks/use-unread-count';

/** What the navbar draws with the count: the number, and what a screen reader hears. */
interface UnreadMessagesView {
  count: number;
  /** "2 conversations non lues", or null when there is none. */
  label: string | null;
}

interface UnreadMessagesProps {
  uid: string;
  children: (unread: UnreadMessagesView) => ReactNode;
}

/** "1 conversation non lue", "3 conversations non lues". */
function unreadLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 conversation non lue' : `${count} conversations non lues`;
}

/**
 * The number of conversations with an unread message, live (`inboxes/{uid}`, one document kept by
 * the functions: docs/decisions/015-messagerie.md). The navbar loads this module on demand, only
 * for a signed-in user: the Firestore SDK stays out of the first bundle (docs/decisions/002-bundle-budget.md).
 * A failed read shows no count rather than taking the navbar down.
 */
export function UnreadMessages({ uid, children }: UnreadMessagesProps) {
  return (
    <LiveReadBoundary fallback={() => children({ count: 0, label: null })}>
      <Count uid={uid}>{children}</Count>
    </LiveReadBoundary>
  );
}

function Count({ uid, children }: UnreadMessagesProps) {
  const count = useUnreadCount(uid);
  return children({ count, label: unreadLabel(count) });
}

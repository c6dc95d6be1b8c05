import type { Inbox } from '@kookers/domain/messaging';
import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { inboxRef } from '../api/inbox';

/** How many conversations hold a message the user has not read, live; 0 before the first. */
export function useUnreadCount(uid: string): number {
  const ref = useMemo(() => inboxRef(uid), [uid]);
  const { data } = useFirestoreDocData<Inbox>(ref);
  return data?.unread ?? 0;
}

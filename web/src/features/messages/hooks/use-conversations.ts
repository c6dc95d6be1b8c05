import type { Booking } from '@kookers/domain/booking';
import type { Conversation } from '@kookers/domain/messaging';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { bookingsBetweenQuery, conversationRef, conversationsOfQuery } from '../api/conversations';

type Live<T> = { status: 'loading' } | { status: 'ready'; data: T };

/** The user's conversations, the most recently active first, live. */
export function useConversations(uid: string): Live<Conversation[]> {
  const mine = useMemo(() => conversationsOfQuery(uid), [uid]);
  const { status, data } = useFirestoreCollectionData(mine);
  return status === 'success' ? { status: 'ready', data } : { status: 'loading' };
}

/**
 * One conversation, live: null until the functions create it (with the first message, or a
 * booking). A refused read (not a member) throws to the screen's LiveReadBoundary.
 */
export function useConversation(id: string): Live<Conversation | null> {
  const ref = useMemo(() => conversationRef(id), [id]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'success' ? { status: 'ready', data: data ?? null } : { status: 'loading' };
}

/** The bookings between the reader and the other member, the latest start first, live. */
export function useBookingsBetween(uid: string, side: 'client' | 'kooker', otherId: string): Live<Booking[]> {
  const between = useMemo(() => bookingsBetweenQuery(uid, side, otherId), [uid, side, otherId]);
  const { status, data } = useFirestoreCollectionData(between);
  const sorted = useMemo(
    () => (data ? [...data].sort((a, b) => (b.startAt?.toMillis() ?? 0) - (a.startAt?.toMillis() ?? 0)) : null),
    [data],
  );
  return status === 'success' && sorted ? { status: 'ready', data: sorted } : { status: 'loading' };
}

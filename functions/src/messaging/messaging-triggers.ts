import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { dataOf } from '../shared/changes';
import { applyReadMarker, deliverMessage, syncConversationWithBookings } from './conversations';
import type { CreatedEvent, UpdatedEvent, WrittenEvent } from '../shared/trigger-events';

/** When the author's account was made, for their limits (an account younger than a day may write less); null if unknown. */
export async function accountCreatedAt(uid: string): Promise<Date | null> {
  const user = await getAuth()
    .getUser(uid)
    .catch(() => null);
  const created = user?.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
  return created && !Number.isNaN(created.getTime()) ? created : null;
}

/** A member wrote a message into their outbox (docs/messagerie.md): it is delivered, masked if need be, or refused past a limit. */
export async function messageFromOutbox(event: CreatedEvent<'outbox'>): Promise<void> {
  // A creation may come without data: the emulator reports so a transaction's deletion of an
  // outbox document that never existed (the seed delivers its messages that way). Nothing to do.
  const data = event.data?.data();
  if (!event.data || !data) return;
  const createdAt = await accountCreatedAt(String(data.authorId ?? ''));
  await deliverMessage(getFirestore(), event.params.conversationId, event.data.ref, data, { createdAt });
}

/**
 * A member moved their read marker: for each whose marker changed, the unread count and pending
 * email follow. Every other write of a conversation (the functions' own) returns at once.
 */
export async function readMarkerOnConversation(event: UpdatedEvent<'conversations'>): Promise<void> {
  const before = (event.data?.before.get('readAt') as Record<string, unknown> | undefined) ?? {};
  const after = (event.data?.after.get('readAt') as Record<string, unknown> | undefined) ?? {};
  const unreadFor = (event.data?.after.get('unreadFor') as string[] | undefined) ?? [];
  const moved = Object.keys(after).filter((uid) => unreadFor.includes(uid) && !isDeepStrictEqual(before[uid], after[uid]));
  const db = getFirestore();
  for (const uid of moved) await applyReadMarker(db, event.params.conversationId, uid);
}

/**
 * A booking made, cancelled or completed: the conversation of its two parties is opened, and
 * shows or masks again what it holds (syncConversationWithBookings). Every other write of a
 * booking (its payout, its review, its contacts) returns at once.
 */
export async function conversationOnBooking(event: WrittenEvent<'bookings'>): Promise<void> {
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (before && after && before.status === after.status) return;
  const booking = after ?? before;
  const clientId = booking?.clientId;
  const kookerId = booking?.kookerId;
  if (typeof clientId !== 'string' || typeof kookerId !== 'string' || !clientId || !kookerId) return;
  await syncConversationWithBookings(getFirestore(), clientId, kookerId);
}

import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import { isDeepStrictEqual } from 'node:util';
import { applyReadMarker, deliverMessage, openConversationForBooking } from './conversations';

/** A member wrote a message into their outbox (docs/messagerie.md): it is delivered, masked if need be. */
export const messageFromOutbox = onDocumentCreated('conversations/{conversationId}/outbox/{messageId}', async (event) => {
  // A creation may come without data: the emulator reports so a transaction's deletion of an
  // outbox document that never existed (the seed delivers its messages that way). Nothing to do.
  const data = event.data?.data();
  if (!event.data || !data) return;
  await deliverMessage(getFirestore(), event.params.conversationId, event.data.ref, data);
});

/**
 * A member moved their read marker: for each whose marker changed, the unread count and pending
 * email follow. Every other write of a conversation (the functions' own) returns at once.
 */
export const readMarkerOnConversation = onDocumentUpdated('conversations/{conversationId}', async (event) => {
  const before = (event.data?.before.get('readAt') as Record<string, unknown> | undefined) ?? {};
  const after = (event.data?.after.get('readAt') as Record<string, unknown> | undefined) ?? {};
  const unreadFor = (event.data?.after.get('unreadFor') as string[] | undefined) ?? [];
  const moved = Object.keys(after).filter((uid) => unreadFor.includes(uid) && !isDeepStrictEqual(before[uid], after[uid]));
  const db = getFirestore();
  for (const uid of moved) await applyReadMarker(db, event.params.conversationId, uid);
});

/** A booking opens the conversation of its two parties, and shows what was masked in it. */
export const conversationOnBooking = onDocumentCreated('bookings/{bookingId}', async (event) => {
  const clientId = event.data?.get('clientId');
  const kookerId = event.data?.get('kookerId');
  if (typeof clientId !== 'string' || typeof kookerId !== 'string' || !clientId || !kookerId) return;
  await openConversationForBooking(getFirestore(), clientId, kookerId);
});

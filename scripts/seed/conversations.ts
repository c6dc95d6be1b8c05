/**
 * The conversations of the demonstration data, written by the functions' own code once the
 * documents are in (the seed runs without the Functions emulator, so no trigger would): every
 * client and Kooker with a booking between them have their conversation, as
 * conversationOnBooking opens it (docs/messagerie.md) when their first booking is made, and the
 * demo client and the demo Kooker have already exchanged two messages about their booking to
 * come, read by both.
 */
import type { Booking } from '@kookers/domain/booking';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { conversationIdOf } from '@kookers/domain/messaging';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { applyReadMarker, deliverMessage, syncConversationWithBookings } from '../../functions/src/messaging/conversations';
import { DEMO_CLIENT, DEMO_KOOKER } from './kookers';

const HOUR_MS = 3_600_000;
/** Conversations opened at once: the emulator answers faster than one by one, without a queue of thousands. */
const PARALLEL = 16;

/** The demo exchange: hours after the seed's day began (negative: the day before). */
const DEMO_EXCHANGE = [
  {
    authorId: DEMO_CLIENT.uid,
    hours: -6,
    text: 'Bonjour Claire, nous avons hâte d’être à votre atelier ! Faut-il prévoir des tabliers, ou des boîtes pour repartir avec ce que nous aurons préparé ?',
  },
  {
    authorId: DEMO_KOOKER.uid,
    hours: -5,
    text: 'Bonjour Julie ! J’apporte les tabliers et tous les ustensiles. Prévoyez seulement quelques boîtes, et dites-moi s’il y a un code à l’entrée de votre immeuble. À très vite !',
  },
] as const;

/**
 * Opens the conversation of every pair with a booking, dated from their first booking, then
 * writes the demo exchange; resolves with the number of conversations.
 */
export async function seedConversations(
  db: Firestore,
  bookings: ReadonlyArray<Pick<Booking, 'clientId' | 'kookerId' | 'createdAt'>>,
  now: Date,
) {
  const byPair = new Map<string, Pick<Booking, 'clientId' | 'kookerId' | 'createdAt'>>();
  for (const booking of bookings) {
    const id = conversationIdOf(booking.clientId, booking.kookerId);
    const first = byPair.get(id);
    if (!first || (booking.createdAt?.toMillis() ?? Infinity) < (first.createdAt?.toMillis() ?? Infinity)) byPair.set(id, booking);
  }
  const pairs = [...byPair.entries()];
  for (let start = 0; start < pairs.length; start += PARALLEL) {
    await Promise.all(
      pairs.slice(start, start + PARALLEL).map(async ([id, first]) => {
        await syncConversationWithBookings(db, first.clientId, first.kookerId);
        // Opened when their first booking was made, not when the seed runs: `npm start` moves these
        // dates with the bookings' (docs/exploitation.md, « Les données de démonstration »). None is
        // opened for a pair whose bookings were all cancelled.
        const conversation = db.doc(documentPath('conversations', id));
        const openedAt = first.createdAt ? Timestamp.fromMillis(first.createdAt.toMillis()) : Timestamp.fromDate(now);
        if ((await conversation.get()).exists) await conversation.update({ createdAt: openedAt, updatedAt: openedAt });
      }),
    );
  }

  const demo = conversationIdOf(DEMO_CLIENT.uid, DEMO_KOOKER.uid);
  const outbox = db.collection(collectionPath('outbox', demo));
  for (const [index, message] of DEMO_EXCHANGE.entries()) {
    const createdAt = Timestamp.fromMillis(now.getTime() + message.hours * HOUR_MS);
    // Both accounts are months old (scripts/seed/kookers.ts): held to the usual limits.
    await deliverMessage(
      db,
      demo,
      outbox.doc(`demo-${index + 1}`),
      { authorId: message.authorId, text: message.text, createdAt },
      { createdAt: new Date(now.getTime() - 90 * 24 * HOUR_MS) },
    );
  }
  // Both have read it: nothing unread, no email waiting (the read marker the screen writes).
  const readAt = Timestamp.fromMillis(now.getTime());
  for (const uid of [DEMO_CLIENT.uid, DEMO_KOOKER.uid]) {
    await db.doc(documentPath('conversations', demo)).update({ [`readAt.${uid}`]: readAt });
    await applyReadMarker(db, demo, uid);
  }
  return pairs.length;
}

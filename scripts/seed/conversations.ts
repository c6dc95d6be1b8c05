/**
 * The conversations of the demonstration data, written by the functions' own code once the
 * documents are in (the seed runs without the Functions emulator, so no trigger would): every
 * client and Kooker with a booking between them have their conversation, as
 * conversationOnBooking opens it (docs/messagerie.md), and the demo client and the demo Kooker
 * have already exchanged two messages about their booking to come, read by both.
 */
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

/** Opens the conversation of every pair with a booking, then writes the demo exchange; resolves with the number of conversations. */
export async function seedConversations(db: Firestore, bookings: ReadonlyArray<{ clientId: string; kookerId: string }>, now: Date) {
  const pairs = [...new Map(bookings.map((booking) => [conversationIdOf(booking.clientId, booking.kookerId), booking])).values()];
  for (let start = 0; start < pairs.length; start += PARALLEL) {
    await Promise.all(pairs.slice(start, start + PARALLEL).map((pair) => syncConversationWithBookings(db, pair.clientId, pair.kookerId)));
  }

  const demo = conversationIdOf(DEMO_CLIENT.uid, DEMO_KOOKER.uid);
  const outbox = db.collection('conversations').doc(demo).collection('outbox');
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
    await db
      .collection('conversations')
      .doc(demo)
      .update({ [`readAt.${uid}`]: readAt });
    await applyReadMarker(db, demo, uid);
  }
  return pairs.length;
}

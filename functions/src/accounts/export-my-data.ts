import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import { requireSignedIn } from '../shared/guards';
import { ownContactMessages } from '../contact/own-contact-messages';
import { answered } from '../shared/parse';
import { throttle } from '../shared/throttle';
import { plain, plainDoc } from './plain';

/** What a photo's metadata holds: everything but its bytes, which `/images/{id}` serves. */
const IMAGE_FIELDS = ['ownerId', 'contentType', 'width', 'height', 'smallWidth', 'smallHeight', 'createdAt'];

const NOTES = {
  photos:
    'Vos photos ne sont pas recopiées dans ce fichier : chacune se télécharge à l’adresse indiquée (url, et url/small pour sa miniature), tant que votre compte existe.',
  calendarFeed:
    'L’adresse secrète de votre calendrier n’est pas dans ce fichier (elle ouvre votre agenda à qui la lit) : « Réservations reçues » la donne.',
  emails: 'Vos choix de courriels sont dans profile.emails (absent : tous les courriels sont envoyés).',
  reviews:
    'Un avis ne nomme aucun compte : ceux que vous avez écrits sont retrouvés par vos réservations (l’id d’un avis est celui de sa réservation).',
} as const;

/**
 * Everything the platform holds on the caller (docs/produit.md, « Compte »), as one JSON object the
 * browser downloads: their Auth record, private profile, Kooker profile and services, photos'
 * metadata, free slots, bookings on both sides with their reviews, conversations and messages,
 * reports and contact messages (ownContactMessages: a visitor's messages from the caller's address
 * only once it is verified). Only the caller's own data: the callable takes no argument.
 */
export const exportMyData = onCall((request) =>
  answered(
    async () => {
      const now = new Date();
      if (request.auth) await throttle(getFirestore(), request.auth.uid, 'exportMyData', now);
      return exportMyDataCall(getFirestore(), getAuth(), request, now);
    },
    (message, error) => logger.error(message, { function: 'exportMyData', error: String(error) }),
  ),
);

const docs = (snapshots: { docs: DocumentSnapshot[] }) => snapshots.docs.map((doc) => plainDoc(doc));

/** The callable's work, for a request's session, at `now`. */
async function exportMyDataCall(
  db: Firestore,
  auth: Auth,
  request: Pick<CallableRequest<unknown>, 'auth'>,
  now: Date,
): Promise<Record<string, unknown>> {
  const { uid } = requireSignedIn(request);
  const user = await auth.getUser(uid);
  const kookerRef = db.collection('kookers').doc(uid);
  const [profile, kooker, services, images, quota, availability, asClient, asKooker, received, conversations, inbox, feed, reports] =
    await Promise.all([
      db.collection('users').doc(uid).get(),
      kookerRef.get(),
      kookerRef.collection('services').get(),
      db
        .collection('images')
        .where('ownerId', '==', uid)
        .select(...IMAGE_FIELDS)
        .get(),
      db.collection('imageQuotas').doc(uid).get(),
      db.collection('availability').doc(uid).get(),
      db.collection('bookings').where('clientId', '==', uid).get(),
      db.collection('bookings').where('kookerId', '==', uid).get(),
      db.collection('reviews').where('kookerId', '==', uid).get(),
      db.collection('conversations').where('members', 'array-contains', uid).get(),
      db.collection('inboxes').doc(uid).get(),
      db.collection('calendarFeeds').doc(uid).get(),
      db.collection('reports').where('reporterId', '==', uid).get(),
    ]);
  const written = asClient.empty ? [] : await db.getAll(...asClient.docs.map((booking) => db.collection('reviews').doc(booking.id)));
  const contactMessages = await ownContactMessages(db, { uid, email: user.email ?? null, emailVerified: user.emailVerified });

  return {
    exportedAt: now.toISOString(),
    notes: NOTES,
    account: {
      uid,
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
      lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
      isKooker: user.customClaims?.isKooker === true,
    },
    profile: plainDoc(profile),
    kooker: kooker.exists ? { profile: plainDoc(kooker), services: docs(services) } : null,
    images: images.docs.map((image) => ({ ...plainDoc(image), url: `/images/${image.id}` })),
    imageQuota: plainDoc(quota),
    availability: plainDoc(availability),
    bookings: { asClient: docs(asClient), asKooker: docs(asKooker) },
    reviews: { written: written.filter((review) => review.exists).map((review) => plainDoc(review)), received: docs(received) },
    conversations: await Promise.all(conversations.docs.map((conversation) => conversationOf(conversation, uid))),
    inbox: plainDoc(inbox),
    calendarFeed: feed.exists ? { exists: true, updatedAt: plain(feed.get('updatedAt')) } : { exists: false },
    reports: docs(reports),
    contactMessages: docs({ docs: contactMessages }),
  };
}

/** A conversation with its messages, oldest first, and the caller's messages still in their outbox. */
async function conversationOf(conversation: DocumentSnapshot, uid: string): Promise<Record<string, unknown>> {
  const [messages, outbox] = await Promise.all([
    conversation.ref.collection('messages').orderBy('createdAt').get(),
    conversation.ref.collection('outbox').where('authorId', '==', uid).get(),
  ]);
  // The caller's own words as written, for those masked until a booking (docs/messagerie.md).
  const ownMasked = messages.docs.filter((message) => message.get('masked') === true && message.get('authorId') === uid);
  const originals =
    ownMasked.length === 0
      ? []
      : await conversation.ref.firestore.getAll(...ownMasked.map((m) => conversation.ref.collection('originals').doc(m.id)));
  const originalText = new Map(
    originals.filter((original) => original.exists).map((original) => [original.id, original.get('text') as unknown]),
  );
  return {
    ...plainDoc(conversation),
    messages: messages.docs.map((message) => ({
      ...plainDoc(message),
      ...(originalText.has(message.id) ? { original: originalText.get(message.id) } : {}),
    })),
    pending: docs(outbox),
  };
}

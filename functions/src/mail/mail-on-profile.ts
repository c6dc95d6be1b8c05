import { kookerFromData, reviewFromData } from '@kookers/domain/kookers';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { dataOf } from '../shared/changes';
import { addressFor, writeMailOnce } from './outbox';
import { isNewAnswer, isPublication, profilePublishedMail, reviewAnsweredMail } from './profile-mails';
import { siteOriginForMail } from './site-origin';

/**
 * Tells a review's author that the Kooker answered it (docs/notifications.md), once: the mail's
 * id names the review, and the rules let a review be answered once. The author is the client of
 * the booking reviewed (a review's id is its booking's, and it names no account).
 */
export const mailOnReview = onDocumentWritten('reviews/{reviewId}', async (event) => {
  const id = event.params.reviewId;
  const beforeData = dataOf(event.data?.before);
  const afterData = dataOf(event.data?.after);
  const after = afterData && reviewFromData(id, afterData);
  if (!after || !isNewAnswer(beforeData && reviewFromData(id, beforeData), after)) return;
  const db = getFirestore();
  const clientId = (await db.collection('bookings').doc(id).get()).get('clientId');
  if (typeof clientId !== 'string' || clientId === '') return;
  const to = await addressFor(db, getAuth(), clientId);
  if (!to) return;
  const [kooker, client] = await Promise.all([
    db.collection('kookers').doc(after.kookerId).get(),
    db.collection('users').doc(clientId).get(),
  ]);
  const mail = reviewAnsweredMail(
    after,
    kookerFromData(after.kookerId, kooker.data() ?? {}),
    String(client.get('firstName') ?? ''),
    await siteOriginForMail(),
  );
  await writeMailOnce(db, `review-${id}-answer-client`, to, mail);
});

/**
 * Welcomes a Kooker whose profile goes online (docs/notifications.md), the first time only: a
 * pause and a new publication send nothing more (the mail's id names the Kooker). Every other
 * write of a profile returns before reading anything.
 */
export const mailOnProfile = onDocumentWritten('kookers/{kookerId}', async (event) => {
  const kookerId = event.params.kookerId;
  const after = dataOf(event.data?.after);
  if (!isPublication(dataOf(event.data?.before), after)) return;
  const db = getFirestore();
  const to = await addressFor(db, getAuth(), kookerId);
  if (!to) return;
  const mail = profilePublishedMail(kookerId, kookerFromData(kookerId, after ?? {}), await siteOriginForMail());
  await writeMailOnce(db, `kooker-${kookerId}-published`, to, mail);
});

import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { documentOf, modelOf } from '../shared/db';
import { addressFor, writeMailOnce } from './outbox';
import { isNewAnswer, isPublication, profilePublishedMail, reviewAnsweredMail } from './profile-mails';
import { siteOriginForMail } from './site-origin';
import type { WrittenEvent } from '../shared/trigger-events';

/**
 * Tells a review's author that the Kooker answered it (docs/notifications.md), once: the mail's
 * id names the review, and the rules let a review be answered once. The author is the client of
 * the booking reviewed (a review's id is its booking's, and it names no account).
 */
export async function mailOnReview(event: WrittenEvent<'reviews'>): Promise<void> {
  const id = event.params.bookingId;
  const after = modelOf('reviews', event.data?.after);
  if (!after || !isNewAnswer(modelOf('reviews', event.data?.before), after)) return;
  const db = getFirestore();
  const clientId = (await documentOf(db, 'bookings', id).get()).data()?.clientId;
  if (!clientId) return;
  const to = await addressFor(db, getAuth(), clientId);
  if (!to) return;
  // A Kooker or a client without a document reads as empty names, as before their first save.
  const [kooker, client] = await Promise.all([documentOf(db, 'kookers', after.kookerId).get(), documentOf(db, 'users', clientId).get()]);
  const mail = reviewAnsweredMail(
    after,
    kooker.data() ?? { firstName: '', lastName: '' },
    client.data()?.firstName ?? '',
    await siteOriginForMail(),
  );
  await writeMailOnce(db, `review-${id}-answer-client`, to, mail);
}

/**
 * Welcomes a Kooker whose profile goes online (docs/notifications.md), the first time only: a
 * pause and a new publication send nothing more (the mail's id names the Kooker). Every other
 * write of a profile returns before reading anything.
 */
export async function mailOnProfile(event: WrittenEvent<'kookers'>): Promise<void> {
  const kookerId = event.params.uid;
  const after = modelOf('kookers', event.data?.after);
  if (!after || !isPublication(modelOf('kookers', event.data?.before), after)) return;
  const db = getFirestore();
  const to = await addressFor(db, getAuth(), kookerId);
  if (!to) return;
  const mail = profilePublishedMail(kookerId, after, await siteOriginForMail());
  await writeMailOnce(db, `kooker-${kookerId}-published`, to, mail);
}

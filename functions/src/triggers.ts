/**
 * One Firestore trigger per collection and kind of event (docs/exploitation.md, « Les
 * déclencheurs »): each hands its event to the handlers that follow that collection, side by side.
 * A write of a booking is one invocation, not six; on the emulators, one worker per trigger starts.
 * Every handler is idempotent — it reads what it changes and writes only what is not there yet — so
 * one may run again when another failed: the failures are rethrown once all have ended, and the
 * platform logs them (retries are off, as before: the hourly and daily jobs catch up).
 */
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten, type DocumentSnapshot } from 'firebase-functions/firestore';
import { availabilityOnBooking } from './availability/availability-on-booking';
import { availabilityOnProfile } from './availability/availability-on-profile';
import { imagesOnProfile } from './images/images-on-profile';
import { imagesOnService } from './images/images-on-service';
import { derivedFieldsOnProfile } from './kookers/derived-fields-on-profile';
import { derivedFieldsOnService } from './kookers/derived-fields-on-service';
import { mailOnBooking } from './mail/mail-on-booking';
import { mailOnProfile, mailOnReview } from './mail/mail-on-profile';
import { conversationOnBooking, messageFromOutbox, readMarkerOnConversation } from './messaging/messaging-triggers';
import { offerOnBooking, offerOnProfile } from './offers/offer-on-booking';
import { handledOnContactMessage, handledOnReport } from './operations/handled-on-item';
import { hiddenReviewOnReview } from './operations/hidden-review-on-review';
import { operatorCancellationOnBooking } from './operations/operator-cancellation-on-booking';
import { operatorReleaseOnBooking } from './operations/operator-release-on-booking';
import { suspensionOnKooker } from './operations/suspension-on-kooker';
import { targetOnReport } from './operations/target-on-report';
import { ratingOnReview } from './reviews/rating-on-review';
import { reviewOnBooking } from './reviews/review-on-booking';
import { triggerPath } from './shared/db';
import { handleAll } from './shared/handle-all';
import { markTrigger } from './shared/handled-marker';

/** The document as an event leaves it: `after` of a write or an update, the document of a creation. */
type DocumentEvent = { document: string; data?: { after: DocumentSnapshot } | DocumentSnapshot | undefined };

/** A document's version as an event carries it: its update time, or `deleted`. */
function versionOf({ data }: DocumentEvent): string {
  const snapshot = data && 'after' in data ? data.after : data;
  return snapshot?.exists && snapshot.updateTime ? snapshot.updateTime.valueOf() : 'deleted';
}

/** Every handler, between the marks (on the emulators) that this version of the document started and is done. */
async function dispatch<Event extends DocumentEvent>(
  event: Event,
  handlers: ReadonlyArray<(event: Event) => Promise<void>>,
): Promise<void> {
  const version = versionOf(event);
  await markTrigger(event.document, version, 'started');
  try {
    await handleAll(event, handlers);
  } finally {
    await markTrigger(event.document, version, 'done');
  }
}

export const bookingWritten = onDocumentWritten(triggerPath('bookings'), (event) =>
  dispatch(event, [
    availabilityOnBooking,
    conversationOnBooking,
    mailOnBooking,
    offerOnBooking,
    operatorCancellationOnBooking,
    operatorReleaseOnBooking,
  ]),
);

export const kookerWritten = onDocumentWritten(triggerPath('kookers'), (event) =>
  dispatch(event, [availabilityOnProfile, derivedFieldsOnProfile, imagesOnProfile, mailOnProfile, offerOnProfile, suspensionOnKooker]),
);

export const serviceWritten = onDocumentWritten(triggerPath('services'), (event) =>
  dispatch(event, [derivedFieldsOnService, imagesOnService]),
);

export const reviewWritten = onDocumentWritten(triggerPath('reviews'), (event) =>
  dispatch(event, [hiddenReviewOnReview, mailOnReview, ratingOnReview, reviewOnBooking]),
);

export const reportWritten = onDocumentWritten(triggerPath('reports'), (event) => dispatch(event, [handledOnReport, targetOnReport]));
export const contactMessageWritten = onDocumentWritten(triggerPath('contactMessages'), (event) =>
  dispatch(event, [handledOnContactMessage]),
);
export const outboxCreated = onDocumentCreated(triggerPath('outbox'), (event) => dispatch(event, [messageFromOutbox]));
export const conversationUpdated = onDocumentUpdated(triggerPath('conversations'), (event) => dispatch(event, [readMarkerOnConversation]));

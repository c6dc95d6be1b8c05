/**
 * The data seam (docs/modele-de-donnees.md): every collection and subcollection the product uses,
 * declared once — its path, its type, its reader and writer. Each area's model.ts holds the types
 * and readers; this file names where each lives. Web and functions reach Firestore only through
 * it: their SDK seams (functions/src/shared/db.ts, web/src/lib/store.ts, web/src/lib/store-lite.ts)
 * build references from `collectionPath` / `documentPath` with the converters below, and a lint
 * rule (scripts/eslint/no-raw-paths.js) refuses a path written as a string anywhere else.
 * This package stays free of Firebase, so timestamps are typed by what both SDKs' Timestamp
 * classes offer. Reading is defensive: a missing or mistyped field reads as its empty value.
 */
import type { Data } from './read';
import { userFromData, userToData, callLimitFromData, callLimitToData } from '../accounts/model';
import {
  kookerFromData,
  kookerToData,
  serviceFromData,
  serviceToData,
  availabilityFromData,
  availabilityToData,
  reviewFromData,
  reviewToData,
  imageFromData,
  imageToData,
  imageQuotaFromData,
  imageQuotaToData,
  calendarFeedFromData,
  calendarFeedToData,
} from '../kookers/model';
import { bookingFromData, bookingToData, slotLockFromData, slotLockToData } from '../booking/model';
import {
  contactMessageFromData,
  contactMessageToData,
  conversationFromData,
  conversationToData,
  messageFromData,
  messageToData,
  inboxFromData,
  inboxToData,
  outboxMessageFromData,
  outboxMessageToData,
  originalMessageFromData,
  originalMessageToData,
  messageNoticeFromData,
  messageNoticeToData,
  messageLimitsFromData,
  messageLimitsToData,
  contactLimitFromData,
  contactLimitToData,
  mailFromData,
  mailToData,
} from '../messaging/model';
import {
  reportFromData,
  reportToData,
  operatorLogFromData,
  operatorLogToData,
  hiddenReviewFromData,
  hiddenReviewToData,
} from '../operations/model';

/**
 * Every collection, with the path of one of its documents — each `{…}` an id, the last one the
 * document's own — and its reader and writer: what the converters of web and functions wrap.
 */
export const collections = {
  users: { path: 'users/{uid}', fromData: userFromData, toData: userToData },
  kookers: { path: 'kookers/{uid}', fromData: kookerFromData, toData: kookerToData },
  services: { path: 'kookers/{kookerId}/services/{serviceId}', fromData: serviceFromData, toData: serviceToData },
  availability: { path: 'availability/{kookerId}', fromData: availabilityFromData, toData: availabilityToData },
  bookings: { path: 'bookings/{bookingId}', fromData: bookingFromData, toData: bookingToData },
  reviews: { path: 'reviews/{bookingId}', fromData: reviewFromData, toData: reviewToData },
  images: { path: 'images/{imageId}', fromData: imageFromData, toData: imageToData },
  imageQuotas: { path: 'imageQuotas/{uid}', fromData: imageQuotaFromData, toData: imageQuotaToData },
  contactMessages: { path: 'contactMessages/{messageId}', fromData: contactMessageFromData, toData: contactMessageToData },
  conversations: { path: 'conversations/{conversationId}', fromData: conversationFromData, toData: conversationToData },
  messages: { path: 'conversations/{conversationId}/messages/{messageId}', fromData: messageFromData, toData: messageToData },
  inboxes: { path: 'inboxes/{uid}', fromData: inboxFromData, toData: inboxToData },
  outbox: { path: 'conversations/{conversationId}/outbox/{messageId}', fromData: outboxMessageFromData, toData: outboxMessageToData },
  originals: {
    path: 'conversations/{conversationId}/originals/{messageId}',
    fromData: originalMessageFromData,
    toData: originalMessageToData,
  },
  messageNotices: { path: 'messageNotices/{noticeId}', fromData: messageNoticeFromData, toData: messageNoticeToData },
  messageLimits: { path: 'messageLimits/{uid}', fromData: messageLimitsFromData, toData: messageLimitsToData },
  contactLimits: { path: 'contactLimits/{windowId}', fromData: contactLimitFromData, toData: contactLimitToData },
  callLimits: { path: 'callLimits/{counterId}', fromData: callLimitFromData, toData: callLimitToData },
  mail: { path: 'mail/{mailId}', fromData: mailFromData, toData: mailToData },
  slotLocks: { path: 'slotLocks/{slotLockId}', fromData: slotLockFromData, toData: slotLockToData },
  calendarFeeds: { path: 'calendarFeeds/{kookerId}', fromData: calendarFeedFromData, toData: calendarFeedToData },
  reports: { path: 'reports/{reportId}', fromData: reportFromData, toData: reportToData },
  operatorLog: { path: 'operatorLog/{entryId}', fromData: operatorLogFromData, toData: operatorLogToData },
  hiddenReviews: { path: 'hiddenReviews/{reviewId}', fromData: hiddenReviewFromData, toData: hiddenReviewToData },
} as const;

type Collections = typeof collections;
export type CollectionName = keyof Collections;
export type ModelOf<Name extends CollectionName> = ReturnType<Collections[Name]['fromData']>;

/** The ids a path template names, in order: 'kookers/{kookerId}/services/{serviceId}' → [string, string]. */
type IdsOf<Path extends string> = Path extends `${string}{${string}}${infer Rest}` ? [string, ...IdsOf<Rest>] : [];
type WithoutLast<T extends unknown[]> = T extends [...infer Head, unknown] ? Head : [];
/** The ids of one document of a collection, its parents' first. */
export type DocumentIds<Name extends CollectionName> = IdsOf<Collections[Name]['path']>;
/** The ids of a collection's parents: none for a top-level collection. */
export type ParentIds<Name extends CollectionName> = WithoutLast<DocumentIds<Name>>;

function fill(template: string, ids: readonly string[]): string {
  let next = 0;
  return template.replace(/\{[^}]+\}/g, () => {
    const id = ids[next++];
    if (id === undefined || id === '' || id.includes('/')) throw new Error(`Identifiant invalide pour ${template}`);
    return id;
  });
}

/** The path of one document: documentPath('services', kookerId, serviceId) → 'kookers/…/services/…'. */
export function documentPath<Name extends CollectionName>(name: Name, ...ids: DocumentIds<Name>): string {
  return fill(collections[name].path, ids);
}

/** The path of a collection: collectionPath('services', kookerId) → 'kookers/…/services'. */
export function collectionPath<Name extends CollectionName>(name: Name, ...parents: ParentIds<Name>): string {
  return fill(collections[name].path.replace(/\/\{[^}]+\}$/, ''), parents);
}

/** A collection's own id, the last segment of its path: what a collection-group query names. */
export function collectionId(name: CollectionName): string {
  return collections[name].path.split('/').at(-2) ?? name;
}

/** What the web SDK's and the Admin SDK's document snapshots both provide. */
export interface SnapshotLike {
  id: string;
  data(): Data;
}

/** A Firestore data converter of one model type, in the shape both SDKs' converters accept. */
export interface ModelConverter<T> {
  toFirestore(value: T): Data;
  fromFirestore(snapshot: SnapshotLike): T;
}

/** A collection's converter: its reader and writer above, the only ones. */
function converterFor<Name extends CollectionName>(name: Name): ModelConverter<ModelOf<Name>> {
  const { fromData, toData } = collections[name] as unknown as {
    fromData: (id: string, data: Data) => ModelOf<Name>;
    toData: (value: ModelOf<Name>) => Data;
  };
  return {
    toFirestore: (value) => toData(value),
    fromFirestore: (snapshot) => fromData(snapshot.id, snapshot.data()),
  };
}

/**
 * Every collection's converter. Each SDK's seam gives this object its SDK's converter type,
 * which the compiler checks: no cast.
 */
export const modelConverters = Object.fromEntries(
  (Object.keys(collections) as CollectionName[]).map((name) => [name, converterFor(name)]),
) as { [Name in CollectionName]: ModelConverter<ModelOf<Name>> };

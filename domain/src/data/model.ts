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
import { converterOf, fillCollectionPath, fillDocumentPath, type IdsOf, type ModelConverter, type WithoutLast } from './declaration';
import { userFromData, userToData, callLimitFromData, callLimitToData } from '../accounts/model';
import { imageQuotaFromData, imageQuotaToData, calendarFeedFromData, calendarFeedToData } from '../kookers/model';
import { availability, images, kookers, reviews, services } from './public-collections';
import {
  bookingFromData,
  bookingToData,
  slotLockFromData,
  slotLockToData,
  heldContactsFromData,
  heldContactsToData,
} from '../booking/model';
import {
  payoutAccountFromData,
  payoutAccountToData,
  payoutFromData,
  payoutToData,
  processedEventFromData,
  processedEventToData,
  reconciliationFromData,
  reconciliationToData,
  invoiceRecordFromData,
  invoiceRecordToData,
  simulatedObjectFromData,
  simulatedObjectToData,
  simulatedDeliveryFromData,
  simulatedDeliveryToData,
} from '../money/money-model';
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
  triggerRunFromData,
  triggerRunToData,
} from '../operations/model';
import { taxProfileFromData, taxProfileToData } from '../tax/model';
import { offerFromData, offerToData, offerRequestFromData, offerRequestToData } from '../offers/model';

/*
 * Every collection, with the path of one of its documents — each `{…}` an id, the last one the
 * document's own — and its reader and writer: what the converters of web and functions wrap. Each
 * is its own declaration, so that a page carries the readers of the collections it reads only.
 */
const users = { path: 'users/{uid}', fromData: userFromData, toData: userToData } as const;
const bookings = { path: 'bookings/{bookingId}', fromData: bookingFromData, toData: bookingToData } as const;
const imageQuotas = { path: 'imageQuotas/{uid}', fromData: imageQuotaFromData, toData: imageQuotaToData } as const;
const contactMessages = { path: 'contactMessages/{messageId}', fromData: contactMessageFromData, toData: contactMessageToData } as const;
const conversations = { path: 'conversations/{conversationId}', fromData: conversationFromData, toData: conversationToData } as const;
const messages = { path: 'conversations/{conversationId}/messages/{messageId}', fromData: messageFromData, toData: messageToData } as const;
const inboxes = { path: 'inboxes/{uid}', fromData: inboxFromData, toData: inboxToData } as const;
const outbox = {
  path: 'conversations/{conversationId}/outbox/{messageId}',
  fromData: outboxMessageFromData,
  toData: outboxMessageToData,
} as const;
const originals = {
  path: 'conversations/{conversationId}/originals/{messageId}',
  fromData: originalMessageFromData,
  toData: originalMessageToData,
} as const;
const messageNotices = { path: 'messageNotices/{noticeId}', fromData: messageNoticeFromData, toData: messageNoticeToData } as const;
const messageLimits = { path: 'messageLimits/{uid}', fromData: messageLimitsFromData, toData: messageLimitsToData } as const;
const contactLimits = { path: 'contactLimits/{windowId}', fromData: contactLimitFromData, toData: contactLimitToData } as const;
const callLimits = { path: 'callLimits/{counterId}', fromData: callLimitFromData, toData: callLimitToData } as const;
const mail = { path: 'mail/{mailId}', fromData: mailFromData, toData: mailToData } as const;
const slotLocks = { path: 'slotLocks/{slotLockId}', fromData: slotLockFromData, toData: slotLockToData } as const;
const heldContacts = { path: 'heldContacts/{bookingId}', fromData: heldContactsFromData, toData: heldContactsToData } as const;
const calendarFeeds = { path: 'calendarFeeds/{kookerId}', fromData: calendarFeedFromData, toData: calendarFeedToData } as const;
const reports = { path: 'reports/{reportId}', fromData: reportFromData, toData: reportToData } as const;
const operatorLog = { path: 'operatorLog/{entryId}', fromData: operatorLogFromData, toData: operatorLogToData } as const;
const hiddenReviews = { path: 'hiddenReviews/{reviewId}', fromData: hiddenReviewFromData, toData: hiddenReviewToData } as const;
const payoutAccounts = { path: 'payoutAccounts/{kookerId}', fromData: payoutAccountFromData, toData: payoutAccountToData } as const;
const payouts = { path: 'payouts/{payoutId}', fromData: payoutFromData, toData: payoutToData } as const;
const processorEvents = { path: 'processorEvents/{eventId}', fromData: processedEventFromData, toData: processedEventToData } as const;
const reconciliations = { path: 'reconciliations/{day}', fromData: reconciliationFromData, toData: reconciliationToData } as const;
const invoices = { path: 'invoices/{invoiceId}', fromData: invoiceRecordFromData, toData: invoiceRecordToData } as const;
const offerRequests = { path: 'offerRequests/{requestId}', fromData: offerRequestFromData, toData: offerRequestToData } as const;
const offers = { path: 'offers/{offerId}', fromData: offerFromData, toData: offerToData } as const;
const taxProfiles = { path: 'taxProfiles/{kookerId}', fromData: taxProfileFromData, toData: taxProfileToData } as const;
const simulatedProcessor = {
  path: 'simulatedProcessor/{objectId}',
  fromData: simulatedObjectFromData,
  toData: simulatedObjectToData,
} as const;
const simulatedEvents = {
  path: 'simulatedEvents/{deliveryId}',
  fromData: simulatedDeliveryFromData,
  toData: simulatedDeliveryToData,
} as const;

const triggerRuns = { path: 'triggerRuns/{runId}', fromData: triggerRunFromData, toData: triggerRunToData } as const;

/** Every collection the product uses. */
export const collections = {
  users,
  kookers,
  services,
  availability,
  bookings,
  reviews,
  images,
  imageQuotas,
  contactMessages,
  conversations,
  messages,
  inboxes,
  outbox,
  originals,
  messageNotices,
  messageLimits,
  contactLimits,
  callLimits,
  mail,
  slotLocks,
  heldContacts,
  calendarFeeds,
  reports,
  operatorLog,
  hiddenReviews,
  payoutAccounts,
  payouts,
  processorEvents,
  reconciliations,
  invoices,
  simulatedProcessor,
  simulatedEvents,
  triggerRuns,
  taxProfiles,
  offerRequests,
  offers,
} as const;

type Collections = typeof collections;
export type CollectionName = keyof Collections;
export type ModelOf<Name extends CollectionName> = ReturnType<Collections[Name]['fromData']>;

/** The ids of one document of a collection, its parents' first. */
export type DocumentIds<Name extends CollectionName> = IdsOf<Collections[Name]['path']>;
/** The ids of a collection's parents: none for a top-level collection. */
export type ParentIds<Name extends CollectionName> = WithoutLast<DocumentIds<Name>>;

/** The path of one document: documentPath('services', kookerId, serviceId) → 'kookers/…/services/…'. */
export function documentPath<Name extends CollectionName>(name: Name, ...ids: DocumentIds<Name>): string {
  return fillDocumentPath(collections[name].path, ids);
}

/** The path of a collection: collectionPath('services', kookerId) → 'kookers/…/services'. */
export function collectionPath<Name extends CollectionName>(name: Name, ...parents: ParentIds<Name>): string {
  return fillCollectionPath(collections[name].path, parents);
}

/** A collection's own id, the last segment of its path: what a collection-group query names. */
export function collectionId(name: CollectionName): string {
  return collections[name].path.split('/').at(-2) ?? name;
}

/**
 * Every collection's converter. Each SDK's seam gives this object its SDK's converter type,
 * which the compiler checks: no cast.
 */
export const modelConverters = Object.fromEntries(
  // Each entry's reader and writer agree by their declaration; their union is no one declaration to the compiler.
  (Object.keys(collections) as CollectionName[]).map((name) => [name, converterOf(collections[name] as never)]),
) as { [Name in CollectionName]: ModelConverter<ModelOf<Name>> };

/**
 * The Firestore data model (docs/modele-de-donnees.md), as TypeScript types, and the one place that reads and
 * writes each document shape. Web and functions type these converters with their SDK's
 * (`modelConverters` below, docs/modele-de-donnees.md): this package
 * stays free of Firebase, so timestamps are typed by what both SDKs' Timestamp classes offer.
 *
 * Reading is defensive: a missing or mistyped field reads as its empty value, never a crash.
 * Money is in integer cents everywhere.
 */
import type { Data } from './read';
import { userFromData, userToData } from '../accounts/model';
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
} from '../kookers/model';
import { bookingFromData, bookingToData } from '../booking/model';
import {
  contactMessageFromData,
  contactMessageToData,
  conversationFromData,
  conversationToData,
  messageFromData,
  messageToData,
  inboxFromData,
  inboxToData,
} from '../messaging/model';

/** Every collection, with its reader and writer: what the converters of web and functions wrap. */
export const collections = {
  users: { name: 'users', fromData: userFromData, toData: userToData },
  kookers: { name: 'kookers', fromData: kookerFromData, toData: kookerToData },
  /** A subcollection of each Kooker: `kookers/{kookerId}/services`. */
  services: { name: 'services', fromData: serviceFromData, toData: serviceToData },
  availability: { name: 'availability', fromData: availabilityFromData, toData: availabilityToData },
  bookings: { name: 'bookings', fromData: bookingFromData, toData: bookingToData },
  reviews: { name: 'reviews', fromData: reviewFromData, toData: reviewToData },
  images: { name: 'images', fromData: imageFromData, toData: imageToData },
  imageQuotas: { name: 'imageQuotas', fromData: imageQuotaFromData, toData: imageQuotaToData },
  contactMessages: { name: 'contactMessages', fromData: contactMessageFromData, toData: contactMessageToData },
  conversations: { name: 'conversations', fromData: conversationFromData, toData: conversationToData },
  /** A subcollection of each conversation: `conversations/{id}/messages`. */
  messages: { name: 'messages', fromData: messageFromData, toData: messageToData },
  inboxes: { name: 'inboxes', fromData: inboxFromData, toData: inboxToData },
} as const;

type Collections = typeof collections;
export type CollectionName = keyof Collections;
export type ModelOf<Name extends CollectionName> = ReturnType<Collections[Name]['fromData']>;

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
 * Every collection's converter. Each SDK's one seam (web/src/lib/converters.ts,
 * web/src/lib/lite-converters.ts, functions/src/shared/converters.ts) gives this object its
 * SDK's converter type, which the compiler checks: no cast.
 */
export const modelConverters: { [Name in CollectionName]: ModelConverter<ModelOf<Name>> } = {
  users: converterFor('users'),
  kookers: converterFor('kookers'),
  services: converterFor('services'),
  availability: converterFor('availability'),
  bookings: converterFor('bookings'),
  reviews: converterFor('reviews'),
  images: converterFor('images'),
  imageQuotas: converterFor('imageQuotas'),
  contactMessages: converterFor('contactMessages'),
  conversations: converterFor('conversations'),
  messages: converterFor('messages'),
  inboxes: converterFor('inboxes'),
};

/**
 * Contact messages, conversations, messages and inboxes (docs/modele-de-donnees.md, docs/messagerie.md).
 * Money is in integer cents everywhere.
 */
import { type Stamp, type Data, text, int, flag, texts, stamp, record, nullableText } from '../data/read';

/* ───────────── contactMessages/{id} ───────────── */

export interface ContactMessageDocument {
  id: string;
  /**
   * The account that sent it while signed in, null for a visitor: what ties it to an account's
   * export and deletion (docs/modele-de-donnees.md, « Suppression d'un compte »).
   */
  uid: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Sent while everyone together had passed the hour's usual volume (domain/src/messaging/contact.ts): to read last. */
  flood: boolean;
  createdAt: Stamp | null;
}

export function contactMessageFromData(id: string, data: Data): ContactMessageDocument {
  return {
    id,
    uid: nullableText(data.uid),
    name: text(data.name),
    email: text(data.email),
    subject: text(data.subject),
    message: text(data.message),
    flood: data.flood === true,
    createdAt: stamp(data.createdAt),
  };
}

export function contactMessageToData({ id: _id, ...message }: ContactMessageDocument): Data {
  return message;
}

/* ───────────── conversations/{clientId}_{kookerId}: messaging (docs/messagerie.md) ───────────── */

/**
 * One conversation between a client and a Kooker, its id `conversationIdOf` (domain/src/messaging/messaging.ts).
 * The functions create it with the first message and keep `lastMessage`, `unreadFor` and
 * `hasBooking`; each member writes only their own `readAt` and `muted` entries.
 */
export interface Conversation {
  id: string;
  clientId: string;
  kookerId: string;
  /** Both accounts, for the list query (`array-contains`) and the rules. */
  members: string[];
  /** How each member is shown to the other: "Camille M.", "Kenza B." and the Kooker's photo. */
  clientName: string;
  kookerName: string;
  kookerImage: string | null;
  lastMessage: { text: string; authorId: string; at: Stamp | null } | null;
  /** The members with a message they have not read. */
  unreadFor: string[];
  readAt: Record<string, Stamp | null>;
  muted: Record<string, boolean>;
  /** A booking exists between the two: contact details show. */
  hasBooking: boolean;
  /** A member deleted their account: no new message (docs/modele-de-donnees.md, « Suppression d'un compte »). */
  closed: boolean;
  createdAt: Stamp | null;
  updatedAt: Stamp | null;
}

const stampMap = (value: unknown): Record<string, Stamp | null> =>
  Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, stamp(entry)]));
const flagMap = (value: unknown): Record<string, boolean> =>
  Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, entry === true]));

export function conversationFromData(id: string, data: Data): Conversation {
  const last = data.lastMessage === null || data.lastMessage === undefined ? null : record(data.lastMessage);
  return {
    id,
    clientId: text(data.clientId),
    kookerId: text(data.kookerId),
    members: texts(data.members),
    clientName: text(data.clientName),
    kookerName: text(data.kookerName),
    kookerImage: nullableText(data.kookerImage),
    lastMessage: last && { text: text(last.text), authorId: text(last.authorId), at: stamp(last.at) },
    unreadFor: texts(data.unreadFor),
    readAt: stampMap(data.readAt),
    muted: flagMap(data.muted),
    hasBooking: flag(data.hasBooking),
    closed: flag(data.closed),
    createdAt: stamp(data.createdAt),
    updatedAt: stamp(data.updatedAt),
  };
}

export function conversationToData({ id: _id, ...conversation }: Conversation): Data {
  return conversation;
}

/**
 * A message of a conversation, `conversations/{id}/messages/{messageId}`, written by the
 * functions from the author's `outbox` (docs/decisions/015-messagerie.md): its text masked while
 * no booking exists between the two (`masked`), the original kept where nobody reads it.
 */
export interface Message {
  id: string;
  authorId: string;
  text: string;
  masked: boolean;
  createdAt: Stamp | null;
}

export function messageFromData(id: string, data: Data): Message {
  return { id, authorId: text(data.authorId), text: text(data.text), masked: flag(data.masked), createdAt: stamp(data.createdAt) };
}

export function messageToData({ id: _id, ...message }: Message): Data {
  return message;
}

/** `inboxes/{uid}`: how many conversations hold a message the user has not read, kept by the functions. */
export interface Inbox {
  id: string;
  unread: number;
}

export function inboxFromData(id: string, data: Data): Inbox {
  return { id, unread: Math.max(0, int(data.unread)) };
}

export function inboxToData({ id: _id, ...inbox }: Inbox): Data {
  return inbox;
}

/**
 * Contact messages, conversations, messages and inboxes (docs/modele-de-donnees.md, docs/messagerie.md).
 * Money is in integer cents everywhere.
 */
import { type Stamp, type Data, text, int, flag, texts, stamp, record, nullableText } from '../rules/read';

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
  /** When each member was last emailed about it (functions/src/messaging/unread-notices.ts: one an hour at most). */
  noticedAt: Record<string, Stamp | null>;
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
    noticedAt: stampMap(data.noticedAt),
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
  /**
   * A request or an offer posted by its callable (docs/reservations.md, « Demander une offre »):
   * the thread draws its card, live from `offerRequests/{id}` or `offers/{id}`; `text` is its
   * summary line. Null for a written message.
   */
  card: MessageCard | null;
  createdAt: Stamp | null;
}

export interface MessageCard {
  kind: 'request' | 'offer';
  id: string;
}

function cardOf(value: unknown): MessageCard | null {
  const data = record(value);
  const kind = data.kind === 'request' || data.kind === 'offer' ? data.kind : null;
  return kind && typeof data.id === 'string' && data.id !== '' ? { kind, id: data.id } : null;
}

export function messageFromData(id: string, data: Data): Message {
  return {
    id,
    authorId: text(data.authorId),
    text: text(data.text),
    masked: flag(data.masked),
    card: cardOf(data.card),
    createdAt: stamp(data.createdAt),
  };
}

/** No `card` key for a written message: the messages written before cards read the same. */
export function messageToData({ id: _id, card, ...message }: Message): Data {
  return card === null ? message : { ...message, card };
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

/**
 * `conversations/{conversationId}/outbox/{messageId}`: a message on its way, written by its author
 * (firestore.rules: `authorId`, `text`, `createdAt` only), taken by the functions into `messages`,
 * or kept with `refused`, the French reason, when a limit refused it (docs/messagerie.md).
 */
export interface OutboxMessage {
  id: string;
  authorId: string;
  text: string;
  createdAt: Stamp | null;
  /** Why the functions refused it, for the composer to show; null while on its way. */
  refused: string | null;
}

export function outboxMessageFromData(id: string, data: Data): OutboxMessage {
  return {
    id,
    authorId: text(data.authorId),
    text: text(data.text),
    createdAt: stamp(data.createdAt),
    refused: nullableText(data.refused),
  };
}

/** No `refused` key while there is none: the rules take an author's message with its three fields only. */
export function outboxMessageToData({ id: _id, refused, ...message }: OutboxMessage): Data {
  return refused === null ? message : { ...message, refused };
}

/**
 * `conversations/{conversationId}/originals/{messageId}`: what a message holding a contact detail
 * said as written, the message's own id, kept by the functions where nobody reads it, to show it
 * once a booking exists or mask it again (docs/decisions/015-messagerie.md).
 */
export interface OriginalMessage {
  id: string;
  text: string;
  /** Its masked version, as the thread showed it when last masked; null when none was kept. */
  masked: string | null;
}

export function originalMessageFromData(id: string, data: Data): OriginalMessage {
  return { id, text: text(data.text), masked: typeof data.masked === 'string' ? data.masked : null };
}

export function originalMessageToData({ id: _id, masked, ...original }: OriginalMessage): Data {
  return masked === null ? original : { ...original, masked };
}

/**
 * `messageNotices/{conversationId}_{uid}`: the email due to a member who has not read a
 * conversation (docs/messagerie.md « Prévenu, pas harcelé »), functions only.
 */
export interface MessageNotice {
  id: string;
  conversationId: string;
  uid: string;
  dueAt: Stamp | null;
}

export function messageNoticeFromData(id: string, data: Data): MessageNotice {
  return { id, conversationId: text(data.conversationId), uid: text(data.uid), dueAt: stamp(data.dueAt) };
}

export function messageNoticeToData({ id: _id, ...notice }: MessageNotice): Data {
  return notice;
}

/**
 * `messageLimits/{uid}`: an author's counters against their limits (messageAdmission,
 * domain/src/messaging/messaging.ts), functions only; they can go once `expiresAt` is past (a TTL policy).
 */
export interface MessageLimits {
  id: string;
  minute: number;
  messages: number;
  hour: number;
  hourConversations: number;
  day: string;
  dayConversations: number;
  expiresAt: Stamp | null;
}

export function messageLimitsFromData(id: string, data: Data): MessageLimits {
  return {
    id,
    minute: int(data.minute),
    messages: int(data.messages),
    hour: int(data.hour),
    hourConversations: int(data.hourConversations),
    day: text(data.day),
    dayConversations: int(data.dayConversations),
    expiresAt: stamp(data.expiresAt),
  };
}

export function messageLimitsToData({ id: _id, ...limits }: MessageLimits): Data {
  return limits;
}

/* ───────────── contactLimits/{window}-{key}: the contact form's counters ───────────── */

/**
 * `contactLimits/{window}-{addressHash}` and `contactLimits/{window}-tous`: how many contact
 * messages a window took from one address and from everyone (domain/src/messaging/contact.ts),
 * functions only; they can go once `expiresAt` is past (a TTL policy).
 */
export interface ContactLimit {
  id: string;
  count: number;
  expiresAt: Stamp | null;
}

export function contactLimitFromData(id: string, data: Data): ContactLimit {
  return { id, count: int(data.count), expiresAt: stamp(data.expiresAt) };
}

export function contactLimitToData({ id: _id, ...limit }: ContactLimit): Data {
  return limit;
}

/* ───────────── mail/{id}: emails for the Trigger Email extension (docs/notifications.md) ───────────── */

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export type MailState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';
const MAIL_STATES: readonly MailState[] = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'];

/** What the extension (or the local delivery, functions/src/mail/local-delivery.ts) notes of its sending. */
export interface MailDelivery {
  /** null: a state the extension does not document. */
  state: MailState | null;
  attempts: number;
  error: string | null;
  startTime: Stamp | null;
  endTime: Stamp | null;
  leaseExpireTime: Stamp | null;
}

/**
 * A mail to send, its id naming its event and recipient (written once: functions/src/mail/outbox.ts);
 * `delivery` is the extension's, null until it takes the mail.
 */
export interface MailDocument {
  id: string;
  to: string;
  message: { subject: string; text: string; html: string; attachments: MailAttachment[] };
  delivery: MailDelivery | null;
}

function mailAttachments(value: unknown): MailAttachment[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(record)
    .map((entry) => ({ filename: text(entry.filename), content: text(entry.content), contentType: text(entry.contentType) }));
}

export function mailDeliveryFromData(value: unknown): MailDelivery {
  const data = record(value);
  return {
    state: MAIL_STATES.find((state) => state === data.state) ?? null,
    attempts: int(data.attempts),
    error: nullableText(data.error),
    startTime: stamp(data.startTime),
    endTime: stamp(data.endTime),
    leaseExpireTime: stamp(data.leaseExpireTime),
  };
}

export function mailFromData(id: string, data: Data): MailDocument {
  const message = record(data.message);
  return {
    id,
    to: text(data.to),
    message: {
      subject: text(message.subject),
      text: text(message.text),
      html: text(message.html),
      attachments: mailAttachments(message.attachments),
    },
    delivery: data.delivery === undefined || data.delivery === null ? null : mailDeliveryFromData(data.delivery),
  };
}

/** No `delivery` key on a new mail: the extension writes it. */
export function mailToData({ id: _id, delivery, ...mail }: MailDocument): Data {
  return delivery === null ? mail : { ...mail, delivery };
}

/**
 * Conversations between a client and a Kooker (docs/messagerie.md): one per pair, its id made of
 * the two accounts; a message's bounds and how often one may write; and what is said of the
 * contact details kept inside the platform while no confirmed or completed booking exists
 * between the two — masked by the functions before anyone reads them (domain/src/messaging/contact-details.ts,
 * docs/decisions/015-messagerie.md).
 */
import { object, string } from 'yup';
import { parisDateOf } from '../rules/time';
import type { Conversation } from './model';

export const MESSAGE_MAX = 2000;
/** Messages a thread shows at once, and loads each time the reader scrolls up. */
export const THREAD_PAGE = 30;
/** How long a message stays unread before its recipient gets an email, and how often at most. */
export const UNREAD_NOTICE_AFTER_MS = 10 * 60 * 1000;
export const UNREAD_NOTICE_EVERY_MS = 60 * 60 * 1000;

/**
 * Whether a request's or an offer's card mails its recipient at once (docs/messagerie.md, « Non
 * lus et courriels »): not when they muted the conversation, nor when they were mailed about it
 * less than UNREAD_NOTICE_EVERY_MS ago — the card is then left to the ordinary unread notice,
 * which obeys the same two. The first card of a thread (no conversation yet) mails at once.
 */
export function cardMailsNow(conversation: Pick<Conversation, 'muted' | 'noticedAt'> | null, recipient: string, now: Date): boolean {
  if (!conversation) return true;
  if (conversation.muted[recipient] === true) return false;
  const last = conversation.noticedAt[recipient];
  return !last || now.getTime() - last.toMillis() >= UNREAD_NOTICE_EVERY_MS;
}

export const MASK = '[coordonnées masquées]';
export const MASK_EXPLANATION =
  'Les numéros de téléphone, adresses email et liens restent masqués tant qu’aucune réservation confirmée n’existe entre vous : ainsi vos échanges et vos paiements restent protégés par Kookers.';

/** The conversation of a client and a Kooker: always the same id, whoever writes first. */
export function conversationIdOf(clientId: string, kookerId: string): string {
  return `${clientId}_${kookerId}`;
}

/** The two accounts of a conversation id, or null for an id that is not one. */
export function membersOf(conversationId: string): { clientId: string; kookerId: string } | null {
  const parts = conversationId.split('_');
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0] === parts[1]) return null;
  return { clientId: parts[0], kookerId: parts[1] };
}

/** A message as the browser checks it before sending, as the rules and the functions check it again. */
export const messageSchema = object({
  text: string()
    .typeError('Message invalide')
    .trim()
    .required('Écrivez votre message.')
    .max(MESSAGE_MAX, `Un message ne peut pas dépasser ${MESSAGE_MAX} caractères.`),
});

/**
 * How much one author may write (docs/messagerie.md, « Des limites »): new conversations an hour
 * and a Paris day, messages a minute; less for an account younger than a day, the usual shape of
 * an account opened to spam. A real client asks a handful of Kookers a question, and a real
 * conversation rarely holds ten messages a minute.
 */
export const MESSAGE_LIMITS = {
  established: { conversationsPerHour: 5, conversationsPerDay: 20, messagesPerMinute: 10 },
  newAccount: { conversationsPerHour: 2, conversationsPerDay: 5, messagesPerMinute: 4 },
  /** An account is new for its first day. */
  newAccountMs: 24 * 60 * 60 * 1000,
} as const;

/** What the author reads in the composer when a limit refuses their message. */
export const MESSAGE_LIMIT_REFUSED = {
  minute: 'Vous envoyez beaucoup de messages à la suite : attendez une minute avant d’envoyer le suivant.',
  hour: 'Vous avez ouvert beaucoup de conversations cette heure-ci : attendez un peu avant d’écrire à un autre Kooker.',
  day: 'Vous avez ouvert beaucoup de conversations aujourd’hui : vous pourrez écrire à d’autres Kookers demain.',
} as const;

/** An author's counters: the window each counts in (minute and hour since the epoch, Paris day), and how many. */
export interface MessageCounters {
  minute: number;
  messages: number;
  hour: number;
  hourConversations: number;
  day: string;
  dayConversations: number;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Whether one more message from an author is taken, given their counters (null: none yet),
 * whether it opens a conversation, and when their account was made (null: unknown, counted as
 * new): the counters to keep if so, or the French refusal.
 */
export function messageAdmission(
  counters: MessageCounters | null,
  message: { opensConversation: boolean; accountCreatedAt: Date | null; now: Date },
): { ok: true; counters: MessageCounters } | { ok: false; reason: string } {
  const { now } = message;
  const created = message.accountCreatedAt?.getTime();
  const limits =
    created !== undefined && now.getTime() - created >= MESSAGE_LIMITS.newAccountMs
      ? MESSAGE_LIMITS.established
      : MESSAGE_LIMITS.newAccount;
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const day = parisDateOf(now);
  const messages = counters?.minute === minute ? counters.messages : 0;
  const hourConversations = counters?.hour === hour ? counters.hourConversations : 0;
  const dayConversations = counters?.day === day ? counters.dayConversations : 0;
  if (messages >= limits.messagesPerMinute) return { ok: false, reason: MESSAGE_LIMIT_REFUSED.minute };
  if (message.opensConversation) {
    if (dayConversations >= limits.conversationsPerDay) return { ok: false, reason: MESSAGE_LIMIT_REFUSED.day };
    if (hourConversations >= limits.conversationsPerHour) return { ok: false, reason: MESSAGE_LIMIT_REFUSED.hour };
  }
  const opened = message.opensConversation ? 1 : 0;
  return {
    ok: true,
    counters: {
      minute,
      messages: messages + 1,
      hour,
      hourConversations: hourConversations + opened,
      day,
      dayConversations: dayConversations + opened,
    },
  };
}

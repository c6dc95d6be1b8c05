/**
 * Conversations between a client and a Kooker (docs/messagerie.md): one per pair, its id made of
 * the two accounts; a message's bounds; and the contact details kept inside the platform until a
 * booking exists between the two — masked by the functions before anyone reads them
 * (docs/decisions/015-messagerie.md).
 */
import { object, string } from 'yup';

export const MESSAGE_MAX = 2000;
/** Messages a thread shows at once, and loads each time the reader scrolls up. */
export const THREAD_PAGE = 30;
/** How long a message stays unread before its recipient gets an email, and how often at most. */
export const UNREAD_NOTICE_AFTER_MS = 10 * 60 * 1000;
export const UNREAD_NOTICE_EVERY_MS = 60 * 60 * 1000;

export const MASK = '[coordonnées masquées]';
export const MASK_EXPLANATION =
  'Les numéros de téléphone, adresses email et liens restent masqués tant qu’aucune réservation n’existe entre vous : ainsi vos échanges et vos paiements restent protégés par Kookers.';

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

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:fr|com|net|org|eu|io|me|be|ch|info|biz|co|app|ly|gl|link|site|online)\b(?:\/\S*)?/giu;
/** Eight digits or more, with spaces, dots, dashes, slashes or brackets between them, a + before. */
const PHONE = /\(?\+?\d(?:[\s./()-]{0,3}\d){7,}/g;
/** Digits written out as words, one after another, as people do to get round a filter. */
const SPELLED =
  /\b(?:(?:zéro|zero|un|deux|trois|quatre|cinq|six|sept|huit|neuf)[\s,.-]+){7,}(?:zéro|zero|un|deux|trois|quatre|cinq|six|sept|huit|neuf)\b/giu;

/**
 * The text with its phone numbers, email addresses and links replaced by MASK, and whether
 * anything was: what the reader sees before a booking exists between the two.
 */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => {
    masked = true;
    return MASK;
  };
  const result = text.replace(EMAIL, hide).replace(LINK, hide).replace(SPELLED, hide).replace(PHONE, hide);
  return { text: result, masked };
}

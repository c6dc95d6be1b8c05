import { MESSAGE_MAX } from '@kookers/domain/messaging';
import { TIME_ZONE, daysBetween, parisDateOf, parisTimeOf } from '@kookers/domain/rules';

let dayFormats: { sameYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat } | null = null;

/** "12 mars", or "12 mars 2025" in another year: a Paris day. */
function dayOf(at: Date, now: Date): string {
  dayFormats ??= {
    sameYear: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: TIME_ZONE }),
    otherYear: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  };
  const sameYear = parisDateOf(at).slice(0, 4) === parisDateOf(now).slice(0, 4);
  return (sameYear ? dayFormats.sameYear : dayFormats.otherYear).format(at);
}

/** When a message was sent, Paris time: "14:05" today, "hier, 14:05", "12 mars, 14:05", "12 mars 2025, 14:05". */
export function messageTime(at: Date, now: Date): string {
  const days = daysBetween(parisDateOf(at), parisDateOf(now));
  if (days === 0) return parisTimeOf(at);
  if (days === 1) return `hier, ${parisTimeOf(at)}`;
  return `${dayOf(at, now)}, ${parisTimeOf(at)}`;
}

/** The date of a conversation's last message in the list: "14:05" today, "hier", "12 mars", "12 mars 2025". */
export function lastMessageDay(at: Date, now: Date): string {
  const days = daysBetween(parisDateOf(at), parisDateOf(now));
  if (days === 0) return parisTimeOf(at);
  if (days === 1) return 'hier';
  return dayOf(at, now);
}

/** "CM" for "Camille M.": the avatar of someone without a photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .filter((letter) => letter !== '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** From how many characters the composer shows its count (MESSAGE_MAX, domain/src/messaging/messaging.ts). */
export const COUNTER_FROM = MESSAGE_MAX - 200;

const numbers = new Intl.NumberFormat('fr-FR');

/** "1 850 / 2 000 caractères" near the limit, or null well before it. */
export function characterCount(length: number): string | null {
  return length < COUNTER_FROM ? null : `${numbers.format(length)} / ${numbers.format(MESSAGE_MAX)} caractères`;
}

/**
 * How a Kooker's public page names itself: its title and its description, the same in the
 * browser (document title, meta description) and in the HTML the kookerPage function serves
 * to link previews (Open Graph), so that a shared link and the open page never disagree; and
 * which query its URL may carry.
 */
import { SERVICE_IDS } from '../kookers/catalog';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '../rules/rules';
import { isCalendarDate, isClockTime } from '../rules/time';

/** What a meta description keeps: search engines and link previews cut around 160 characters. */
export const PAGE_DESCRIPTION_MAX = 160;

/** "Claire Dubois — Kooker à Lyon"; without a city (a draft), "Claire Dubois — Kooker". */
export function kookerPageTitle(kooker: { firstName: string; lastName: string; city: string }): string {
  const name = `${kooker.firstName} ${kooker.lastName}`.replace(/\s+/g, ' ').trim() || 'Kooker';
  const city = kooker.city.replace(/\s+/g, ' ').trim();
  return city ? `${name} — Kooker à ${city}` : `${name} — Kooker`;
}

/**
 * A Kooker's bio as a one-line description of at most `max` characters: white space folded,
 * cut at the last word that fits and ended with "…" when it is longer. Empty bio, empty text.
 */
export function kookerPageDescription(bio: string, max = PAGE_DESCRIPTION_MAX): string {
  const text = bio.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the room is cut in the middle rather than dropped.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?—–-]+$/u, '')}…`;
}

/**
 * The French names of the Kooker page's URL parameters: the booking panel's selection
 * (web/src/features/booking/booking-selection.ts) and a question asked on the way back from the
 * login page (web/src/features/messages/hooks/use-ask-question.ts).
 */
export const KOOKER_PAGE_PARAMS = {
  serviceId: 'prestation',
  date: 'date',
  time: 'heure',
  participants: 'participants',
  question: 'question',
} as const;

const KOOKER_PAGE_VALUES: Record<string, (value: string) => boolean> = {
  [KOOKER_PAGE_PARAMS.serviceId]: (value) => (SERVICE_IDS as readonly string[]).includes(value),
  [KOOKER_PAGE_PARAMS.date]: isCalendarDate,
  [KOOKER_PAGE_PARAMS.time]: isClockTime,
  [KOOKER_PAGE_PARAMS.participants]: (value) =>
    /^\d$/.test(value) && Number(value) >= PARTICIPANTS_MIN && Number(value) <= PARTICIPANTS_MAX,
  [KOOKER_PAGE_PARAMS.question]: (value) => value === '1',
};

/**
 * The query of a Kooker page's canonical URL (docs/decisions/012-pages-rendered-on-the-server.md):
 * the page's own parameters with a well-formed value, each once, in the order asked; anything
 * else (an unknown parameter, a repeated one, a value the page would ignore) left out.
 */
export function canonicalKookerPageParams(asked: URLSearchParams): URLSearchParams {
  const canonical = new URLSearchParams();
  for (const [name, value] of asked) if (!canonical.has(name) && KOOKER_PAGE_VALUES[name]?.(value)) canonical.append(name, value);
  return canonical;
}

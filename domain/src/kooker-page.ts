/**
 * How a Kooker's public page names itself: its title and its description, the same in the
 * browser (document title, meta description) and in the HTML the kookerPage function serves
 * to link previews (Open Graph), so that a shared link and the open page never disagree.
 */

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

import { KOOKER_PAGE_PARAMS } from '@kookers/domain/pages';
import { PARTICIPANTS_DEFAULT, PARTICIPANTS_MAX, PARTICIPANTS_MIN, isCalendarDate, isClockTime } from '@kookers/domain/rules';
import type { SlotMap } from '@kookers/domain/kookers';

/**
 * What a visitor chose in the booking panel. It lives in the page's URL (a reload, a shared
 * link and a trip through the login page keep it), under French parameter names.
 */
export interface BookingSelection {
  serviceId: string | null;
  /** `yyyy-MM-dd`, Paris. */
  date: string | null;
  /** `HH:mm`, Paris. */
  time: string | null;
  participants: number;
}

const { question: _question, ...SELECTION_PARAMS } = KOOKER_PAGE_PARAMS;

/** What the URL's values are checked against. */
export interface SelectionContext {
  /** The ids of the Kooker's services. */
  serviceIds: readonly string[];
  /** The Kooker's capacity (maxGuests). */
  maxGuests: number;
  /** The free slots still bookable, by date; null while they are not known yet. */
  slots: SlotMap | null;
}

/** The participants a booking may have: 2 to 8, never above the Kooker's capacity. */
export function participantOptions(maxGuests: number): number[] {
  const max = Math.max(PARTICIPANTS_MIN, Math.min(PARTICIPANTS_MAX, maxGuests));
  return Array.from({ length: max - PARTICIPANTS_MIN + 1 }, (_, i) => PARTICIPANTS_MIN + i);
}

/**
 * The selection a URL holds, every invalid value ignored: an unknown service, a date that is
 * not a real day or has no free slot, a time that is not free that day, participants out of
 * range. A date counts only with a service and a time only with a date, as in the panel. While
 * the slots are unknown, a well-formed date and time are kept (they are checked once known).
 */
export function selectionFromParams(params: URLSearchParams, context: SelectionContext): BookingSelection {
  const raw = (name: keyof typeof SELECTION_PARAMS) => params.get(SELECTION_PARAMS[name]) ?? '';
  const serviceId = context.serviceIds.includes(raw('serviceId')) ? raw('serviceId') : null;

  const dateParam = raw('date');
  const dateFree = context.slots === null || (context.slots[dateParam]?.length ?? 0) > 0;
  const date = serviceId !== null && isCalendarDate(dateParam) && dateFree ? dateParam : null;

  const timeParam = raw('time');
  const timeFree = context.slots === null || (date !== null && (context.slots[date] ?? []).includes(timeParam));
  const time = date !== null && isClockTime(timeParam) && timeFree ? timeParam : null;

  const participantsParam = raw('participants');
  const participants = /^\d{1,2}$/.test(participantsParam) ? Number(participantsParam) : NaN;
  return {
    serviceId,
    date,
    time,
    participants: participantOptions(context.maxGuests).includes(participants) ? participants : PARTICIPANTS_DEFAULT,
  };
}

/**
 * The URL parameters with that selection: the panel's own parameters rewritten in a fixed order
 * after any other parameter (kept), the empty ones left out. Participants are written only once
 * a service is chosen.
 */
export function paramsWithSelection(params: URLSearchParams, selection: BookingSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(SELECTION_PARAMS)) next.delete(name);
  const values: Array<[string, string | null]> = [
    [SELECTION_PARAMS.serviceId, selection.serviceId],
    [SELECTION_PARAMS.date, selection.date],
    [SELECTION_PARAMS.time, selection.time],
    [SELECTION_PARAMS.participants, selection.serviceId === null ? null : String(selection.participants)],
  ];
  for (const [name, value] of values) if (value !== null) next.append(name, value);
  return next;
}

/** The query string of those parameters, with `:` left readable (`heure=10:00`, valid in a query). */
export function searchOf(params: URLSearchParams): string {
  const query = params.toString().replace(/%3A/gi, ':');
  return query ? `?${query}` : '';
}

/** Whether the selection can be booked: service, date and time are set. */
export function isCompleteSelection(
  selection: BookingSelection,
): selection is BookingSelection & { serviceId: string; date: string; time: string } {
  return selection.serviceId !== null && selection.date !== null && selection.time !== null;
}

/**
 * The time the URL asked for that is no longer free (taken by someone else since, or left the
 * booking window), to say so rather than silently drop it; null otherwise.
 */
export function timeNoLongerFree(params: URLSearchParams, selection: BookingSelection, slots: SlotMap | null): string | null {
  const asked = params.get(SELECTION_PARAMS.time) ?? '';
  if (slots === null || selection.date === null || selection.time !== null || !isClockTime(asked)) return null;
  return asked;
}

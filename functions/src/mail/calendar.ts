/**
 * A booking as a calendar event (RFC 5545, through the `ics` library), attached to its emails
 * (docs/notifications.md): the same UID for the whole life of the booking, so that an update
 * (a higher SEQUENCE) replaces the event and a cancellation (METHOD:CANCEL) removes it from the
 * recipient's calendar. Times are Paris wall-clock times (DTSTART;TZID=Europe/Paris), with the
 * zone's rules in a VTIMEZONE (CET/CEST, the last Sundays of March and October), so that every
 * calendar shows the hour the booking says, on either side of a clock change.
 */
import type { Booking } from '@kookers/domain/booking';
import { TIME_ZONE, parisDateOf, parisTimeOf } from '@kookers/domain/rules';
import { createEvents, type DateArray, type EventAttributes, type ReturnObject } from 'ics';

export interface CalendarAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface BookingEventInput {
  booking: Pick<Booking, 'id' | 'startAt' | 'endAt'>;
  /** Where, as this reader may read it: an address, a commune, or '' for nothing. */
  location: string;
  cancelled: boolean;
  sequence: number;
  title: string;
  description: string;
  url: string;
  /** The recipient's address (an invitation's attendee). */
  attendee?: string;
}

/** Europe/Paris as RFC 5545 describes a zone: its two offsets and when each starts (EU rules). */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** An instant as the Paris wall clock reads it, as `ics` takes a local time. */
function parisWallClock(ms: number): DateArray {
  const [year, month, day] = parisDateOf(ms).split('-').map(Number);
  const [hour, minute] = parisTimeOf(ms).split(':').map(Number);
  return [year ?? 0, month ?? 0, day ?? 0, hour ?? 0, minute ?? 0];
}

// eslint-disable-next-line kookers/no-raw-paths -- the iCalendar PRODID (RFC 5545), not a document: its text stays as calendars know it
const PRODUCT_ID = 'kookers/reservations';

/**
 * Every line break a form may carry: CRLF, CR, LF, NEL, vertical tab, form feed and Unicode's
 * line and paragraph separators. Some calendars start a new line at any of them.
 */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** The other control characters, which RFC 5545 refuses in a value (the tab stays). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/**
 * A text as one iCalendar TEXT value (RFC 5545, 3.3.11), for every text property the calendar
 * writes (docs/notifications.md, « Les invitations de calendrier »): each line break becomes one
 * LF and the other control characters go; `ics` then writes the LF as `\n` (and escapes
 * backslash, semicolon and comma in SUMMARY, DESCRIPTION and LOCATION). Whatever a Kooker
 * titles an offer, it stays inside its property: it cannot end the event or start another one.
 */
function calendarText(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
}

/** An address (URL, email) on one line: a break or a control character has no place in it. */
const oneLine = (value: string) => value.replace(LINE_BREAK, '').replace(CONTROL, '');

/** The sender the invitations name as organiser. */
const ORGANIZER = { name: 'Kookers', email: 'bonjour@kookers.fr' };

/** A booking as one calendar event, or null for a booking without times (never written so). */
function bookingEvent(input: BookingEventInput): EventAttributes | null {
  const { booking } = input;
  const start = booking.startAt?.toMillis();
  const end = booking.endAt?.toMillis();
  if (start === undefined || end === undefined) return null;
  return {
    uid: calendarText(`${booking.id}@kookers.fr`),
    sequence: input.sequence,
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    // Local in, local out: the wall-clock figures as given, whatever the server's zone.
    start: parisWallClock(start),
    startInputType: 'local',
    startOutputType: 'local',
    end: parisWallClock(end),
    endInputType: 'local',
    endOutputType: 'local',
    title: calendarText(input.title),
    description: calendarText(input.description),
    location: calendarText(input.location) || undefined,
    url: oneLine(input.url),
    organizer: ORGANIZER,
    ...(input.attendee
      ? { attendees: [{ email: oneLine(input.attendee), rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }] }
      : {}),
  };
}

/** What `ics` wrote, its times made Paris times with the zone's description. */
function inParisTime(result: ReturnObject, what: string): string {
  if (result.error || !result.value) throw new Error(`${what} : ${result.error?.message ?? 'vide'}`);
  return result.value
    .replace(/^(DTSTART|DTEND):/gm, `$1;TZID=${TIME_ZONE}:`)
    .replace(/^BEGIN:VEVENT/m, `${PARIS_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

/** The booking's invitation, or null for a booking without times (never written so). */
export function calendarInvitation(input: BookingEventInput): CalendarAttachment | null {
  const event = bookingEvent(input);
  if (!event) return null;
  const method = input.cancelled ? 'CANCEL' : 'REQUEST';
  const content = inParisTime(createEvents([event], { productId: PRODUCT_ID, method }), `Invitation de la réservation ${input.booking.id}`);
  return {
    filename: input.cancelled ? 'annulation.ics' : 'invitation.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** A calendar to subscribe to (a Kooker's feed): its events, named, published. */
export function calendarFeedText(name: string, events: readonly BookingEventInput[]): string {
  const attributes = events.flatMap((input) => bookingEvent(input) ?? []);
  return inParisTime(createEvents(attributes, { productId: PRODUCT_ID, method: 'PUBLISH', calName: calendarText(name) }), name);
}

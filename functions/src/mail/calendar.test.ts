import type { Booking } from '@kookers/domain/booking';
import type { Stamp } from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { describe, expect, it } from 'vitest';
import { bookingMail } from './booking-mails';
import { calendarFeedText, type BookingEventInput } from './calendar';

const stampAt = (iso: string): Stamp => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
// Camille books Kenza's "Atelier tajine" for 3 on 4 December at 10:00, at her home in Marseille.
const { booking } = modelSamples(stampAt);

/**
 * An offer title typed to close the event and open others, through every line break a form
 * may carry (CRLF, LF, CR, U+2028, U+2029, NEL, vertical tab, form feed) and a control character.
 */
const HOSTILE_TITLE =
  'Dîner\r\nEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:Faux\rDTSTART:20300101T000000\u2028END:VEVENT\u2029BEGIN:VCALENDAR\u0085LOCATION:x\vURL:y\fSTATUS:CANCELLED\u0007';
/** The same title as a calendar reads it back: each break one newline, the control character gone. */
const HOSTILE_READ =
  'Dîner\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Faux\nDTSTART:20300101T000000\nEND:VEVENT\nBEGIN:VCALENDAR\nLOCATION:x\nURL:y\nSTATUS:CANCELLED';
/** … and as the file writes it (RFC 5545 TEXT: newlines as `\n`). */
const HOSTILE_WRITTEN =
  'Dîner\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Faux\\nDTSTART:20300101T000000\\nEND:VEVENT\\nBEGIN:VCALENDAR\\nLOCATION:x\\nURL:y\\nSTATUS:CANCELLED';

/** The properties our calendars write; anything else on a line of its own was injected. */
const PROPERTIES = [
  'BEGIN',
  'END',
  'VERSION',
  'CALSCALE',
  'PRODID',
  'METHOD',
  'X-WR-CALNAME',
  'X-PUBLISHED-TTL',
  'TZID',
  'TZOFFSETFROM',
  'TZOFFSETTO',
  'TZNAME',
  'RRULE',
  'UID',
  'SUMMARY',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SEQUENCE',
  'DESCRIPTION',
  'URL',
  'LOCATION',
  'STATUS',
  'ORGANIZER',
  'ATTENDEE',
];
const ZONE = ['BEGIN:VTIMEZONE', 'BEGIN:DAYLIGHT', 'END:DAYLIGHT', 'BEGIN:STANDARD', 'END:STANDARD', 'END:VTIMEZONE'];

/** The file's lines, once checked that only CRLF ends one: no other break a reader might honour. */
function linesOf(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const body = ics.slice(0, -2);
  const lines = body.split('\r\n');
  expect(body.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/)).toEqual(lines);
  return lines;
}

/** Lines joined back where the writer folded them (a break followed by a space or a tab). */
const unfolded = (ics: string) => linesOf(ics.replace(/\r\n[ \t]/g, ''));

/** A TEXT value as a calendar reads it (RFC 5545, 3.3.11). */
const readText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Each event's lines, from BEGIN:VEVENT to END:VEVENT, unfolded. */
function eventsOf(ics: string): string[][] {
  const events: string[][] = [];
  for (const line of unfolded(ics)) {
    if (line === 'BEGIN:VEVENT') events.push([]);
    else if (line !== 'END:VEVENT') events.at(-1)?.push(line);
  }
  return events;
}

/** Every line a known property or a continuation, the components nested as written, each property once per event. */
function expectWellFormed(ics: string, events: number) {
  for (const line of linesOf(ics)) {
    if (/^[ \t]/.test(line)) continue;
    expect(PROPERTIES, line).toContain(/^([A-Z][A-Z0-9-]*)[;:]/.exec(line)?.[1]);
  }
  const components = linesOf(ics).filter((line) => /^(BEGIN|END):/.test(line));
  expect(components).toEqual([
    'BEGIN:VCALENDAR',
    ...(events > 0 ? ZONE : []),
    ...Array.from({ length: events }, () => ['BEGIN:VEVENT', 'END:VEVENT']).flat(),
    'END:VCALENDAR',
  ]);
  for (const event of eventsOf(ics)) {
    const names = event.map((line) => /^[A-Z-]+/.exec(line)?.[0]);
    expect(new Set(names).size, event.join('\n')).toBe(names.length);
  }
}

const propertyOf = (event: string[] | undefined, name: string) =>
  event?.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

/** One booking as the Kooker's feed describes it (functions/src/calendar/calendar-feed.ts). */
const feedInput = (of: Booking, overrides: Partial<BookingEventInput> = {}): BookingEventInput => ({
  booking: of,
  location: 'Chez le client, à Marseille',
  cancelled: false,
  sequence: 0,
  title: `${of.service.name} : Camille M.`,
  description: '3 participants, Camille M.\nAllergies : aucune signalée',
  url: `https://kookers.fr/reservations/${of.id}`,
  ...overrides,
});

describe('a calendar file stays well-formed whatever a Kooker types', () => {
  const hostile: Booking = { ...booking, service: { ...booking.service, name: HOSTILE_TITLE } };
  const other: Booking = { ...booking, id: 'b2', startAt: stampAt('2026-12-05T09:00:00.000Z'), endAt: stampAt('2026-12-05T11:00:00.000Z') };

  it('the feed keeps a title with line breaks inside its SUMMARY: one event per booking, newlines escaped', () => {
    const ics = calendarFeedText('Kookers : mes réservations', [feedInput(hostile), feedInput(other)]);
    expectWellFormed(ics, 2);
    const [first, second] = eventsOf(ics);
    expect(propertyOf(first, 'UID')).toBe('b1@kookers.fr');
    expect(propertyOf(first, 'SUMMARY')).toBe(`${HOSTILE_WRITTEN} : Camille M.`);
    expect(readText(propertyOf(first, 'SUMMARY') ?? '')).toBe(`${HOSTILE_READ} : Camille M.`);
    expect(propertyOf(first, 'STATUS')).toBe('CONFIRMED');
    expect(propertyOf(second, 'UID')).toBe('b2@kookers.fr');
    expect(propertyOf(second, 'SUMMARY')).toBe('Atelier tajine : Camille M.');
  });

  it('escapes the description and the location the same way, with backslash, semicolon and comma', () => {
    const ics = calendarFeedText('Kookers : mes réservations', [
      feedInput(booking, {
        title: 'Dîner; entrée, plat \\ dessert',
        description: `Camille\r\n${HOSTILE_TITLE}`,
        location: 'Chez le client, à Lyon\u2028END:VEVENT\rBEGIN:VEVENT',
      }),
    ]);
    expectWellFormed(ics, 1);
    const [event] = eventsOf(ics);
    expect(propertyOf(event, 'SUMMARY')).toBe('Dîner\\; entrée\\, plat \\\\ dessert');
    expect(propertyOf(event, 'DESCRIPTION')).toBe(`Camille\\n${HOSTILE_WRITTEN}`);
    expect(readText(propertyOf(event, 'DESCRIPTION') ?? '')).toBe(`Camille\n${HOSTILE_READ}`);
    expect(propertyOf(event, 'LOCATION')).toBe('Chez le client\\, à Lyon\\nEND:VEVENT\\nBEGIN:VEVENT');
  });

  it('an invitation mail carries one event, its title escaped, for the client and for the Kooker', () => {
    const context = { origin: 'https://kookers.fr', now: new Date('2026-11-20T10:00:00Z'), to: 'camille@example.fr' };
    for (const side of ['client', 'kooker'] as const) {
      const ics = bookingMail(hostile, { kind: 'confirmed' }, side, context).attachments[0]?.content ?? '';
      expectWellFormed(ics, 1);
      const summary = propertyOf(eventsOf(ics)[0], 'SUMMARY') ?? '';
      expect(summary.startsWith(`${HOSTILE_WRITTEN} `), summary).toBe(true);
      expect(readText(summary).startsWith(`${HOSTILE_READ} `)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCompleteSelection,
  paramsWithSelection,
  participantOptions,
  searchOf,
  selectionFromParams,
  timeNoLongerFree,
  type SelectionContext,
} from './booking-selection';

const context: SelectionContext = {
  serviceIds: ['service-1', 'service-3'],
  maxGuests: 6,
  slots: { '2026-12-04': ['10:00', '14:00'], '2026-12-05': ['19:00'] },
};
const read = (query: string, overrides: Partial<SelectionContext> = {}) =>
  selectionFromParams(new URLSearchParams(query), { ...context, ...overrides });

describe('participantOptions', () => {
  it('offers 2 to 8 participants, never more than the Kooker welcomes', () => {
    expect(participantOptions(20)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(participantOptions(4)).toEqual([2, 3, 4]);
    // A capacity under the minimum still offers the minimum (the booking function has the last word).
    expect(participantOptions(0)).toEqual([2]);
  });
});

describe('selectionFromParams', () => {
  it('reads a full selection from the URL', () => {
    expect(read('prestation=service-3&date=2026-12-04&heure=14:00&participants=5')).toEqual({
      serviceId: 'service-3',
      date: '2026-12-04',
      time: '14:00',
      participants: 5,
    });
  });

  it('starts with nothing chosen and 2 participants', () => {
    expect(read('')).toEqual({ serviceId: null, date: null, time: null, participants: 2 });
  });

  it('ignores an unknown service, and then the date and time that depend on it', () => {
    expect(read('prestation=service-2&date=2026-12-04&heure=10:00')).toEqual({ serviceId: null, date: null, time: null, participants: 2 });
  });

  it('ignores a date that is not a day, or that has no free slot, and then its time', () => {
    for (const date of ['2026-02-30', '04/12/2026', '2026-12-06', '']) {
      expect(read(`prestation=service-1&date=${date}&heure=10:00`), date).toMatchObject({ serviceId: 'service-1', date: null, time: null });
    }
  });

  it('ignores a time that is not free that day', () => {
    expect(read('prestation=service-1&date=2026-12-05&heure=10:00')).toMatchObject({ date: '2026-12-05', time: null });
    expect(read('prestation=service-1&date=2026-12-04&heure=25:00')).toMatchObject({ date: '2026-12-04', time: null });
  });

  it('keeps a well-formed date and time while the free slots are not known yet', () => {
    expect(read('prestation=service-1&date=2026-12-24&heure=10:00', { slots: null })).toMatchObject({ date: '2026-12-24', time: '10:00' });
    expect(read('prestation=service-1&date=2026-13-01&heure=10:00', { slots: null })).toMatchObject({ date: null, time: null });
  });

  it('falls back to 2 participants when the number is out of range or not a number', () => {
    for (const participants of ['1', '7', '9', 'trois', '3.5', '-4', '']) {
      expect(read(`prestation=service-1&participants=${participants}`).participants, participants).toBe(2);
    }
  });
});

describe('paramsWithSelection', () => {
  it('writes the selection under its French names and keeps the other parameters', () => {
    const params = paramsWithSelection(new URLSearchParams('ref=accueil&heure=09:00'), {
      serviceId: 'service-1',
      date: '2026-12-04',
      time: null,
      participants: 3,
    });
    expect(params.toString()).toBe('ref=accueil&prestation=service-1&date=2026-12-04&participants=3');
  });

  it('round-trips through the URL', () => {
    const selection = { serviceId: 'service-1', date: '2026-12-05', time: '19:00', participants: 6 };
    expect(read(paramsWithSelection(new URLSearchParams(), selection).toString())).toEqual(selection);
  });

  it('writes times readably in the query string', () => {
    const params = paramsWithSelection(new URLSearchParams(), {
      serviceId: 'service-1',
      date: '2026-12-04',
      time: '10:00',
      participants: 3,
    });
    expect(searchOf(params)).toBe('?prestation=service-1&date=2026-12-04&heure=10:00&participants=3');
    expect(searchOf(new URLSearchParams())).toBe('');
  });

  it('writes nothing before a service is chosen', () => {
    expect(
      paramsWithSelection(new URLSearchParams('prestation=service-1'), {
        serviceId: null,
        date: null,
        time: null,
        participants: 2,
      }).toString(),
    ).toBe('');
  });
});

describe('isCompleteSelection and timeNoLongerFree', () => {
  it('needs a service, a date and a time to book', () => {
    expect(isCompleteSelection(read('prestation=service-1&date=2026-12-04&heure=10:00'))).toBe(true);
    expect(isCompleteSelection(read('prestation=service-1&date=2026-12-04'))).toBe(false);
  });

  it('names the time the URL asked for once it is no longer free', () => {
    const params = new URLSearchParams('prestation=service-1&date=2026-12-04&heure=10:00');
    const taken = { ...context, slots: { '2026-12-04': ['14:00'] } };
    expect(timeNoLongerFree(params, selectionFromParams(params, taken), taken.slots)).toBe('10:00');
    expect(timeNoLongerFree(params, selectionFromParams(params, context), context.slots)).toBeNull();
    expect(timeNoLongerFree(params, selectionFromParams(params, { ...context, slots: null }), null)).toBeNull();
  });
});

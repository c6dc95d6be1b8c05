import { describe, expect, it } from 'vitest';
import { contactsErasedAt, contactsStepAt, kookerContactPhone, kookerContactsDue, kookerContactsWithheldUntil } from './booking-contacts';
import { bookingFromData } from './model';
import { CONTACTS_KEPT_AFTER_END_DAYS, FULL_REFUND_MIN_DAYS } from '../rules/rules';

const start = new Date('2026-12-19T09:00:00Z');

describe('the Kooker’s contacts', () => {
  it('are withheld while a client’s cancellation is refunded in full, given just after', () => {
    expect(FULL_REFUND_MIN_DAYS).toBe(7);
    expect(kookerContactsWithheldUntil(start).toISOString()).toBe('2026-12-12T09:00:00.000Z');
    expect(kookerContactsDue(start, new Date('2026-12-12T09:00:00.000Z'))).toBe(false);
    expect(kookerContactsDue(start, new Date('2026-12-12T09:00:00.001Z'))).toBe(true);
    expect(kookerContactsDue(start, new Date('2026-12-01T09:00:00Z'))).toBe(false);
  });

  it('of a completed booking are erased CONTACTS_KEPT_AFTER_END_DAYS days after its end', () => {
    expect(CONTACTS_KEPT_AFTER_END_DAYS).toBe(30);
    expect(contactsErasedAt(new Date('2026-12-19T11:00:00Z')).toISOString()).toBe('2027-01-18T11:00:00.000Z');
  });

  it('read as shared on a booking written before the field', () => {
    expect(bookingFromData('b', {}).contactsStatus).toBe('shared');
    expect(bookingFromData('b', { contactsStatus: 'withheld' }).contactsStatus).toBe('withheld');
    expect(bookingFromData('b', { contactsStatus: 'autre' }).contactsStatus).toBe('shared');
  });
});

describe('what the hourly job does to a booking’s contacts', () => {
  const at = (iso: string) => ({ toDate: () => new Date(iso) });
  const booking = {
    status: 'confirmed',
    contactsStatus: 'withheld' as const,
    startAt: at('2026-12-19T09:00:00Z'),
    endAt: at('2026-12-19T11:00:00Z'),
  };

  it('gives the Kooker’s once free cancellation is over, erases both 30 days after the end, and nothing else', () => {
    expect(contactsStepAt(booking, new Date('2026-12-12T09:00:00Z'))).toBeNull();
    expect(contactsStepAt(booking, new Date('2026-12-12T09:00:01Z'))).toBe('share');
    // A cancelled booking is erased when cancelled; one that still held something would be erased by the job.
    expect(contactsStepAt({ ...booking, status: 'cancelled', contactsStatus: 'erased' }, new Date('2026-12-13T00:00:00Z'))).toBeNull();
    expect(contactsStepAt({ ...booking, status: 'cancelled' }, new Date('2026-12-13T00:00:00Z'))).toBe('erase');
    const done = { ...booking, status: 'completed', contactsStatus: 'shared' as const };
    expect(contactsStepAt(done, new Date('2027-01-18T10:59:59Z'))).toBeNull();
    expect(contactsStepAt(done, new Date('2027-01-18T11:00:00Z'))).toBe('erase');
    expect(contactsStepAt({ ...done, contactsStatus: 'erased' }, new Date('2027-02-01T00:00:00Z'))).toBeNull();
  });
});

describe('the Kooker’s phone a client receives', () => {
  it('is the number verified by SMS, not the profile’s field its owner may rewrite; that field for a Kooker who never verified one', () => {
    expect(kookerContactPhone({ phone: '07 00 00 00 00', verifiedPhone: '+33611223344' })).toBe('06 11 22 33 44');
    expect(kookerContactPhone({ phone: '07 00 00 00 00', verifiedPhone: '' })).toBe('07 00 00 00 00');
    expect(kookerContactPhone(undefined)).toBe('');
  });
});

import type { Booking } from '@kookers/domain/model';
import { parisInstant } from '@kookers/domain/time';
import { describe, expect, it } from 'vitest';
import { bookingWhen, formatParisMoment, placeText, splitByTime, statusLabel } from './booking-format';
import { cancellationPolicyText, refundText } from './cancellation-text';
import { monthLabel, payoutsByMonth } from './payouts';

const at = (date: string, time: string) => parisInstant(date, time) as Date;
/** French texts hold no-break spaces ("50 %", "45 €"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const stamp = (instant: Date) => ({ toMillis: () => instant.getTime(), toDate: () => instant });

describe('how a booking reads', () => {
  it('names the slot and instants in French, Paris time', () => {
    expect(bookingWhen({ date: '2026-12-19', time: '10:00' })).toBe('samedi 19 décembre 2026 à 10:00');
    expect(formatParisMoment(at('2026-12-15', '10:00'))).toBe('mardi 15 décembre à 10:00');
    // Summer time: 08:30 UTC is 10:30 in Paris.
    expect(formatParisMoment(new Date('2026-07-01T08:30:00Z'))).toBe('mercredi 1 juillet à 10:30');
  });

  it('says who cancelled, from the viewer’s side', () => {
    expect(statusLabel({ status: 'confirmed', cancelledBy: null }, 'client')).toBe('Confirmée');
    expect(statusLabel({ status: 'completed', cancelledBy: null }, 'kooker')).toBe('Terminée');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'client' }, 'client')).toBe('Annulée par vous');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'kooker' }, 'client')).toBe('Annulée par le Kooker');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'client' }, 'kooker')).toBe('Annulée par le client');
  });

  it('says where it takes place, from the viewer’s side', () => {
    const atClient = { place: { location: 'client' as const, address: '12 rue Mercière, 69002 Lyon' } };
    const atKooker = { place: { location: 'kooker' as const, address: '3 rue Neuve, 69001 Lyon' } };
    expect(placeText(atClient, 'client')).toBe('Chez vous : 12 rue Mercière, 69002 Lyon');
    expect(placeText(atClient, 'kooker')).toBe('Chez le client : 12 rue Mercière, 69002 Lyon');
    expect(placeText(atKooker, 'client')).toBe('Chez le Kooker : 3 rue Neuve, 69001 Lyon');
    expect(placeText(atKooker, 'kooker')).toBe('Chez vous : 3 rue Neuve, 69001 Lyon');
    expect(placeText({ place: { location: 'client', address: '' } }, 'kooker')).toBe('Chez le client');
  });

  it('lists what is to come soonest first, then what has started most recent first', () => {
    const now = at('2026-12-10', '12:00');
    const booking = (id: string, date: string) => ({ id, startAt: stamp(at(date, '10:00')) });
    const { upcoming, past } = splitByTime(
      [booking('a', '2026-12-01'), booking('b', '2026-12-20'), booking('c', '2026-12-12'), booking('d', '2026-11-01')],
      now,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['c', 'b']);
    expect(past.map((b) => b.id)).toEqual(['a', 'd']);
  });
});

describe('the cancellation policy of one booking', () => {
  const startAt = at('2026-12-19', '10:00');

  it('gives both deadlines of a booking made more than a week ahead', () => {
    expect(spaced(cancellationPolicyText(startAt, at('2026-12-01', '09:00')))).toBe(
      'Annulation gratuite jusqu’au samedi 12 décembre à 10:00 ; remboursement de 50 % jusqu’au jeudi 17 décembre à 10:00 ; ensuite, plus d’annulation.',
    );
  });

  it('gives only the half refund of a booking made 4 days ahead, and none at 30 h', () => {
    expect(spaced(cancellationPolicyText(startAt, at('2026-12-15', '10:00')))).toBe(
      'Remboursement de 50 % jusqu’au jeudi 17 décembre à 10:00 ; ensuite, plus d’annulation.',
    );
    expect(cancellationPolicyText(startAt, at('2026-12-18', '04:00'))).toBe('Non annulable : la prestation commence dans moins de 48 h.');
  });

  it('states the refund before confirming, or why it is refused', () => {
    const text = refundText({ allowed: true, tier: 'late', percent: 50, refund: 4_500, kept: 4_500, commission: 450, kookerPayout: 4_050 });
    expect(spaced(text)).toBe('Vous serez remboursé de 45 € (50 %).');
    expect(refundText({ allowed: false, reason: 'Les annulations sont possibles jusqu’à 48h avant la prestation.' })).toBe(
      'Les annulations sont possibles jusqu’à 48h avant la prestation.',
    );
  });
});

describe('a Kooker’s payouts by month', () => {
  type Row = Pick<Booking, 'date' | 'payout' | 'amounts'>;
  const row = (date: string, status: Booking['payout']['status'], kookerPayout: number): Row => ({
    date,
    payout: { status, releasedAt: null },
    amounts: { total: 0, commission: 0, kookerPayout, refund: 0 },
  });

  it('adds pending and released payouts per month of the service, newest first, leaving out what was all refunded', () => {
    const rows = [
      row('2026-11-03', 'released', 8_100),
      row('2026-12-19', 'pending', 16_200),
      row('2026-12-02', 'released', 4_050),
      row('2026-12-24', 'cancelled', 0),
      row('2026-12-28', 'pending', 5_400),
    ];
    expect(payoutsByMonth(rows)).toEqual([
      { month: '2026-12', pending: 21_600, released: 4_050 },
      { month: '2026-11', pending: 0, released: 8_100 },
    ]);
    expect(monthLabel('2026-12')).toBe('Décembre 2026');
  });
});

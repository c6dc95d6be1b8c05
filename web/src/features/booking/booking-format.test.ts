import { BOOKING_STATUSES } from '@kookers/domain/money';
import { parisInstant } from '@kookers/domain/rules';
import { describe, expect, it } from 'vitest';
import { isReceived, splitByTime, statusLabel } from './booking-format';
import { refundText } from './cancellation-text';

const at = (date: string, time: string) => parisInstant(date, time) as Date;
/** French texts hold no-break spaces ("50 %", "45 €"): compared with plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const stamp = (instant: Date) => ({ toMillis: () => instant.getTime(), toDate: () => instant });

describe('how a booking reads', () => {
  it('names a booking waiting for its payment, and one whose payment never came', () => {
    expect(statusLabel({ status: 'awaiting-payment', cancelledBy: null }, 'client')).toBe('Paiement en attente');
    expect(statusLabel({ status: 'expired', cancelledBy: null }, 'client')).toBe('Non payée');
  });

  it('shows a Kooker only the bookings paid for', () => {
    expect(BOOKING_STATUSES.filter((status) => isReceived({ status }))).toEqual(['confirmed', 'cancelled', 'completed']);
  });

  it('says who cancelled, from the viewer’s side', () => {
    expect(statusLabel({ status: 'confirmed', cancelledBy: null }, 'client')).toBe('Confirmée');
    expect(statusLabel({ status: 'completed', cancelledBy: null }, 'kooker')).toBe('Terminée');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'client' }, 'client')).toBe('Annulée par vous');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'kooker' }, 'client')).toBe('Annulée par le Kooker');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'client' }, 'kooker')).toBe('Annulée par le client');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'platform' }, 'client')).toBe('Annulée par l’équipe Kookers');
    expect(statusLabel({ status: 'cancelled', cancelledBy: 'platform' }, 'kooker')).toBe('Annulée par l’équipe Kookers');
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

describe('the refund of one cancellation', () => {
  it('states the refund before confirming, or why it is refused', () => {
    const text = refundText({ allowed: true, tier: 'late', percent: 50, refund: 4_500, kept: 4_500, commission: 450, kookerPayout: 4_050 });
    expect(spaced(text)).toBe('Vous serez remboursé de 45 € (50 %).');
    expect(refundText({ allowed: false, reason: 'Les annulations sont possibles jusqu’à 48h avant la prestation.' })).toBe(
      'Les annulations sont possibles jusqu’à 48h avant la prestation.',
    );
  });
});

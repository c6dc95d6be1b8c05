import type { Booking } from '@kookers/domain/booking';
import type { Payout } from '@kookers/domain/money';
import { describe, expect, it } from 'vitest';
import { balanceFigures, heldText, payoutBreakdown, payoutStateText, recentMonths, type BalanceBooking } from './balance';
import { monthLabel } from './payouts';

const stamp = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
/** French dates hold no-break spaces: compared with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

function booking(id: string, status: Booking['payout']['status'], share: number, more: Partial<BalanceBooking> = {}): BalanceBooking {
  return {
    id,
    status: status === 'pending' ? 'confirmed' : 'completed',
    service: { id: 'atelier', name: 'Atelier', pricePerPerson: 3000 },
    date: '2026-12-04',
    time: '10:00',
    amounts: { total: 0, commission: 0, kookerPayout: share, refund: 0 },
    payout: { status, earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
    complaint: null,
    contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '' }, kookerPhone: '' },
    clientName: 'Camille M.',
    ...more,
  };
}

function payout(id: string, shares: number, requestedAt: string, more: Partial<Payout> = {}): Payout {
  return {
    id,
    kookerId: 'k1',
    amount: shares,
    bookingIds: [],
    shares,
    owedNetted: 0,
    netting: [],
    state: 'succeeded',
    key: `${id}:1`,
    attempts: 1,
    nextAttemptAt: null,
    failure: null,
    reference: '',
    requestedAt: stamp(requestedAt),
    settledAt: stamp(requestedAt),
    ...more,
  };
}

describe('a Kooker’s balance', () => {
  it('adds the shares held, the shares available, the shares paid out by payout, and keeps what they owe', () => {
    const held = (id: string, share: number, availableAt: string) =>
      booking(id, 'held', share, {
        payout: { status: 'held', earnedAt: null, availableAt: stamp(availableAt), releasedAt: null, payoutId: null },
      });
    const balance = balanceFigures(
      [
        held('late', 5_400, '2026-12-08T10:00:00Z'),
        booking('ready', 'available', 8_100, { date: '2026-12-01' }),
        held('soon', 4_050, '2026-12-06T10:00:00Z'),
        booking('older', 'available', 2_700, { date: '2026-11-28' }),
        booking('to-come', 'pending', 10_000),
        booking('nothing', 'cancelled', 0),
      ],
      [payout('p1', 9_000, '2026-11-23T08:00:00Z'), payout('p2', 12_150, '2026-11-30T08:00:00Z', { state: 'requested' })],
      1_500,
    );
    expect(balance.held.total).toBe(9_450);
    expect(balance.held.items.map((item) => item.id)).toEqual(['soon', 'late']);
    expect(balance.available.total).toBe(10_800);
    expect(balance.available.items.map((item) => item.id)).toEqual(['older', 'ready']);
    expect(balance.released.total).toBe(21_150);
    expect(balance.released.items.map((item) => item.id)).toEqual(['p2', 'p1']);
    expect(balance.owed).toBe(1_500);
  });

  it('is all zero for a Kooker without earnings', () => {
    expect(balanceFigures([], [], 0)).toEqual({
      held: { total: 0, items: [] },
      available: { total: 0, items: [] },
      released: { total: 0, items: [] },
      owed: 0,
    });
  });

  it('says until when a share is held, or that a complaint holds it', () => {
    const held = booking('b', 'held', 1, {
      payout: { status: 'held', earnedAt: null, availableAt: stamp('2026-12-06T10:00:00Z'), releasedAt: null, payoutId: null },
    });
    expect(plain(heldText(held))).toBe('Disponible le dimanche 6 décembre à 11:00');
    expect(
      heldText({ ...held, complaint: { reason: 'hygiene', text: '', at: null, answer: null, answeredAt: null, status: 'open' } }),
    ).toBe('Retenu : un problème signalé par le client est en cours d’examen.');
  });
});

describe('a weekly payout', () => {
  it('reads under way, paid on its day, or failed with its next attempt and reason', () => {
    const base = payout('p', 1, '2026-12-07T08:00:00Z');
    expect(payoutStateText({ ...base, state: 'requested', settledAt: null }).text).toBe('Versement en cours');
    expect(plain(payoutStateText(base).text)).toBe('Versé le 7 décembre 2026');
    const failed = payoutStateText({
      ...base,
      state: 'failed',
      nextAttemptAt: stamp('2026-12-07T10:00:00Z'),
      failure: 'Le virement vers le compte bancaire a été refusé.',
    });
    expect(plain(failed.text)).toBe('Échec, nouvel essai le lundi 7 décembre à 11:00');
    expect(failed.detail).toBe('Le virement vers le compte bancaire a été refusé.');
  });
});

describe('the months of statements and invoices', () => {
  it('counts back from this Paris month, across a year', () => {
    expect(recentMonths(new Date('2026-02-10T12:00:00Z'), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    // 31 December, 23:30 UTC, is already January in Paris.
    expect(recentMonths(new Date('2026-12-31T23:30:00Z'), 2)).toEqual(['2027-01', '2026-12']);
    expect(monthLabel('2026-12')).toBe('Décembre 2026');
  });
});

describe('payoutBreakdown', () => {
  const payout = { amount: 0, shares: 9_450, owedNetted: 0, key: '', state: 'requested' } as const;

  it('shows the shares until the attempt is decided, then what it sends and why it is less', () => {
    expect(payoutBreakdown(payout)).toEqual({ amount: 9_450, note: null });
    expect(payoutBreakdown({ ...payout, key: 'po:1', amount: 9_450 })).toEqual({ amount: 9_450, note: null });
    expect(plain(payoutBreakdown({ ...payout, key: 'po:2', amount: 6_210 }).note ?? '')).toBe(
      '94,50 € de rémunérations, moins 32,40 € repris après un remboursement décidé par l’équipe Kookers.',
    );
    expect(plain(payoutBreakdown({ ...payout, key: 'po:1', amount: 3_000, owedNetted: 3_210 }).note ?? '')).toBe(
      '94,50 € de rémunérations, moins 32,10 € que vous deviez et 32,40 € repris après un remboursement décidé par l’équipe Kookers.',
    );
    // All of it owed: settled without a call.
    expect(payoutBreakdown({ ...payout, state: 'succeeded', owedNetted: 9_450 })).toMatchObject({ amount: 0 });
  });
});

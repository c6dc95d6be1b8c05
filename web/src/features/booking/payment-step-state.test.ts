import { PAYMENT_REFUSED, type Booking } from '@kookers/domain/booking';
import { describe, expect, it } from 'vitest';
import { holdCountdown, holdReminder, nextPaymentPhase, paymentScreen, type PaymentPhase } from './payment-step-state';

const start = { clientSecret: 'sim_pi_1_secret_x', state: 'pending' } as const;
const paying: PaymentPhase = { kind: 'paying', start, failure: null };
const payment = (failure: string | null): Booking['payment'] => ({ status: 'pending', paidAt: null, reference: '', failure });

describe('the payment step', () => {
  it('shows the card element once the payment is started, or waits for the confirmation of a payment already taken', () => {
    expect(nextPaymentPhase({ kind: 'starting' }, { type: 'started', start, lastFailure: null })).toEqual(paying);
    expect(nextPaymentPhase({ kind: 'starting' }, { type: 'started', start: { ...start, state: 'succeeded' }, lastFailure: null })).toEqual(
      {
        kind: 'confirming',
      },
    );
  });

  it('says the hold ended when the processor cancelled the payment', () => {
    expect(nextPaymentPhase({ kind: 'starting' }, { type: 'started', start: { ...start, state: 'canceled' }, lastFailure: null })).toEqual({
      kind: 'start-failed',
      message: PAYMENT_REFUSED.holdEnded,
    });
  });

  it('after a reload, shows why the last card was declined', () => {
    const failed = { ...start, state: 'failed' } as const;
    expect(nextPaymentPhase({ kind: 'starting' }, { type: 'started', start: failed, lastFailure: 'Votre carte a été refusée.' })).toEqual({
      kind: 'paying',
      start: failed,
      failure: 'Votre carte a été refusée.',
    });
  });

  it('keeps the card element after a decline, with its reason, for another card', () => {
    const declined = nextPaymentPhase(paying, { type: 'outcome', outcome: { state: 'failed', message: 'Provision insuffisante.' } });
    expect(declined).toEqual({ ...paying, failure: 'Provision insuffisante.' });
    expect(nextPaymentPhase(declined, { type: 'outcome', outcome: { state: 'succeeded' } })).toEqual({ kind: 'confirming' });
  });

  it('waits for the confirmation of a payment taken or still processing', () => {
    expect(nextPaymentPhase(paying, { type: 'outcome', outcome: { state: 'processing' } })).toEqual({ kind: 'confirming' });
  });

  it('ignores an answer that comes when no card is being paid', () => {
    expect(nextPaymentPhase({ kind: 'confirming' }, { type: 'outcome', outcome: { state: 'failed', message: 'x' } })).toEqual({
      kind: 'confirming',
    });
  });

  it('starts again after a failed start', () => {
    const failed = nextPaymentPhase({ kind: 'starting' }, { type: 'start-failed', message: 'Hors ligne.' });
    expect(failed).toEqual({ kind: 'start-failed', message: 'Hors ligne.' });
    expect(nextPaymentPhase(failed, { type: 'restart' })).toEqual({ kind: 'starting' });
  });
});

describe('the slot held while the client pays', () => {
  const holdUntil = new Date('2026-11-26T13:32:00Z');

  it('says until when, Paris time, and the minutes left rounded up', () => {
    expect(holdCountdown(holdUntil, new Date('2026-11-26T13:12:00Z'))).toEqual({ until: '14:32', minutesLeft: 20, ended: false });
    expect(holdCountdown(holdUntil, new Date('2026-11-26T13:31:59Z'))).toEqual({ until: '14:32', minutesLeft: 1, ended: false });
    expect(holdCountdown(holdUntil, new Date('2026-11-26T13:32:00Z'))).toEqual({ until: '14:32', minutesLeft: 0, ended: true });
  });

  it('is read out twice at most before it ends: at 5 minutes, then at the last one', () => {
    expect([20, 6, 5, 4, 2, 1, 0].map(holdReminder)).toEqual([
      '',
      '',
      'Moins de 5 minutes pour payer : le créneau sera ensuite libéré.',
      'Moins de 5 minutes pour payer : le créneau sera ensuite libéré.',
      'Moins de 5 minutes pour payer : le créneau sera ensuite libéré.',
      'Moins d’une minute pour payer : le créneau sera ensuite libéré.',
      '',
    ]);
  });
});

describe('the booking page’s payment screen', () => {
  it('offers to pay while the slot is held, and says when the hold ended before the booking expired', () => {
    expect(paymentScreen({ status: 'awaiting-payment', payment: payment(null) }, paying, false)).toBe('pay');
    expect(paymentScreen({ status: 'awaiting-payment', payment: payment(null) }, paying, true)).toBe('hold-ended');
  });

  it('waits for the confirmation of a payment taken, even past the hold', () => {
    expect(paymentScreen({ status: 'awaiting-payment', payment: payment(null) }, { kind: 'confirming' }, true)).toBe('confirming');
  });

  it('tells an expired booking from one the client gave up', () => {
    expect(paymentScreen({ status: 'expired', payment: payment(PAYMENT_REFUSED.expired) }, paying, true)).toBe('expired');
    expect(paymentScreen({ status: 'expired', payment: payment(PAYMENT_REFUSED.abandoned) }, paying, false)).toBe('abandoned');
  });

  it('shows nothing once the booking is confirmed', () => {
    expect(paymentScreen({ status: 'confirmed', payment: { ...payment(null), status: 'paid' } }, { kind: 'confirming' }, false)).toBeNull();
  });
});

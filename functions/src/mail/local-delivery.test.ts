import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { claimed, expired, failed, nextStep, succeeded } from './local-delivery';

const now = new Date('2026-12-01T10:00:00Z');
const lease = (ms: number) => Timestamp.fromMillis(now.getTime() + ms);

describe('nextStep', () => {
  it('sends a new, pending or retried mail, never one sent, failed or being sent', () => {
    expect(nextStep(undefined, now)).toBe('send');
    expect(nextStep({}, now)).toBe('send');
    expect(nextStep({ state: 'PENDING', attempts: 0 }, now)).toBe('send');
    expect(nextStep({ state: 'RETRY', attempts: 1 }, now)).toBe('send');
    expect(nextStep({ state: 'SUCCESS', attempts: 1 }, now)).toBe('nothing');
    expect(nextStep({ state: 'ERROR', attempts: 1 }, now)).toBe('nothing');
    expect(nextStep({ state: 'PROCESSING', attempts: 1, leaseExpireTime: lease(1000) }, now)).toBe('nothing');
  });

  it('ends in ERROR a send left unfinished past its lease, as the extension does, rather than send it twice', () => {
    expect(nextStep({ state: 'PROCESSING', attempts: 1, leaseExpireTime: lease(-1000) }, now)).toBe('expire');
    expect(nextStep({ state: 'PROCESSING', attempts: 1, leaseExpireTime: null }, now)).toBe('expire');
    expect(expired).toEqual({ 'delivery.state': 'ERROR', 'delivery.error': 'Message processing lease expired.' });
  });
});

describe('the delivery fields', () => {
  it('claims a mail for one more attempt, under a one-minute lease', () => {
    expect(claimed(undefined, now)).toEqual({
      state: 'PROCESSING',
      attempts: 1,
      startTime: Timestamp.fromDate(now),
      endTime: null,
      leaseExpireTime: lease(60_000),
      error: null,
    });
    expect(claimed({ state: 'RETRY', attempts: 2 }, now)).toMatchObject({ state: 'PROCESSING', attempts: 3 });
  });

  it('records the SMTP answer of a sent mail', () => {
    const info = { messageId: '<m1@kookers.fr>', accepted: ['camille@example.fr'], rejected: [], pending: [], response: '250 OK' };
    expect(succeeded(info, now)).toEqual({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.fromDate(now),
      'delivery.leaseExpireTime': null,
      'delivery.error': null,
      'delivery.info': info,
    });
    expect(succeeded({}, now)['delivery.info']).toEqual({ messageId: null, accepted: [], rejected: [], pending: [], response: null });
  });

  it('records the reason of a failed send', () => {
    expect(failed(new Error('connect ECONNREFUSED 127.0.0.1:1'), now)).toEqual({
      'delivery.state': 'ERROR',
      'delivery.endTime': Timestamp.fromDate(now),
      'delivery.leaseExpireTime': null,
      'delivery.error': 'Error: connect ECONNREFUSED 127.0.0.1:1',
    });
    expect(failed('refusé', now)['delivery.error']).toBe('refusé');
  });
});

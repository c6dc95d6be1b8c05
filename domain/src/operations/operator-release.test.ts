import { describe, expect, it } from 'vitest';
import { stampOf } from '../testing/decision-fixtures';
import type { Booking, Complaint } from '../booking/model';
import { modelSamples } from '../testing/model-samples';
import { decideOperatorRelease, readOperatorRelease } from './operator-release';

const { booking: sample } = modelSamples(stampOf);
const open: Complaint = {
  reason: 'other',
  text: 'Le menu n’était pas celui annoncé.',
  at: stampOf('2026-12-04T15:00:00Z'),
  answer: null,
  answeredAt: null,
  status: 'open',
};
const complained: Booking = {
  ...sample,
  status: 'completed',
  payout: {
    status: 'held',
    earnedAt: stampOf('2026-12-04T11:00:00Z'),
    availableAt: stampOf('2026-12-06T11:00:00Z'),
    releasedAt: null,
    payoutId: null,
  },
  complaint: open,
};

describe('readOperatorRelease', () => {
  it('takes a map with a reason, and explains anything else', () => {
    expect(readOperatorRelease({ reason: '  Le client n’a pas répondu.  ' })).toEqual({
      ok: true,
      value: { reason: 'Le client n’a pas répondu.' },
    });
    expect(readOperatorRelease('oui')).toMatchObject({ ok: false, detail: expect.stringContaining('map') });
    expect(readOperatorRelease({ reason: '' })).toMatchObject({ ok: false, detail: expect.stringContaining('reason') });
  });
});

describe('decideOperatorRelease', () => {
  it('closes the complaint and makes the share available once its window has passed', () => {
    expect(decideOperatorRelease(complained, new Date('2026-12-07T09:00:00Z'))).toMatchObject({
      ok: true,
      outcome: 'done',
      update: { 'complaint.status': 'released', 'payout.status': 'available' },
    });
  });

  it('leaves the share held until the end of its window when the operators decide within it', () => {
    const decision = decideOperatorRelease(complained, new Date('2026-12-05T09:00:00Z'));
    expect(decision).toMatchObject({ ok: true, outcome: 'done', update: { 'complaint.status': 'released' } });
    expect(decision.ok && decision.outcome === 'done' && 'payout.status' in decision.update).toBe(false);
  });

  it('does nothing twice, and refuses a booking without complaint or one already refunded', () => {
    const now = new Date('2026-12-07T09:00:00Z');
    expect(decideOperatorRelease({ ...complained, complaint: { ...open, status: 'released' } }, now)).toMatchObject({
      ok: true,
      outcome: 'already',
    });
    expect(decideOperatorRelease({ ...complained, complaint: null }, now)).toMatchObject({ ok: false });
    expect(decideOperatorRelease({ ...complained, complaint: { ...open, status: 'refunded' } }, now)).toMatchObject({ ok: false });
    expect(decideOperatorRelease(null, now)).toMatchObject({ ok: false, refusal: { code: 'not-found' } });
  });
});

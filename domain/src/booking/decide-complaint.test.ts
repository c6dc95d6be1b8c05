import { describe, expect, it } from 'vitest';
import { modelSamples } from '../testing/model-samples';
import { answerComplaintSchema, COMPLAINT_TEXT_MAX, reportProblemSchema } from './complaint-input';
import { COMPLAINT_REFUSED, decideAnswerComplaint, decideReportProblem } from './decide-complaint';
import { stampOf } from '../testing/decision-fixtures';
import type { Booking, Complaint } from './model';

const { booking: sample } = modelSamples(stampOf);

/** Camille's booking with Kenza, ended 4 December 2026 at 12:00 in Paris, the share held 48 h. */
const ended: Booking = {
  ...sample,
  status: 'completed',
  endAt: stampOf('2026-12-04T11:00:00Z'),
  payout: {
    status: 'held',
    earnedAt: stampOf('2026-12-04T11:00:00Z'),
    availableAt: stampOf('2026-12-06T11:00:00Z'),
    releasedAt: null,
    payoutId: null,
  },
};
const report = { bookingId: ended.id, reason: 'no-show' as const, text: '  Personne n’est venu.  ', uid: 'camille' };
const open: Complaint = {
  reason: 'no-show',
  text: 'Personne n’est venu.',
  at: stampOf('2026-12-04T15:00:00Z'),
  answer: null,
  answeredAt: null,
  status: 'open',
};

describe('decideReportProblem', () => {
  it('opens a complaint on a completed booking until 48 h after its end, to the minute', () => {
    const decision = decideReportProblem(ended, report, new Date('2026-12-06T11:00:00Z'));
    expect(decision).toMatchObject({
      ok: true,
      update: { complaint: { reason: 'no-show', text: 'Personne n’est venu.', answer: null, answeredAt: null, status: 'open' } },
    });
    expect(decideReportProblem(ended, report, new Date('2026-12-06T11:01:00Z'))).toMatchObject({
      ok: false,
      refusal: { code: 'failed-precondition', message: COMPLAINT_REFUSED.tooLate },
    });
  });

  it('refuses anyone but the client, a booking not completed, a second complaint, a share already available', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(decideReportProblem(ended, { ...report, uid: 'kenza' }, now)).toMatchObject({ refusal: { code: 'permission-denied' } });
    expect(decideReportProblem({ ...ended, status: 'confirmed' }, report, now)).toMatchObject({
      refusal: { message: COMPLAINT_REFUSED.notCompleted },
    });
    expect(decideReportProblem({ ...ended, complaint: open }, report, now)).toMatchObject({
      refusal: { message: COMPLAINT_REFUSED.already },
    });
    expect(decideReportProblem({ ...ended, payout: { ...ended.payout, status: 'available' } }, report, now)).toMatchObject({
      refusal: { message: COMPLAINT_REFUSED.paid },
    });
    expect(decideReportProblem(null, report, now)).toMatchObject({ refusal: { code: 'not-found' } });
  });
});

describe('decideAnswerComplaint', () => {
  const answer = { bookingId: ended.id, answer: 'J’étais là à l’heure, j’ai sonné deux fois.', uid: 'kenza' };
  const now = new Date('2026-12-05T10:00:00Z');

  it('lets the Kooker answer the open complaint once', () => {
    expect(decideAnswerComplaint({ ...ended, complaint: open }, answer, now)).toMatchObject({
      ok: true,
      update: { 'complaint.answer': answer.answer, 'complaint.answeredAt': now },
    });
    const answered = { ...open, answer: 'Déjà dit.', answeredAt: stampOf(now) };
    expect(decideAnswerComplaint({ ...ended, complaint: answered }, answer, now)).toMatchObject({
      refusal: { message: COMPLAINT_REFUSED.answered },
    });
  });

  it('refuses the client, and a booking without an open complaint', () => {
    expect(decideAnswerComplaint({ ...ended, complaint: open }, { ...answer, uid: 'camille' }, now)).toMatchObject({
      refusal: { code: 'permission-denied' },
    });
    expect(decideAnswerComplaint(ended, answer, now)).toMatchObject({ refusal: { message: COMPLAINT_REFUSED.none } });
    expect(decideAnswerComplaint({ ...ended, complaint: { ...open, status: 'released' } }, answer, now)).toMatchObject({
      refusal: { message: COMPLAINT_REFUSED.none },
    });
  });
});

describe('the complaint schemas', () => {
  const valid = { bookingId: 'b1', reason: 'hygiene', text: 'La cuisine était sale.' };
  const problem = (schema: typeof reportProblemSchema | typeof answerComplaintSchema, data: unknown) => {
    try {
      schema.validateSync(data, { strict: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes a reason of the list and a description of 10 to 1000 characters, spaces around not counted', () => {
    expect(problem(reportProblemSchema, valid)).toBeNull();
    expect(problem(reportProblemSchema, { ...valid, text: '   Trop court   ' })).toBeNull();
    expect(problem(reportProblemSchema, { ...valid, text: '  Court.   ' })).toBe(
      'La description du problème doit faire au moins 10 caractères',
    );
    expect(problem(reportProblemSchema, { ...valid, text: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) })).toBe(
      `La description du problème ne peut pas dépasser ${COMPLAINT_TEXT_MAX} caractères`,
    );
    expect(problem(reportProblemSchema, { ...valid, reason: 'price' })).toBe('Choisissez ce qui ne s’est pas bien passé');
    expect(problem(reportProblemSchema, { ...valid, extra: true })).toBe('Requête invalide : champ inconnu.');
  });

  it('takes an answer that says something', () => {
    expect(problem(answerComplaintSchema, { bookingId: 'b1', answer: 'Merci.' })).toBeNull();
    expect(problem(answerComplaintSchema, { bookingId: 'b1', answer: '   ' })).toBe('Votre réponse est vide');
  });
});

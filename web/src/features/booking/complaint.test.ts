import { COMPLAINT_REFUSED, type Booking } from '@kookers/domain/booking';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { modelSamples } from '@kookers/domain/testing';
import { describe, expect, it } from 'vitest';
import { complaintFormSchema, complaintPermission, complaintStatusText, COMPLAINT_REASON_OPTIONS } from './complaint';

const stampAt = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
const { booking: sample } = modelSamples(stampAt);
/** The sample service ended on 4 December 2026 at 12:00 in Paris (11:00 UTC); its share is held. */
const completed: Booking = {
  ...sample,
  status: 'completed',
  payout: { ...sample.payout, status: 'held', earnedAt: sample.endAt, availableAt: stampAt('2026-12-06T11:00:00.000Z') },
};
const complaint: NonNullable<Booking['complaint']> = {
  reason: 'hygiene',
  text: 'La cuisine était sale.',
  at: stampAt('2026-12-04T20:00:00Z'),
  answer: null,
  answeredAt: null,
  status: 'open',
};

describe('reporting a problem', () => {
  it(`is open to the client of a completed service until ${EARNINGS_HELD_HOURS} h after its end, to the minute`, () => {
    expect(complaintPermission(completed, 'client', new Date('2026-12-04T11:01:00Z'))).toEqual({
      allowed: true,
      until: new Date('2026-12-06T11:00:00Z'),
    });
    expect(complaintPermission(completed, 'client', new Date('2026-12-06T11:00:00Z')).allowed).toBe(true);
    expect(complaintPermission(completed, 'client', new Date('2026-12-06T11:01:00Z'))).toEqual({
      allowed: false,
      reason: COMPLAINT_REFUSED.tooLate,
    });
  });

  it('is refused before the service is completed, to the Kooker, a second time, and once the share is available', () => {
    const now = new Date('2026-12-04T12:00:00Z');
    expect(complaintPermission({ ...completed, status: 'confirmed' }, 'client', now)).toEqual({
      allowed: false,
      reason: COMPLAINT_REFUSED.notCompleted,
    });
    expect(complaintPermission(completed, 'kooker', now)).toEqual({ allowed: false, reason: COMPLAINT_REFUSED.notClient });
    expect(complaintPermission({ ...completed, complaint }, 'client', now)).toEqual({ allowed: false, reason: COMPLAINT_REFUSED.already });
    expect(complaintPermission({ ...completed, payout: { ...completed.payout, status: 'available' } }, 'client', now)).toEqual({
      allowed: false,
      reason: COMPLAINT_REFUSED.paid,
    });
  });

  it('offers the domain’s reasons, in its words', () => {
    expect(COMPLAINT_REASON_OPTIONS.map((option) => option.value)).toEqual([
      'no-show',
      'not-as-described',
      'hygiene',
      'behaviour',
      'other',
    ]);
    expect(COMPLAINT_REASON_OPTIONS[0]?.label).toBe('Le Kooker ne s’est pas présenté');
  });

  it('asks for a reason and a few words, with the callable’s own checks', () => {
    expect(complaintFormSchema.isValidSync({ reason: '', text: 'Rien ne s’est passé comme prévu.' })).toBe(false);
    expect(complaintFormSchema.isValidSync({ reason: 'other', text: 'Trop court' })).toBe(true);
    expect(complaintFormSchema.isValidSync({ reason: 'other', text: 'Court' })).toBe(false);
    expect(complaintFormSchema.isValidSync({ reason: 'no-show', text: 'Personne n’est venu.' })).toBe(true);
  });

  it('says where the complaint stands, from each side', () => {
    expect(complaintStatusText('open', 'kooker')).toBe(
      'En cours d’examen par l’équipe Kookers : votre rémunération pour cette prestation attend sa décision.',
    );
    expect(complaintStatusText('refunded', 'client')).toBe('Examiné : l’équipe Kookers vous rembourse (voir « Paiements »).');
  });
});

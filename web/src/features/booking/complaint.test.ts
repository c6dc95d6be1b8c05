import type { Booking } from '@kookers/domain/booking';
import { EARNINGS_HELD_HOURS } from '@kookers/domain/rules';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { complaintFormSchema, complaintPermission, complaintStatusText, COMPLAINT_REASON_OPTIONS } from './complaint';

const stamp = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });
const ended = (status: Booking['status'] = 'completed', complaint: Booking['complaint'] = null) => ({
  status,
  endAt: stamp('2026-12-04T11:00:00Z'),
  complaint,
});
const complaint: NonNullable<Booking['complaint']> = {
  reason: 'hygiene',
  text: 'Cuisine sale.',
  at: stamp('2026-12-04T20:00:00Z'),
  answer: null,
  answeredAt: null,
  status: 'open',
};

describe('reporting a problem', () => {
  it(`is open to the client of a completed service until ${EARNINGS_HELD_HOURS} h after its end, to the minute`, () => {
    expect(complaintPermission(ended(), 'client', new Date('2026-12-04T11:01:00Z'))).toEqual({
      allowed: true,
      until: new Date('2026-12-06T11:00:00Z'),
    });
    expect(complaintPermission(ended(), 'client', new Date('2026-12-06T11:00:00Z')).allowed).toBe(true);
    expect(complaintPermission(ended(), 'client', new Date('2026-12-06T11:01:00Z'))).toEqual({
      allowed: false,
      reason: `Un problème se signale dans les ${EARNINGS_HELD_HOURS} h qui suivent la fin de la prestation.`,
    });
  });

  it('is refused before the service is completed, for a cancelled one, to the Kooker, and a second time', () => {
    const now = new Date('2026-12-04T12:00:00Z');
    expect(complaintPermission(ended('confirmed'), 'client', now).allowed).toBe(false);
    expect(complaintPermission(ended('cancelled'), 'client', now).allowed).toBe(false);
    expect(complaintPermission(ended(), 'kooker', now).allowed).toBe(false);
    expect(complaintPermission(ended('completed', complaint), 'client', now)).toEqual({
      allowed: false,
      reason: 'Un problème a déjà été signalé sur cette prestation.',
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

  it('asks for a reason and a few words', () => {
    const errors = (() => {
      try {
        complaintFormSchema.validateSync({ reason: '', text: '  ' }, { abortEarly: false });
        return [];
      } catch (error) {
        return error instanceof ValidationError ? error.errors : [];
      }
    })();
    expect(errors).toEqual(['Choisissez ce qui s’est passé.', 'Décrivez le problème en quelques mots.']);
    expect(complaintFormSchema.validateSync({ reason: 'other', text: ' Rien ne va. ' })).toEqual({ reason: 'other', text: 'Rien ne va.' });
  });

  it('says where the complaint stands, from each side', () => {
    expect(complaintStatusText('open', 'kooker')).toBe(
      'En cours d’examen par l’équipe Kookers : votre rémunération pour cette prestation attend sa décision.',
    );
    expect(complaintStatusText('refunded', 'client')).toBe('Examiné : l’équipe Kookers vous rembourse (voir « Paiements »).');
  });
});

import { describe, expect, it } from 'vitest';
import { validationErrors } from '../testing/testing';
import { REPORT_REASONS } from './report-values';
import { REPORT_TEXT_MAX, reportIdOf, reportSchema } from './reports';

describe('a report', () => {
  it('has one id per item and user', () => {
    expect(reportIdOf('review', 'booking42', 'camille')).toBe('review_booking42_camille');
    expect(reportIdOf('review', 'booking42', 'hugo')).not.toBe(reportIdOf('review', 'booking42', 'camille'));
  });

  it('needs a reason of the list, and at most 1 000 characters of text', async () => {
    expect(await validationErrors(reportSchema, { reason: '', text: '' })).toEqual(['Choisissez une raison.']);
    expect(await validationErrors(reportSchema, { reason: 'spam', text: '' })).toEqual([]);
    expect(await validationErrors(reportSchema, { reason: 'autre', text: '' })).toEqual(['Choisissez une raison.']);
    expect(await validationErrors(reportSchema, { reason: 'other', text: 'x'.repeat(REPORT_TEXT_MAX + 1) })).toEqual([
      `Votre message ne peut pas dépasser ${REPORT_TEXT_MAX} caractères.`,
    ]);
    expect(REPORT_REASONS.map((reason) => reason.value)).toEqual(['contact', 'offensive', 'fake', 'spam', 'other']);
  });
});

import { kookerFromData } from '@kookers/domain/kookers';
import { expect, test } from 'vitest';
import { withAnswer, withAnswers } from './identity-answers';

const draft = kookerFromData('kooker-ines', { firstName: 'Inès', city: 'Saint-Étienne' });

test('a function’s answer shows at once, until the live profile brings the field', () => {
  const answers = withAnswer({}, draft, { phoneVerifiedOn: '2026-11-27' });
  expect(withAnswers(draft, answers)).toEqual({ ...draft, phoneVerifiedOn: '2026-11-27' });
  // The live read caught up: it is shown, whatever comes next.
  const caughtUp = { ...draft, phoneVerifiedOn: '2026-11-27' };
  expect(withAnswers(caughtUp, answers)).toEqual(caughtUp);
  const changedLater = { ...draft, phoneVerifiedOn: '2026-12-03' };
  expect(withAnswers(changedLater, answers)).toEqual(changedLater);
});

test('the three answers stand side by side, the last of each field wins, and nothing else is touched', () => {
  let answers = withAnswer({}, draft, { legalStatus: { kind: 'individual' } });
  answers = withAnswer(answers, draft, { insuranceValidUntil: '2027-06-30' });
  answers = withAnswer(answers, draft, { insuranceValidUntil: '2027-11-30' });
  expect(withAnswers(draft, answers)).toEqual({ ...draft, legalStatus: { kind: 'individual' }, insuranceValidUntil: '2027-11-30' });
  expect(withAnswers(draft, {})).toEqual(draft);
});

test('a status read again as an equal object still counts as unchanged', () => {
  const answers = withAnswer(
    {},
    { ...draft, legalStatus: { kind: 'individual' } },
    { legalStatus: { kind: 'professional', siret: '73282932000074' } },
  );
  expect(withAnswers({ ...draft, legalStatus: { kind: 'individual' } }, answers).legalStatus).toEqual({
    kind: 'professional',
    siret: '73282932000074',
  });
});

import type { KookerProfile } from '@kookers/domain/kookers';

/** What the identity step's functions write on the profile (docs/produit.md, « Qui est le Kooker »). */
export type IdentityFields = Pick<KookerProfile, 'legalStatus' | 'phoneVerifiedOn' | 'insuranceValidUntil'>;

/** A field a function answered, with what the live profile held when it answered. */
interface Answer<Value> {
  value: Value;
  before: Value;
}

export type IdentityAnswers = { [Field in keyof IdentityFields]?: Answer<IdentityFields[Field]> };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records a function's answer (setLegalStatus, confirmPhoneVerification, declareInsurance) against the live profile. */
export function withAnswer(answers: IdentityAnswers, live: KookerProfile, fields: Partial<IdentityFields>): IdentityAnswers {
  const answer = <Value>(value: Value | undefined, before: Value, last: Answer<Value> | undefined) =>
    value === undefined ? last : { value, before };
  return {
    legalStatus: answer(fields.legalStatus, live.legalStatus, answers.legalStatus),
    phoneVerifiedOn: answer(fields.phoneVerifiedOn, live.phoneVerifiedOn, answers.phoneVerifiedOn),
    insuranceValidUntil: answer(fields.insuranceValidUntil, live.insuranceValidUntil, answers.insuranceValidUntil),
  };
}

/**
 * The profile as its Kooker should see it. Firestore shows the app's own writes at once, but not
 * what a function wrote for it: the live read brings that a moment later (longer on a slow
 * connection). Until the live profile changes a field, the function's answer stands in for it, so
 * « Numéro vérifié le … » shows, and « Terminer » counts the phone, as soon as the function said so.
 */
export function withAnswers(live: KookerProfile, answers: IdentityAnswers): KookerProfile {
  const shown = <Value>(current: Value, answer: Answer<Value> | undefined) =>
    answer && same(current, answer.before) ? answer.value : current;
  return {
    ...live,
    legalStatus: shown(live.legalStatus, answers.legalStatus),
    phoneVerifiedOn: shown(live.phoneVerifiedOn, answers.phoneVerifiedOn),
    insuranceValidUntil: shown(live.insuranceValidUntil, answers.insuranceValidUntil),
  };
}

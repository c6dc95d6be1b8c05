import { describe, expect, it } from 'vitest';
import { modelSamples } from './model-samples';
import { ONBOARDING_STEPS, profileWrites } from './onboarding';

describe('onboarding', () => {
  it('has the four steps of the prototype', () => {
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual([
      'Informations personnelles',
      'Expérience culinaire',
      'Services & tarifs',
      'Disponibilités',
    ]);
  });

  it('saves every editable field exactly once, services and publishing on their own', () => {
    const { kooker } = modelSamples((iso) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) }));
    const writes = profileWrites(kooker);
    expect(writes).toHaveLength(6);
    expect(writes.at(-2)).toEqual({ specialtyCards: kooker.specialtyCards });
    expect(writes.at(-1)).toEqual({ published: true });
    const fields = writes.flatMap((write) => Object.keys(write));
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toHaveLength(17);
  });
});

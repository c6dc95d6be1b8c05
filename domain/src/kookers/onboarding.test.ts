import { describe, expect, it } from 'vitest';
import { kookerFromData } from './model';
import { modelSamples } from '../testing/model-samples';
import {
  COMPLETION_ITEMS,
  contactProblems,
  ONBOARDING_STEPS,
  profileCompletion,
  profileWrites,
  PUBLISH_REQUIREMENTS,
  publishProblems,
  resumeStepIndex,
} from './onboarding';

const samples = modelSamples((iso) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) }));
/** The profile becomeKooker creates: nothing saved yet. */
const draft = kookerFromData('olivier', { published: false });
const complete = {
  ...samples.kooker,
  coverImage: 'kenza_cover',
  bio: 'Cuisinière passionnée, je partage les recettes de ma grand-mère marocaine.',
};
const oneService = [{ id: 'service-1' }];

describe('onboarding steps', () => {
  it("has the four steps of 'Devenir Kooker', in order", () => {
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual([
      'Informations personnelles',
      'Expérience culinaire',
      'Services & tarifs',
      'Disponibilités',
    ]);
  });

  it('saves every editable field exactly once: one write per step, then publishing', () => {
    const writes = profileWrites(samples.kooker);
    expect(writes).toHaveLength(5);
    expect(writes.at(-1)).toEqual({ published: true });
    const fields = writes.flatMap((write) => Object.keys(write));
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toHaveLength(18);
  });
});

describe('profile completion', () => {
  it('is 0 % for the draft becomeKooker creates, and 100 % for a full profile with a service', () => {
    expect(profileCompletion(draft, [])).toBe(0);
    expect(profileCompletion(complete, oneService)).toBe(100);
  });

  it('counts each saved item once, over the 16 items of a profile', () => {
    expect(COMPLETION_ITEMS).toHaveLength(16);
    // First name, last name and city: 3 of 16.
    expect(profileCompletion({ ...draft, firstName: 'Olivier', lastName: 'Roux', city: 'Lyon' }, [])).toBe(19);
    // The rates step, saved with its defaults: 4 of 16.
    expect(profileCompletion({ ...draft, serviceArea: 20, pricePerHour: 3500, minimumDuration: 2, maxGuests: 8 }, [])).toBe(25);
    expect(profileCompletion(draft, oneService)).toBe(6);
  });

  it('does not count blank text, a short presentation, or hours without room for a slot', () => {
    expect(profileCompletion({ ...draft, firstName: '   ', bio: 'Trop court.' }, [])).toBe(0);
    expect(profileCompletion({ ...draft, minimumDuration: 3, typicalHours: { start: '20:00', end: '22:00' } }, [])).toBe(6);
  });
});

describe('what publishing needs', () => {
  it('takes the phone and the address of the private profile too, with step 1', () => {
    expect(contactProblems(null)).toEqual([
      { step: 'personal', missing: 'votre téléphone' },
      { step: 'personal', missing: 'votre adresse' },
    ]);
    expect(contactProblems({ phone: '06 12 34 56 78', address: '  ' })).toEqual([{ step: 'personal', missing: 'votre adresse' }]);
    expect(contactProblems({ phone: '06 12 34 56 78', address: '3 rue Vauban, 29000 Quimper' })).toEqual([]);
    expect(PUBLISH_REQUIREMENTS.slice(0, 6)).toEqual([
      'votre prénom',
      'votre nom',
      'votre ville',
      'une photo de profil',
      'votre téléphone',
      'votre adresse',
    ]);
  });

  it('is nothing more for a complete profile; optional items stay optional', () => {
    expect(publishProblems(complete, oneService)).toEqual([]);
    expect(publishProblems({ ...complete, coverImage: null, experience: '', certificates: [] }, oneService)).toEqual([]);
  });

  it('lists everything a new draft lacks, in the order of the steps', () => {
    expect(publishProblems(draft, []).map((problem) => `${problem.step}: ${problem.missing}`)).toEqual([
      'personal: votre prénom',
      'personal: votre nom',
      'personal: votre ville',
      'personal: une photo de profil',
      'experience: une présentation d’au moins 50 caractères',
      'experience: au moins une spécialité',
      'rates: votre zone d’intervention',
      'rates: votre tarif horaire',
      'rates: votre durée minimum',
      'rates: votre nombre maximum d’invités',
      'rates: au moins une prestation',
      'availability: au moins un jour disponible',
      'availability: des horaires qui laissent au moins un créneau de votre durée minimum',
    ]);
  });

  it('refuses names and a presentation made of spaces, and a presentation one character short', () => {
    const problems = publishProblems({ ...complete, firstName: '  ', bio: ` ${'b'.repeat(49)} ` }, oneService);
    expect(problems.map((problem) => problem.missing)).toEqual(['votre prénom', 'une présentation d’au moins 50 caractères']);
    expect(publishProblems({ ...complete, bio: 'b'.repeat(50) }, oneService)).toEqual([]);
  });

  it('needs at least one service', () => {
    expect(publishProblems(complete, [])).toEqual([{ step: 'rates', missing: 'au moins une prestation' }]);
  });
});

describe('where the Kooker resumes', () => {
  it('is the first step that lacks something, or the first step when nothing is missing', () => {
    expect(resumeStepIndex(draft, [])).toBe(0);
    const personalDone = { ...draft, firstName: 'Olivier', lastName: 'Roux', city: 'Lyon', profileImage: 'olivier_p' };
    expect(resumeStepIndex(personalDone, [])).toBe(1);
    expect(resumeStepIndex({ ...complete, availableDays: [] }, oneService)).toBe(3);
    expect(resumeStepIndex(complete, [])).toBe(2);
    expect(resumeStepIndex(complete, oneService)).toBe(0);
  });
});

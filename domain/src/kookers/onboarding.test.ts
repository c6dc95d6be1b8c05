import { describe, expect, it } from 'vitest';
import { newKookerProfile } from './model';
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
const draft = newKookerProfile('olivier');
const complete = {
  ...samples.kooker,
  coverImage: 'kenza_cover',
  bio: 'Cuisinière passionnée, je partage les recettes de ma grand-mère marocaine.',
};
const oneService = [{ id: 'service-1' }];
/** The Paris day the tests run on: the sample's insurance covers until 2027-12-31. */
const TODAY = '2026-11-26';

describe('onboarding steps', () => {
  it("has the five steps of 'Devenir Kooker', in order", () => {
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual([
      'Informations personnelles',
      'Expérience culinaire',
      'Services & tarifs',
      'Disponibilités',
      'Statut, téléphone et assurance',
    ]);
  });

  it('names each step on a phone by a short name that fits five on one line', () => {
    expect(ONBOARDING_STEPS.map((step) => step.short)).toEqual(['Profil', 'Cuisine', 'Tarifs', 'Dispos', 'Statut']);
    for (const step of ONBOARDING_STEPS) expect(step.short.length).toBeLessThanOrEqual(7);
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

describe('the profile becomeKooker creates', () => {
  it('is unpublished, not reviewed (rated 0 of 0 reviews) and lacks what every step asks', () => {
    expect(draft).toMatchObject({ published: false, rating: 0, reviewCount: 0, legalStatus: null, phoneVerifiedAt: null });
    expect(new Set(publishProblems(draft, [], TODAY).map((problem) => problem.step))).toEqual(
      new Set(ONBOARDING_STEPS.map((step) => step.id)),
    );
  });
});

describe('profile completion', () => {
  it('is 0 % for the draft becomeKooker creates, and 100 % for a full profile with a service', () => {
    expect(profileCompletion(draft, [], TODAY)).toBe(0);
    expect(profileCompletion(complete, oneService, TODAY)).toBe(100);
  });

  it('counts each saved item once, over the 19 items of a profile', () => {
    expect(COMPLETION_ITEMS).toHaveLength(19);
    // First name, last name and city: 3 of 19.
    expect(profileCompletion({ ...draft, firstName: 'Olivier', lastName: 'Roux', city: 'Lyon' }, [], TODAY)).toBe(16);
    // The rates step, saved with its defaults: 4 of 19.
    expect(profileCompletion({ ...draft, serviceArea: 20, pricePerHour: 3500, minimumDuration: 2, maxGuests: 8 }, [], TODAY)).toBe(21);
    expect(profileCompletion(draft, oneService, TODAY)).toBe(5);
  });

  it('does not count blank text, a short presentation, or hours without room for a slot', () => {
    expect(profileCompletion({ ...draft, firstName: '   ', bio: 'Trop court.' }, [], TODAY)).toBe(0);
    expect(profileCompletion({ ...draft, minimumDuration: 3, typicalHours: { start: '20:00', end: '22:00' } }, [], TODAY)).toBe(5);
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
    expect(publishProblems(complete, oneService, TODAY)).toEqual([]);
    expect(publishProblems({ ...complete, coverImage: null, experience: '', certificates: [] }, oneService, TODAY)).toEqual([]);
  });

  it('lists everything a new draft lacks, in the order of the steps', () => {
    expect(publishProblems(draft, [], TODAY).map((problem) => `${problem.step}: ${problem.missing}`)).toEqual([
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
      'identity: votre statut (particulier ou professionnel)',
      'identity: un téléphone vérifié par SMS',
      'identity: une assurance responsabilité civile en cours de validité',
    ]);
  });

  it('needs the status, a verified phone and an insurance that covers today, up to its last day included', () => {
    const missing = (profile: typeof complete, today = TODAY) =>
      publishProblems(profile, oneService, today).map((problem) => problem.missing);
    expect(missing({ ...complete, legalStatus: null })).toEqual(['votre statut (particulier ou professionnel)']);
    expect(missing({ ...complete, legalStatus: { kind: 'individual' } })).toEqual([]);
    expect(missing({ ...complete, phoneVerifiedAt: null })).toEqual(['un téléphone vérifié par SMS']);
    expect(missing({ ...complete, insuranceValidUntil: null })).toEqual(['une assurance responsabilité civile en cours de validité']);
    // Its last day still covers, the next one does not; 30 days before, it still does (a reminder is due).
    expect(missing(complete, '2027-12-31')).toEqual([]);
    expect(missing(complete, '2027-12-01')).toEqual([]);
    expect(missing(complete, '2028-01-01')).toEqual(['une assurance responsabilité civile en cours de validité']);
  });

  it('refuses names and a presentation made of spaces, and a presentation one character short', () => {
    const problems = publishProblems({ ...complete, firstName: '  ', bio: ` ${'b'.repeat(49)} ` }, oneService, TODAY);
    expect(problems.map((problem) => problem.missing)).toEqual(['votre prénom', 'une présentation d’au moins 50 caractères']);
    expect(publishProblems({ ...complete, bio: 'b'.repeat(50) }, oneService, TODAY)).toEqual([]);
  });

  it('needs at least one service', () => {
    expect(publishProblems(complete, [], TODAY)).toEqual([{ step: 'rates', missing: 'au moins une prestation' }]);
  });
});

describe('where the Kooker resumes', () => {
  it('is the first step that lacks something, or the first step when nothing is missing', () => {
    expect(resumeStepIndex(draft, [], TODAY)).toBe(0);
    const personalDone = { ...draft, firstName: 'Olivier', lastName: 'Roux', city: 'Lyon', profileImage: 'olivier_p' };
    expect(resumeStepIndex(personalDone, [], TODAY)).toBe(1);
    expect(resumeStepIndex({ ...complete, availableDays: [] }, oneService, TODAY)).toBe(3);
    expect(resumeStepIndex(complete, [], TODAY)).toBe(2);
    expect(resumeStepIndex(complete, oneService, TODAY)).toBe(0);
    expect(resumeStepIndex({ ...complete, phoneVerifiedAt: null }, oneService, TODAY)).toBe(4);
  });
});

/**
 * 'Devenir Kooker' (docs/produit.md, « Parcours d'un Kooker »): the four steps and the fields each one saves, how complete a
 * saved profile is, and what it still lacks to be published. The web app and the security
 * rules (isPublishable in firestore.rules) apply the same minimum.
 */
import { BIO_MIN_TO_PUBLISH } from './catalog';
import type { KookerProfile, KookerService } from './model';
import { insuranceState } from './identity';
import { dailySlotTimes } from './slots';

/** The profile fields a Kooker edits (firestore.rules: kookerEditableFields, less updatedAt). */
export type EditableField = keyof Pick<
  KookerProfile,
  | 'firstName'
  | 'lastName'
  | 'city'
  | 'cityInsee'
  | 'profileImage'
  | 'coverImage'
  | 'bio'
  | 'experience'
  | 'specialties'
  | 'certificates'
  | 'serviceArea'
  | 'pricePerHour'
  | 'minimumDuration'
  | 'maxGuests'
  | 'availableDays'
  | 'typicalHours'
  | 'blockedDates'
  | 'published'
>;

/**
 * The four steps and the profile fields each one saves when the Kooker moves on. The services
 * are documents of their own, saved from their modal on the third step; publishing is a write
 * of its own ('Terminer', or pause and resume).
 */
// `short`: the step's name where the title does not fit (the stepper on a phone, five steps on
// one line: at most 7 letters); there the button's name begins with it, then says the title.
export const ONBOARDING_STEPS = [
  {
    id: 'personal',
    title: 'Informations personnelles',
    short: 'Profil',
    fields: ['firstName', 'lastName', 'city', 'cityInsee', 'profileImage', 'coverImage'],
  },
  { id: 'experience', title: 'Expérience culinaire', short: 'Cuisine', fields: ['bio', 'experience', 'specialties', 'certificates'] },
  { id: 'rates', title: 'Services & tarifs', short: 'Tarifs', fields: ['serviceArea', 'pricePerHour', 'minimumDuration', 'maxGuests'] },
  { id: 'availability', title: 'Disponibilités', short: 'Dispos', fields: ['availableDays', 'typicalHours', 'blockedDates'] },
  // Written by functions, not by the step's form (identity.ts): the status, the verified phone, the insurance.
  { id: 'identity', title: 'Statut, téléphone et assurance', short: 'Statut', fields: [] },
] as const satisfies ReadonlyArray<{ id: string; title: string; short: string; fields: readonly EditableField[] }>;

export type StepId = (typeof ONBOARDING_STEPS)[number]['id'];
export type StepFields<Id extends StepId> = Extract<(typeof ONBOARDING_STEPS)[number], { id: Id }>['fields'][number];

/** What the identity step's functions write (identity.ts), read by the completion. */
type IdentityField = 'legalStatus' | 'phoneVerifiedAt' | 'insuranceValidUntil';
type Profile = Pick<KookerProfile, Exclude<EditableField, 'published'> | IdentityField>;
type Services = ReadonlyArray<Pick<KookerService, 'id'>>;

/** One thing a complete profile has, the step where it is filled in, and whether publishing needs it. */
interface CompletionItem {
  step: StepId;
  /** What is missing, as the sentence 'Il manque …' ends. */
  missing: string;
  requiredToPublish: boolean;
  /** `today` is the Paris day (`yyyy-MM-dd`): an insurance covers up to its last day included. */
  isFilled: (profile: Profile, services: Services, today: string) => boolean;
}

const hasText = (value: string) => value.trim().length > 0;

/** Whether the typical hours leave room for at least one slot of the minimum duration. */
export function hoursLeaveASlot(profile: Pick<Profile, 'typicalHours' | 'minimumDuration'>): boolean {
  return dailySlotTimes(profile.typicalHours, profile.minimumDuration).length > 0;
}

/**
 * What a complete profile is made of, in the order of the steps. A field the Kooker has never
 * saved reads as empty (domain/src/<area>/model.ts), so a draft only counts what was saved.
 */
export const COMPLETION_ITEMS: readonly CompletionItem[] = [
  { step: 'personal', missing: 'votre prénom', requiredToPublish: true, isFilled: (p) => hasText(p.firstName) },
  { step: 'personal', missing: 'votre nom', requiredToPublish: true, isFilled: (p) => hasText(p.lastName) },
  { step: 'personal', missing: 'votre ville', requiredToPublish: true, isFilled: (p) => hasText(p.city) },
  { step: 'personal', missing: 'une photo de profil', requiredToPublish: true, isFilled: (p) => p.profileImage !== null },
  { step: 'personal', missing: 'une photo de couverture', requiredToPublish: false, isFilled: (p) => p.coverImage !== null },
  {
    step: 'experience',
    missing: `une présentation d’au moins ${BIO_MIN_TO_PUBLISH} caractères`,
    requiredToPublish: true,
    isFilled: (p) => p.bio.trim().length >= BIO_MIN_TO_PUBLISH,
  },
  { step: 'experience', missing: 'votre expérience', requiredToPublish: false, isFilled: (p) => hasText(p.experience) },
  { step: 'experience', missing: 'au moins une spécialité', requiredToPublish: true, isFilled: (p) => p.specialties.length > 0 },
  { step: 'experience', missing: 'vos certificats ou formations', requiredToPublish: false, isFilled: (p) => p.certificates.length > 0 },
  { step: 'rates', missing: 'votre zone d’intervention', requiredToPublish: true, isFilled: (p) => p.serviceArea > 0 },
  { step: 'rates', missing: 'votre tarif horaire', requiredToPublish: true, isFilled: (p) => p.pricePerHour > 0 },
  { step: 'rates', missing: 'votre durée minimum', requiredToPublish: true, isFilled: (p) => p.minimumDuration > 0 },
  { step: 'rates', missing: 'votre nombre maximum d’invités', requiredToPublish: true, isFilled: (p) => p.maxGuests > 0 },
  { step: 'rates', missing: 'au moins une prestation', requiredToPublish: true, isFilled: (_p, services) => services.length > 0 },
  { step: 'availability', missing: 'au moins un jour disponible', requiredToPublish: true, isFilled: (p) => p.availableDays.length > 0 },
  {
    step: 'availability',
    missing: 'des horaires qui laissent au moins un créneau de votre durée minimum',
    requiredToPublish: true,
    isFilled: (p) => hoursLeaveASlot(p),
  },
  {
    step: 'identity',
    missing: 'votre statut (particulier ou professionnel)',
    requiredToPublish: true,
    isFilled: (p) => p.legalStatus !== null,
  },
  { step: 'identity', missing: 'un téléphone vérifié par SMS', requiredToPublish: true, isFilled: (p) => p.phoneVerifiedAt !== null },
  {
    step: 'identity',
    missing: 'une assurance responsabilité civile en cours de validité',
    requiredToPublish: true,
    isFilled: (p, _services, today) => {
      const kind = insuranceState(p.insuranceValidUntil, today).kind;
      return kind === 'valid' || kind === 'expiring';
    },
  },
];

/** What publishing needs, as the sentence 'Pour publier, il faut …' lists it (the UI and the FAQ say it). */
export const PUBLISH_REQUIREMENTS: readonly string[] = COMPLETION_ITEMS.filter((item) => item.requiredToPublish).flatMap((item) =>
  // The coordinates of the private profile come with step 1's (contactProblems).
  item.missing === 'une photo de profil' ? [item.missing, ...contactProblems(null).map((problem) => problem.missing)] : [item.missing],
);

/** How complete the saved profile is, in percent (0–100, rounded): filled items over all items. */
export function profileCompletion(profile: Profile, services: Services, today: string): number {
  const filled = COMPLETION_ITEMS.filter((item) => item.isFilled(profile, services, today)).length;
  return Math.round((filled / COMPLETION_ITEMS.length) * 100);
}

/** What the profile lacks to be published, in step order; empty when it may be published. */
export function publishProblems(profile: Profile, services: Services, today: string): Array<{ step: StepId; missing: string }> {
  return COMPLETION_ITEMS.filter((item) => item.requiredToPublish && !item.isFilled(profile, services, today)).map(({ step, missing }) => ({
    step,
    missing,
  }));
}

/**
 * What publishing needs from the private profile: the phone and the address a client reads once
 * booked (docs/produit.md, « Parcours d'un Kooker »). Asked at step 1; the app checks them before
 * publishing (the rules do not read the private profile when a profile is published).
 */
export function contactProblems(contact: { phone: string; address: string } | null): Array<{ step: StepId; missing: string }> {
  const problems: Array<{ step: StepId; missing: string }> = [];
  if (!contact || !hasText(contact.phone)) problems.push({ step: 'personal', missing: 'votre téléphone' });
  if (!contact || !hasText(contact.address)) problems.push({ step: 'personal', missing: 'votre adresse' });
  return problems;
}

/** Whether a step has everything publishing needs from it. */
export function isStepComplete(step: StepId, profile: Profile, services: Services, today: string): boolean {
  return !publishProblems(profile, services, today).some((problem) => problem.step === step);
}

/** The index of the first step that still lacks something publishing needs; 0 when none does. */
export function resumeStepIndex(profile: Profile, services: Services, today: string): number {
  const index = ONBOARDING_STEPS.findIndex((step) => !isStepComplete(step.id, profile, services, today));
  return index < 0 ? 0 : index;
}

/** The writes that save a whole profile, in the app's order: one per step, then publishing. */
export function profileWrites(profile: Pick<KookerProfile, EditableField>): Array<Partial<Pick<KookerProfile, EditableField>>> {
  const pick = (fields: readonly EditableField[]) => Object.fromEntries(fields.map((field) => [field, profile[field]]));
  // The identity step's fields are written by functions (identity.ts): no write of the Kooker's own.
  const steps = ONBOARDING_STEPS.filter((step) => step.fields.length > 0);
  return [...steps.map((step) => pick(step.fields)), { published: profile.published }];
}

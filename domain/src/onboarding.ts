import type { KookerProfile } from './model';

/** The profile fields a Kooker edits (firestore.rules: kookerEditableFields, less updatedAt). */
export type EditableField = keyof Pick<
  KookerProfile,
  | 'firstName'
  | 'lastName'
  | 'city'
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
  | 'specialtyCards'
  | 'published'
>;

/**
 * The four steps of 'Devenir Kooker' (SPEC.md §5) and the profile fields each one saves. The
 * services (specialty cards) are saved on their own, from their modal, and publishing is a
 * write of its own: each write stays within the security rules' expression budget
 * (docs/decisions/004-firestore-rules-budget.md).
 */
export const ONBOARDING_STEPS = [
  { id: 'personal', title: 'Informations personnelles', fields: ['firstName', 'lastName', 'city', 'profileImage', 'coverImage'] },
  { id: 'experience', title: 'Expérience culinaire', fields: ['bio', 'experience', 'specialties', 'certificates'] },
  { id: 'services', title: 'Services & tarifs', fields: ['serviceArea', 'pricePerHour', 'minimumDuration', 'maxGuests'] },
  { id: 'availability', title: 'Disponibilités', fields: ['availableDays', 'typicalHours'] },
] as const satisfies ReadonlyArray<{ id: string; title: string; fields: readonly EditableField[] }>;

export const SERVICES_FIELD = 'specialtyCards' satisfies EditableField;

/** The writes that save a whole profile, in order: one per step, the services, then publishing. */
export function profileWrites(profile: Pick<KookerProfile, EditableField>): Array<Partial<Pick<KookerProfile, EditableField>>> {
  const pick = (fields: readonly EditableField[]) => Object.fromEntries(fields.map((field) => [field, profile[field]]));
  return [
    ...ONBOARDING_STEPS.map((step) => pick(step.fields)),
    pick([SERVICES_FIELD]),
    { published: profile.published },
  ];
}

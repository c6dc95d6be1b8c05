import {
  DEFAULT_MAX_GUESTS,
  DEFAULT_MINIMUM_DURATION_HOURS,
  DEFAULT_TYPICAL_HOURS,
  PRICE_PER_HOUR_CENTS,
  SERVICE_AREA_KM,
  type AvailabilityStep,
  type ExperienceStep,
  type PersonalStep,
  type RatesStep,
  type KookerProfile,
} from '@kookers/domain/kookers';

/**
 * Each step's form values from the saved profile. What the Kooker never saved reads as empty in
 * the model; the form starts from the product's defaults instead (docs/produit.md, « Constantes »), which the step
 * saves when the Kooker moves on.
 */
export const stepValues = {
  personal: (p: KookerProfile): PersonalStep => ({
    firstName: p.firstName,
    lastName: p.lastName,
    city: p.city,
    cityInsee: p.cityInsee,
    profileImage: p.profileImage,
    coverImage: p.coverImage,
  }),
  experience: (p: KookerProfile): ExperienceStep => ({
    bio: p.bio,
    experience: p.experience,
    specialties: p.specialties,
    certificates: p.certificates,
  }),
  rates: (p: KookerProfile): RatesStep => ({
    serviceArea: p.serviceArea || SERVICE_AREA_KM.default,
    pricePerHour: p.pricePerHour || PRICE_PER_HOUR_CENTS.default,
    minimumDuration: p.minimumDuration || DEFAULT_MINIMUM_DURATION_HOURS,
    maxGuests: p.maxGuests || DEFAULT_MAX_GUESTS,
  }),
  /** Blocked days already past are dropped: they no longer mean anything. */
  availability: (p: KookerProfile, today: string): AvailabilityStep => ({
    availableDays: p.availableDays,
    typicalHours: p.typicalHours.start && p.typicalHours.end ? p.typicalHours : { ...DEFAULT_TYPICAL_HOURS },
    blockedDates: p.blockedDates.filter((date) => date >= today).sort(),
  }),
};

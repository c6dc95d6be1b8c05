// The seed against the domain: every limit, list and rule comes from @kookers/domain (the
// formulas themselves are tested there); here, the seed must hold only what the app could
// write, and exactly what the functions would derive from it.
import {
  CERTIFICATES_MAX,
  KOOKER_SPECIALTIES_MAX,
  KOOKER_TEXT_LIMITS,
  REVIEW_LIMITS,
  SERVICE_IDS,
  ALLERGEN_IDS,
  allergenConflicts,
  base64Length,
  base64MatchesType,
  IMAGE_VARIANTS,
  IMAGES_PER_KOOKER_MAX,
  imageTypeOf,
  isImageIdOf,
  availabilityStepSchema,
  experienceStepSchema,
  personalStepSchema,
  ratesStepSchema,
  serviceFormSchema,
  type KookerProfile,
  type KookerService,
  publishProblems,
  isValidSiret,
  averageRating,
  reviewAuthorName,
  dailySlotTimes,
  freeSlots,
} from '@kookers/domain/kookers';
import { bookingReviewOf } from '@kookers/domain/booking';
import { bookingAmounts, currentTerms } from '@kookers/domain/money';
import { collectionPath } from '@kookers/domain/data';
import {
  type Stamp,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  EARNINGS_HELD_HOURS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  PHOTOS_PER_CARD_MAX,
  addDays,
  parisDateOf,
  parisInstant,
  weekdayOf,
} from '@kookers/domain/rules';
import { availabilityFacetsOf, derivedFieldsOf, nextFreeSlotOf } from '@kookers/domain/search';
import { userProfileSchema } from '@kookers/domain/accounts';
import { communeData } from '@kookers/domain/communes-data';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSeed, type SeedData, seedDocuments } from './build';
import { DISHES } from './dishes';
import { CLIENTS, DEMO_CLIENT, DEMO_KOOKER, KOOKERS } from './kookers';

/** A Timestamp stand-in: both SDKs' Timestamps offer the same two methods. */
class FakeStamp implements Stamp {
  constructor(readonly millis: number) {}
  toMillis(): number {
    return this.millis;
  }
  toDate(): Date {
    return new Date(this.millis);
  }
}

const NOW = new Date('2025-11-22T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const SYNTHETIC = 40;
const build = () => buildSeed({ now: NOW, stamp: (date) => new FakeStamp(date.getTime()), syntheticKookers: SYNTHETIC });
const millis = (stamp: Stamp | null) => stamp?.toMillis() ?? Number.NaN;
const isSynthetic = (kooker: KookerProfile) => kooker.id.startsWith('kooker-bench-');

/** The format and size sharp reads from an encoded picture. */
async function sizeOf(bytes: Buffer): Promise<[string | undefined, number | undefined, number | undefined]> {
  const { format, width, height } = await sharp(bytes).metadata();
  return [format, width, height];
}

/**
 * What a picture of each kind may weigh, in KB: what keeps a list of cards and a profile page
 * light on a phone (a card shows a small cover and a small profile picture; a profile page its
 * large cover and small photos). The rules allow far more (IMAGE_VARIANTS).
 */
const PICTURE_BUDGETS_KB = {
  profile: { large: 10, small: 10 },
  cover: { large: 40, small: 12 },
  photo: { large: 30, small: 10 },
} as const;

describe('seed data', () => {
  let seed: SeedData;
  const servicesOf = (kooker: KookerProfile): KookerService[] => seed.services[kooker.id] ?? [];
  /** The intervals of a Kooker's confirmed bookings, which no free slot may overlap. */
  const confirmedOf = (kookerId: string) =>
    seed.bookings
      .filter((booking) => booking.kookerId === kookerId && booking.status === 'confirmed')
      .map((booking) => ({ startMs: millis(booking.startAt), endMs: millis(booking.endAt) }));

  beforeAll(async () => {
    seed = await build();
  }, 120_000);

  it('is deterministic, pictures included, byte for byte', async () => {
    const again = await build();
    expect(again).toEqual(seed);
    expect(JSON.stringify(seedDocuments(again))).toBe(JSON.stringify(seedDocuments(seed)));
  }, 120_000);

  it('publishes at least 12 Kookers in at least 6 cities, plus the synthetic ones', () => {
    const curated = seed.kookers.filter((kooker) => !isSynthetic(kooker));
    expect(curated.length).toBeGreaterThanOrEqual(14);
    expect(curated.every((kooker) => kooker.published)).toBe(true);
    expect(new Set(curated.map((kooker) => kooker.city)).size).toBeGreaterThanOrEqual(7);
    expect(seed.kookers.length).toBe(KOOKERS.length + SYNTHETIC);
    expect(new Set(seed.kookers.map((kooker) => kooker.id)).size).toBe(seed.kookers.length);
  });

  it('fills every onboarding step as its schema allows, and could be published', () => {
    for (const kooker of seed.kookers) {
      const where = kooker.id;
      // strict: the values must already be what the form would save (trimmed, in range), not be made so.
      expect(() => personalStepSchema.validateSync(kooker, { strict: true }), where).not.toThrow();
      expect(() => experienceStepSchema.validateSync(kooker, { strict: true }), where).not.toThrow();
      expect(() => ratesStepSchema.validateSync(kooker, { strict: true }), where).not.toThrow();
      expect(
        () => availabilityStepSchema.validateSync(kooker, { strict: true, context: { minimumDuration: kooker.minimumDuration } }),
        where,
      ).not.toThrow();
      expect(publishProblems(kooker, servicesOf(kooker), parisDateOf(NOW)), where).toEqual([]);
      // Who the Kooker is (docs/produit.md, « Qui est le Kooker »): an insurance valid for years, a SIRET whose key holds.
      expect(kooker.phoneVerifiedOn, where).not.toBeNull();
      expect(kooker.insuranceValidUntil && kooker.insuranceValidUntil > addDays(parisDateOf(NOW), 2 * 365), where).toBe(true);
      if (kooker.legalStatus?.kind === 'professional') expect(isValidSiret(kooker.legalStatus.siret), where).toBe(true);
      expect(kooker.published, where).toBe(true);
      expect(kooker.blockedDates, where).toEqual([]);

      for (const [text, max] of [
        [kooker.firstName, KOOKER_TEXT_LIMITS.name],
        [kooker.lastName, KOOKER_TEXT_LIMITS.name],
        [kooker.city, KOOKER_TEXT_LIMITS.city],
        [kooker.bio, KOOKER_TEXT_LIMITS.bio],
        [kooker.experience, KOOKER_TEXT_LIMITS.experience],
      ] as const) {
        expect(text.length, where).toBeGreaterThan(0);
        expect(text.length, where).toBeLessThanOrEqual(max);
      }
      expect(kooker.specialties.length, where).toBeLessThanOrEqual(KOOKER_SPECIALTIES_MAX);
      expect(kooker.certificates.length, where).toBeLessThanOrEqual(CERTIFICATES_MAX);
      expect(millis(kooker.createdAt), where).toBeLessThan(millis(kooker.updatedAt));
      expect(millis(kooker.updatedAt), where).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('gives each Kooker 1 to 5 services, in the places SERVICE_IDS, as the service modal saves them', () => {
    const imageIds = new Set(seed.images.map((image) => image.id));
    expect(Object.keys(seed.services).sort()).toEqual(seed.kookers.map((kooker) => kooker.id).sort());
    for (const kooker of seed.kookers) {
      const services = servicesOf(kooker);
      const where = kooker.id;
      expect(services.length, where).toBeGreaterThanOrEqual(1);
      expect(
        services.map((service) => service.id),
        where,
      ).toEqual(SERVICE_IDS.slice(0, services.length));
      for (const service of services) {
        // The modal takes whole euros.
        const form = { ...service, pricePerPerson: service.pricePerPerson / 100 };
        expect(() => serviceFormSchema.validateSync(form, { strict: true }), `${where} ${service.id}`).not.toThrow();
        expect(service.name.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.serviceName);
        expect(service.photos.length, where).toBeGreaterThanOrEqual(1);
        expect(service.photos.length, where).toBeLessThanOrEqual(PHOTOS_PER_CARD_MAX);
        for (const photo of service.photos) expect(imageIds.has(photo), `${where}: ${photo}`).toBe(true);
        // As the modal saves them: each allergen once, in the regulation's order.
        expect(service.allergens, where).toEqual(ALLERGEN_IDS.filter((id) => service.allergens.includes(id)));
        expect(millis(service.createdAt), where).toBeGreaterThan(millis(kooker.createdAt));
        expect(millis(service.updatedAt), where).toBeGreaterThanOrEqual(millis(service.createdAt));
        expect(millis(service.updatedAt), where).toBeLessThanOrEqual(NOW.getTime());
      }
      for (const image of [kooker.profileImage, kooker.coverImage]) expect(imageIds.has(image ?? ''), where).toBe(true);
    }
  });

  it('holds the derived fields the profile and review triggers would write (they would change nothing)', () => {
    for (const kooker of seed.kookers) {
      const { searchTokens, location, reach, minPricePerPerson, searchFacets } = kooker;
      expect({ searchTokens, location, reach, minPricePerPerson, searchFacets }, kooker.id).toEqual(
        derivedFieldsOf(kooker, servicesOf(kooker), communeData()),
      );
      // Every seeded city is a commune: each Kooker is found from their own commune at least.
      expect(reach, kooker.id).toContain(`${kooker.cityInsee}@0`);
      const ratings = seed.reviews.filter((review) => review.kookerId === kooker.id).map((review) => review.rating);
      expect(kooker.reviewCount, kooker.id).toBe(ratings.length);
      expect(kooker.rating, kooker.id).toBe(averageRating(ratings));
    }
    const counts = KOOKERS.map((kooker) => kooker.reviews.length);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
  });

  it('stores each picture in both sizes, as WebP bytes within the limits of the rules', async () => {
    expect(new Set(seed.images.map((image) => image.id)).size).toBe(seed.images.length);
    for (const image of seed.images) {
      const where = image.id;
      expect(isImageIdOf(image.id, image.ownerId), where).toBe(true);
      expect(image.contentType, where).toBe('image/webp');
      const large = Buffer.from(image.data, 'base64');
      const small = Buffer.from(image.smallData, 'base64');
      expect(imageTypeOf(large), where).toBe('image/webp');
      expect(imageTypeOf(small), where).toBe('image/webp');
      expect(base64MatchesType(image.data, image.contentType), where).toBe(true);
      expect(base64MatchesType(image.smallData, image.contentType), where).toBe(true);
      expect(image.data.length, where).toBeLessThanOrEqual(base64Length(IMAGE_VARIANTS.large.maxBytes));
      expect(image.smallData.length, where).toBeLessThanOrEqual(base64Length(IMAGE_VARIANTS.small.maxBytes));
      expect(await sizeOf(large), where).toEqual(['webp', image.width, image.height]);
      expect(await sizeOf(small), where).toEqual(['webp', image.smallWidth, image.smallHeight]);
      expect(Math.max(image.width, image.height), where).toBeLessThanOrEqual(IMAGE_VARIANTS.large.maxSide);
      if (Math.max(image.width, image.height) <= IMAGE_VARIANTS.small.maxSide) {
        expect(image.smallData, where).toBe(image.data);
      } else {
        // Reduced to the small size on its longest side, in the same proportions.
        expect(Math.max(image.smallWidth, image.smallHeight), where).toBe(IMAGE_VARIANTS.small.maxSide);
        expect(Math.abs(image.smallWidth / image.smallHeight - image.width / image.height), where).toBeLessThan(0.01);
        expect(image.smallData.length, where).toBeLessThan(image.data.length);
      }
    }
  });

  it('keeps every picture within the budget of its kind: a cover within 40 KB (12 KB small), a photo within 30 KB (10 KB small)', () => {
    const kinds = new Map<string, keyof typeof PICTURE_BUDGETS_KB>();
    for (const kooker of seed.kookers) {
      kinds.set(kooker.profileImage ?? '', 'profile');
      kinds.set(kooker.coverImage ?? '', 'cover');
      for (const service of servicesOf(kooker)) for (const photo of service.photos) kinds.set(photo, 'photo');
    }
    for (const image of seed.images) {
      const kind = kinds.get(image.id);
      if (!kind) throw new Error(`Picture shown nowhere: ${image.id}`);
      const budget = PICTURE_BUDGETS_KB[kind];
      expect(Buffer.from(image.data, 'base64').length, `${image.id} (${kind})`).toBeLessThanOrEqual(budget.large * 1024);
      expect(Buffer.from(image.smallData, 'base64').length, `${image.id} (${kind}, small)`).toBeLessThanOrEqual(budget.small * 1024);
    }
  });

  it('shows every picture on its owner’s profile (none is left for the sweep), each curated Kooker only its own', () => {
    const shownBy = new Map<string, Set<string>>();
    for (const kooker of seed.kookers) {
      const shown = [kooker.profileImage, kooker.coverImage, ...servicesOf(kooker).flatMap((service) => service.photos)];
      for (const id of shown) if (id) shownBy.set(id, (shownBy.get(id) ?? new Set()).add(kooker.id));
      if (!isSynthetic(kooker)) for (const id of shown) expect(isImageIdOf(id ?? '', kooker.id), `${kooker.id}: ${id}`).toBe(true);
    }
    for (const image of seed.images) expect(shownBy.get(image.id)?.has(image.ownerId), image.id).toBe(true);
    // The synthetic Kookers share a handful of pictures instead of bringing their own.
    const synthetic = seed.images.filter((image) => image.ownerId.startsWith('kooker-bench-'));
    expect(synthetic.length).toBeLessThanOrEqual(6 + 4 + DISHES.length);
  });

  it('counts each Kooker’s pictures in their image quota, naming one of them', () => {
    expect(seed.imageQuotas.map((quota) => quota.id).sort()).toEqual(seed.kookers.map((kooker) => kooker.id).sort());
    for (const quota of seed.imageQuotas) {
      const owned = seed.images.filter((image) => image.ownerId === quota.id).map((image) => image.id);
      expect(quota.count, quota.id).toBe(owned.length);
      expect(quota.count, quota.id).toBeLessThanOrEqual(IMAGES_PER_KOOKER_MAX);
      if (owned.length > 0) expect(owned, quota.id).toContain(quota.image);
      else expect(quota.image, quota.id).toBe('');
    }
    const claire = seed.imageQuotas.find((quota) => quota.id === DEMO_KOOKER.uid);
    expect(claire?.count).toBeGreaterThanOrEqual(3);
  });

  it('backs every review with a completed, paid booking of its author', () => {
    const bookings = new Map(seed.bookings.map((booking) => [booking.id, booking]));
    const kookers = new Map(seed.kookers.map((kooker) => [kooker.id, kooker]));
    const users = new Map(seed.users.map((user) => [user.id, user]));
    expect(bookings.size).toBe(seed.bookings.length);
    for (const review of seed.reviews) {
      const booking = bookings.get(review.id);
      const kooker = kookers.get(review.kookerId);
      expect(booking, review.id).toBeDefined();
      const author = booking && users.get(booking.clientId);
      if (!booking || !kooker || !author) throw new Error(`Incomplete review ${review.id}`);
      expect(booking.status).toBe('completed');
      expect(booking.review).toEqual(bookingReviewOf(review));
      expect(booking.kookerId).toBe(review.kookerId);
      expect(booking.service.name).toBe(review.type);
      expect(review.author).toBe(`${author.firstName} ${author.lastName.charAt(0)}.`);
      expect(review.author.length).toBeLessThanOrEqual(REVIEW_LIMITS.authorMax);
      expect(Number.isInteger(review.rating) && review.rating >= REVIEW_LIMITS.ratingMin && review.rating <= REVIEW_LIMITS.ratingMax).toBe(
        true,
      );
      expect(review.comment.length).toBeGreaterThan(0);
      expect(review.comment.length).toBeLessThanOrEqual(REVIEW_LIMITS.commentMax);
      expect(millis(review.date)).toBeGreaterThan(millis(booking.endAt));
      const age = NOW.getTime() - millis(review.date);
      expect(age, review.id).toBeGreaterThanOrEqual(55 * DAY);
      expect(age, review.id).toBeLessThanOrEqual(310 * DAY);
      expect(author.isKooker).toBe(false);
    }
    // One review per booking and, for a Kooker, never twice the same author.
    for (const kooker of seed.kookers) {
      const authors = seed.reviews.filter((review) => review.kookerId === kooker.id).map((review) => bookings.get(review.id)?.clientId);
      expect(new Set(authors).size, kooker.id).toBe(authors.length);
    }
    // A booking keeps the copy of its review, and only a reviewed booking has one.
    const reviewed = new Set(seed.reviews.map((review) => review.id));
    expect(seed.bookings.filter((booking) => booking.review !== null).every((booking) => reviewed.has(booking.id))).toBe(true);
  });

  it('makes bookings that follow the booking rules: service document, slot, participants, amounts, ledger', () => {
    const kookers = new Map(seed.kookers.map((kooker) => [kooker.id, kooker]));
    const users = new Map(seed.users.map((user) => [user.id, user]));
    for (const booking of seed.bookings) {
      const kooker = kookers.get(booking.kookerId);
      if (!kooker) throw new Error(`Unknown Kooker of ${booking.id}`);
      const service = servicesOf(kooker).find((candidate) => candidate.id === booking.service.id);
      expect(service && { id: service.id, name: service.name, pricePerPerson: service.pricePerPerson }, booking.id).toEqual(
        booking.service,
      );
      // createBooking refuses a ticked allergen the menu holds unless the client confirmed it.
      expect(booking.dietary.acknowledgedConflicts, booking.id).toEqual(
        allergenConflicts(booking.dietary.allergens, service?.allergens ?? []),
      );
      expect(users.has(booking.clientId), booking.id).toBe(true);
      expect(booking.clientId).not.toBe(booking.kookerId);
      expect(kooker.availableDays, booking.id).toContain(weekdayOf(booking.date));
      expect(dailySlotTimes(kooker.typicalHours, kooker.minimumDuration), booking.id).toContain(booking.time);
      expect(millis(booking.startAt), booking.id).toBe(parisInstant(booking.date, booking.time)?.getTime());
      expect(millis(booking.endAt) - millis(booking.startAt)).toBe(kooker.minimumDuration * HOUR);
      expect(booking.participants).toBeGreaterThanOrEqual(PARTICIPANTS_MIN);
      expect(booking.participants).toBeLessThanOrEqual(Math.min(PARTICIPANTS_MAX, kooker.maxGuests));
      // Made under today's terms, frozen on it as createBooking writes them.
      expect(booking.terms).toEqual(currentTerms());
      expect(booking.amounts).toEqual(
        bookingAmounts(booking.service.pricePerPerson, booking.participants, booking.terms.commissionPercent),
      );
      expect(booking.payment).toMatchObject({ status: 'paid', failure: null });
      expect(booking.payment.reference).toMatch(/^sim_pi_[0-9a-f]{16}$/);
      expect(booking.holdUntil).toBeNull();
      expect(booking.paymentsDueAt).toBeNull();
      expect(booking.complaint).toBeNull();
      // The ledger: the payment, settled by the processor; the Kooker's share is never transferred
      // without a payout account, which no Kooker of the seed has (the weekly payout leaves it available).
      expect(booking.ledger).toEqual([
        {
          id: 'e1',
          type: 'payment',
          amount: booking.amounts.total,
          at: booking.payment.paidAt,
          state: 'succeeded',
          key: `${booking.id}:e1:1`,
          attempts: 1,
          nextAttemptAt: null,
          failure: null,
          settledAt: booking.payment.paidAt,
          reference: booking.payment.reference,
          participants: null,
        },
      ]);
      const client = users.get(booking.clientId);
      expect(booking.clientName).toBe(client && reviewAuthorName(client.firstName, client.lastName));
      expect(booking.kooker).toEqual({
        firstName: kooker.firstName,
        lastName: kooker.lastName,
        city: kooker.city,
        legalStatus: kooker.legalStatus,
      });
      expect(millis(booking.payment.paidAt)).toBeLessThan(millis(booking.startAt));
      expect(booking.cancelledBy).toBeNull();
      expect(booking.cancelledAt).toBeNull();
      if (booking.status === 'completed') {
        expect(millis(booking.endAt)).toBeLessThan(NOW.getTime());
        // Earned by the hourly completion within the hour after the end, held 48 h, then available.
        const earnedAt = millis(booking.payout.earnedAt);
        expect(earnedAt).toBeGreaterThan(millis(booking.endAt));
        expect(earnedAt).toBeLessThan(millis(booking.endAt) + HOUR);
        expect(millis(booking.payout.availableAt)).toBe(earnedAt + EARNINGS_HELD_HOURS * HOUR);
        expect(booking.payout).toMatchObject({
          status: millis(booking.payout.availableAt) <= NOW.getTime() ? 'available' : 'held',
          releasedAt: null,
          payoutId: null,
        });
      } else {
        // Inside the booking window of `now`.
        expect(booking.status).toBe('confirmed');
        expect(millis(booking.startAt)).toBeGreaterThanOrEqual(NOW.getTime() + BOOKING_MIN_LEAD_HOURS * HOUR);
        expect(booking.date <= addDays(parisDateOf(NOW), BOOKING_MAX_DAYS_AHEAD)).toBe(true);
        expect(booking.payout).toEqual({ status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null });
      }
    }
  });

  it('never books the same slot of a Kooker twice', () => {
    const slots = seed.bookings.map((booking) => `${booking.kookerId} ${booking.date} ${booking.time}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('offers each Kooker’s free slots from 24 h after now, as the availability rebuild would', () => {
    expect(seed.availability.map((availability) => availability.kookerId).sort()).toEqual(seed.kookers.map((kooker) => kooker.id).sort());
    const kookers = new Map(seed.kookers.map((kooker) => [kooker.id, kooker]));
    for (const availability of seed.availability) {
      const kooker = kookers.get(availability.kookerId);
      if (!kooker) throw new Error(`Unknown Kooker ${availability.kookerId}`);
      const where = kooker.id;
      expect(availability.slots, where).toEqual(freeSlots(kooker, confirmedOf(kooker.id), NOW));
      expect(millis(availability.updatedAt), where).toBe(NOW.getTime());
      const dates = Object.keys(availability.slots);
      expect(dates.length, where).toBeGreaterThan(0);
      // What search reads of the slots, as the rebuild keeps it on the profile.
      expect(kooker.availabilityFacets, where).toEqual(availabilityFacetsOf(availability.slots, NOW));
      expect(kooker.nextFreeSlotAt?.toMillis(), where).toBe(nextFreeSlotOf(availability.slots).getTime());
      for (const date of dates) {
        expect(kooker.availableDays, `${where} ${date}`).toContain(weekdayOf(date));
        expect(date <= addDays(parisDateOf(NOW), BOOKING_MAX_DAYS_AHEAD), `${where} ${date}`).toBe(true);
        for (const time of availability.slots[date] ?? []) {
          expect(parisInstant(date, time)?.getTime() ?? 0, `${where} ${date} ${time}`).toBeGreaterThanOrEqual(
            NOW.getTime() + BOOKING_MIN_LEAD_HOURS * HOUR,
          );
        }
      }
    }
  });

  it('leaves out of the free slots the ones booked, and only those', () => {
    const confirmed = seed.bookings.filter((booking) => booking.status === 'confirmed');
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
    for (const booking of confirmed) {
      const kooker = seed.kookers.find((candidate) => candidate.id === booking.kookerId);
      const availability = seed.availability.find((candidate) => candidate.kookerId === booking.kookerId);
      if (!kooker || !availability) throw new Error(`Unknown Kooker of ${booking.id}`);
      // Slots last the minimum duration and follow each other: a booking takes exactly its own.
      const dayTimes = dailySlotTimes(kooker.typicalHours, kooker.minimumDuration);
      expect(availability.slots[booking.date], booking.id).toEqual(dayTimes.filter((time) => time !== booking.time));
    }
  });

  it('gives the demo client bookings to review and bookings to come', () => {
    const reviewed = new Set(seed.reviews.map((review) => review.id));
    const mine = seed.bookings.filter((booking) => booking.clientId === DEMO_CLIENT.uid);
    expect(mine.filter((booking) => booking.status === 'completed' && !reviewed.has(booking.id)).length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((booking) => booking.status === 'confirmed').length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((booking) => reviewed.has(booking.id)).length).toBeGreaterThanOrEqual(1);
    expect(
      seed.bookings.filter((booking) => booking.kookerId === DEMO_KOOKER.uid && booking.status === 'confirmed').length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('creates the private profiles and the two verified demo accounts', () => {
    const users = new Map(seed.users.map((user) => [user.id, user]));
    for (const client of CLIENTS) expect(users.get(client.uid)?.isKooker).toBe(false);
    for (const kooker of seed.kookers) expect(users.get(kooker.id)?.isKooker).toBe(true);
    // What 'Mon profil' would save (names, French phone number, address within their limits).
    for (const user of seed.users) expect(() => userProfileSchema.validateSync(user, { strict: true }), user.id).not.toThrow();
    expect(seed.accounts).toEqual([
      { uid: 'client-01', email: 'client@kookers.fr', password: 'kookers-demo', displayName: 'Julie Lemoine', customClaims: null },
      {
        uid: 'kooker-claire-dubois',
        email: 'kooker@kookers.fr',
        password: 'kookers-demo',
        displayName: 'Claire Dubois',
        customClaims: { isKooker: true },
      },
    ]);
    expect(seed.kookers.some((kooker) => kooker.id === DEMO_KOOKER.uid && kooker.published)).toBe(true);
  });

  it('turns everything into documents of the model, services under their Kooker', () => {
    const documents = seedDocuments(seed);
    const serviceCount = Object.values(seed.services).reduce((count, services) => count + services.length, 0);
    expect(documents.length).toBe(
      seed.images.length +
        seed.imageQuotas.length +
        seed.users.length +
        seed.kookers.length +
        // Their tax data (DAC7).
        seed.kookers.length +
        serviceCount +
        seed.availability.length +
        seed.bookings.length +
        seed.reviews.length,
    );
    const keysOf = (collection: string, id?: string) =>
      Object.keys(
        documents.find((document) => document.collection === collection && (id === undefined || document.id === id))?.data ?? {},
      ).sort();
    expect(keysOf(collectionPath('kookers'), DEMO_KOOKER.uid)).toEqual(
      [
        'firstName',
        'lastName',
        'city',
        'cityInsee',
        'bio',
        'experience',
        'specialties',
        'certificates',
        'serviceArea',
        'pricePerHour',
        'minimumDuration',
        'maxGuests',
        'availableDays',
        'typicalHours',
        'blockedDates',
        'profileImage',
        'coverImage',
        'published',
        'legalStatus',
        'phoneVerifiedAt',
        'phoneVerifiedOn',
        'insuranceValidUntil',
        'insuranceEndsAt',
        'rating',
        'reviewCount',
        'minPricePerPerson',
        'searchTokens',
        'location',
        'reach',
        'searchFacets',
        'availabilityFacets',
        'nextFreeSlotAt',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(keysOf(collectionPath('services', DEMO_KOOKER.uid), 'service-1')).toEqual(
      [
        'name',
        'serviceArea',
        'pricePerPerson',
        'additionalInfo',
        'requiredEquipment',
        'photos',
        'allergens',
        'location',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(keysOf(collectionPath('images'))).toEqual([
      'contentType',
      'createdAt',
      'data',
      'height',
      'ownerId',
      'smallData',
      'smallHeight',
      'smallWidth',
      'width',
    ]);
    expect(keysOf(collectionPath('imageQuotas'), DEMO_KOOKER.uid)).toEqual(['count', 'image']);
    expect(keysOf(collectionPath('availability'), DEMO_KOOKER.uid)).toEqual(['slots', 'updatedAt']);
  });
});

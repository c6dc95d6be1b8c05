/**
 * Turns the seed content (kookers.ts) into the documents of the data model (domain/src/<area>/model.ts):
 * published Kooker profiles with their services and pictures, the completed bookings behind
 * every review, the reviews, the clients' private profiles, what functions derive (image
 * quotas, free slots) and the two demo accounts. Pure and deterministic: the same options give
 * the same documents, byte for byte (seeded PRNG, `now` passed in). Timestamps are made by the
 * `stamp` factory, so the Admin SDK and the web SDK can both write the result.
 */
import {
  MAX_GUESTS_OPTIONS,
  MINIMUM_DURATION_HOURS,
  SERVICE_IDS,
  availabilityToData,
  imageQuotaToData,
  imageToData,
  kookerToData,
  reviewToData,
  serviceToData,
} from '@kookers/domain/kookers';
import { WEEKDAYS, type Stamp, PHOTOS_PER_CARD_MAX, timeOfHour } from '@kookers/domain/rules';
import { bookingToData } from '@kookers/domain/booking';
import { collectionPath } from '@kookers/domain/data';
import { userToData } from '@kookers/domain/accounts';
import { taxProfileToData } from '@kookers/domain/tax';
import type { Commune } from '@kookers/domain/communes';
import { communeData } from '@kookers/domain/communes-data';
import { DAY, type SeedData, SeedBuilder, type ServiceDraft } from './builder';
import { DISHES, type Dish } from './dishes';
import {
  CLIENTS,
  DEMO_CLIENT,
  DEMO_KOOKER,
  KOOKERS,
  SYNTHETIC_BIOS,
  SYNTHETIC_EXPERIENCES,
  SYNTHETIC_FIRST_NAMES,
  SYNTHETIC_LAST_NAMES,
  SYNTHETIC_REVIEWS,
  type KookerContent,
  type ServiceContent,
} from './kookers';
import { paletteOf } from './palettes';
import { initialsOf, paintCover, paintProfile, paintServicePhoto } from './pictures';
import { hashSeed, integer, pick, prng, shuffled } from './random';

export type { SeedAccount, SeedData } from './builder';

export interface SeedOptions {
  /** The moment the data is seeded: every date is placed relative to it. */
  now: Date;
  /** Makes a Firestore Timestamp: `Timestamp.fromDate` of the Admin SDK or of the web SDK. */
  stamp: (date: Date) => Stamp;
  /** Synthetic Kookers added for benchmarks (`--kookers N`); 0 by default. */
  syntheticKookers?: number;
}

/** One Firestore write: a document of a collection, `collection` being a path for subcollections (`kookers/<id>/services`). */
export interface SeedDocument {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** The services of a Kooker, each photo made by `photo` (an image id). */
function servicesOf(
  city: string,
  serviceArea: number,
  services: readonly ServiceContent[],
  photo: (dish: Dish, service: number, index: number) => string,
): ServiceDraft[] {
  return services.slice(0, SERVICE_IDS.length).map((service, index) => ({
    name: service.name,
    serviceArea: service.location === 'kooker' ? '' : (service.serviceArea ?? `${city} et ${serviceArea} km alentour`),
    pricePerPerson: service.pricePerPerson,
    additionalInfo: service.additionalInfo,
    requiredEquipment: service.requiredEquipment,
    photos: [...new Set(service.dishes.slice(0, PHOTOS_PER_CARD_MAX).map((dish, photoIndex) => photo(dish, index, photoIndex)))],
    allergens: [...service.allergens],
    location: service.location ?? 'client',
  }));
}

/** A Kooker of kookers.ts, with its own pictures. */
function curatedKooker(builder: SeedBuilder, content: KookerContent): void {
  const { uid } = content;
  const random = prng(hashSeed(uid));
  const palette = paletteOf(content.palette);
  const createdAt = builder.ago(random, 330, 420);
  const onboardedAt = new Date(createdAt.getTime() + DAY);
  const dishes = [...new Set(content.services.flatMap((service) => service.dishes))].slice(0, 3);
  const profileImage = builder.image(uid, 'profile', onboardedAt, () =>
    paintProfile(uid, initialsOf(content.firstName, content.lastName), palette),
  );
  const coverImage = builder.image(uid, 'cover', onboardedAt, () => paintCover(uid, dishes, palette));
  const services = servicesOf(content.city, content.serviceArea, content.services, (dish, service, index) =>
    builder.image(uid, `s${service + 1}-${index + 1}`, onboardedAt, () => paintServicePhoto(`${uid}-${service}-${index}`, dish, palette)),
  );
  builder.kooker(
    {
      ...content,
      specialties: [...content.specialties],
      certificates: [...content.certificates],
      availableDays: [...content.availableDays],
      typicalHours: { ...content.typicalHours },
      services,
      profileImage,
      coverImage,
      reviews: content.reviews.map((review) => ({ rating: review.rating, comment: review.comment, service: review.service })),
      createdAt,
      onboardedAt,
    },
    random,
  );
}

/** The communes and their populations summed in order, to draw one as people are spread. */
let peopled: { communes: readonly Commune[]; sums: number[] } | undefined;

/** A commune drawn in proportion to its population: synthetic Kookers live where people do. */
function populatedCommune(random: () => number): Commune {
  if (!peopled) {
    const { communes } = communeData();
    let sum = 0;
    peopled = { communes, sums: communes.map((commune) => (sum += commune.population)) };
  }
  const { communes, sums } = peopled;
  const target = random() * (sums.at(-1) ?? 0);
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sums[middle] ?? 0) <= target) low = middle + 1;
    else high = middle;
  }
  return communes[low] as Commune;
}

/** Pictures shared by the synthetic Kookers: a few of each kind. */
const SYNTHETIC_PROFILE_PICTURES = 6;
const SYNTHETIC_COVERS = 4;

/**
 * A synthetic Kooker for benchmarks: a name from the pools, a random city and settings within
 * the catalog bounds, the services of a curated Kooker, and shared pictures.
 *
 * Shared pictures exist only in benchmark data: in the app a Kooker shows only photos of their
 * own (the rules read the owner from the image id). Each shared picture belongs to the first
 * synthetic Kooker that shows it, so it is still shown by its owner and the sweep of unused
 * images (UNUSED_IMAGE_GRACE_HOURS) keeps it.
 */
function syntheticKooker(builder: SeedBuilder, index: number): void {
  const uid = `kooker-bench-${String(index).padStart(5, '0')}`;
  const random = prng(hashSeed(uid));
  const template = KOOKERS[(index - 1) % KOOKERS.length] as KookerContent;
  const city = populatedCommune(random).name;
  const serviceArea = 5 * integer(random, 1, 10);
  const minimumDuration = pick(random, MINIMUM_DURATION_HOURS);
  const start = integer(random, 8, 12);
  const end = Math.min(23, start + integer(random, Math.max(6, minimumDuration), 11));
  const days = WEEKDAYS.map((day) => day.value).filter(() => random() < 0.5);
  const createdAt = builder.ago(random, 330, 420);
  const onboardedAt = new Date(createdAt.getTime() + DAY);

  const profileSlot = index % SYNTHETIC_PROFILE_PICTURES;
  const coverSlot = index % SYNTHETIC_COVERS;
  const profileImage = builder.sharedImage(uid, `profile-${profileSlot + 1}`, onboardedAt, () =>
    paintProfile(`bench-${profileSlot}`, '', paletteOf(profileSlot)),
  );
  const coverImage = builder.sharedImage(uid, `cover-${coverSlot + 1}`, onboardedAt, () =>
    paintCover(`bench-${coverSlot}`, shuffled(prng(coverSlot), DISHES).slice(0, 3), paletteOf(coverSlot + 2)),
  );
  const contents = template.services.slice(0, integer(random, 1, template.services.length));
  const services = servicesOf(city, serviceArea, contents, (dish) =>
    builder.sharedImage(uid, `photo-${dish}`, onboardedAt, () => paintServicePhoto(`bench-${dish}`, dish, paletteOf(DISHES.indexOf(dish)))),
  );
  const reviews = Array.from({ length: integer(random, 0, 4) }, () => {
    const { rating, comment } = pick(random, SYNTHETIC_REVIEWS);
    return { rating, comment, service: integer(random, 0, services.length - 1) };
  });

  builder.kooker(
    {
      uid,
      firstName: SYNTHETIC_FIRST_NAMES[index % SYNTHETIC_FIRST_NAMES.length] as string,
      lastName: SYNTHETIC_LAST_NAMES[Math.floor(index / SYNTHETIC_FIRST_NAMES.length) % SYNTHETIC_LAST_NAMES.length] as string,
      city,
      bio: pick(random, SYNTHETIC_BIOS),
      experience: pick(random, SYNTHETIC_EXPERIENCES),
      specialties: [...template.specialties],
      certificates: [...template.certificates],
      serviceArea,
      pricePerHour: 500 * integer(random, 4, 20),
      minimumDuration,
      maxGuests: pick(random, MAX_GUESTS_OPTIONS),
      availableDays: days.length > 0 ? days : ['saturday'],
      typicalHours: { start: timeOfHour(start), end: timeOfHour(end) },
      services,
      profileImage,
      coverImage,
      reviews,
      createdAt,
      onboardedAt,
    },
    random,
  );
}

/** The demo client's history beyond its reviews: services to review, and services to come. */
function demoBookings(builder: SeedBuilder): void {
  const random = prng(hashSeed('demo-bookings'));
  const plans: Array<{ kooker: string; service: number; days: number; status: 'completed' | 'confirmed' }> = [
    { kooker: DEMO_KOOKER.uid, service: 0, days: -12, status: 'completed' },
    { kooker: 'kooker-marco-rossi', service: 0, days: -26, status: 'completed' },
    { kooker: DEMO_KOOKER.uid, service: 2, days: 10, status: 'confirmed' },
    { kooker: 'kooker-yuki-tanaka', service: 0, days: 24, status: 'confirmed' },
  ];
  plans.forEach((plan, index) =>
    builder.bookService(random, plan.kooker, plan.service, DEMO_CLIENT.uid, `bk-demo-${index + 1}`, plan.days, plan.status),
  );
}

/** Every document of the demonstration data, and the accounts to create (pictures take a few seconds to encode). */
export async function buildSeed({ now, stamp, syntheticKookers = 0 }: SeedOptions): Promise<SeedData> {
  if (!Number.isInteger(syntheticKookers) || syntheticKookers < 0) throw new RangeError(`Nombre de Kookers invalide : ${syntheticKookers}`);
  const builder = new SeedBuilder(now, stamp);
  for (const client of CLIENTS) builder.client(client, prng(hashSeed(client.uid)));
  for (const kooker of KOOKERS) curatedKooker(builder, kooker);
  demoBookings(builder);
  for (let index = 1; index <= syntheticKookers; index++) syntheticKooker(builder, index);
  builder.derive();
  await builder.encodeImages();

  const nameOf = (uid: string) => {
    const user = builder.data.users.find((candidate) => candidate.id === uid);
    if (!user) throw new Error(`Profil introuvable : ${uid}`);
    return `${user.firstName} ${user.lastName}`;
  };
  builder.data.accounts.push(
    { ...DEMO_CLIENT, displayName: nameOf(DEMO_CLIENT.uid), customClaims: null },
    { ...DEMO_KOOKER, displayName: nameOf(DEMO_KOOKER.uid), customClaims: { isKooker: true } },
  );
  return builder.data;
}

/** Where a Kooker's services are stored: `kookers/{kookerId}/services`. */
export const servicesCollectionOf = (kookerId: string) => collectionPath('services', kookerId);

/**
 * A demo Kooker's complete tax data (docs/argent.md, « Déclaration DAC7 »), as setTaxProfile would
 * store it: their names, their private profile's address, a birth date and a numéro fiscal of the
 * right form drawn from their id — without it the weekly payout would keep their balance.
 */
function demoTaxProfile(kooker: SeedData['kookers'][number], users: SeedData['users']) {
  const address = users.find((user) => user.id === kooker.id)?.address ?? '';
  const [, street = '1 place de la Mairie', postalCode = '75001', city = kooker.city] = /^(.*), (\d{5}) (.+)$/.exec(address) ?? [];
  const seed = hashSeed(kooker.id);
  const random = prng(seed);
  return taxProfileToData({
    kookerId: kooker.id,
    firstNames: kooker.firstName,
    lastName: kooker.lastName,
    birthDate: `${integer(random, 1960, 1998)}-${String(integer(random, 1, 12)).padStart(2, '0')}-${String(integer(random, 1, 28)).padStart(2, '0')}`,
    street,
    postalCode,
    city,
    country: 'FR',
    tin: `${integer(random, 0, 3)}${String(seed % 1_000_000_000_000).padStart(12, '0')}`,
    complete: true,
    createdAt: kooker.createdAt,
    updatedAt: kooker.createdAt,
    accountDeletedAt: null,
    retainUntil: null,
    payoutAccount: null,
  });
}

/** The Firestore writes of the seed data, through the model's `*ToData` functions. */
export function seedDocuments(data: SeedData): SeedDocument[] {
  return [
    ...data.images.map((image) => ({ collection: collectionPath('images'), id: image.id, data: imageToData(image) })),
    ...data.imageQuotas.map((quota) => ({ collection: collectionPath('imageQuotas'), id: quota.id, data: imageQuotaToData(quota) })),
    ...data.users.map((user) => ({ collection: collectionPath('users'), id: user.id, data: userToData(user) })),
    ...data.kookers.map((kooker) => ({ collection: collectionPath('kookers'), id: kooker.id, data: kookerToData(kooker) })),
    ...data.kookers.map((kooker) => ({
      collection: collectionPath('taxProfiles'),
      id: kooker.id,
      data: demoTaxProfile(kooker, data.users),
    })),
    ...data.kookers.flatMap((kooker) =>
      (data.services[kooker.id] ?? []).map((service) => ({
        collection: servicesCollectionOf(kooker.id),
        id: service.id,
        data: serviceToData(service),
      })),
    ),
    ...data.availability.map((availability) => ({
      collection: collectionPath('availability'),
      id: availability.kookerId,
      data: availabilityToData(availability),
    })),
    ...data.bookings.map((booking) => ({ collection: collectionPath('bookings'), id: booking.id, data: bookingToData(booking) })),
    ...data.reviews.map((review) => ({ collection: collectionPath('reviews'), id: review.id, data: reviewToData(review) })),
  ];
}

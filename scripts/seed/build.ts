/**
 * Turns the seed content (kookers.ts) into the documents of the data model (domain/src/model.ts):
 * published Kooker profiles with their pictures, the completed bookings behind every review, the
 * reviews, the clients' private profiles, and the two demo accounts. Pure and deterministic: the
 * same options give the same documents, byte for byte (seeded PRNG, `now` passed in). Timestamps
 * are made by the `stamp` factory, so the Admin SDK and the web SDK can both write the result.
 */
import { MAX_GUESTS_OPTIONS, MINIMUM_DURATION_HOURS, WEEKDAYS, type Weekday } from '@kookers/domain/catalog';
import {
  bookingToData,
  collections,
  imageToData,
  kookerToData,
  reviewToData,
  userToData,
  type Booking,
  type KookerProfile,
  type Review,
  type SpecialtyCard,
  type Stamp,
  type StoredImage,
  type UserDocument,
} from '@kookers/domain/model';
import { bookingAmounts } from '@kookers/domain/money';
import type { EditableField } from '@kookers/domain/onboarding';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN, PHOTOS_PER_CARD_MAX, SPECIALTY_CARDS_MAX, TIME_ZONE } from '@kookers/domain/rules';
import { minPricePerPersonOf, searchFieldsOf } from '@kookers/domain/search';
import {
  CLIENTS,
  DEMO_CLIENT,
  DEMO_KOOKER,
  KOOKERS,
  SYNTHETIC_BIOS,
  SYNTHETIC_CITIES,
  SYNTHETIC_EXPERIENCES,
  SYNTHETIC_FIRST_NAMES,
  SYNTHETIC_LAST_NAMES,
  SYNTHETIC_REVIEWS,
  type ClientContent,
  type KookerContent,
  type ServiceContent,
} from './kookers';
import { DISHES, type Dish, paintCover, paintProfile, paintServicePhoto, paletteOf } from './pictures';
import { type Canvas, hashSeed, initialsOf, prng } from './png';

export interface SeedOptions {
  /** The moment the data is seeded: every date is placed relative to it. */
  now: Date;
  /** Makes a Firestore Timestamp: `Timestamp.fromDate` of the Admin SDK or of the web SDK. */
  stamp: (date: Date) => Stamp;
  /** Synthetic Kookers added for benchmarks (`--kookers N`); 0 by default. */
  syntheticKookers?: number;
}

/** An Auth account to create, with a known password. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  customClaims: { isKooker: true } | null;
}

export interface SeedData {
  users: UserDocument[];
  kookers: KookerProfile[];
  images: StoredImage[];
  bookings: Booking[];
  reviews: Review[];
  accounts: SeedAccount[];
}

/** One Firestore write: a document of a collection. */
export interface SeedDocument {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/* ───────────── Dates in Europe/Paris ───────────── */

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time in Paris at an instant, as milliseconds of a UTC date with the same fields. */
function parisWallClock(instant: Date): number {
  const parts: Record<string, number> = {};
  for (const part of parisClock.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** `yyyy-MM-dd` of an instant, in Paris. */
export function parisDateOf(instant: Date): string {
  return new Date(parisWallClock(instant)).toISOString().slice(0, 10);
}

/** The instant of a Paris date and time (`yyyy-MM-dd`, `HH:mm`), daylight saving included. */
export function parisInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - (parisWallClock(new Date(wall)) - wall);
  instant = wall - (parisWallClock(new Date(instant)) - instant);
  return new Date(instant);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const SUNDAY_FIRST: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function weekdayOf(date: string): Weekday {
  return SUNDAY_FIRST[new Date(`${date}T00:00:00Z`).getUTCDay()] as Weekday;
}

/** The start times of a day (SPEC.md §4): from typicalHours.start every minimumDuration hours. */
export function slotTimes(hours: { start: string; end: string }, minimumDuration: number): string[] {
  const start = Number.parseInt(hours.start, 10);
  const end = Number.parseInt(hours.end, 10);
  const times: string[] = [];
  for (let hour = start; hour + minimumDuration <= end; hour += minimumDuration) times.push(`${String(hour).padStart(2, '0')}:00`);
  return times;
}

/* ───────────── Helpers ───────────── */

type Random = () => number;

const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const integer = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function shuffled<T>(random: Random, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const slugOf = (uid: string) => uid.replace(/^kooker-/, '');
const authorOf = (client: ClientContent) => `${client.firstName} ${client.lastName.charAt(0)}.`;
const averageRating = (ratings: number[]) => (ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10);

/* ───────────── The builder ───────────── */

/** What a booking needs of its Kooker. */
type Schedule = Pick<KookerProfile, 'availableDays' | 'typicalHours' | 'minimumDuration' | 'maxGuests'>;

/** The profile fields a seeded Kooker is written with: what a Kooker edits, less images, services and publishing. */
type ProfileFields = Pick<KookerProfile, Exclude<EditableField, 'profileImage' | 'coverImage' | 'specialtyCards' | 'published'>>;

/** What a Kooker is made of before it becomes documents. */
interface KookerDraft extends ProfileFields {
  uid: string;
  cards: SpecialtyCard[];
  profileImage: string;
  coverImage: string;
  reviews: Array<{ rating: number; comment: string; card: number }>;
  createdAt: Date;
}

class SeedBuilder {
  readonly data: SeedData = { users: [], kookers: [], images: [], bookings: [], reviews: [], accounts: [] };
  private readonly imageIds = new Set<string>();
  /** `kookerId date time` of every booking: a slot is booked once. */
  private readonly takenSlots = new Set<string>();
  private readonly today: string;

  constructor(
    private readonly now: Date,
    private readonly stamp: (date: Date) => Stamp,
  ) {
    this.today = parisDateOf(now);
  }

  ago(random: Random, minDays: number, maxDays: number): Date {
    return new Date(this.now.getTime() - minDays * DAY - random() * (maxDays - minDays) * DAY);
  }

  /** Paints a picture once and stores it as an `images` document. */
  image(id: string, ownerId: string, createdAt: Date, paint: () => Canvas): string {
    if (this.imageIds.has(id)) return id;
    const canvas = paint();
    this.imageIds.add(id);
    this.data.images.push({
      id,
      ownerId,
      contentType: 'image/png',
      data: canvas.toPng().toString('base64'),
      width: canvas.width,
      height: canvas.height,
      createdAt: this.stamp(createdAt),
    });
    return id;
  }

  client(client: ClientContent): void {
    const random = prng(hashSeed(client.uid));
    const createdAt = this.ago(random, 400, 520);
    this.data.users.push({
      id: client.uid,
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
      address: client.address,
      isKooker: false,
      createdAt: this.stamp(createdAt),
      updatedAt: this.stamp(new Date(createdAt.getTime() + integer(random, 1, 30) * DAY)),
    });
  }

  /** A booking of a Kooker's service on an available day, `daysFromNow` away (negative: past). */
  private booking(
    random: Random,
    kookerId: string,
    kooker: Schedule,
    card: SpecialtyCard,
    clientId: string,
    id: string,
    daysFromNow: number,
    status: 'completed' | 'confirmed',
  ): Booking {
    // The first available day from there (going back for the past) with a slot still free.
    const step = daysFromNow < 0 ? -1 : 1;
    const slots = slotTimes(kooker.typicalHours, kooker.minimumDuration);
    const freeOn = (day: string) =>
      kooker.availableDays.includes(weekdayOf(day)) ? slots.filter((slot) => !this.takenSlots.has(`${kookerId} ${day} ${slot}`)) : [];
    let date = addDays(this.today, daysFromNow);
    while (freeOn(date).length === 0) date = addDays(date, step);
    const time = pick(random, freeOn(date));
    this.takenSlots.add(`${kookerId} ${date} ${time}`);
    const startAt = parisInstant(date, time);
    const endAt = new Date(startAt.getTime() + kooker.minimumDuration * HOUR);
    const participants = integer(random, PARTICIPANTS_MIN, Math.min(PARTICIPANTS_MAX, kooker.maxGuests));
    const paidAt =
      status === 'completed'
        ? new Date(startAt.getTime() - integer(random, 3, 20) * DAY - integer(random, 0, 600) * MINUTE)
        : new Date(Math.min(startAt.getTime() - 2 * DAY, this.now.getTime() - integer(random, 1, 3) * DAY));
    const releasedAt = status === 'completed' ? new Date(endAt.getTime() + integer(random, 1, 59) * MINUTE) : null;
    const reference = `SIM-${Math.floor(random() * 36 ** 8)
      .toString(36)
      .toUpperCase()
      .padStart(8, '0')}`;
    return {
      id,
      clientId,
      kookerId,
      service: { id: card.id, name: card.name, pricePerPerson: card.pricePerPerson },
      date,
      time,
      startAt: this.stamp(startAt),
      endAt: this.stamp(endAt),
      participants,
      amounts: bookingAmounts(card.pricePerPerson, participants),
      status,
      payment: { status: 'paid', paidAt: this.stamp(paidAt), reference },
      payout: releasedAt ? { status: 'released', releasedAt: this.stamp(releasedAt) } : { status: 'pending', releasedAt: null },
      cancelledBy: null,
      cancelledAt: null,
      createdAt: this.stamp(paidAt),
      updatedAt: this.stamp(releasedAt ?? paidAt),
    };
  }

  /** The profile, its private `users` document, and a completed booking and a review for each review. */
  kooker(draft: KookerDraft, random: Random): KookerProfile {
    const { createdAt } = draft;
    const reviewers = shuffled(random, CLIENTS);
    const ratings: number[] = [];
    draft.reviews.forEach((content, index) => {
      const client = reviewers[index % reviewers.length] as ClientContent;
      const card = draft.cards[content.card] ?? (draft.cards[0] as SpecialtyCard);
      const bookingId = `bk-${slugOf(draft.uid)}-${String(index + 1).padStart(2, '0')}`;
      const booking = this.booking(random, draft.uid, draft, card, client.uid, bookingId, -integer(random, 68, 295), 'completed');
      const endAt = booking.endAt?.toDate() ?? this.now;
      this.data.bookings.push(booking);
      this.data.reviews.push({
        id: bookingId,
        kookerId: draft.uid,
        authorId: client.uid,
        author: authorOf(client),
        rating: content.rating,
        comment: content.comment,
        type: card.name,
        date: this.stamp(new Date(endAt.getTime() + integer(random, 1, 4) * DAY + integer(random, 0, 600) * MINUTE)),
      });
      ratings.push(content.rating);
    });

    const profile: KookerProfile = {
      id: draft.uid,
      firstName: draft.firstName,
      lastName: draft.lastName,
      city: draft.city,
      bio: draft.bio,
      experience: draft.experience,
      specialties: draft.specialties,
      certificates: draft.certificates,
      serviceArea: draft.serviceArea,
      pricePerHour: draft.pricePerHour,
      minimumDuration: draft.minimumDuration,
      maxGuests: draft.maxGuests,
      availableDays: draft.availableDays,
      typicalHours: draft.typicalHours,
      specialtyCards: draft.cards,
      profileImage: draft.profileImage,
      coverImage: draft.coverImage,
      published: true,
      rating: averageRating(ratings),
      reviewCount: ratings.length,
      minPricePerPerson: minPricePerPersonOf({ specialtyCards: draft.cards }),
      ...searchFieldsOf(draft),
      createdAt: this.stamp(createdAt),
      updatedAt: this.stamp(this.ago(random, 1, 30)),
    };
    this.data.kookers.push(profile);
    this.data.users.push({
      id: draft.uid,
      firstName: draft.firstName,
      lastName: draft.lastName,
      phone: `06 ${[0, 0, 0, 0].map(() => String(integer(random, 10, 99))).join(' ')}`,
      address: `${integer(random, 2, 120)} rue de la République, ${draft.city}`,
      isKooker: true,
      createdAt: this.stamp(new Date(createdAt.getTime() - integer(random, 1, 60) * DAY)),
      updatedAt: this.stamp(createdAt),
    });
    return profile;
  }

  /** The demo client's history beyond its reviews: services to review, and services to come. */
  demoBookings(): void {
    const random = prng(hashSeed('demo-bookings'));
    const plans: Array<{ kooker: string; card: number; days: number; status: 'completed' | 'confirmed' }> = [
      { kooker: DEMO_KOOKER.uid, card: 0, days: -12, status: 'completed' },
      { kooker: 'kooker-marco-rossi', card: 0, days: -26, status: 'completed' },
      { kooker: DEMO_KOOKER.uid, card: 2, days: 10, status: 'confirmed' },
      { kooker: 'kooker-yuki-tanaka', card: 0, days: 24, status: 'confirmed' },
    ];
    plans.forEach((plan, index) => {
      const profile = this.data.kookers.find((kooker) => kooker.id === plan.kooker);
      const card = profile?.specialtyCards[plan.card];
      if (!profile || !card) throw new Error(`Kooker ou prestation introuvable : ${plan.kooker}`);
      this.data.bookings.push(this.booking(random, profile.id, profile, card, DEMO_CLIENT.uid, `bk-demo-${index + 1}`, plan.days, plan.status));
    });
  }
}

/** The cards of a Kooker's services, each photo made by `photo`. */
function cardsOf(city: string, serviceArea: number, services: readonly ServiceContent[], photo: (dish: Dish, service: number, index: number) => string): SpecialtyCard[] {
  return services.slice(0, SPECIALTY_CARDS_MAX).map((service, index) => ({
    id: `service-${index + 1}`,
    name: service.name,
    serviceArea: service.serviceArea ?? `${city} et ${serviceArea} km alentour`,
    pricePerPerson: service.pricePerPerson,
    additionalInfo: service.additionalInfo,
    requiredEquipment: service.requiredEquipment,
    photos: [...new Set(service.dishes.slice(0, PHOTOS_PER_CARD_MAX).map((dish, photoIndex) => photo(dish, index, photoIndex)))],
  }));
}

/** A Kooker of kookers.ts, with its own pictures. */
function curatedKooker(builder: SeedBuilder, content: KookerContent): void {
  const { uid } = content;
  const random = prng(hashSeed(uid));
  const palette = paletteOf(content.palette);
  const createdAt = builder.ago(random, 330, 420);
  const uploadedAt = new Date(createdAt.getTime() + DAY);
  const dishes = [...new Set(content.services.flatMap((service) => service.dishes))].slice(0, 3);
  const profileImage = builder.image(`${uid}-profile`, uid, uploadedAt, () => paintProfile(uid, initialsOf(content.firstName, content.lastName), palette));
  const coverImage = builder.image(`${uid}-cover`, uid, uploadedAt, () => paintCover(uid, dishes, palette));
  const cards = cardsOf(content.city, content.serviceArea, content.services, (dish, service, index) =>
    builder.image(`${uid}-s${service + 1}-${index + 1}`, uid, uploadedAt, () => paintServicePhoto(`${uid}-${service}-${index}`, dish, palette)),
  );
  builder.kooker(
    {
      ...content,
      specialties: [...content.specialties],
      certificates: [...content.certificates],
      availableDays: [...content.availableDays],
      typicalHours: { ...content.typicalHours },
      cards,
      profileImage,
      coverImage,
      reviews: content.reviews.map((review) => ({ rating: review.rating, comment: review.comment, card: review.service })),
      createdAt,
    },
    random,
  );
}

/** Pictures shared by the synthetic Kookers: a few of each kind, owned by their first user. */
const SYNTHETIC_PROFILE_PICTURES = 6;
const SYNTHETIC_COVERS = 4;

/**
 * A synthetic Kooker for benchmarks: a name from the pools, a random city and settings within
 * the catalog bounds, the services of a curated Kooker, and shared pictures.
 */
function syntheticKooker(builder: SeedBuilder, index: number): void {
  const uid = `kooker-bench-${String(index).padStart(5, '0')}`;
  const random = prng(hashSeed(uid));
  const template = KOOKERS[(index - 1) % KOOKERS.length] as KookerContent;
  const city = pick(random, SYNTHETIC_CITIES);
  const serviceArea = 5 * integer(random, 1, 10);
  const minimumDuration = pick(random, MINIMUM_DURATION_HOURS);
  const start = integer(random, 8, 12);
  const end = Math.min(23, start + integer(random, Math.max(6, minimumDuration), 11));
  const days = WEEKDAYS.map((day) => day.value).filter(() => random() < 0.5);
  const createdAt = builder.ago(random, 330, 420);
  const uploadedAt = new Date(createdAt.getTime() + DAY);

  const profileSlot = index % SYNTHETIC_PROFILE_PICTURES;
  const coverSlot = index % SYNTHETIC_COVERS;
  const profileImage = builder.image(`bench-profile-${profileSlot + 1}`, uid, uploadedAt, () => paintProfile(`bench-${profileSlot}`, '', paletteOf(profileSlot)));
  const coverImage = builder.image(`bench-cover-${coverSlot + 1}`, uid, uploadedAt, () =>
    paintCover(`bench-${coverSlot}`, shuffled(prng(coverSlot), DISHES).slice(0, 3), paletteOf(coverSlot + 2)),
  );
  const services = template.services.slice(0, integer(random, 1, template.services.length));
  const cards = cardsOf(city, serviceArea, services, (dish) =>
    builder.image(`bench-photo-${dish}`, uid, uploadedAt, () => paintServicePhoto(`bench-${dish}`, dish, paletteOf(DISHES.indexOf(dish)))),
  );
  const reviews = Array.from({ length: integer(random, 0, 4) }, () => {
    const { rating, comment } = pick(random, SYNTHETIC_REVIEWS);
    return { rating, comment, card: integer(random, 0, cards.length - 1) };
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
      typicalHours: { start: `${String(start).padStart(2, '0')}:00`, end: `${String(end).padStart(2, '0')}:00` },
      cards,
      profileImage,
      coverImage,
      reviews,
      createdAt,
    },
    random,
  );
}

/** Every document of the demonstration data, and the accounts to create. */
export function buildSeed({ now, stamp, syntheticKookers = 0 }: SeedOptions): SeedData {
  if (!Number.isInteger(syntheticKookers) || syntheticKookers < 0) throw new RangeError(`Nombre de Kookers invalide : ${syntheticKookers}`);
  const builder = new SeedBuilder(now, stamp);
  for (const client of CLIENTS) builder.client(client);
  for (const kooker of KOOKERS) curatedKooker(builder, kooker);
  builder.demoBookings();
  for (let index = 1; index <= syntheticKookers; index++) syntheticKooker(builder, index);

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

/** The Firestore writes of the seed data, through the model's `*ToData` functions. */
export function seedDocuments(data: SeedData): SeedDocument[] {
  return [
    ...data.images.map((image) => ({ collection: collections.images.name, id: image.id, data: imageToData(image) })),
    ...data.users.map((user) => ({ collection: collections.users.name, id: user.id, data: userToData(user) })),
    ...data.kookers.map((kooker) => ({ collection: collections.kookers.name, id: kooker.id, data: kookerToData(kooker) })),
    ...data.bookings.map((booking) => ({ collection: collections.bookings.name, id: booking.id, data: bookingToData(booking) })),
    ...data.reviews.map((review) => ({ collection: collections.reviews.name, id: review.id, data: reviewToData(review) })),
  ];
}

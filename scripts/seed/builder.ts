/**
 * Gathers the documents of the seed while build.ts feeds it clients and Kookers: pictures
 * (encoded in their two sizes at the end, encodeImages), profiles with their services, the bookings behind every review, the reviews,
 * and what functions derive from them (ratings, search fields, image quotas, free slots). Every
 * business rule comes from the domain; nothing here is random but through the `random` given.
 */
import {
  contactsErasedAt,
  kookerContactsDue,
  type ContactsStatus,
  kookerCommune,
  type Booking,
  bookingReviewOf,
} from '@kookers/domain/booking';
import { bookingAmounts, attemptKey, currentTerms, earned, type LedgerEntry } from '@kookers/domain/money';
import {
  type BookedInterval,
  dailySlotTimes,
  freeSlots,
  SERVICE_IDS,
  allergenConflicts,
  imageIdFor,
  type Availability,
  type ImageQuota,
  type KookerProfile,
  type KookerService,
  type Review,
  type StoredImage,
  reviewAuthorName,
  type EditableField,
  averageRating,
  frenchPhoneToE164,
  insuranceEndDay,
  isValidSiret,
  type KookerLegalStatus,
} from '@kookers/domain/kookers';
import { type UserDocument, DEFAULT_EMAIL_PREFERENCES } from '@kookers/domain/accounts';
import { type Stamp, PARTICIPANTS_MAX, PARTICIPANTS_MIN, addDays, parisDateOf, parisInstant, weekdayOf } from '@kookers/domain/rules';
import { availabilityFacetsOf, derivedFieldsOf, nextFreeSlotOf } from '@kookers/domain/search';
import { communeData } from '@kookers/domain/communes-data';
import { encodePicture, PICTURE_CONTENT_TYPE, pictureCacheDir } from './encode';
import { CLIENTS, type ClientContent } from './kookers';
import { integer, pick, type Random, shuffled } from './random';
import type { Sketch } from './svg';

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
  /** Each Kooker's services (`kookers/{id}/services`), by Kooker id, in SERVICE_IDS order. */
  services: Record<string, KookerService[]>;
  images: StoredImage[];
  imageQuotas: ImageQuota[];
  availability: Availability[];
  bookings: Booking[];
  reviews: Review[];
  accounts: SeedAccount[];
}

export const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const slugOf = (uid: string) => uid.replace(/^kooker-/, '');
const millisOf = (stamp: Stamp | null) => stamp?.toMillis() ?? Number.NaN;

/** What a booking needs of its Kooker. */
type BookedKooker = Pick<
  KookerProfile,
  'firstName' | 'lastName' | 'city' | 'availableDays' | 'typicalHours' | 'minimumDuration' | 'maxGuests'
>;

/** A service as the Kooker types it in the modal: its id and times are given when it is saved. */
export type ServiceDraft = Omit<KookerService, 'id' | 'createdAt' | 'updatedAt'>;

/** The profile fields a seeded Kooker is written with: what a Kooker edits, less photos, holidays and publishing. */
type ProfileFields = Pick<
  KookerProfile,
  Exclude<EditableField, 'cityInsee' | 'profileImage' | 'coverImage' | 'blockedDates' | 'published'>
>;

/** What a Kooker is made of before it becomes documents. */
export interface KookerDraft extends ProfileFields {
  uid: string;
  services: ServiceDraft[];
  profileImage: string;
  coverImage: string;
  /** `service` is an index in `services`. */
  reviews: Array<{ rating: number; comment: string; service: number }>;
  createdAt: Date;
  /** When the photos were uploaded and the services saved, during onboarding. */
  onboardedAt: Date;
}

/** The commune a seed city names: the seed's cities are the biggest of their name. */
const communeOf = (city: string) => kookerCommune(communeData(), { city, cityInsee: '' });

/** "69001 Lyon": a city as an address ends (domain/src/booking/event-address.ts), with its first postal code. */
function postalLine(city: string): string {
  const commune = communeOf(city);
  return commune ? `${commune.postalCodes[0] ?? ''} ${commune.name}` : city;
}

export class SeedBuilder {
  readonly data: SeedData = {
    users: [],
    kookers: [],
    services: {},
    images: [],
    imageQuotas: [],
    availability: [],
    bookings: [],
    reviews: [],
    accounts: [],
  };
  /** The pictures to store, in the order they were uploaded: painted at once, encoded at the end. */
  private readonly pictures: Array<{ id: string; ownerId: string; createdAt: Date; picture: Sketch }> = [];
  private readonly imageIds = new Set<string>();
  /** Token → id of the pictures the synthetic Kookers share. */
  private readonly sharedImages = new Map<string, string>();
  /** `kookerId date time` of every booking: a slot is booked once. */
  private readonly takenSlots = new Set<string>();
  private readonly today: string;

  constructor(
    readonly now: Date,
    private readonly stamp: (date: Date) => Stamp,
  ) {
    this.today = parisDateOf(now);
  }

  ago(random: Random, minDays: number, maxDays: number): Date {
    return new Date(this.now.getTime() - minDays * DAY - random() * (maxDays - minDays) * DAY);
  }

  /**
   * Paints a picture once, to be stored as the `images` document `{ownerId}_{token}` (its
   * encoding waits for encodeImages, which runs them all at once).
   */
  image(ownerId: string, token: string, createdAt: Date, paint: () => Sketch): string {
    const id = imageIdFor(ownerId, token);
    if (this.imageIds.has(id)) return id;
    this.imageIds.add(id);
    this.pictures.push({ id, ownerId, createdAt, picture: paint() });
    return id;
  }

  /**
   * Encodes every picture in its two sizes (sharp works on its own threads, in parallel) into
   * `images`, in upload order. The synthetic Kookers share their pictures, so that even
   * `--kookers 10000` has only a few hundred.
   */
  async encodeImages(): Promise<void> {
    const cacheDir = pictureCacheDir();
    const images = await Promise.all(
      this.pictures.map(async ({ id, ownerId, createdAt, picture }): Promise<StoredImage> => {
        const { large, small } = await encodePicture(picture, { cacheDir });
        const data = large.data.toString('base64');
        return {
          id,
          ownerId,
          contentType: PICTURE_CONTENT_TYPE,
          data,
          width: large.width,
          height: large.height,
          smallData: small === large ? data : small.data.toString('base64'),
          smallWidth: small.width,
          smallHeight: small.height,
          createdAt: this.stamp(createdAt),
        };
      }),
    );
    this.data.images.push(...images);
  }

  /**
   * Benchmark data only (build.ts, syntheticKooker): the picture `token` that several Kookers
   * show, painted once and owned by the first Kooker who shows it.
   */
  sharedImage(kookerId: string, token: string, createdAt: Date, paint: () => Sketch): string {
    const id = this.sharedImages.get(token) ?? this.image(kookerId, token, createdAt, paint);
    this.sharedImages.set(token, id);
    return id;
  }

  /** How a client signs (and how the Kooker sees them): "Camille M.", from their `users` document. */
  private userOf(uid: string): UserDocument {
    const user = this.data.users.find((candidate) => candidate.id === uid);
    if (!user) throw new Error(`Profil introuvable : ${uid}`);
    return user;
  }

  private reviewNameOf(uid: string): string {
    const user = this.userOf(uid);
    return reviewAuthorName(user.firstName, user.lastName);
  }

  client(client: ClientContent, random: Random): void {
    const createdAt = this.ago(random, 400, 520);
    this.data.users.push({
      id: client.uid,
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
      address: client.address,
      isKooker: false,
      verifiedPhone: '',
      insurance: null,
      emails: DEFAULT_EMAIL_PREFERENCES,
      createdAt: this.stamp(createdAt),
      updatedAt: this.stamp(new Date(createdAt.getTime() + integer(random, 1, 30) * DAY)),
    });
  }

  /** A booking of a Kooker's service on an available day, `daysFromNow` away (negative: past). */
  private booking(
    random: Random,
    kookerId: string,
    kooker: BookedKooker,
    service: Pick<KookerService, 'id' | 'name' | 'pricePerPerson' | 'allergens' | 'location'>,
    clientId: string,
    id: string,
    daysFromNow: number,
    status: 'completed' | 'confirmed',
  ): Booking {
    // The first available day from there (going back for the past) with a slot still free, at
    // a wall-clock time that exists that day (not in the hour skipped in spring).
    const step = daysFromNow < 0 ? -1 : 1;
    const times = dailySlotTimes(kooker.typicalHours, kooker.minimumDuration);
    if (times.length === 0) throw new Error(`Aucun créneau possible pour ${kookerId}`);
    const freeOn = (day: string) =>
      kooker.availableDays.includes(weekdayOf(day))
        ? times.filter((time) => !this.takenSlots.has(`${kookerId} ${day} ${time}`) && parisInstant(day, time) !== null)
        : [];
    let date = addDays(this.today, daysFromNow);
    while (freeOn(date).length === 0) date = addDays(date, step);
    const time = pick(random, freeOn(date));
    this.takenSlots.add(`${kookerId} ${date} ${time}`);
    const startAt = parisInstant(date, time) as Date; // freeOn kept only times that exist
    const endAt = new Date(startAt.getTime() + kooker.minimumDuration * HOUR);
    const participants = integer(random, PARTICIPANTS_MIN, Math.min(PARTICIPANTS_MAX, kooker.maxGuests));
    const paidAt =
      status === 'completed'
        ? new Date(startAt.getTime() - integer(random, 3, 20) * DAY - integer(random, 0, 600) * MINUTE)
        : new Date(Math.min(startAt.getTime() - 2 * DAY, this.now.getTime() - integer(random, 1, 3) * DAY));
    // The hourly job completes it within the hour after its end.
    const completedAt = status === 'completed' ? new Date(endAt.getTime() + integer(random, 1, 59) * MINUTE) : null;
    // Simulated processor references, like functions/src/payments/simulated-processor.ts answers them.
    const reference = (prefix: string) => `${prefix}_${Array.from({ length: 16 }, () => integer(random, 0, 15).toString(16)).join('')}`;
    // Today's terms (domain/src/money/terms.ts), frozen on the booking as createBooking writes them.
    const terms = currentTerms();
    const amounts = bookingAmounts(service.pricePerPerson, participants, terms.commissionPercent);
    // As createBooking and the hourly job leave them at `now` (domain/src/booking/booking-contacts.ts).
    const contactsStatus: ContactsStatus =
      status === 'confirmed'
        ? kookerContactsDue(startAt, this.now)
          ? 'shared'
          : 'withheld'
        : this.now.getTime() >= contactsErasedAt(endAt).getTime()
          ? 'erased'
          : 'shared';
    const erased = contactsStatus === 'erased';
    // The payment, as the processor's event settled it (domain/src/money/ledger.ts); nothing else
    // moved: the Kooker's share of a completed booking waits in their balance (no payout account here).
    const payment: LedgerEntry = {
      id: 'e1',
      type: 'payment',
      amount: amounts.total,
      at: this.stamp(paidAt),
      state: 'succeeded',
      key: attemptKey(id, 'e1', 1),
      attempts: 1,
      nextAttemptAt: null,
      failure: null,
      settledAt: this.stamp(paidAt),
      reference: reference('sim_pi'),
      participants: null,
    };
    // Earned at the completion, held 48 h for a complaint, then available (releaseEarnings): the weekly
    // payout transfers only to a payout account, which no Kooker of the seed has given.
    const share = completedAt ? earned(amounts, completedAt) : null;
    const availableAt = share?.availableAt instanceof Date ? share.availableAt : null;
    const payout: Booking['payout'] =
      share && completedAt
        ? {
            status: share.status === 'held' && availableAt && availableAt.getTime() <= this.now.getTime() ? 'available' : share.status,
            earnedAt: this.stamp(completedAt),
            availableAt: availableAt && this.stamp(availableAt),
            releasedAt: null,
            payoutId: null,
          }
        : { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null };
    return {
      id,
      clientId,
      kookerId,
      kooker: { firstName: kooker.firstName, lastName: kooker.lastName, city: kooker.city, legalStatus: legalStatusOf(kookerId) },
      clientName: this.reviewNameOf(clientId),
      // As createBooking copies them: the client's name and phone, the Kooker's phone.
      contacts: {
        client: {
          firstName: this.userOf(clientId).firstName,
          lastName: this.userOf(clientId).lastName,
          phone: erased ? '' : this.userOf(clientId).phone,
        },
        // A Kooker's own profile is written after their past bookings: kooker() fills it in then.
        kookerPhone: contactsStatus === 'shared' ? (this.data.users.find((user) => user.id === kookerId)?.phone ?? '') : '',
      },
      contactsStatus,
      // As createBooking copies it: at the Kooker's, their address (kooker() fills it in, as the
      // phone); at the client's, an address in the Kooker's city (no draw, as for the allergies).
      place:
        service.location === 'kooker'
          ? {
              location: 'kooker',
              address: contactsStatus === 'shared' ? (this.data.users.find((user) => user.id === kookerId)?.address ?? '') : '',
            }
          : { location: 'client', address: erased ? '' : `${participants * 7} rue Victor-Hugo, ${postalLine(kooker.city)}` },
      // One booking in three tells the Kooker about a guest's allergy (no draw: the rest of the data
      // stays as it was); when the menu holds it, the client confirmed it, as createBooking requires.
      dietary:
        participants % 3 === 0
          ? {
              allergens: ['fruits-a-coque'],
              diets: [],
              note: 'Un des invités est allergique aux noix.',
              acknowledgedConflicts: allergenConflicts(['fruits-a-coque'], service.allergens),
            }
          : { allergens: [], diets: [], note: '', acknowledgedConflicts: [] },
      service: { id: service.id, name: service.name, pricePerPerson: service.pricePerPerson },
      offerId: null,
      date,
      time,
      startAt: this.stamp(startAt),
      endAt: this.stamp(endAt),
      participants,
      amounts,
      terms,
      // The box « J’accepte … » ticked as the booking was made (docs/reservations.md, « Ce que le client accepte »).
      termsAcceptedAt: this.stamp(paidAt),
      status,
      holdUntil: null,
      payment: { status: 'paid', paidAt: payment.at, reference: payment.reference, failure: null },
      payout,
      complaint: null,
      cancelledBy: null,
      cancelledAt: null,
      cancellationReason: null,
      platformDecision: null,
      ledger: [payment],
      paymentsDueAt: null,
      idempotencyKey: `seed-${id}`,
      review: null,
      createdAt: this.stamp(paidAt),
      updatedAt: this.stamp(completedAt ?? paidAt),
    };
  }

  /**
   * The profile and its services, its private `users` document, and a completed booking and a
   * review for each review. Rating and search fields are what the functions would derive.
   */
  kooker(draft: KookerDraft, random: Random): KookerProfile {
    const { createdAt, onboardedAt } = draft;
    if (draft.services.length > SERVICE_IDS.length) throw new Error(`Trop de prestations pour ${draft.uid}`);
    const services: KookerService[] = draft.services.map((service, index) => {
      // Saved one after the other from the modal, after the photos were uploaded.
      const savedAt = this.stamp(new Date(onboardedAt.getTime() + (index + 1) * 10 * MINUTE));
      return { id: SERVICE_IDS[index] as string, ...service, photos: [...service.photos], createdAt: savedAt, updatedAt: savedAt };
    });
    this.data.services[draft.uid] = services;

    const reviewers = shuffled(random, CLIENTS);
    const ratings: number[] = [];
    draft.reviews.forEach((content, index) => {
      const client = reviewers[index % reviewers.length] as ClientContent;
      const service = services[content.service] ?? (services[0] as KookerService);
      const bookingId = `bk-${slugOf(draft.uid)}-${String(index + 1).padStart(2, '0')}`;
      const booking = this.booking(random, draft.uid, draft, service, client.uid, bookingId, -integer(random, 68, 295), 'completed');
      const endAt = booking.endAt?.toDate() ?? this.now;
      const review: Review = {
        id: bookingId,
        kookerId: draft.uid,
        author: reviewAuthorName(client.firstName, client.lastName),
        rating: content.rating,
        comment: content.comment,
        type: service.name,
        date: this.stamp(new Date(endAt.getTime() + integer(random, 1, 4) * DAY + integer(random, 0, 600) * MINUTE)),
        answer: null,
        answeredAt: null,
      };
      // The booking keeps its copy, as the functions would (reviewOnBooking).
      this.data.bookings.push({ ...booking, review: bookingReviewOf(review) });
      this.data.reviews.push(review);
      ratings.push(content.rating);
    });

    // The commune the Kooker would have picked: the seed's cities are the biggest of their name.
    const cityInsee = communeOf(draft.city)?.insee ?? '';
    // Who the Kooker is, as the identity step's functions write it (docs/produit.md, « Qui est le
    // Kooker »): a phone verified by SMS the day after they started, an insurance to the end of the
    // year in three years. Nothing drawn: the seed's other draws stay as they were.
    const verifiedAt = new Date(onboardedAt.getTime() + DAY);
    const validUntil = `${Number(this.today.slice(0, 4)) + 3}-12-31`;
    const endsAt = parisInstant(insuranceEndDay(validUntil), '00:00');
    if (!endsAt) throw new Error(`Fin d’assurance introuvable : ${validUntil}`);
    const profile: KookerProfile = {
      id: draft.uid,
      firstName: draft.firstName,
      lastName: draft.lastName,
      city: draft.city,
      cityInsee,
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
      blockedDates: [],
      profileImage: draft.profileImage,
      coverImage: draft.coverImage,
      published: true,
      suspension: null,
      legalStatus: legalStatusOf(draft.uid),
      phoneVerifiedAt: this.stamp(verifiedAt),
      phoneVerifiedOn: parisDateOf(verifiedAt),
      insuranceValidUntil: validUntil,
      insuranceEndsAt: this.stamp(endsAt),
      rating: averageRating(ratings),
      reviewCount: ratings.length,
      ...derivedFieldsOf({ ...draft, cityInsee, rating: averageRating(ratings), reviewCount: ratings.length }, services, communeData()),
      // Set by derive(), once every booking exists.
      availabilityFacets: { thisWeek: false, nextWeek: false, thisMonth: false },
      nextFreeSlotAt: null,
      createdAt: this.stamp(createdAt),
      updatedAt: this.stamp(this.ago(random, 1, 30)),
    };
    this.data.kookers.push(profile);
    const drawnPhone = `06 ${[0, 0, 0, 0].map(() => String(integer(random, 10, 99))).join(' ')}`;
    this.data.users.push({
      id: draft.uid,
      firstName: draft.firstName,
      lastName: draft.lastName,
      phone: drawnPhone,
      address: `${integer(random, 2, 120)} rue de la République, ${postalLine(draft.city)}`,
      isKooker: true,
      verifiedPhone: frenchPhoneToE164(drawnPhone) ?? '',
      insurance: { insurer: insurerOf(draft.uid), contractNumber: `RC-${hashOf(draft.uid) % 1_000_000}`.padEnd(9, '0'), validUntil },
      emails: DEFAULT_EMAIL_PREFERENCES,
      createdAt: this.stamp(new Date(createdAt.getTime() - integer(random, 1, 60) * DAY)),
      updatedAt: this.stamp(createdAt),
    });
    const { phone, address } = this.userOf(draft.uid);
    for (const booking of this.data.bookings) {
      if (booking.kookerId !== draft.uid || booking.contactsStatus !== 'shared') continue;
      booking.contacts.kookerPhone = phone;
      if (booking.place.location === 'kooker') booking.place.address = address;
    }
    return profile;
  }

  /** A booking of a seeded Kooker's service (`service`: an index in its services) by a client. */
  bookService(
    random: Random,
    kookerId: string,
    service: number,
    clientId: string,
    id: string,
    daysFromNow: number,
    status: 'completed' | 'confirmed',
  ): void {
    const profile = this.data.kookers.find((kooker) => kooker.id === kookerId);
    const booked = this.data.services[kookerId]?.[service];
    if (!profile || !booked) throw new Error(`Kooker ou prestation introuvable : ${kookerId}`);
    this.data.bookings.push(this.booking(random, kookerId, profile, booked, clientId, id, daysFromNow, status));
  }

  /**
   * What functions keep once every photo and booking exists: each Kooker's image quota (how
   * many photos they hold, naming the last one uploaded, as the upload batches leave it) and
   * their free slots at `now`, less the confirmed bookings, and what search reads of them.
   */
  derive(): void {
    const owned = new Map<string, string[]>();
    for (const { id, ownerId } of this.pictures) owned.set(ownerId, [...(owned.get(ownerId) ?? []), id]);
    const booked = new Map<string, BookedInterval[]>();
    for (const booking of this.data.bookings) {
      if (booking.status !== 'confirmed') continue;
      const interval = { startMs: millisOf(booking.startAt), endMs: millisOf(booking.endAt) };
      booked.set(booking.kookerId, [...(booked.get(booking.kookerId) ?? []), interval]);
    }
    for (const kooker of this.data.kookers) {
      const images = owned.get(kooker.id) ?? [];
      this.data.imageQuotas.push({ id: kooker.id, count: images.length, image: images.at(-1) ?? '' });
      const slots = freeSlots(kooker, booked.get(kooker.id) ?? [], this.now);
      this.data.availability.push({ kookerId: kooker.id, slots, updatedAt: this.stamp(this.now) });
      kooker.availabilityFacets = availabilityFacetsOf(slots, this.now);
      kooker.nextFreeSlotAt = this.stamp(nextFreeSlotOf(slots));
    }
  }
}

/** A stable number from an id: the identity of a seeded Kooker does not move the seed's random draws. */
function hashOf(id: string): number {
  let hash = 7;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

const INSURERS = ['MAIF', 'MACIF', 'AXA', 'Groupama', 'MMA', 'Allianz', 'Hiscox'];
const insurerOf = (id: string) => INSURERS[hashOf(id) % INSURERS.length] as string;

/**
 * A seeded Kooker's legal status: one in two a professional, whose SIRET is thirteen digits from
 * its id and the fourteenth that makes the Luhn key hold (domain/src/kookers/legal-status.ts).
 */
function legalStatusOf(id: string): KookerLegalStatus {
  const hash = hashOf(id);
  if (hash % 2 === 0) return { kind: 'individual' };
  const body = `8${String(hash).padStart(12, '0').slice(-12)}`;
  for (let key = 0; key < 10; key += 1) if (isValidSiret(`${body}${key}`)) return { kind: 'professional', siret: `${body}${key}` };
  throw new Error(`Aucune clé de SIRET pour ${id}`);
}

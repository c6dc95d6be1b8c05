import {
  CERTIFICATES_MAX,
  IMAGE_LIMITS,
  KOOKER_SPECIALTIES,
  KOOKER_SPECIALTIES_MAX,
  KOOKER_TEXT_LIMITS,
  MAX_GUESTS_OPTIONS,
  MINIMUM_DURATION_HOURS,
  PRICE_PER_HOUR_CENTS,
  PRICE_PER_PERSON_CENTS,
  REVIEW_LIMITS,
  SERVICE_AREA_KM,
  WEEKDAYS,
} from '@kookers/domain/catalog';
import type { Stamp } from '@kookers/domain/model';
import { bookingAmounts } from '@kookers/domain/money';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN, PHOTOS_PER_CARD_MAX, SPECIALTY_CARDS_MAX } from '@kookers/domain/rules';
import { minPricePerPersonOf, searchFieldsOf } from '@kookers/domain/search';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSeed, parisDateOf, parisInstant, type SeedData, seedDocuments, slotTimes, weekdayOf } from './build';
import { CLIENTS, DEMO_CLIENT, DEMO_KOOKER, KOOKERS } from './kookers';
import { DISHES, PICTURE_SIZES, paintProfile, paintServicePhoto, paletteOf } from './pictures';
import { Canvas, crc32, encodePng, PNG_SIGNATURE } from './png';

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
const SYNTHETIC = 40;
const build = () => buildSeed({ now: NOW, stamp: (date) => new FakeStamp(date.getTime()), syntheticKookers: SYNTHETIC });
const millis = (stamp: Stamp | null) => stamp?.toMillis() ?? Number.NaN;

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length), crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

describe('png', () => {
  it('encodes a valid PNG: signature, IHDR with the size, IDAT inflating to every scanline, IEND', () => {
    const canvas = new Canvas(7, 5, [10, 20, 30]);
    canvas.fillCircle(3, 2, 2, [200, 100, 50]);
    const png = canvas.toPng();
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
    const [header, data] = chunks as [Chunk, Chunk];
    expect(header.data.readUInt32BE(0)).toBe(7);
    expect(header.data.readUInt32BE(4)).toBe(5);
    expect([...header.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(inflateSync(data.data).length).toBe(5 * (1 + 7 * 3));
  });

  it('rebuilds the exact pixels from the filtered scanlines', () => {
    const canvas = new Canvas(4, 3, [0, 0, 0]);
    canvas.linearGradient([0, 0, 0], [255, 128, 64], Math.PI / 4);
    const raw = inflateSync((chunksOf(canvas.toPng())[1] as Chunk).data);
    const decoded = new Uint8Array(4 * 3 * 3);
    for (let y = 0; y < 3; y++) {
      expect(raw[y * 13]).toBe(2); // "Up"
      for (let i = 0; i < 12; i++) decoded[y * 12 + i] = ((raw[y * 13 + 1 + i] as number) + (y > 0 ? (decoded[(y - 1) * 12 + i] as number) : 0)) & 0xff;
    }
    expect([...decoded]).toEqual([...canvas.pixels]);
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow();
  });

  it('paints the same picture from the same seed, at the expected sizes', () => {
    const first = paintServicePhoto('seed', 'pasta', paletteOf(0)).toPng();
    expect(paintServicePhoto('seed', 'pasta', paletteOf(0)).toPng().equals(first)).toBe(true);
    const header = (chunksOf(first)[0] as Chunk).data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([PICTURE_SIZES.photo.width, PICTURE_SIZES.photo.height]);
    expect(paintProfile('seed', 'CD', paletteOf(1)).width).toBe(PICTURE_SIZES.profile.width);
    for (const dish of DISHES) expect(paintServicePhoto(dish, dish, paletteOf(2)).toPng().length).toBeLessThan(IMAGE_LIMITS.maxBytes);
  });
});

describe('Paris dates', () => {
  it('places a Paris time in summer (UTC+2) and in winter (UTC+1)', () => {
    expect(parisInstant('2025-07-17', '10:00').toISOString()).toBe('2025-07-17T08:00:00.000Z');
    expect(parisInstant('2025-01-15', '10:00').toISOString()).toBe('2025-01-15T09:00:00.000Z');
    expect(parisInstant('2025-03-30', '03:00').toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(parisDateOf(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(weekdayOf('2025-11-22')).toBe('saturday');
  });

  it('offers start times every minimum duration while the service fits the day', () => {
    expect(slotTimes({ start: '10:00', end: '22:00' }, 3)).toEqual(['10:00', '13:00', '16:00', '19:00']);
    expect(slotTimes({ start: '15:00', end: '23:00' }, 4)).toEqual(['15:00', '19:00']);
  });
});

describe('seed data', () => {
  let seed: SeedData;
  beforeAll(() => {
    seed = build();
  }, 60_000);

  it('is deterministic', () => {
    const again = build();
    expect(again).toEqual(seed);
    expect(JSON.stringify(seedDocuments(again))).toBe(JSON.stringify(seedDocuments(seed)));
  }, 60_000);

  it('publishes at least 12 Kookers in at least 6 cities, plus the synthetic ones', () => {
    const curated = seed.kookers.filter((kooker) => !kooker.id.startsWith('kooker-bench-'));
    expect(curated.length).toBeGreaterThanOrEqual(14);
    expect(curated.every((kooker) => kooker.published)).toBe(true);
    expect(new Set(curated.map((kooker) => kooker.city)).size).toBeGreaterThanOrEqual(7);
    expect(seed.kookers.length).toBe(KOOKERS.length + SYNTHETIC);
    expect(new Set(seed.kookers.map((kooker) => kooker.id)).size).toBe(seed.kookers.length);
  });

  it('keeps every Kooker within the catalog bounds and the limits of the rules', () => {
    const imageIds = new Set(seed.images.map((image) => image.id));
    const specialties: readonly string[] = KOOKER_SPECIALTIES;
    const weekdays: readonly string[] = WEEKDAYS.map((day) => day.value);
    for (const kooker of seed.kookers) {
      const where = `${kooker.id}`;
      expect(kooker.published, where).toBe(true);
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
      expect(kooker.specialties.length, where).toBeGreaterThanOrEqual(1);
      expect(kooker.specialties.length, where).toBeLessThanOrEqual(KOOKER_SPECIALTIES_MAX);
      expect(kooker.specialties.every((specialty) => specialties.includes(specialty)), where).toBe(true);
      expect(new Set(kooker.specialties).size, where).toBe(kooker.specialties.length);
      expect(kooker.certificates.length, where).toBeLessThanOrEqual(CERTIFICATES_MAX);
      for (const certificate of kooker.certificates) expect(certificate.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.certificate);

      expect(kooker.serviceArea, where).toBeGreaterThanOrEqual(SERVICE_AREA_KM.min);
      expect(kooker.serviceArea, where).toBeLessThanOrEqual(SERVICE_AREA_KM.max);
      expect(kooker.serviceArea % SERVICE_AREA_KM.step, where).toBe(0);
      expect(kooker.pricePerHour, where).toBeGreaterThanOrEqual(PRICE_PER_HOUR_CENTS.min);
      expect(kooker.pricePerHour, where).toBeLessThanOrEqual(PRICE_PER_HOUR_CENTS.max);
      expect(kooker.pricePerHour % PRICE_PER_HOUR_CENTS.step, where).toBe(0);
      expect(MINIMUM_DURATION_HOURS as readonly number[], where).toContain(kooker.minimumDuration);
      expect(MAX_GUESTS_OPTIONS as readonly number[], where).toContain(kooker.maxGuests);
      expect(kooker.availableDays.length, where).toBeGreaterThan(0);
      expect(kooker.availableDays.every((day) => weekdays.includes(day)), where).toBe(true);
      expect(kooker.typicalHours.start, where).toMatch(/^([01]\d|2[0-3]):00$/);
      expect(kooker.typicalHours.end, where).toMatch(/^([01]\d|2[0-3]):00$/);
      expect(kooker.typicalHours.start < kooker.typicalHours.end, where).toBe(true);
      expect(slotTimes(kooker.typicalHours, kooker.minimumDuration).length, where).toBeGreaterThan(0);

      expect(kooker.specialtyCards.length, where).toBeGreaterThanOrEqual(1);
      expect(kooker.specialtyCards.length, where).toBeLessThanOrEqual(SPECIALTY_CARDS_MAX);
      expect(new Set(kooker.specialtyCards.map((card) => card.id)).size, where).toBe(kooker.specialtyCards.length);
      for (const card of kooker.specialtyCards) {
        expect(card.id.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.cardId);
        expect(card.name.length, where).toBeGreaterThan(0);
        expect(card.name.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.cardName);
        expect(card.serviceArea.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.cardServiceArea);
        expect(card.additionalInfo.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.cardAdditionalInfo);
        expect(card.requiredEquipment.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.cardRequiredEquipment);
        expect(Number.isInteger(card.pricePerPerson), where).toBe(true);
        expect(card.pricePerPerson, where).toBeGreaterThanOrEqual(PRICE_PER_PERSON_CENTS.min);
        expect(card.pricePerPerson, where).toBeLessThanOrEqual(PRICE_PER_PERSON_CENTS.max);
        expect(card.photos.length, where).toBeGreaterThanOrEqual(1);
        expect(card.photos.length, where).toBeLessThanOrEqual(PHOTOS_PER_CARD_MAX);
        for (const photo of card.photos) {
          expect(photo.length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.imageId);
          expect(imageIds.has(photo), `${where}: ${photo}`).toBe(true);
        }
      }
      for (const image of [kooker.profileImage, kooker.coverImage]) {
        expect(image, where).not.toBeNull();
        expect(imageIds.has(image ?? ''), where).toBe(true);
        expect((image ?? '').length, where).toBeLessThanOrEqual(KOOKER_TEXT_LIMITS.imageId);
      }
      expect(kooker.minPricePerPerson, where).toBe(minPricePerPersonOf(kooker));
      expect({ searchTokens: kooker.searchTokens, cityKey: kooker.cityKey }, where).toEqual(searchFieldsOf(kooker));
      expect(millis(kooker.createdAt), where).toBeLessThan(millis(kooker.updatedAt));
      expect(millis(kooker.updatedAt), where).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('stores images within the size limits, each owned by a Kooker who shows it', () => {
    const shownBy = new Map<string, Set<string>>();
    for (const kooker of seed.kookers) {
      for (const id of [kooker.profileImage, kooker.coverImage, ...kooker.specialtyCards.flatMap((card) => card.photos)]) {
        if (id) shownBy.set(id, (shownBy.get(id) ?? new Set()).add(kooker.id));
      }
    }
    expect(new Set(seed.images.map((image) => image.id)).size).toBe(seed.images.length);
    for (const image of seed.images) {
      expect(image.contentType).toBe('image/png');
      expect(image.data.length, image.id).toBeLessThanOrEqual(IMAGE_LIMITS.maxBase64Length);
      expect(Math.max(image.width, image.height), image.id).toBeLessThanOrEqual(IMAGE_LIMITS.maxSide);
      const png = Buffer.from(image.data, 'base64');
      const header = (chunksOf(png)[0] as Chunk).data;
      expect([header.readUInt32BE(0), header.readUInt32BE(4)], image.id).toEqual([image.width, image.height]);
      expect(shownBy.get(image.id)?.has(image.ownerId), image.id).toBe(true);
    }
    // The synthetic Kookers share a handful of pictures instead of bringing their own.
    expect(seed.images.filter((image) => image.id.startsWith('bench-')).length).toBeLessThanOrEqual(6 + 4 + DISHES.length);
  });

  it('gives each Kooker the rating and review count of its reviews', () => {
    for (const kooker of seed.kookers) {
      const ratings = seed.reviews.filter((review) => review.kookerId === kooker.id).map((review) => review.rating);
      expect(kooker.reviewCount, kooker.id).toBe(ratings.length);
      const average = ratings.length === 0 ? 0 : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
      expect(kooker.rating, kooker.id).toBe(average);
    }
    const counts = KOOKERS.map((kooker) => kooker.reviews.length);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
  });

  it('backs every review with a completed, paid booking of its author', () => {
    const bookings = new Map(seed.bookings.map((booking) => [booking.id, booking]));
    const kookers = new Map(seed.kookers.map((kooker) => [kooker.id, kooker]));
    const users = new Map(seed.users.map((user) => [user.id, user]));
    expect(bookings.size).toBe(seed.bookings.length);
    for (const review of seed.reviews) {
      const booking = bookings.get(review.id);
      const kooker = kookers.get(review.kookerId);
      const author = users.get(review.authorId);
      expect(booking, review.id).toBeDefined();
      if (!booking || !kooker || !author) throw new Error(`Incomplete review ${review.id}`);
      expect(booking.status).toBe('completed');
      expect(booking.clientId).toBe(review.authorId);
      expect(booking.kookerId).toBe(review.kookerId);
      expect(booking.service.name).toBe(review.type);
      expect(review.author).toBe(`${author.firstName} ${author.lastName.charAt(0)}.`);
      expect(review.author.length).toBeLessThanOrEqual(REVIEW_LIMITS.authorMax);
      expect(Number.isInteger(review.rating) && review.rating >= REVIEW_LIMITS.ratingMin && review.rating <= REVIEW_LIMITS.ratingMax).toBe(true);
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
      const authors = seed.reviews.filter((review) => review.kookerId === kooker.id).map((review) => review.authorId);
      expect(new Set(authors).size, kooker.id).toBe(authors.length);
    }
  });

  it('makes bookings that follow the booking rules: slot, participants, amounts, ledger', () => {
    const kookers = new Map(seed.kookers.map((kooker) => [kooker.id, kooker]));
    const users = new Set(seed.users.map((user) => user.id));
    for (const booking of seed.bookings) {
      const kooker = kookers.get(booking.kookerId);
      if (!kooker) throw new Error(`Unknown Kooker of ${booking.id}`);
      const card = kooker.specialtyCards.find((candidate) => candidate.id === booking.service.id);
      expect(card && { id: card.id, name: card.name, pricePerPerson: card.pricePerPerson }, booking.id).toEqual(booking.service);
      expect(users.has(booking.clientId), booking.id).toBe(true);
      expect(booking.clientId).not.toBe(booking.kookerId);
      expect(kooker.availableDays, booking.id).toContain(weekdayOf(booking.date));
      expect(slotTimes(kooker.typicalHours, kooker.minimumDuration), booking.id).toContain(booking.time);
      expect(millis(booking.startAt), booking.id).toBe(parisInstant(booking.date, booking.time).getTime());
      expect(millis(booking.endAt) - millis(booking.startAt)).toBe(kooker.minimumDuration * 60 * 60 * 1000);
      expect(booking.participants).toBeGreaterThanOrEqual(PARTICIPANTS_MIN);
      expect(booking.participants).toBeLessThanOrEqual(Math.min(PARTICIPANTS_MAX, kooker.maxGuests));
      expect(booking.amounts).toEqual(bookingAmounts(booking.service.pricePerPerson, booking.participants));
      expect(booking.payment.status).toBe('paid');
      expect(booking.payment.reference).toMatch(/^SIM-[0-9A-Z]{8}$/);
      expect(millis(booking.payment.paidAt)).toBeLessThan(millis(booking.startAt));
      expect(booking.cancelledBy).toBeNull();
      expect(booking.cancelledAt).toBeNull();
      if (booking.status === 'completed') {
        expect(millis(booking.endAt)).toBeLessThan(NOW.getTime());
        expect(booking.payout.status).toBe('released');
        expect(millis(booking.payout.releasedAt)).toBeGreaterThanOrEqual(millis(booking.endAt));
      } else {
        expect(booking.status).toBe('confirmed');
        expect(millis(booking.startAt)).toBeGreaterThan(NOW.getTime() + DAY);
        expect(booking.payout).toEqual({ status: 'pending', releasedAt: null });
      }
    }
  });

  it('never books the same slot of a Kooker twice', () => {
    const slots = seed.bookings.map((booking) => `${booking.kookerId} ${booking.date} ${booking.time}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('gives the demo client bookings to review and bookings to come', () => {
    const reviewed = new Set(seed.reviews.map((review) => review.id));
    const mine = seed.bookings.filter((booking) => booking.clientId === DEMO_CLIENT.uid);
    expect(mine.filter((booking) => booking.status === 'completed' && !reviewed.has(booking.id)).length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((booking) => booking.status === 'confirmed').length).toBeGreaterThanOrEqual(1);
    expect(seed.reviews.filter((review) => review.authorId === DEMO_CLIENT.uid).length).toBeGreaterThanOrEqual(1);
    expect(seed.bookings.filter((booking) => booking.kookerId === DEMO_KOOKER.uid && booking.status === 'confirmed').length).toBeGreaterThanOrEqual(1);
  });

  it('creates the private profiles and the two verified demo accounts', () => {
    const users = new Map(seed.users.map((user) => [user.id, user]));
    for (const client of CLIENTS) expect(users.get(client.uid)?.isKooker).toBe(false);
    for (const kooker of seed.kookers) expect(users.get(kooker.id)?.isKooker).toBe(true);
    for (const user of seed.users) {
      expect(user.firstName.length).toBeLessThanOrEqual(50);
      expect(user.lastName.length).toBeLessThanOrEqual(50);
      expect(user.phone.length).toBeLessThanOrEqual(20);
      expect(user.address.length).toBeLessThanOrEqual(200);
    }
    expect(seed.accounts).toEqual([
      { uid: 'client-01', email: 'client@kookers.fr', password: 'kookers-demo', displayName: 'Julie Lemoine', customClaims: null },
      { uid: 'kooker-claire-dubois', email: 'kooker@kookers.fr', password: 'kookers-demo', displayName: 'Claire Dubois', customClaims: { isKooker: true } },
    ]);
    expect(seed.kookers.some((kooker) => kooker.id === DEMO_KOOKER.uid && kooker.published)).toBe(true);
  });

  it('turns everything into documents of the model', () => {
    const documents = seedDocuments(seed);
    expect(documents.length).toBe(seed.images.length + seed.users.length + seed.kookers.length + seed.bookings.length + seed.reviews.length);
    const kooker = documents.find((document) => document.collection === 'kookers' && document.id === DEMO_KOOKER.uid);
    expect(kooker?.data).not.toHaveProperty('id');
    expect(Object.keys(kooker?.data ?? {}).sort()).toEqual(
      [
        'firstName', 'lastName', 'city', 'bio', 'experience', 'specialties', 'certificates', 'serviceArea', 'pricePerHour',
        'minimumDuration', 'maxGuests', 'availableDays', 'typicalHours', 'specialtyCards', 'profileImage', 'coverImage',
        'published', 'rating', 'reviewCount', 'minPricePerPerson', 'searchTokens', 'cityKey', 'createdAt', 'updatedAt',
      ].sort(),
    );
    const image = documents.find((document) => document.collection === 'images');
    expect(Object.keys(image?.data ?? {}).sort()).toEqual(['contentType', 'createdAt', 'data', 'height', 'ownerId', 'width']);
  });
});

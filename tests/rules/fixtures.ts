import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { documentPath } from '@kookers/domain/data';
import { kookerToData, newKookerProfile } from '@kookers/domain/kookers';
import { UID } from './roles';

/** Base64 that starts like a real PNG, JPEG and WebP file (the rules read the signature). */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
export const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
export const WEBP_BASE64 = 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

/** Kenza's photos: her profile picture and the photo of her service. */
export const KENZA_PROFILE = `${UID.kooker}_profile`;
export const KENZA_PHOTO = `${UID.kooker}_tajine`;
/** One of Olivier's photos. */
export const OLIVIER_PHOTO = `${UID.otherKooker}_portrait`;

/**
 * Who the Kooker is, as the functions write it (docs/produit.md, « Qui est le Kooker »): a status,
 * a phone verified by SMS and an insurance that covers until the end of 2099.
 */
export function identityChecks(): Record<string, unknown> {
  return {
    legalStatus: { kind: 'professional', siret: '73282932000074' },
    phoneVerifiedAt: Timestamp.now(),
    phoneVerifiedOn: '2026-11-03',
    insuranceValidUntil: '2099-12-31',
    insuranceEndsAt: Timestamp.fromDate(new Date('2099-12-31T23:00:00Z')),
  };
}

/**
 * A published profile that passes every validation: the base of the Kooker edge tests. Online
 * before the identity checks were asked: the rules ask them only to go online, and the edge tests
 * measure the budget on this very document (docs/decisions/004-firestore-rules-budget.md).
 */
function publishedKooker(): Record<string, unknown> {
  return {
    firstName: 'Kenza',
    lastName: 'Benali',
    city: 'Marseille',
    bio: 'Cuisinière passionnée, je partage les recettes de ma grand-mère marocaine.',
    experience: 'Dix ans de tables d’hôtes.',
    specialties: ['Cuisine méditerranéenne', 'Cuisine du monde'],
    certificates: ['CAP Cuisine'],
    serviceArea: 20,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['friday', 'saturday'],
    typicalHours: { start: '10:00', end: '20:00' },
    blockedDates: [],
    profileImage: KENZA_PROFILE,
    coverImage: null,
    published: true,
    rating: 4.5,
    reviewCount: 2,
    minPricePerPerson: 4000,
    searchTokens: ['benali', 'cuisine', 'kenza'],
    location: { lat: 43.2803, lon: 5.3806 },
    reach: ['13055', '13055@0'],
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
}

/** A service document as stored (timestamps left to each test). */
export function service(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Atelier tajine',
    serviceArea: 'Marseille et 20 km alentour',
    pricePerPerson: 4000,
    additionalInfo: 'Ingrédients compris.',
    requiredEquipment: '',
    photos: [KENZA_PHOTO],
    allergens: ['gluten', 'celeri'],
    location: 'client',
    ...extra,
  };
}

function booking(status: 'confirmed' | 'completed' | 'cancelled'): Record<string, unknown> {
  return {
    clientId: UID.client,
    kookerId: UID.kooker,
    clientName: 'Camille M.',
    // What only the two parties may read (docs/reservations.md, « Se joindre »).
    contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '06 12 34 56 78' }, kookerPhone: '07 81 22 43 65' },
    place: { location: 'client', address: '12 rue Paradis, 13001 Marseille' },
    dietary: { allergens: ['fruits-a-coque'], diets: [], note: 'Ma fille a 8 ans.', acknowledgedConflicts: [] },
    service: { id: 'service-1', name: 'Atelier tajine', pricePerPerson: 4000 },
    date: '2026-10-10',
    time: '10:00',
    startAt: Timestamp.fromDate(new Date('2026-10-10T08:00:00Z')),
    endAt: Timestamp.fromDate(new Date('2026-10-10T10:00:00Z')),
    participants: 2,
    amounts: { total: 8000, commission: 800, kookerPayout: 7200, refund: 0 },
    status,
    payment: { status: 'paid', paidAt: Timestamp.now(), reference: 'ledger-1' },
    payout: { status: status === 'completed' ? 'released' : 'pending', releasedAt: null },
    cancelledBy: null,
    cancelledAt: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
}

/** A stored photo of `ownerId`, both variants a PNG. */
export function image(ownerId: string): Record<string, unknown> {
  return {
    ownerId,
    contentType: 'image/png',
    data: PNG_BASE64,
    width: 640,
    height: 480,
    smallData: PNG_BASE64,
    smallWidth: 400,
    smallHeight: 300,
    createdAt: Timestamp.now(),
  };
}

/**
 * The world every rules test starts from, written with the rules off: the client's and the
 * Kooker's private profiles, Kenza's published profile with one service and two photos (her
 * quota counts them), Olivier's draft with one service and its photo (counted by his quota), Kenza's free
 * slots, an open and a completed booking of Camille with Kenza (the completed one not reviewed
 * yet), an older review, a contact message, an operator's log entry and hidden review, and
 * Kenza's payout account and one of her payouts. `skip` leaves out the documents a test will
 * create itself.
 */
export async function seedWorld(env: RulesTestEnvironment, skip: string[] = []): Promise<void> {
  const documents: Record<string, Record<string, unknown>> = {
    [documentPath('users', UID.client)]: {
      firstName: 'Camille',
      lastName: 'Martin',
      phone: '',
      address: '',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    [documentPath('users', UID.kooker)]: {
      firstName: 'Kenza',
      lastName: 'Benali',
      phone: '',
      address: '',
      isKooker: true,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    [documentPath('kookers', UID.kooker)]: publishedKooker(),
    [documentPath('services', UID.kooker, 'service-1')]: { ...service(), createdAt: Timestamp.now(), updatedAt: Timestamp.now() },
    // Olivier's draft as becomeKooker creates it (every field, empty): the identity step done (by the functions), the rest to write.
    [documentPath('kookers', UID.otherKooker)]: {
      ...kookerToData(newKookerProfile(UID.otherKooker)),
      ...identityChecks(),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    [documentPath('services', UID.otherKooker, 'service-1')]: {
      ...service({ name: 'Menu du marché', photos: [OLIVIER_PHOTO] }),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    [documentPath('imageQuotas', UID.kooker)]: { count: 2, image: KENZA_PHOTO },
    [documentPath('imageQuotas', UID.otherKooker)]: { count: 1, image: OLIVIER_PHOTO },
    [documentPath('images', KENZA_PROFILE)]: image(UID.kooker),
    [documentPath('images', KENZA_PHOTO)]: image(UID.kooker),
    [documentPath('images', OLIVIER_PHOTO)]: image(UID.otherKooker),
    [documentPath('availability', UID.kooker)]: { slots: { '2026-12-04': ['10:00', '14:00'] }, updatedAt: Timestamp.now() },
    [documentPath('bookings', 'b-open')]: booking('confirmed'),
    [documentPath('heldContacts', 'b-unpaid')]: {
      clientId: UID.client,
      kookerId: UID.kooker,
      clientPhone: '06 12 34 56 78',
      clientAddress: '12 rue Mercière, 69002 Lyon',
      createdAt: Timestamp.now(),
    },
    [documentPath('offerRequests', 'req-1')]: {
      clientId: UID.client,
      kookerId: UID.kooker,
      occasion: 'Anniversaire',
      guests: 12,
      status: 'open',
    },
    [documentPath('offers', 'off-1')]: { clientId: UID.client, kookerId: UID.kooker, requestId: 'req-1', total: 54000, status: 'sent' },
    [documentPath('bookings', 'b-done')]: booking('completed'),
    [documentPath('bookings', 'b-old')]: booking('completed'),
    [documentPath('reviews', 'b-old')]: {
      kookerId: UID.kooker,
      author: 'Camille M.',
      rating: 5,
      comment: 'Parfait !',
      type: 'Atelier tajine',
      date: Timestamp.now(),
    },
    [documentPath('contactMessages', 'm1')]: {
      name: 'Camille',
      email: 'camille@example.fr',
      subject: 'general',
      message: 'Bonjour à toute l’équipe',
      createdAt: Timestamp.now(),
    },
    // A client's counters against the messaging limits (functions only).
    [documentPath('messageLimits', UID.client)]: {
      minute: 1,
      messages: 1,
      hour: 1,
      hourConversations: 1,
      day: '2026-11-26',
      dayConversations: 1,
    },
    // The operators' console: a log entry and a review Kookers' team hid (functions only).
    [documentPath('operatorLog', 'hideReview-e1')]: {
      action: 'hideReview',
      target: documentPath('reviews', 'b-hidden'),
      reason: 'Injurieux',
      outcome: 'done',
      detail: 'Avis masqué.',
      at: Timestamp.now(),
    },
    // Kenza's payout account and one of her weekly payouts (functions only; she reads hers).
    [documentPath('payoutAccounts', UID.kooker)]: {
      accountId: 'sim_acct_kenza',
      holder: 'Kenza Benali',
      ibanHint: 'FR76 •••• 0189',
      owed: 0,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    },
    // Kenza's tax data for the DAC7 report (setTaxProfile only; she reads hers).
    [documentPath('taxProfiles', UID.kooker)]: {
      firstNames: 'Kenza',
      lastName: 'Benali',
      birthDate: '1988-03-14',
      street: '12 rue des Lilas',
      postalCode: '29000',
      city: 'Quimper',
      country: 'FR',
      tin: '1234567890123',
      complete: true,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      accountDeletedAt: null,
      retainUntil: null,
      payoutAccount: null,
    },
    [documentPath('payouts', `${UID.kooker}_2026-W48`)]: {
      kookerId: UID.kooker,
      amount: 10_800,
      bookingIds: ['b-done'],
      shares: 10_800,
      owedNetted: 0,
      state: 'succeeded',
      key: `${UID.kooker}_2026-W48:1`,
      attempts: 1,
      nextAttemptAt: null,
      failure: null,
      reference: 'sim_po_kenza',
      requestedAt: Timestamp.now(),
      settledAt: Timestamp.now(),
    },
    [documentPath('hiddenReviews', 'b-hidden')]: {
      kookerId: UID.kooker,
      author: 'Camille M.',
      rating: 1,
      comment: 'Un avis injurieux.',
      type: 'Atelier tajine',
      date: Timestamp.now(),
      hiddenReason: 'Injurieux',
      hiddenAt: Timestamp.now(),
    },
  };
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(
      Object.entries(documents)
        .filter(([path]) => !skip.includes(path))
        .map(([path, data]) => setDoc(doc(db, path), data)),
    );
  });
}

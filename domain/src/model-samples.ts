import type { Availability, Booking, ContactMessageDocument, ImageQuota, KookerProfile, KookerService, Review, Stamp, StoredImage, UserDocument } from './model';

/** One complete document of every collection, for tests (round trips, converters). */
export function modelSamples(stampAt: (iso: string) => Stamp) {
  const now = stampAt('2026-11-20T10:00:00.000Z');
  const user: UserDocument = {
    id: 'camille',
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    address: '12 rue des Martyrs, 75009 Paris',
    isKooker: false,
    createdAt: now,
    updatedAt: now,
  };
  const kooker: KookerProfile = {
    id: 'kenza',
    firstName: 'Kenza',
    lastName: 'Benali',
    city: 'Marseille',
    bio: 'Cuisinière passionnée.',
    experience: 'Dix ans de tables d’hôtes.',
    specialties: ['Cuisine méditerranéenne'],
    certificates: ['CAP Cuisine'],
    serviceArea: 20,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['friday', 'saturday'],
    typicalHours: { start: '10:00', end: '20:00' },
    blockedDates: ['2026-12-24', '2026-12-25'],
    profileImage: 'kenza_profile',
    coverImage: null,
    published: true,
    rating: 4.7,
    reviewCount: 12,
    minPricePerPerson: 4000,
    searchTokens: ['benali', 'benali kenza', 'kenza'],
    cityKey: 'marseille',
    searchFacets: {
      specialty: { mediterraneenne: true },
      price: '25-50',
      rating30: true,
      rating35: true,
      rating40: true,
      rating45: true,
      guests6: true,
      guests8: true,
    },
    availabilityFacets: { thisWeek: false, nextWeek: true, thisMonth: true },
    nextFreeSlotAt: stampAt('2026-12-04T09:00:00.000Z'),
    createdAt: now,
    updatedAt: now,
  };
  const service: KookerService = {
    id: 'service-1',
    name: 'Atelier tajine',
    serviceArea: 'Marseille et 20 km alentour',
    pricePerPerson: 4000,
    additionalInfo: 'Ingrédients compris.',
    requiredEquipment: 'Un four',
    photos: ['kenza_tajine1', 'kenza_tajine2'],
    createdAt: now,
    updatedAt: now,
  };
  const availability: Availability = { kookerId: 'kenza', slots: { '2026-12-04': ['10:00', '14:00'] }, updatedAt: now };
  const booking: Booking = {
    id: 'b1',
    clientId: 'camille',
    kookerId: 'kenza',
    service: { id: 'service-1', name: 'Atelier tajine', pricePerPerson: 4000 },
    date: '2026-12-04',
    time: '10:00',
    startAt: stampAt('2026-12-04T09:00:00.000Z'),
    endAt: stampAt('2026-12-04T11:00:00.000Z'),
    participants: 3,
    amounts: { total: 12000, commission: 1200, kookerPayout: 10800, refund: 0 },
    status: 'confirmed',
    payment: { status: 'paid', paidAt: now, reference: 'ledger-b1' },
    payout: { status: 'pending', releasedAt: null },
    cancelledBy: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const review: Review = {
    id: 'b0',
    kookerId: 'kenza',
    authorId: 'camille',
    author: 'Camille M.',
    rating: 5,
    comment: 'Un moment délicieux.',
    type: 'Atelier tajine',
    date: now,
  };
  const image: StoredImage = {
    id: 'kenza_tajine1',
    ownerId: 'kenza',
    contentType: 'image/png',
    data: 'iVBORw0KGgo=',
    width: 640,
    height: 480,
    smallData: 'iVBORw0KGgo=',
    smallWidth: 400,
    smallHeight: 300,
    createdAt: now,
  };
  const imageQuota: ImageQuota = { id: 'kenza', count: 3, image: 'kenza_tajine2' };
  const contactMessage: ContactMessageDocument = {
    id: 'm1',
    name: 'Camille Martin',
    email: 'camille@example.fr',
    subject: 'billing',
    message: 'Comment obtenir une facture ?',
    createdAt: now,
  };
  return { user, kooker, service, availability, booking, review, image, imageQuota, contactMessage };
}

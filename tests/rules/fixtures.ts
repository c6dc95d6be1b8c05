import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { UID } from './roles';

/** A published profile that passes every validation: the base of the Kooker edge tests. */
export function publishedKooker(): Record<string, unknown> {
  return {
    firstName: 'Kenza',
    lastName: 'Benali',
    city: 'Marseille',
    bio: 'Cuisinière passionnée, je partage les recettes de ma grand-mère.',
    experience: 'Dix ans de tables d’hôtes.',
    specialties: ['Cuisine méditerranéenne', 'Cuisine du monde'],
    certificates: ['CAP Cuisine'],
    serviceArea: 20,
    pricePerHour: 3500,
    minimumDuration: 2,
    maxGuests: 8,
    availableDays: ['friday', 'saturday'],
    typicalHours: { start: '10:00', end: '20:00' },
    specialtyCards: [card('tajine')],
    profileImage: 'img-kenza',
    coverImage: null,
    published: true,
    rating: 4.5,
    reviewCount: 2,
    minPricePerPerson: 4000,
    searchTokens: ['benali', 'cuisine', 'kenza'],
    cityKey: 'marseille',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  };
}

export function card(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: 'Atelier tajine',
    serviceArea: 'Marseille et 20 km alentour',
    pricePerPerson: 4000,
    additionalInfo: 'Ingrédients compris.',
    requiredEquipment: '',
    photos: ['img-kenza'],
    ...extra,
  };
}

export function booking(status: 'confirmed' | 'completed' | 'cancelled'): Record<string, unknown> {
  return {
    clientId: UID.client,
    kookerId: UID.kooker,
    service: { id: 'tajine', name: 'Atelier tajine', pricePerPerson: 4000 },
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

export function image(ownerId: string): Record<string, unknown> {
  return { ownerId, contentType: 'image/png', data: 'iVBORw0KGgo=', width: 640, height: 480, createdAt: Timestamp.now() };
}

/**
 * The world every rules test starts from, written with the rules off: the client's and the
 * Kooker's private profiles, Kenza's published profile and Olivier's draft, Kenza's free slots,
 * an open and a completed booking of Camille with Kenza (the completed one not reviewed yet),
 * an older review, a photo of Kenza's and a contact message. `skip` leaves out the documents a
 * test will create itself.
 */
export async function seedWorld(env: RulesTestEnvironment, skip: string[] = []): Promise<void> {
  const documents: Record<string, Record<string, unknown>> = {
    [`users/${UID.client}`]: { firstName: 'Camille', lastName: 'Martin', phone: '', address: '', createdAt: Timestamp.now(), updatedAt: Timestamp.now() },
    [`users/${UID.kooker}`]: { firstName: 'Kenza', lastName: 'Benali', phone: '', address: '', isKooker: true, createdAt: Timestamp.now(), updatedAt: Timestamp.now() },
    [`kookers/${UID.kooker}`]: publishedKooker(),
    [`kookers/${UID.otherKooker}`]: { published: false, createdAt: Timestamp.now(), updatedAt: Timestamp.now() },
    [`availability/${UID.kooker}`]: { slots: { '2026-12-04': ['10:00', '14:00'] }, updatedAt: Timestamp.now() },
    'bookings/b-open': booking('confirmed'),
    'bookings/b-done': booking('completed'),
    'bookings/b-old': booking('completed'),
    'reviews/b-old': { kookerId: UID.kooker, authorId: UID.client, author: 'Camille M.', rating: 5, comment: 'Parfait !', type: 'Atelier tajine', date: Timestamp.now() },
    'images/img-kenza': image(UID.kooker),
    'contactMessages/m1': { name: 'Camille', email: 'camille@example.fr', subject: 'general', message: 'Bonjour à toute l’équipe', createdAt: Timestamp.now() },
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

import type { Availability, CalendarFeed, ImageQuota, KookerProfile, KookerService, Review, StoredImage } from '../kookers/model';
import type { Booking, SlotLock } from '../booking/model';
import type {
  InvoiceRecord,
  Payout,
  PayoutAccount,
  ProcessedEvent,
  Reconciliation,
  SimulatedDelivery,
  SimulatedObject,
} from '../booking/money-model';
import { currentTerms } from '../booking/terms';
import type {
  ContactLimit,
  ContactMessageDocument,
  Conversation,
  Inbox,
  MailDocument,
  Message,
  MessageLimits,
  MessageNotice,
  OriginalMessage,
  OutboxMessage,
} from '../messaging/model';
import type { Stamp } from '../data/read';
import { documentPath } from '../data/model';
import type { CallLimit, UserDocument } from '../accounts/model';
import type { HiddenReview, OperatorLogDocument, Report } from '../operations/model';

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
    emails: { reminders: true, reviewRequests: false },
    createdAt: now,
    updatedAt: now,
  };
  const kooker: KookerProfile = {
    id: 'kenza',
    firstName: 'Kenza',
    lastName: 'Benali',
    city: 'Marseille',
    cityInsee: '13055',
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
    suspension: null,
    rating: 4.7,
    reviewCount: 12,
    minPricePerPerson: 4000,
    searchTokens: ['benali', 'benali kenza', 'kenza'],
    location: { lat: 43.2803, lon: 5.3806 },
    reach: ['13055', '13055@0'],
    searchFacets: {
      specialty: { mediterraneenne: true },
      price: '40-60',
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
    allergens: ['gluten', 'celeri'],
    location: 'client',
    createdAt: now,
    updatedAt: now,
  };
  const availability: Availability = { kookerId: 'kenza', slots: { '2026-12-04': ['10:00', '14:00'] }, updatedAt: now };
  const booking: Booking = {
    id: 'b1',
    clientId: 'camille',
    kookerId: 'kenza',
    kooker: { firstName: 'Kenza', lastName: 'Benali', city: 'Marseille' },
    clientName: 'Camille M.',
    contacts: { client: { firstName: 'Camille', lastName: 'Martin', phone: '06 12 34 56 78' }, kookerPhone: '07 81 22 43 65' },
    contactsStatus: 'shared',
    place: { location: 'client', address: '12 rue Paradis, 13001 Marseille' },
    dietary: { allergens: ['fruits-a-coque'], diets: ['vegetarien'], note: 'Ma fille a 8 ans.', acknowledgedConflicts: [] },
    service: { id: 'service-1', name: 'Atelier tajine', pricePerPerson: 4000 },
    date: '2026-12-04',
    time: '10:00',
    startAt: stampAt('2026-12-04T09:00:00.000Z'),
    endAt: stampAt('2026-12-04T11:00:00.000Z'),
    participants: 3,
    amounts: { total: 12000, commission: 1200, kookerPayout: 10800, refund: 0 },
    terms: currentTerms(),
    status: 'confirmed',
    holdUntil: null,
    payment: { status: 'paid', paidAt: now, reference: 'sim_pi_b1', failure: null },
    payout: { status: 'pending', earnedAt: null, availableAt: null, releasedAt: null, payoutId: null },
    complaint: null,
    cancelledBy: null,
    cancelledAt: null,
    cancellationReason: null,
    platformDecision: null,
    ledger: [
      {
        id: 'e1',
        type: 'payment',
        amount: 12000,
        at: now,
        state: 'succeeded',
        key: 'b1:e1:1',
        attempts: 1,
        nextAttemptAt: null,
        failure: null,
        settledAt: now,
        reference: 'sim_pi_b1',
        participants: null,
      },
    ],
    idempotencyKey: 'a1b2c3d4e5f6',
    paymentsDueAt: null,
    review: { rating: 5, comment: 'Un moment délicieux.', date: now, answer: null, answeredAt: null, hidden: false },
    createdAt: now,
    updatedAt: now,
  };
  const review: Review = {
    id: 'b0',
    kookerId: 'kenza',
    author: 'Camille M.',
    rating: 5,
    comment: 'Un moment délicieux.',
    type: 'Atelier tajine',
    date: now,
    answer: 'Merci Camille, à bientôt !',
    answeredAt: now,
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
    uid: 'camille',
    name: 'Camille Martin',
    email: 'camille@example.fr',
    subject: 'billing',
    message: 'Comment obtenir une facture ?',
    flood: false,
    createdAt: now,
  };
  const conversation: Conversation = {
    id: 'camille_kenza',
    clientId: 'camille',
    kookerId: 'kenza',
    members: ['camille', 'kenza'],
    clientName: 'Camille M.',
    kookerName: 'Kenza B.',
    kookerImage: 'kenza_portrait',
    lastMessage: { text: 'Pouvez-vous faire sans gluten ?', authorId: 'camille', at: now },
    unreadFor: ['kenza'],
    readAt: { camille: now },
    muted: { kenza: false },
    noticedAt: { kenza: now },
    hasBooking: false,
    closed: false,
    createdAt: now,
    updatedAt: now,
  };
  const message: Message = { id: 'msg1', authorId: 'camille', text: 'Pouvez-vous faire sans gluten ?', masked: false, createdAt: now };
  const inbox: Inbox = { id: 'kenza', unread: 1 };
  const outbox: OutboxMessage = { id: 'msg2', authorId: 'kenza', text: 'Appelez-moi au 06 12 34 56 78', createdAt: now, refused: null };
  const original: OriginalMessage = { id: 'msg2', text: 'Appelez-moi au 06 12 34 56 78', masked: 'Appelez-moi au [numéro masqué]' };
  const messageNotice: MessageNotice = { id: 'camille_kenza_kenza', conversationId: 'camille_kenza', uid: 'kenza', dueAt: now };
  const messageLimits: MessageLimits = {
    id: 'camille',
    minute: 29_475_000,
    messages: 2,
    hour: 491_250,
    hourConversations: 1,
    day: '2026-11-20',
    dayConversations: 1,
    expiresAt: stampAt('2026-11-22T10:00:00.000Z'),
  };
  const contactLimit: ContactLimit = { id: '5895000-tous', count: 3, expiresAt: stampAt('2026-11-20T10:05:00.000Z') };
  const callLimit: CallLimit = { id: 'createBooking-491250-camille', count: 1, expiresAt: stampAt('2026-11-20T11:00:00.000Z') };
  const mail: MailDocument = {
    id: 'booking-b1-confirmed-camille',
    to: 'camille@example.fr',
    message: {
      subject: 'Votre réservation est confirmée',
      text: 'Kenza vous attend le 4 décembre.',
      html: '<p>Kenza vous attend le 4 décembre.</p>',
      attachments: [
        { filename: 'invitation.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
      ],
    },
    delivery: { state: 'ERROR', attempts: 1, error: 'Connection refused', startTime: now, endTime: now, leaseExpireTime: null },
  };
  const slotLock: SlotLock = {
    id: 'kenza_2026-12-04_10h00',
    bookingId: 'b1',
    kookerId: 'kenza',
    date: '2026-12-04',
    time: '10:00',
    closedByKooker: false,
    holdUntil: null,
    createdAt: now,
  };
  const calendarFeed: CalendarFeed = {
    id: 'kenza',
    token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    email: 'kenza@example.fr',
    validAfter: 'Fri, 20 Nov 2026 10:00:00 GMT',
    updatedAt: now,
  };
  const report: Report = {
    id: 'message_msg1_kenza',
    reporterId: 'kenza',
    kind: 'message',
    itemId: 'msg1',
    conversationId: 'camille_kenza',
    reason: 'spam',
    text: '',
    createdAt: now,
    targetStatus: 'published',
    targetNote: 'Visible de tous au moment du signalement.',
    handled: true,
    handledAt: now,
  };
  const operatorLog: OperatorLogDocument = {
    id: 'hideReview-event-1',
    action: 'hideReview',
    target: documentPath('reviews', 'b0'),
    reason: 'Propos injurieux.',
    outcome: 'done',
    detail: 'Avis masqué.',
    at: now,
  };
  const hiddenReview: HiddenReview = { ...review, hiddenReason: 'Propos injurieux.', hiddenAt: now };
  const payoutAccount: PayoutAccount = {
    kookerId: 'kenza',
    accountId: 'sim_acct_0a1b2c3d4e5f6a7b',
    holder: 'Kenza Benali',
    ibanHint: 'FR76 •••• 0189',
    owed: 3240,
    createdAt: now,
    updatedAt: now,
  };
  const payout: Payout = {
    id: 'kenza_2026-W48',
    kookerId: 'kenza',
    amount: 7560,
    bookingIds: ['b1'],
    shares: 10800,
    owedNetted: 3240,
    netting: [{ reference: 'sim_trr_0a1b2c3d4e5f6a7b', amount: 3240 }],
    state: 'failed',
    key: 'kenza_2026-W48:1',
    attempts: 1,
    nextAttemptAt: stampAt('2026-11-23T05:05:00.000Z'),
    failure: 'Le virement vers le compte bancaire a été refusé.',
    reference: 'sim_po_9f8e7d6c5b4a3f2e',
    requestedAt: stampAt('2026-11-23T05:00:00.000Z'),
    settledAt: stampAt('2026-11-23T05:00:02.000Z'),
  };
  const processorEvent: ProcessedEvent = {
    id: 'evt_sim_0123456789abcdef',
    type: 'payment.succeeded',
    objectId: 'sim_pi_b1',
    outcome: 'payment.succeeded appliqué à la réservation b1.',
    processedAt: now,
  };
  const reconciliation: Reconciliation = {
    id: '2026-11-19',
    from: stampAt('2026-11-18T23:00:00.000Z'),
    to: stampAt('2026-11-19T23:00:00.000Z'),
    compared: 2,
    differences: [
      {
        kind: 'amount',
        reference: 'sim_re_1a2b3c4d5e6f7a8b',
        bookingId: 'b1',
        ledgerAmount: 6000,
        processorAmount: 6500,
        ledgerState: 'succeeded',
        processorState: 'succeeded',
        detail: 'Le remboursement de la réservation b1 vaut 60,00 € au registre et 65,00 € chez le prestataire.',
      },
    ],
    clean: false,
    ranAt: now,
  };
  const invoice: InvoiceRecord = {
    id: 'kenza_2026-10',
    kookerId: 'kenza',
    month: '2026-10',
    number: 'KK-2026-000042',
    amount: 1200,
    next: 0,
    issuedAt: now,
  };
  const simulatedObject: SimulatedObject = {
    id: 'sim_tr_0f1e2d3c4b5a6978',
    kind: 'transfer',
    state: 'succeeded',
    amount: 10800,
    failureCode: null,
    metadata: { bookingId: 'b1', entryId: 'e2', attempt: '1', accountId: 'sim_acct_0a1b2c3d4e5f6a7b' },
    key: 'b1:e2:1',
    clientSecret: '',
    card: '',
    source: 'sim_pi_b1',
    iban: '',
    created: now,
    settings: { failRefunds: 0, failTransfers: 0, failPayouts: 0, delayMs: 1500, duplicateEvents: false },
  };
  const simulatedEvent: SimulatedDelivery = {
    id: 'delivery-1',
    payload: '{"id":"evt_sim_0123456789abcdef","type":"transfer.succeeded"}',
    deliverAt: now,
    delivered: true,
    status: 200,
  };
  return {
    user,
    kooker,
    service,
    availability,
    booking,
    review,
    image,
    imageQuota,
    contactMessage,
    conversation,
    message,
    inbox,
    outbox,
    original,
    messageNotice,
    messageLimits,
    contactLimit,
    callLimit,
    mail,
    slotLock,
    calendarFeed,
    report,
    operatorLog,
    hiddenReview,
    payoutAccount,
    payout,
    processorEvent,
    reconciliation,
    invoice,
    simulatedObject,
    simulatedEvent,
  };
}

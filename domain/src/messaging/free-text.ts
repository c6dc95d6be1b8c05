/**
 * Every text a person writes into a schema of the domain, declared once with what happens to it
 * on its way to someone else (docs/messagerie.md, « Chaque texte libre a sa règle »). A test
 * (free-text.test.ts) walks every schema the domain exports and fails on a text field this
 * registry does not name, or on a name no schema has any more: a new field is a decision, not an
 * accident.
 *
 * What a field can be:
 * - `code`: not prose — an id, a date, a time, a number, a choice of a list, an address the
 *   communes know, an email, a password; its pattern or its list is its guard.
 * - `own`: the writer's own data, read by them and by the platform; it reaches another member
 *   only as the contacts of a paid booking say (domain/src/booking/booking-contacts.ts).
 * - `public`: published under its author's name on the site, as written; anyone may report it
 *   (docs/exploitation.md).
 * - `operators`: read by Kookers' team only.
 * - `member`: read by the other member of a conversation, a request, an offer or a booking. Its
 *   phone numbers and addresses are masked `untilPaid` (while no paid booking links the two) or
 *   `always` (a text that outlives the booking's contacts); quoted in a mail, its links are
 *   removed (`withoutLinks`) — no link someone else chose leaves from our address.
 */
import { maskContactDetails } from './contact-details';

export type FreeTextPolicy =
  | { kind: 'code' | 'own' | 'public' | 'operators'; why: string }
  | { kind: 'member'; masked: 'untilPaid' | 'always'; mailed: boolean; why: string };

const code = (why: string): FreeTextPolicy => ({ kind: 'code', why });
const own = (why: string): FreeTextPolicy => ({ kind: 'own', why });
const published = (why: string): FreeTextPolicy => ({ kind: 'public', why });
const operators = (why: string): FreeTextPolicy => ({ kind: 'operators', why });
const member = (masked: 'untilPaid' | 'always', mailed: boolean, why: string): FreeTextPolicy => ({ kind: 'member', masked, mailed, why });

const ID = code('Un identifiant, vérifié par son motif.');
const KEY = code('La clé d’idempotence de l’appel, jamais montrée.');
const DAY = code('Une date `yyyy-MM-dd`, vérifiée.');
const TIME = code('Une heure `HH:mm`, vérifiée.');
const EMAIL = code('Une adresse email, vérifiée par son motif ; celle de son titulaire.');
const PASSWORD = code('Un mot de passe : Firebase Auth le garde, personne ne le lit.');
const CONFIRM = code('Doit être égal au mot de passe.');
const TERMS = code('La version des conditions acceptées, comparée à la version en vigueur.');
const CONTACT_PHONE = own('Le téléphone donné pour la réservation : l’autre partie le lit selon booking-contacts.ts.');
const CHOICE = code('Un choix dans une liste fermée.');
const UNTIL_PAID_MAILED = 'Lu par l’autre membre avant toute réservation payée, et cité dans son courriel.';
const TAX = own('Donnée fiscale (DAC7) : le Kooker, l’équipe et l’administration fiscale seuls la lisent.');
const REASON_OUTLIVES = 'Reste sur le document après que les coordonnées de la réservation sont effacées.';

/** The registry: for each schema the domain exports (by its exported name), each text field by its path. */
export const FREE_TEXTS = {
  // accounts
  userProfileSchema: {
    firstName: published('Le prénom se montre aux autres membres (avec l’initiale du nom) : un nom, vérifié par son motif.'),
    lastName: own('Le nom complet ne se montre qu’avec les coordonnées d’une réservation payée.'),
    phone: own('Le téléphone du membre : une réservation payée le donne à l’autre partie (booking-contacts.ts).'),
    address: own('L’adresse du membre : une réservation payée chez lui la donne au client (booking-contacts.ts).'),
  },
  // booking
  createBookingSchema: {
    kookerId: ID,
    serviceId: ID,
    date: DAY,
    time: TIME,
    termsVersion: TERMS,
    phone: CONTACT_PHONE,
    address: own('L’adresse de l’événement chez le client : le Kooker la lit selon booking-contacts.ts.'),
    dietaryNote: member('always', true, `Le Kooker la lit dès la réservation, et son courriel la cite. ${REASON_OUTLIVES}`),
    idempotencyKey: KEY,
  },
  cancelBookingSchema: {
    bookingId: ID,
    reason: member('always', true, `Le client lit la raison d’une annulation par le Kooker, son courriel la cite. ${REASON_OUTLIVES}`),
  },
  lowerParticipantsSchema: { bookingId: ID },
  paymentBookingSchema: { bookingId: ID },
  simulatedCardSchema: {
    bookingId: ID,
    clientSecret: code('Le secret du paiement, donné par le prestataire.'),
    cardNumber: code('Un numéro de carte du prestataire simulé, jamais gardé.'),
    expiry: code('L’expiration de la carte, jamais gardée.'),
    cvc: code('Le cryptogramme, jamais gardé.'),
  },
  simulatedAuthenticationSchema: { bookingId: ID, clientSecret: code('Le secret du paiement, donné par le prestataire.') },
  reportProblemSchema: {
    bookingId: ID,
    text: member('always', true, `Le Kooker lit ce que le client signale, son courriel le cite. ${REASON_OUTLIVES}`),
  },
  answerComplaintSchema: {
    bookingId: ID,
    answer: member('always', true, `Le client lit la réponse du Kooker, son courriel la cite. ${REASON_OUTLIVES}`),
  },
  payoutAccountSchema: {
    holder: own('Le titulaire du compte de versement : le prestataire de paiement et le Kooker seuls le lisent.'),
    iban: own('L’IBAN : le prestataire le garde, Kookers n’en garde que l’indice (ibanHint).'),
  },
  moneyDocumentSchema: { bookingId: ID, entryId: ID, month: code('Un mois `yyyy-MM`, vérifié.') },
  // kookers
  insuranceSchema: {
    insurer: published('Le nom de l’assureur se montre aux clients avec l’assurance.'),
    contractNumber: own('Le numéro de contrat : le Kooker et l’équipe seuls le lisent.'),
    validUntil: DAY,
  },
  legalStatusSchema: { siret: code('Un SIRET, vérifié par sa clé.') },
  personalStepSchema: {
    firstName: published('Le prénom du profil publié.'),
    lastName: published('Le nom du profil publié (son initiale).'),
    city: published('La commune du profil publié.'),
    cityInsee: code('Le code INSEE de la commune, vérifié.'),
    profileImage: ID,
    coverImage: ID,
  },
  experienceStepSchema: {
    bio: published('La présentation du profil publié.'),
    experience: published('Le parcours du profil publié.'),
    'specialties[]': CHOICE,
    'certificates[]': published('Les formations du profil publié.'),
  },
  availabilityStepSchema: { 'availableDays[]': CHOICE, 'typicalHours.start': TIME, 'typicalHours.end': TIME, 'blockedDates[]': DAY },
  serviceFormSchema: {
    name: published('Le nom d’une prestation publiée.'),
    serviceArea: published('La zone d’une prestation publiée.'),
    additionalInfo: published('Le détail d’une prestation publiée.'),
    requiredEquipment: published('Le matériel d’une prestation publiée.'),
    'photos[]': ID,
  },
  reviewFormSchema: { comment: published('Un avis publié sous le prénom de son auteur.') },
  reviewAnswerSchema: { answer: published('La réponse du Kooker, publiée sous l’avis.') },
  // messaging
  contactMessageSchema: {
    name: operators('Le nom de qui écrit à l’équipe.'),
    email: EMAIL,
    subject: CHOICE,
    message: operators('Le message à l’équipe : elle seule le lit.'),
  },
  messageSchema: {
    text: member(
      'untilPaid',
      true,
      'Un message de la conversation : masqué avec ceux qui l’entourent (conversations.ts), cité sans lien par le courriel « Un message vous attend ».',
    ),
  },
  // offers
  requestOfferSchema: {
    kookerId: ID,
    occasion: member('untilPaid', true, UNTIL_PAID_MAILED),
    date: DAY,
    time: TIME,
    address: code(
      'Chez le client, le Kooker n’apprend que sa commune avant le paiement : une commune de la liste, sans rue ni coordonnées.',
    ),
    dietaryNote: member('untilPaid', true, UNTIL_PAID_MAILED),
    message: member('untilPaid', true, UNTIL_PAID_MAILED),
    idempotencyKey: KEY,
  },
  declineRequestSchema: { requestId: ID, reason: member('untilPaid', false, 'Le client la lit sur la carte de sa demande.') },
  closeRequestSchema: { requestId: ID },
  sendOfferSchema: {
    requestId: ID,
    serviceId: ID,
    title: member('untilPaid', true, UNTIL_PAID_MAILED),
    description: member('untilPaid', true, UNTIL_PAID_MAILED),
    menu: member('untilPaid', true, UNTIL_PAID_MAILED),
    date: DAY,
    time: TIME,
    validUntil: DAY,
    idempotencyKey: KEY,
  },
  withdrawOfferSchema: { offerId: ID },
  declineOfferSchema: { offerId: ID, reason: member('untilPaid', false, 'Le Kooker la lit sur la carte de son offre.') },
  acceptOfferSchema: {
    offerId: ID,
    termsVersion: TERMS,
    phone: CONTACT_PHONE,
    address: own('L’adresse de l’événement chez le client, donnée en acceptant : le Kooker la lit selon booking-contacts.ts.'),
    idempotencyKey: KEY,
  },
  // operations
  reportSchema: { reason: CHOICE, text: operators('Un signalement : l’équipe seule le lit.') },
  // rules
  emailSchema: { '': EMAIL },
  loginSchema: { email: EMAIL, password: PASSWORD },
  signUpSchema: { email: EMAIL, password: PASSWORD, confirmPassword: CONFIRM },
  forgotPasswordSchema: { email: EMAIL },
  newPasswordFormSchema: { password: PASSWORD, confirmPassword: CONFIRM },
  changeEmailSchema: { currentPassword: PASSWORD, email: EMAIL },
  changePasswordSchema: { currentPassword: PASSWORD, password: PASSWORD, confirmPassword: CONFIRM },
  // tax
  taxProfileSchema: {
    firstNames: TAX,
    lastName: TAX,
    birthDate: DAY,
    street: TAX,
    postalCode: TAX,
    city: TAX,
    country: CHOICE,
    tin: TAX,
  },
} as const satisfies Record<string, Record<string, FreeTextPolicy>>;

/** Schemas made from another one (`pick`, `noUnknown`): their fields are the other's. */
export const FREE_TEXTS_SAME_AS = {
  kookerContactSchema: 'userProfileSchema',
  publishedKookerContactSchema: 'userProfileSchema',
  contactCallSchema: 'contactMessageSchema',
} as const satisfies Record<string, keyof typeof FREE_TEXTS>;

type Registered = typeof FREE_TEXTS;
type MemberField<S extends keyof Registered> = {
  [F in keyof Registered[S]]: Registered[S][F] extends { kind: 'member' } ? F : never;
}[keyof Registered[S]];

/**
 * A call's input as the other member may read it: each field the registry says `member` (a
 * top-level field of the schema) with its contact details masked — `always`, or `untilPaid` while
 * no paid booking links the two (`linked` false).
 */
export function maskedForMember<S extends keyof Registered, T extends Partial<Record<MemberField<S>, unknown>>>(
  schema: S,
  input: T,
  linked: boolean,
): T {
  const masked: Record<string, unknown> = { ...input };
  for (const [field, policy] of Object.entries(FREE_TEXTS[schema] as Record<string, FreeTextPolicy>)) {
    const value = masked[field];
    if (policy.kind !== 'member' || typeof value !== 'string') continue;
    if (policy.masked === 'always' || !linked) masked[field] = maskContactDetails(value).text;
  }
  return masked as T;
}

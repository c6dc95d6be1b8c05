/**
 * The emails that are not about a booking (docs/notifications.md): a Kooker's answer to a
 * review, told to its author, and a Kooker's profile put online for the first time. Pure:
 * `mailOnReview` and `mailOnProfile` read the addresses and write the `mail` documents.
 */
import { formatDay, type KookerProfile, type Review } from '@kookers/domain/kookers';
import { withoutLinks } from '@kookers/domain/messaging';
import { renderMail, type MailContent } from './layout';

const hello = (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,');
const fullName = (kooker: Pick<KookerProfile, 'firstName' | 'lastName'>) => `${kooker.firstName} ${kooker.lastName}`.trim();
const kookerUrl = (origin: string, kookerId: string) => `${origin}/kookers/${encodeURIComponent(kookerId)}`;

/** Whether a write of a review is the Kooker's answer: none before, one now. */
export function isNewAnswer(before: Review | null, after: Review | null): boolean {
  return before !== null && after !== null && !before.answer && Boolean(after.answer);
}

/** To the review's author: the Kooker answered, with both texts and a link to the profile. */
export function reviewAnsweredMail(
  review: Review,
  kooker: Pick<KookerProfile, 'firstName' | 'lastName'>,
  clientFirstName: string,
  origin: string,
): MailContent {
  const name = fullName(kooker) || 'Votre Kooker';
  return renderMail({
    subject: `${name} a répondu à votre avis`,
    title: 'Une réponse à votre avis',
    paragraphs: [
      hello(clientFirstName),
      `${name} a répondu à l’avis que vous avez laissé sur « ${review.type} ». Sa réponse est publiée sous votre avis, sur son profil.`,
    ],
    details: [
      ['Votre note', `${review.rating} sur 5`],
      ['Votre avis', withoutLinks(review.comment)],
      ['Sa réponse', withoutLinks(review.answer ?? '')],
    ],
    action: { label: 'Voir sur son profil', url: kookerUrl(origin, review.kookerId) },
    footer: ['Vous recevez ce message parce qu’il concerne un avis que vous avez écrit sur Kookers.'],
  });
}

/**
 * Whether a write of a profile is its Kooker putting it online: unpublished before, published
 * now. A profile created already published (the demo data, an operator's import) is not.
 */
export function isPublication(before: { published?: unknown } | null, after: { published?: unknown } | null): boolean {
  return before !== null && before.published !== true && after?.published === true;
}

/** To the Kooker, the first time their profile goes online: where it is, what comes next. */
export function profilePublishedMail(kookerId: string, kooker: Pick<KookerProfile, 'firstName' | 'lastName'>, origin: string): MailContent {
  const page = kookerUrl(origin, kookerId);
  return renderMail({
    subject: 'Votre profil Kookers est en ligne',
    title: 'Bienvenue parmi les Kookers',
    paragraphs: [
      hello(kooker.firstName),
      'Votre profil est en ligne : les clients le trouvent dans la recherche et peuvent réserver vos prestations aux créneaux que vous avez ouverts.',
      'À chaque réservation, vous recevez un courriel avec le nom, le téléphone et l’adresse du client, le nombre de participants et ce que les convives ne peuvent pas manger. Vos réservations sont aussi dans « Réservations reçues », d’où vous pouvez abonner votre agenda à votre calendrier Kookers.',
      'Vous pouvez mettre votre profil en pause à tout moment depuis « Profil Kooker » : il quitte la recherche, vos réservations confirmées restent.',
    ],
    details: [
      ['Votre page', page],
      ['Vos réservations', `${origin}/settings?onglet=reservations-recues`],
    ],
    action: { label: 'Voir mon profil', url: page },
    footer: ['Vous recevez ce message parce que vous avez publié votre profil de Kooker sur Kookers.'],
  });
}

/**
 * To a Kooker whose profile Kookers' team suspended (docs/exploitation.md, « Suspendre un
 * Kooker »), or whose suspension it lifted: why, what it means for their bookings, where to write.
 */
export function suspensionMail(
  kooker: Pick<KookerProfile, 'firstName'>,
  change: { kind: 'suspended'; reason: string } | { kind: 'lifted' },
  origin: string,
): MailContent {
  const settings = `${origin}/kooker-settings`;
  if (change.kind === 'lifted') {
    return renderMail({
      subject: 'Votre profil Kookers n’est plus suspendu',
      title: 'Vous pouvez republier votre profil',
      paragraphs: [
        hello(kooker.firstName),
        'L’équipe Kookers a levé la suspension de votre profil. Vous pouvez le republier depuis « Profil Kooker » : il reviendra dans la recherche.',
      ],
      details: [['Profil Kooker', settings]],
      action: { label: 'Republier mon profil', url: settings },
      footer: ['Vous recevez ce message parce que vous êtes Kooker sur Kookers.'],
    });
  }
  return renderMail({
    subject: 'Votre profil Kookers est suspendu',
    title: 'Votre profil est suspendu',
    paragraphs: [
      hello(kooker.firstName),
      'L’équipe Kookers a suspendu votre profil : il n’apparaît plus dans la recherche et personne ne peut réserver vos prestations.',
      'Vos réservations à venir, s’il y en avait, sont annulées et leurs clients remboursés en entier : chacune vous est signalée par un courriel.',
      `Pour en parler, écrivez-nous via le formulaire de contact, ${origin}/contact.`,
    ],
    details: [['Motif', change.reason]],
    action: { label: 'Nous écrire', url: `${origin}/contact` },
    footer: ['Vous recevez ce message parce que vous êtes Kooker sur Kookers.'],
  });
}

/**
 * To a Kooker whose insurance ends in INSURANCE_REMINDER_DAYS days or less (docs/notifications.md,
 * « L'assurance d'un Kooker »), once per contract: declare the renewed one before it ends.
 */
export function insuranceReminderMail(kooker: Pick<KookerProfile, 'firstName'>, validUntil: string, origin: string): MailContent {
  const settings = `${origin}/kooker-settings`;
  return renderMail({
    subject: `Votre assurance se termine le ${formatDay(validUntil)}`,
    title: 'Votre assurance arrive à échéance',
    paragraphs: [
      hello(kooker.firstName),
      `L’assurance responsabilité civile que vous avez déclarée sur Kookers se termine le ${formatDay(validUntil)}.`,
      'Dès le lendemain, votre profil sera mis en pause : il n’apparaîtra plus dans la recherche et personne ne pourra réserver vos prestations. Vos réservations déjà faites resteront.',
      'Pour l’éviter, déclarez votre contrat renouvelé (assureur, numéro de contrat et nouvelle date de fin) dans « Profil Kooker », à l’étape « Statut, téléphone et assurance ».',
    ],
    details: [
      ['Fin de votre assurance', formatDay(validUntil)],
      ['Profil Kooker', settings],
    ],
    action: { label: 'Déclarer mon nouveau contrat', url: settings },
    footer: ['Vous recevez ce message parce que vous êtes Kooker sur Kookers.'],
  });
}

/**
 * To a Kooker whose insurance ended (docs/notifications.md), once per contract: their profile is
 * paused, their bookings stay, and the way out — declare the new contract, then publish again.
 */
export function insuranceExpiredMail(kooker: Pick<KookerProfile, 'firstName'>, validUntil: string, origin: string): MailContent {
  const settings = `${origin}/kooker-settings`;
  return renderMail({
    subject: 'Votre assurance a pris fin : votre profil Kookers est en pause',
    title: 'Votre profil est en pause',
    paragraphs: [
      hello(kooker.firstName),
      `L’assurance responsabilité civile que vous avez déclarée s’est terminée le ${formatDay(validUntil)}. Sans assurance en cours, votre profil est en pause : il n’apparaît plus dans la recherche et personne ne peut réserver vos prestations.`,
      'Vos réservations déjà faites restent : honorez-les comme prévu.',
      'Pour republier votre profil : déclarez votre nouveau contrat dans « Profil Kooker », à l’étape « Statut, téléphone et assurance », puis publiez-le à nouveau.',
    ],
    details: [
      ['Fin de votre assurance', formatDay(validUntil)],
      ['Profil Kooker', settings],
    ],
    action: { label: 'Déclarer mon nouveau contrat', url: settings },
    footer: ['Vous recevez ce message parce que vous êtes Kooker sur Kookers.'],
  });
}

/**
 * To a Kooker whose profile was online before the status, the verified phone and the insurance
 * were asked (docs/exploitation.md, « Les assurances des Kookers »), once: it is paused until
 * they give what is missing and publish it again.
 */
export function identityMissingMail(kooker: Pick<KookerProfile, 'firstName'>, missing: readonly string[], origin: string): MailContent {
  const settings = `${origin}/kooker-settings`;
  return renderMail({
    subject: 'Votre profil Kookers est en pause : il manque des vérifications',
    title: 'Quelques vérifications pour republier',
    paragraphs: [
      hello(kooker.firstName),
      'Pour publier un profil, Kookers demande désormais votre statut (particulier ou professionnel avec son SIRET), un téléphone vérifié par SMS et une assurance responsabilité civile en cours : vos clients les lisent avant de payer.',
      `Il manque à votre profil : ${missing.join(', ')}. Il est en pause en attendant : il n’apparaît plus dans la recherche et personne ne peut réserver vos prestations. Vos réservations déjà faites restent.`,
      'Complétez l’étape « Statut, téléphone et assurance » de « Profil Kooker », puis publiez à nouveau votre profil.',
    ],
    details: [['Profil Kooker', settings]],
    action: { label: 'Compléter mon profil', url: settings },
    footer: ['Vous recevez ce message parce que vous êtes Kooker sur Kookers.'],
  });
}

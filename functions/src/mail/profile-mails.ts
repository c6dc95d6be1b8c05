/**
 * The emails that are not about a booking (docs/notifications.md): a Kooker's answer to a
 * review, told to its author, and a Kooker's profile put online for the first time. Pure:
 * `mailOnReview` and `mailOnProfile` read the addresses and write the `mail` documents.
 */
import type { KookerProfile, Review } from '@kookers/domain/kookers';
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
      ['Votre avis', review.comment],
      ['Sa réponse', review.answer ?? ''],
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

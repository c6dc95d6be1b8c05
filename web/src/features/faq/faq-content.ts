import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MIN_LEAD_HOURS,
  CLIENT_CANCELLATION_DEADLINE_HOURS,
  COMMISSION_PERCENT,
  EARNINGS_HELD_HOURS,
  FULL_REFUND_MIN_DAYS,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  PHOTOS_PER_CARD_MAX,
  REFUND_PERCENT,
  SPECIALTY_CARDS_MAX,
} from '@kookers/domain/rules';
import { PUBLISH_REQUIREMENTS } from '@kookers/domain/kookers';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

/** What the Kooker keeps of a booking, in percent. */
const KOOKER_SHARE_PERCENT = 100 - COMMISSION_PERCENT;

/**
 * The questions of the FAQ page (docs/produit.md). Every number comes from the domain rules, so the
 * answers always state the rules the functions apply.
 */
export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    title: 'Général',
    items: [
      {
        question: 'Qu’est-ce que Kookers ?',
        answer:
          'Kookers est une plateforme qui met en relation des passionnés de cuisine, les Kookers, avec des particuliers qui souhaitent suivre un cours de cuisine, participer à un atelier ou savourer un repas préparé chez eux. Chaque Kooker fixe lui-même ses prestations, ses prix et ses disponibilités ; Kookers agit comme intermédiaire entre les Kookers et leurs clients.',
      },
      {
        question: 'Faut-il créer un compte pour utiliser Kookers ?',
        answer:
          'Non pour découvrir la plateforme : la recherche, les profils des Kookers et leurs avis sont accessibles à tous. Pour réserver, il suffit de créer un compte gratuit avec votre adresse email et un mot de passe, puis de confirmer votre adresse en cliquant sur le lien que nous vous envoyons par email.',
      },
      {
        question: 'Comment choisir un Kooker ?',
        answer:
          'Depuis la page de recherche, cherchez les Kookers qui viennent dans votre commune, puis filtrez-les par nom, spécialité, prix par personne, note minimale ou disponibilités. Chaque profil présente le parcours du Kooker, ses spécialités, ses prestations avec leur prix par personne, sa zone d’intervention, sa capacité d’accueil et les avis laissés par ses clients.',
      },
      {
        question: 'Comment fonctionnent les avis ?',
        answer:
          'Seuls les clients ayant réellement bénéficié d’une prestation peuvent donner leur avis : une fois la réservation terminée, vous pouvez attribuer au Kooker une note de 1 à 5 étoiles et ajouter un commentaire depuis l’historique de « Mon profil ». Vous pouvez laisser un seul avis par réservation. Les avis sont publics et affichés sur le profil du Kooker avec votre prénom et l’initiale de votre nom.',
      },
    ],
  },
  {
    id: 'reservations',
    title: 'Réservations',
    items: [
      {
        question: 'Comment réserver une prestation ?',
        answer:
          'Sur le profil du Kooker, choisissez une prestation, une date, un horaire parmi les créneaux libres et le nombre de participants : le récapitulatif affiche le prix par personne et le total. Cliquez ensuite sur « Réserver ». Le paiement est effectué au moment de la réservation, qui est aussitôt confirmée. Vous devez être connecté avec une adresse email vérifiée.',
      },
      {
        question: 'Combien de temps à l’avance puis-je réserver ?',
        answer: `Vous pouvez réserver un créneau de ${BOOKING_MIN_LEAD_HOURS} h à ${BOOKING_MAX_DAYS_AHEAD} jours à l’avance : au plus tard ${BOOKING_MIN_LEAD_HOURS} h avant son début, et au plus tôt ${BOOKING_MAX_DAYS_AHEAD} jours avant. Seuls les créneaux encore libres sont proposés : ils sont calculés à partir des disponibilités hebdomadaires du Kooker et des réservations déjà prises.`,
      },
      {
        question: 'Combien de personnes peuvent participer ?',
        answer: `Une réservation compte de ${PARTICIPANTS_MIN} à ${PARTICIPANTS_MAX} participants, dans la limite de la capacité d’accueil indiquée par le Kooker sur son profil. Le prix total correspond au prix par personne multiplié par le nombre de participants.`,
      },
      {
        question: 'Puis-je annuler ma réservation ?',
        answer: `Oui, jusqu’à ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant le début de la prestation, depuis l’historique de « Mon profil ». Si vous annulez au moins ${FULL_REFUND_MIN_DAYS} jours avant, vous êtes remboursé à ${REFUND_PERCENT.early} %. Entre ${FULL_REFUND_MIN_DAYS} jours et ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant, vous êtes remboursé à ${REFUND_PERCENT.late} %. À moins de ${CLIENT_CANCELLATION_DEADLINE_HOURS} h du début, la réservation ne peut plus être annulée. Le montant remboursé vous est indiqué avant que vous confirmiez l’annulation.`,
      },
      {
        question: 'Que se passe-t-il si le Kooker annule ?',
        answer: `Un Kooker peut annuler une réservation à tout moment avant le début de la prestation. Vous êtes alors remboursé à ${REFUND_PERCENT.byKooker} % du montant payé, et vous retrouvez la réservation annulée dans votre historique.`,
      },
    ],
  },
  {
    id: 'devenir-kooker',
    title: 'Devenir Kooker',
    items: [
      {
        question: 'Qui peut devenir Kooker ?',
        answer:
          'Tout client inscrit dont l’adresse email est vérifiée peut devenir Kooker, particulier ou professionnel (avec un numéro SIRET). C’est gratuit et sans engagement : cliquez sur « Devenir Kooker » dans « Mon profil », puis complétez votre profil de Kooker. Avant de le publier, vous indiquez votre statut, vérifiez votre numéro de téléphone par un code reçu par SMS et déclarez votre assurance responsabilité civile : votre profil public affiche ces vérifications, datées. Votre compte client reste actif : vous pouvez toujours réserver auprès d’autres Kookers.',
      },
      {
        question: 'Quels sont les prérequis pour devenir Kooker ?',
        answer:
          'Il vous faut avant tout la passion de la cuisine et la maîtrise des spécialités que vous proposez. Vous vous engagez à respecter les règles d’hygiène et de sécurité alimentaire et à disposer d’une assurance responsabilité civile couvrant votre activité : vous la déclarez (assureur, numéro de contrat, date de fin), un rappel vous est envoyé 30 jours avant son échéance, et votre profil est mis en pause si elle n’est pas renouvelée.',
      },
      {
        question: 'Comment créer mon profil et mes prestations ?',
        answer: `Le profil se remplit en cinq étapes : informations personnelles, expérience culinaire, prestations et tarifs, disponibilités, puis statut, téléphone et assurance. Vos réponses sont enregistrées au fur et à mesure et le bouton « Terminer » publie votre profil. Vous pouvez proposer jusqu’à ${SPECIALTY_CARDS_MAX} prestations, chacune avec son prix par personne et jusqu’à ${PHOTOS_PER_CARD_MAX} photos.`,
      },
      {
        question: 'Que faut-il pour publier mon profil ?',
        answer: `Pour être publié, un profil doit indiquer : ${PUBLISH_REQUIREMENTS.join(', ')}. Tant qu’il manque quelque chose, votre profil reste un brouillon que vous seul voyez, et « Terminer » vous dit ce qu’il reste à compléter. Une fois en ligne, vous pouvez le modifier à tout moment (les changements sont visibles dès qu’ils sont enregistrés) ou le mettre en pause, puis le republier, sans rien perdre.`,
      },
      {
        question: 'Comment gérer mes disponibilités et mes réservations ?',
        answer: `Indiquez vos jours disponibles, vos horaires habituels et la durée minimale de vos prestations : les créneaux proposés aux clients en sont déduits, de ${BOOKING_MIN_LEAD_HOURS} h à ${BOOKING_MAX_DAYS_AHEAD} jours à l’avance, et un créneau réservé n’est plus proposé. Bloquez les jours où vous n’êtes pas disponible (vacances, imprévus) : aucun créneau n’y est proposé. Vous retrouvez les réservations reçues dans « Mon profil ». Vous pouvez en annuler une à tout moment avant son début ; le client est alors remboursé à ${REFUND_PERCENT.byKooker} %.`,
      },
    ],
  },
  {
    id: 'paiements',
    title: 'Paiements',
    items: [
      {
        question: 'Quand suis-je débité ?',
        answer:
          'Le paiement est effectué au moment de la réservation, pour le montant total affiché dans le récapitulatif : le prix par personne multiplié par le nombre de participants. Il n’y a pas de frais supplémentaires, et la réservation est confirmée dès que le paiement est enregistré.',
      },
      {
        question: 'Quelle commission Kookers prélève-t-elle ?',
        answer: `Kookers conserve une commission de ${COMMISSION_PERCENT} % sur chaque réservation, et le Kooker reçoit le reste, soit ${KOOKER_SHARE_PERCENT} %. Par exemple, pour une réservation de 100 €, le Kooker reçoit ${KOOKER_SHARE_PERCENT} € et Kookers conserve ${COMMISSION_PERCENT} €. L’inscription et la publication d’un profil de Kooker sont gratuites.`,
      },
      {
        question: 'Quand le Kooker est-il payé ?',
        answer: `Une fois la prestation terminée, la part du Kooker (le montant payé, déduction faite de la commission) est retenue ${EARNINGS_HELD_HOURS} h, le temps pour le client de signaler un problème, puis devient disponible. Le solde disponible est viré chaque lundi sur le compte de versement du Kooker, dès qu’il a indiqué son IBAN et ses informations fiscales (que Kookers doit déclarer chaque année) dans « Revenus ».`,
      },
      {
        question: 'Comment fonctionnent les remboursements ?',
        answer: `Le remboursement est calculé automatiquement au moment de l’annulation : ${REFUND_PERCENT.early} % si le client annule au moins ${FULL_REFUND_MIN_DAYS} jours avant la prestation, ${REFUND_PERCENT.late} % s’il annule entre ${FULL_REFUND_MIN_DAYS} jours et ${CLIENT_CANCELLATION_DEADLINE_HOURS} h avant, et ${REFUND_PERCENT.byKooker} % si c’est le Kooker qui annule. En cas de remboursement partiel, la commission de ${COMMISSION_PERCENT} % ne porte que sur le montant conservé, et le Kooker reçoit le reste.`,
      },
    ],
  },
];

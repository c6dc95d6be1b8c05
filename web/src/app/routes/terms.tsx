import { currentTerms } from '@kookers/domain/money';
import {
  bookingWindowText,
  clientCancellationTiers,
  commissionText,
  fewerParticipantsText,
  kookerCancellationText,
  kookerPayoutText,
  paymentText,
  priceText,
  termsVersionLabel,
} from '@kookers/domain/legal';
import {
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  PASSWORD_MIN_LENGTH,
  PHOTOS_PER_CARD_MAX,
  PLATFORM_IDENTITY,
  SPECIALTY_CARDS_MAX,
} from '@kookers/domain/rules';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contactDetails } from '../../features/contact/contact-details';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The terms of use (every rule they state comes from domain/, as docs/produit.md lists them; the
 * sentences with a money figure from domain/src/legal/terms-text.ts, as the terms of sale).
 */
export function Component() {
  useDocumentTitle('Conditions générales d’utilisation');
  const terms = currentTerms();
  return (
    <article className="page container">
      <header className="page__header">
        <h1>Conditions générales d’utilisation</h1>
        <p className="page__lead">{termsVersionLabel(terms.version)}</p>
      </header>
      <div className="prose">
        <section id="introduction" aria-labelledby="introduction-titre">
          <h2 id="introduction-titre">1. Introduction</h2>
          <p>
            Les présentes conditions générales d’utilisation (les « CGU ») régissent l’accès à la plateforme Kookers et son utilisation. La
            plateforme est éditée par {PLATFORM_IDENTITY.name}, dont le siège est situé {PLATFORM_IDENTITY.address} (voir les{' '}
            <Link to={paths.legalNotice}>mentions légales</Link>). La réservation d’une Prestation est régie en outre par les{' '}
            <Link to={paths.termsOfSale}>conditions générales de vente</Link> (les « CGV »).
          </p>
          <p>
            Kookers met en relation des passionnés de cuisine, particuliers ou professionnels, les Kookers, avec des personnes qui
            souhaitent bénéficier de cours de cuisine, d’ateliers culinaires ou de repas préparés à domicile.
          </p>
          <p>
            En créant un compte, vous reconnaissez avoir lu et accepté les présentes CGU sans réserve. Si vous n’acceptez pas ces
            conditions, vous ne devez pas créer de compte ni réserver de prestation.
          </p>
        </section>

        <section id="definitions" aria-labelledby="definitions-titre">
          <h2 id="definitions-titre">2. Définitions</h2>
          <p>Dans les présentes CGU, les termes suivants ont la signification suivante :</p>
          <ul>
            <li>
              <strong>Plateforme</strong> : le site web Kookers et l’ensemble des services qui y sont proposés ;
            </li>
            <li>
              <strong>Utilisateur</strong> : toute personne qui accède à la Plateforme, qu’elle dispose ou non d’un compte ;
            </li>
            <li>
              <strong>Client</strong> : tout Utilisateur titulaire d’un compte dont l’adresse email a été vérifiée, qui réserve une
              Prestation ;
            </li>
            <li>
              <strong>Kooker</strong> : tout Client ayant choisi de proposer des Prestations sur la Plateforme et disposant d’un profil de
              Kooker ;
            </li>
            <li>
              <strong>Prestation</strong> : cours de cuisine, atelier ou repas à domicile proposé par un Kooker, décrit notamment par son
              nom, sa zone d’intervention, son prix par personne et le matériel éventuellement requis ;
            </li>
            <li>
              <strong>Réservation</strong> : la commande d’une Prestation par un Client pour une date, un horaire et un nombre de
              participants donnés ;
            </li>
            <li>
              <strong>Commission</strong> : la part du prix d’une Réservation conservée par Kookers en rémunération de son service
              d’intermédiation.
            </li>
          </ul>
        </section>

        <section id="inscription" aria-labelledby="inscription-titre">
          <h2 id="inscription-titre">3. Inscription et compte</h2>
          <p>
            L’inscription sur la Plateforme est gratuite. Elle requiert une adresse email valide et un mot de passe d’au moins{' '}
            {PASSWORD_MIN_LENGTH} caractères, ainsi que l’acceptation des présentes CGU.
          </p>
          <p>
            Le compte n’est pleinement activé qu’après la vérification de l’adresse email, au moyen du lien envoyé par Kookers. Tant que
            l’adresse n’est pas vérifiée, l’Utilisateur ne peut ni réserver une Prestation ni devenir Kooker.
          </p>
          <p>L’Utilisateur s’engage à :</p>
          <ul>
            <li>fournir des informations exactes et à les tenir à jour ;</li>
            <li>garder ses identifiants confidentiels et ne pas les partager avec des tiers ;</li>
            <li>signaler sans délai à Kookers toute utilisation non autorisée de son compte.</li>
          </ul>
          <p>
            L’Utilisateur est responsable de toute activité réalisée depuis son compte. Kookers peut suspendre ou supprimer le compte d’un
            Utilisateur qui manque gravement ou de façon répétée aux présentes CGU.
          </p>
          <p>
            Les données personnelles des Utilisateurs sont traitées conformément à notre{' '}
            <Link to={paths.privacy}>politique de confidentialité</Link>.
          </p>
        </section>

        <section id="services" aria-labelledby="services-titre">
          <h2 id="services-titre">4. Services pour les Kookers et les Clients</h2>
          <h3>4.1 Pour les Clients</h3>
          <p>
            Le Client peut rechercher un Kooker, consulter son profil public et ses avis, puis réserver une Prestation en choisissant une
            date, un horaire parmi les créneaux disponibles et le nombre de participants. {bookingWindowText()} Une Réservation compte de{' '}
            {PARTICIPANTS_MIN} à {PARTICIPANTS_MAX} participants, dans la limite de la capacité d’accueil indiquée par le Kooker.
          </p>
          <p>
            Une fois la Prestation terminée, le Client peut laisser un avis (une note de 1 à 5 étoiles et un commentaire). Un seul avis peut
            être déposé par Réservation ; il doit être sincère, courtois et porter sur la Prestation effectivement réalisée. Les règles des
            avis, leur contrôle et leur signalement sont décrits dans <Link to={paths.reviewsPolicy}>Comment fonctionnent les avis</Link>.
          </p>
          <h3>4.2 Pour les Kookers</h3>
          <p>
            Tout Client dont l’adresse email est vérifiée peut devenir Kooker, gratuitement, depuis la page « Mon profil ». Le Kooker publie
            un profil public et peut proposer jusqu’à {SPECIALTY_CARDS_MAX} Prestations, illustrées chacune par {PHOTOS_PER_CARD_MAX} photos
            au plus. Il fixe librement ses prix et ses disponibilités.
          </p>
          <p>Le Kooker s’engage à :</p>
          <ul>
            <li>maîtriser les spécialités qu’il propose et décrire ses Prestations de façon exacte et complète ;</li>
            <li>respecter les règles d’hygiène et de sécurité alimentaire applicables à la préparation des repas ;</li>
            <li>être couvert par une assurance, notamment de responsabilité civile, adaptée aux Prestations qu’il réalise ;</li>
            <li>informer les Clients des allergènes présents dans les plats qu’il prépare ;</li>
            <li>honorer les Réservations confirmées et respecter les Clients et leur domicile ;</li>
            <li>respecter les obligations fiscales et sociales liées aux revenus perçus par l’intermédiaire de la Plateforme.</li>
          </ul>
          <h3>4.3 Annulation</h3>
          <p>Le Client annule une Réservation depuis l’historique de « Mon profil ». Selon le délai qui reste avant son début :</p>
          <ul>
            {clientCancellationTiers(terms).map((tier) => (
              <li key={tier}>{tier}</li>
            ))}
          </ul>
          <p>{fewerParticipantsText(terms)}</p>
          <p>
            {kookerCancellationText(terms)} Le détail figure dans les <Link to={paths.termsOfSale}>conditions générales de vente</Link>.
          </p>
        </section>

        <section id="paiements" aria-labelledby="paiements-titre">
          <h2 id="paiements-titre">5. Paiements et commissions</h2>
          <p>{priceText(terms)}</p>
          <p>{paymentText()}</p>
          <p>{commissionText(terms)}</p>
          <p>{kookerPayoutText(terms)}</p>
          <p>L’inscription, la création d’un profil de Kooker et sa publication sont gratuites.</p>
        </section>

        <section id="responsabilites" aria-labelledby="responsabilites-titre">
          <h2 id="responsabilites-titre">6. Responsabilités</h2>
          <p>
            Kookers agit en qualité de simple intermédiaire : la Plateforme met en relation les Kookers et les Clients, mais Kookers n’est
            pas partie au contrat de Prestation conclu entre eux. La responsabilité de Kookers ne saurait dès lors être engagée au titre de
            la qualité, de la conformité ou du bon déroulement des Prestations, dans les limites prévues par la loi.
          </p>
          <p>
            Le Kooker est seul responsable des Prestations qu’il réalise, du respect des règles d’hygiène et de sécurité alimentaire et de
            sa couverture d’assurance. Le Client s’engage à signaler au Kooker, avant la Prestation, toute allergie ou intolérance
            alimentaire des participants, et à mettre à sa disposition le matériel indiqué comme requis.
          </p>
          <p>
            Chaque Utilisateur est responsable des contenus qu’il publie (profil, photos, avis). Ces contenus ne doivent être ni illicites,
            ni diffamatoires, ni contraires aux droits de tiers ; Kookers se réserve le droit de retirer tout contenu qui ne respecte pas
            ces règles.
          </p>
          <p>
            Kookers s’efforce d’assurer l’accès à la Plateforme en continu, sans pouvoir le garantir : l’accès peut être interrompu,
            notamment pour des opérations de maintenance.
          </p>
        </section>

        <section id="propriete-intellectuelle" aria-labelledby="propriete-intellectuelle-titre">
          <h2 id="propriete-intellectuelle-titre">7. Propriété intellectuelle</h2>
          <p>
            La marque Kookers, son logo, la présentation de la Plateforme, ses textes et ses logiciels sont la propriété de Kookers. Toute
            reproduction ou représentation, totale ou partielle, sans autorisation préalable est interdite.
          </p>
          <p>
            Les Utilisateurs conservent leurs droits sur les contenus qu’ils publient. Ils concèdent à Kookers, pour la durée de leur
            publication, une licence gratuite et non exclusive de reproduction et de représentation de ces contenus sur la Plateforme, aux
            seules fins de son fonctionnement. Chaque Utilisateur garantit détenir les droits nécessaires sur les photos et textes qu’il
            publie.
          </p>
        </section>

        <section id="modifications" aria-labelledby="modifications-titre">
          <h2 id="modifications-titre">8. Modifications</h2>
          <p>
            Kookers peut modifier les présentes CGU, notamment pour tenir compte de l’évolution de la Plateforme ou de la réglementation. La
            version en vigueur, datée, figure en tête de cette page. Les Utilisateurs sont informés de toute modification importante avant
            son entrée en vigueur.
          </p>
          <p>
            La poursuite de l’utilisation de la Plateforme après l’entrée en vigueur des nouvelles CGU vaut acceptation de celles-ci. Les
            Réservations restent régies par la version des CGU et des CGV en vigueur au moment où elles ont été faites : chacune garde cette
            version et ses règles d’annulation et de remboursement.
          </p>
        </section>

        <section id="contact" aria-labelledby="contact-titre">
          <h2 id="contact-titre">9. Contact</h2>
          <p>
            Pour toute question ou réclamation relative aux présentes CGU, vous pouvez nous écrire via notre{' '}
            <Link to={paths.contact}>formulaire de contact</Link> ou à l’adresse{' '}
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
          </p>
          <p>
            Les présentes CGU sont soumises au droit français. En cas de litige, les parties s’efforceront de trouver une solution amiable
            avant toute action en justice.
          </p>
        </section>
      </div>
    </article>
  );
}

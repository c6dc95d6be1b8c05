import { HOST, THIRD_PARTIES } from '@kookers/domain/legal';
import { CONTACT_MESSAGES_KEPT_MONTHS, PLATFORM_IDENTITY } from '@kookers/domain/rules';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contactDetails } from '../../features/contact/contact-details';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The privacy policy: what the app stores, who may read it (firestore.rules), where and why; the
 * third parties the browser loads are those of domain/src/legal/third-parties.ts, the very list the
 * Content-Security-Policy of firebase.json allows.
 */
export function Component() {
  useDocumentTitle('Politique de confidentialité');
  return (
    <article className="page container">
      <header className="page__header">
        <h1>Politique de confidentialité</h1>
        <p className="page__lead">Comment Kookers collecte, utilise et protège vos données personnelles.</p>
      </header>
      <div className="prose">
        <section id="responsable" aria-labelledby="responsable-titre">
          <h2 id="responsable-titre">1. Responsable du traitement</h2>
          <p>
            Le responsable du traitement des données personnelles collectées sur la plateforme Kookers est {PLATFORM_IDENTITY.name},{' '}
            {PLATFORM_IDENTITY.address} (voir les <Link to={paths.legalNotice}>mentions légales</Link>).
          </p>
          <p>
            Pour toute question relative à vos données, vous pouvez nous écrire via notre{' '}
            <Link to={paths.contact}>formulaire de contact</Link> ou à l’adresse{' '}
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
          </p>
        </section>

        <section id="donnees" aria-labelledby="donnees-titre">
          <h2 id="donnees-titre">2. Données que nous collectons</h2>
          <p>Nous ne collectons que les données nécessaires au fonctionnement de la plateforme :</p>
          <ul>
            <li>
              <strong>Compte</strong> : votre adresse email et votre mot de passe, gérés par notre prestataire d’authentification. Votre mot
              de passe n’est jamais stocké en clair et n’est pas accessible à notre équipe.
            </li>
            <li>
              <strong>Profil privé</strong> : prénom, nom, téléphone et adresse. Ces informations ne sont visibles que par vous : aucun
              autre utilisateur, Kooker compris, n’y a accès.
            </li>
            <li>
              <strong>Profil public de Kooker</strong> : si vous devenez Kooker et publiez votre profil, les informations que vous y
              renseignez (prénom, nom, ville, présentation, expérience, spécialités, certifications, prestations, tarifs, photos, zone
              d’intervention et disponibilités) sont visibles par tous les visiteurs.
            </li>
            <li>
              <strong>Réservations</strong> : prestation, date, horaire, nombre de participants, montants, paiement et statut. Une
              réservation n’est visible que par le client et le Kooker concernés.
            </li>
            <li>
              <strong>Avis</strong> : note, commentaire, type de prestation et date, publiés avec votre prénom et l’initiale de votre nom.
              Les avis sont publics.
            </li>
            <li>
              <strong>Messagerie</strong> : les messages échangés avec un Kooker ou un client, lus par vous deux seulement. Tant qu’aucune
              réservation ne vous lie, un numéro, une adresse ou un lien y sont masqués ; nous gardons le texte d’origine pour le montrer
              une fois la réservation confirmée.
            </li>
            <li>
              <strong>Signalements</strong> : le contenu signalé, la raison et vos quelques mots. Ils ne sont lus que par notre équipe ; la
              personne signalée ne voit jamais votre signalement.
            </li>
            <li>
              <strong>Messages de contact</strong> : nom, email, sujet et message. Ils ne sont lus que par notre équipe.
            </li>
          </ul>
        </section>

        <section id="finalites" aria-labelledby="finalites-titre">
          <h2 id="finalites-titre">3. Finalités et bases légales</h2>
          <p>Conformément au Règlement général sur la protection des données (RGPD), chaque traitement repose sur une base légale :</p>
          <ul>
            <li>
              la création et la gestion de votre compte, la réservation des prestations, les paiements, les versements aux Kookers, les
              annulations et les remboursements, ainsi que la publication des profils de Kookers et des avis :{' '}
              <strong>exécution du contrat</strong> qui nous lie à vous (article 6.1.b du RGPD) ;
            </li>
            <li>
              la réponse à vos messages, la sécurité de la plateforme et la prévention des fraudes et des abus :{' '}
              <strong>intérêt légitime</strong> de Kookers (article 6.1.f du RGPD) ;
            </li>
            <li>
              la conservation des pièces comptables liées aux réservations : <strong>obligation légale</strong> (article 6.1.c du RGPD).
            </li>
          </ul>
          <p>Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.</p>
        </section>

        <section id="destinataires" aria-labelledby="destinataires-titre">
          <h2 id="destinataires-titre">4. Destinataires</h2>
          <p>Vos données ne sont accessibles qu’aux personnes qui en ont besoin :</p>
          <ul>
            <li>les membres habilités de l’équipe Kookers, pour le support, la sécurité et la comptabilité ;</li>
            <li>le Kooker ou le client concerné par une réservation, pour les informations de cette réservation ;</li>
            <li>tous les visiteurs, pour les profils publics de Kookers et les avis ;</li>
            <li>
              notre hébergeur, Google Cloud (Firebase, {HOST.name}), qui agit en qualité de sous-traitant et ne traite vos données que sur
              nos instructions ;
            </li>
            <li>
              notre prestataire de paiement, Stripe, pour les paiements par carte, les remboursements et les versements aux Kookers (voir «
              Cookies, stockage local et services tiers » ci-dessous).
            </li>
          </ul>
        </section>

        <section id="conservation" aria-labelledby="conservation-titre">
          <h2 id="conservation-titre">5. Durées de conservation</h2>
          <ul>
            <li>compte, profil privé et profil de Kooker : tant que votre compte existe ;</li>
            <li>
              réservations : pendant toute la durée de la relation, puis archivées dix ans pour répondre à nos obligations comptables ;
            </li>
            <li>avis : tant que le profil du Kooker concerné est en ligne, sauf demande de suppression de leur auteur ;</li>
            <li>
              messages de contact : {CONTACT_MESSAGES_KEPT_MONTHS} mois après leur réception, puis supprimés automatiquement (plus tôt si
              vous supprimez votre compte) ;
            </li>
            <li>session de connexion dans votre navigateur : jusqu’à votre déconnexion.</li>
          </ul>
          <p>
            Vous supprimez votre compte vous-même depuis « Mon profil », onglet « Compte », une fois vos réservations à venir annulées. Sont
            alors supprimés aussitôt : votre compte, votre profil privé, votre profil de Kooker et ses prestations, vos photos, vos
            créneaux, l’adresse de votre calendrier, vos choix de courriels, vos messages pas encore remis, les textes d’origine des
            messages masqués de vos conversations, les messages que vous nous avez écrits et les courriels que nous vous avons envoyés (si
            votre adresse est vérifiée). Ce que l’autre personne garde est anonymisé : vos réservations passées ou annulées et les avis que
            vous avez écrits restent, sous le nom « Ancien membre », sans votre nom, votre téléphone ni votre adresse ; vos conversations
            restent aussi sous ce nom, avec leurs messages, et plus personne ne peut y écrire. Les montants de vos réservations sont
            conservés, comme la loi nous l’impose. Les signalements que vous avez faits restent à notre équipe, sous un identifiant qui ne
            désigne plus personne. Les avis reçus par un Kooker qui supprime son compte ne sont plus publiés.
          </p>
        </section>

        <section id="hebergement" aria-labelledby="hebergement-titre">
          <h2 id="hebergement-titre">6. Hébergement et sécurité</h2>
          <p>
            La plateforme est hébergée par Google Cloud (Firebase) dans l’Union européenne : nos traitements s’exécutent dans la région
            europe-west1 (Belgique) et notre base de données est répliquée exclusivement dans des centres de données situés dans l’Union
            européenne.
          </p>
          <p>
            Certains services techniques de Google, notamment l’authentification, peuvent impliquer un traitement hors de l’Union européenne
            ; ces transferts sont alors encadrés par les clauses contractuelles types adoptées par la Commission européenne.
          </p>
          <p>
            Les échanges avec la plateforme sont chiffrés (HTTPS), et des règles d’accès strictes garantissent que chacun ne peut lire que
            les données qui le concernent.
          </p>
        </section>

        <section id="droits" aria-labelledby="droits-titre">
          <h2 id="droits-titre">7. Vos droits</h2>
          <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
          <ul>
            <li>droit d’accès, pour savoir quelles données nous détenons sur vous ;</li>
            <li>droit de rectification, pour corriger des données inexactes ;</li>
            <li>droit à l’effacement, pour demander la suppression de vos données ;</li>
            <li>droit à la portabilité, pour recevoir vos données dans un format structuré et lisible par machine ;</li>
            <li>droit d’opposition et droit à la limitation du traitement ;</li>
            <li>droit de définir des directives relatives au sort de vos données après votre décès.</li>
          </ul>
          <p>
            Depuis « Mon profil », vous modifiez votre profil ; dans son onglet « Compte », vous changez votre adresse email et votre mot de
            passe, vous téléchargez vos données dans un fichier JSON (droits d’accès et à la portabilité) et vous supprimez votre compte
            (droit à l’effacement). Pour exercer vos autres droits, écrivez-nous via notre{' '}
            <Link to={paths.contact}>formulaire de contact</Link> ou à l’adresse{' '}
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>. Nous vous répondons dans un délai d’un mois.
          </p>
          <p>
            Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale
            de l’informatique et des libertés (CNIL) sur{' '}
            <a href="https://www.cnil.fr" rel="noopener noreferrer" target="_blank">
              www.cnil.fr
            </a>
            .
          </p>
        </section>

        <section id="cookies" aria-labelledby="cookies-titre">
          <h2 id="cookies-titre">8. Cookies, stockage local et services tiers</h2>
          <p>
            Kookers n’utilise aucun cookie ni aucun traceur publicitaire, de mesure d’audience ou de réseau social, et ne dépose lui-même
            aucun cookie. Seul ce dont le service a besoin est enregistré sur votre appareil, dans le stockage local (localStorage) de votre
            navigateur :
          </p>
          <ul>
            <li>
              votre session de connexion (Firebase Authentication), afin que vous restiez connecté d’une visite à l’autre ; elle est effacée
              lorsque vous vous déconnectez ;
            </li>
            <li>
              si vous êtes Kooker, ce que vous avez saisi dans une étape de votre profil sans l’enregistrer encore, pour ne rien perdre en
              rechargeant la page ; il est effacé une fois l’étape enregistrée.
            </li>
          </ul>
          <p>
            Strictement nécessaire au service que vous demandez, ce stockage ne requiert pas votre consentement. Vous pouvez le supprimer à
            tout moment depuis les réglages de votre navigateur.
          </p>
          <p>
            Votre navigateur ne charge rien d’autre que Kookers et son hébergeur, sauf à deux endroits, où un service tiers est nécessaire :
          </p>
          <ul>
            {THIRD_PARTIES.map((party) => (
              <li key={party.id}>
                <strong>{party.name}</strong> ({party.operator}) : {party.purpose}, {party.where}. {party.cookies} (
                <a href={party.privacyPolicy} rel="noopener noreferrer" target="_blank">
                  sa politique de confidentialité
                </a>
                ).
              </li>
            ))}
          </ul>
          <p>Aucune autre page ne charge ces services, et aucun autre service tiers n’est autorisé par notre site.</p>
        </section>
      </div>
    </article>
  );
}

import { REVIEW_RULES } from '@kookers/domain/legal';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * « Comment fonctionnent les avis » (Code de la consommation, article L.111-7-2): who may review,
 * the Kooker's answer, when the team hides a review and how to report one — as the rules, the
 * functions and the operators do it (docs/reservations.md, « Les avis, après la fin »;
 * docs/exploitation.md, « Masquer un avis »). Every figure from the domain (REVIEW_RULES).
 */
export function Component() {
  useDocumentTitle('Comment fonctionnent les avis');
  return (
    <article className="page container">
      <header className="page__header">
        <h1>Comment fonctionnent les avis</h1>
        <p className="page__lead">Qui peut noter un Kooker, ce que nous contrôlons, et comment nous signaler un avis.</p>
      </header>
      <div className="prose">
        <section id="qui" aria-labelledby="qui-titre">
          <h2 id="qui-titre">1. Seuls les clients d’une prestation terminée</h2>
          <p>
            Un avis ne peut être laissé que par le client d’une réservation faite et payée sur Kookers, une fois la prestation terminée : «
            Laisser un avis » apparaît alors dans son historique. Un seul avis par réservation, sans limite de temps.
          </p>
          <p>
            L’avis comprend une note de {REVIEW_RULES.ratingMin} à {REVIEW_RULES.ratingMax} étoiles et un commentaire de{' '}
            {REVIEW_RULES.commentMin} à {REVIEW_RULES.commentMax} caractères. Il est signé du prénom de son auteur et de l’initiale de son
            nom, tels qu’ils figurent dans son profil, et daté.
          </p>
        </section>

        <section id="sincerite" aria-labelledby="sincerite-titre">
          <h2 id="sincerite-titre">2. Jamais payés, jamais récompensés</h2>
          <p>
            Kookers ne paie aucun avis et n’offre rien en échange d’un avis, positif ou négatif ; un Kooker ne peut pas non plus le faire.
            Ni Kookers ni le Kooker ne peuvent modifier un avis.
          </p>
          <p>
            Sur le profil d’un Kooker, tous ses avis publiés s’affichent, du plus récent au plus ancien, quelle que soit leur note. Sa note
            est la moyenne des notes de ces avis, arrondie au dixième, recalculée à chaque avis publié ou retiré ; elle compte dans le{' '}
            <Link to={paths.ranking}>classement des résultats</Link>.
          </p>
        </section>

        <section id="reponse" aria-labelledby="reponse-titre">
          <h2 id="reponse-titre">3. La réponse du Kooker</h2>
          <p>
            Le Kooker peut répondre une fois à chaque avis, en {REVIEW_RULES.answerMax} caractères au plus. Sa réponse est publique et
            s’affiche sous l’avis, sur son profil.
          </p>
        </section>

        <section id="masquer" aria-labelledby="masquer-titre">
          <h2 id="masquer-titre">4. Quand l’équipe Kookers masque un avis</h2>
          <p>
            Un avis n’est jamais masqué parce qu’il est négatif. L’équipe Kookers masque un avis, après l’avoir lu, lorsqu’il ne respecte
            pas les <Link to={paths.terms}>conditions générales d’utilisation</Link> : propos injurieux, haineux ou harcelants, faux avis ou
            tromperie, publicité, ou invitation à payer ou à se contacter en dehors de Kookers.
          </p>
          <p>
            Un avis masqué disparaît du profil du Kooker et la note de celui-ci est recalculée sans lui. Son auteur le voit marqué « Avis
            masqué par l’équipe Kookers » dans ses avis et ne peut pas en écrire un autre sur la même réservation.
          </p>
          <p>
            Quand son auteur supprime son compte, un avis reste publié sous le nom « Ancien membre ». Quand un Kooker supprime son compte,
            ses avis ne sont plus publiés.
          </p>
        </section>

        <section id="signaler" aria-labelledby="signaler-titre">
          <h2 id="signaler-titre">5. Signaler un avis</h2>
          <p>
            Connecté, avec une adresse email vérifiée, vous pouvez signaler un avis avec le bouton « Signaler » placé à côté de chacun.
            Choisissez une raison et ajoutez quelques mots :
          </p>
          <ul>
            {REVIEW_RULES.reportReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>
            Un même avis ne se signale qu’une fois par personne. Seule l’équipe Kookers lit les signalements : l’auteur de l’avis ne sait
            pas qui l’a signalé. Vous pouvez aussi nous écrire via le <Link to={paths.contact}>formulaire de contact</Link>.
          </p>
        </section>
      </div>
    </article>
  );
}

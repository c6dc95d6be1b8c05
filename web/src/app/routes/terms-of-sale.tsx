import { currentTerms } from '@kookers/domain/money';
import {
  WITHDRAWAL_TEXT,
  bookingWindowText,
  clientCancellationTiers,
  commissionText,
  complaintText,
  fewerParticipantsText,
  kookerCancellationText,
  kookerPayoutText,
  kookerStatusText,
  paymentText,
  platformCancellationText,
  priceText,
  roundingText,
  termsVersionLabel,
} from '@kookers/domain/legal';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contactDetails } from '../../features/contact/contact-details';
import { Mediation } from '../../features/legal/components/mediation';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The terms of sale (CGV): the contract of a booking between the client and the Kooker. Every
 * sentence with a figure comes from domain/src/legal/terms-text.ts, written from the rules a
 * booking made today keeps (currentTerms(), docs/argent.md).
 */
export function Component() {
  useDocumentTitle('Conditions générales de vente');
  const terms = currentTerms();
  return (
    <article className="page container">
      <header className="page__header">
        <h1>Conditions générales de vente</h1>
        <p className="page__lead">{termsVersionLabel(terms.version)}</p>
      </header>
      <div className="prose">
        <section id="objet" aria-labelledby="objet-titre">
          <h2 id="objet-titre">1. Objet et parties</h2>
          <p>
            Les présentes conditions générales de vente (les « CGV ») régissent la réservation, sur Kookers, d’une prestation (cours de
            cuisine, atelier ou repas à domicile) proposée par un Kooker. Le contrat de prestation est conclu directement entre le client et
            le Kooker.
          </p>
          <p>
            Kookers agit en qualité d’intermédiaire : la plateforme met le client et le Kooker en relation et encaisse le prix pour le
            compte du Kooker, par son prestataire de paiement, avant de le lui reverser déduction faite de sa commission. Kookers n’est pas
            partie au contrat de prestation, dont le Kooker est seul responsable. L’utilisation de la plateforme est régie par les{' '}
            <Link to={paths.terms}>conditions générales d’utilisation</Link>.
          </p>
          <p>
            Chaque réservation garde la version des CGV en vigueur au moment où elle a été faite, avec ses règles d’annulation et de
            remboursement : une modification ultérieure ne change rien à une réservation déjà faite.
          </p>
        </section>

        <section id="kooker" aria-labelledby="kooker-titre">
          <h2 id="kooker-titre">2. Le Kooker : particulier ou professionnel</h2>
          <p>{kookerStatusText()}</p>
        </section>

        <section id="prix" aria-labelledby="prix-titre">
          <h2 id="prix-titre">3. Prix</h2>
          <p>{priceText(terms)}</p>
          <p>{bookingWindowText()}</p>
        </section>

        <section id="paiement" aria-labelledby="paiement-titre">
          <h2 id="paiement-titre">4. Paiement</h2>
          <p>{paymentText()}</p>
          <p>Les données de carte sont saisies dans le formulaire du prestataire de paiement : Kookers ne les voit ni ne les conserve.</p>
        </section>

        <section id="retractation" aria-labelledby="retractation-titre">
          <h2 id="retractation-titre">5. Absence de droit de rétractation</h2>
          <p>{WITHDRAWAL_TEXT}</p>
        </section>

        <section id="annulation-client" aria-labelledby="annulation-client-titre">
          <h2 id="annulation-client-titre">6. Annulation ou modification par le client</h2>
          <p>
            Le client annule depuis l’historique de « Mon profil ». Selon le délai qui reste avant le début de la prestation, compté en
            heures réelles :
          </p>
          <ul>
            {clientCancellationTiers(terms).map((tier) => (
              <li key={tier}>{tier}</li>
            ))}
          </ul>
          <p>{fewerParticipantsText(terms)}</p>
          <p>
            {roundingText()} Le montant remboursé est affiché avant que le client confirme, et recalculé au moment où l’annulation est
            enregistrée.
          </p>
        </section>

        <section id="annulation-kooker" aria-labelledby="annulation-kooker-titre">
          <h2 id="annulation-kooker-titre">7. Annulation par le Kooker ou par Kookers</h2>
          <p>{kookerCancellationText(terms)}</p>
          <p>{platformCancellationText()}</p>
        </section>

        <section id="probleme" aria-labelledby="probleme-titre">
          <h2 id="probleme-titre">8. Un problème pendant la prestation</h2>
          <p>{complaintText()}</p>
        </section>

        <section id="remuneration" aria-labelledby="remuneration-titre">
          <h2 id="remuneration-titre">9. Commission et paiement du Kooker</h2>
          <p>{commissionText(terms)}</p>
          <p>{kookerPayoutText(terms)}</p>
        </section>

        <section id="mediation" aria-labelledby="mediation-titre">
          <h2 id="mediation-titre">10. Réclamations et médiation</h2>
          <p>
            Toute réclamation s’adresse d’abord à Kookers, via le <Link to={paths.contact}>formulaire de contact</Link> ou à l’adresse{' '}
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
          </p>
          <Mediation />
          <p>
            La médiation de la consommation concerne le litige d’un consommateur avec un professionnel : avec Kookers, ou avec un Kooker
            professionnel.
          </p>
        </section>

        <section id="droit" aria-labelledby="droit-titre">
          <h2 id="droit-titre">11. Droit applicable</h2>
          <p>
            Les présentes CGV sont soumises au droit français. Le consommateur peut saisir la juridiction du lieu où il demeurait au moment
            de la conclusion du contrat ou de la survenance du fait dommageable. L’éditeur de la plateforme est présenté dans les{' '}
            <Link to={paths.legalNotice}>mentions légales</Link>.
          </p>
        </section>
      </div>
    </article>
  );
}

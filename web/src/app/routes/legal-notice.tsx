import { HOST, PUBLISHER, isToComplete } from '@kookers/domain/legal';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contactDetails } from '../../features/contact/contact-details';
import { CompletableText } from '../../features/legal/components/completable';
import { Mediation } from '../../features/legal/components/mediation';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * « Mentions légales » (LCEN, article 6 III; docs/produit.md, « Les pages légales »): the
 * publisher, from PLATFORM_IDENTITY, and what only the company can give, from
 * domain/src/legal/company.ts, marked « à compléter » until it is given.
 */
export function Component() {
  useDocumentTitle('Mentions légales');
  const { identity } = PUBLISHER;
  return (
    <article className="page container">
      <header className="page__header">
        <h1>Mentions légales</h1>
        <p className="page__lead">Qui édite Kookers, qui l’héberge, et à qui vous adresser.</p>
      </header>
      <div className="prose">
        <section id="editeur" aria-labelledby="editeur-titre">
          <h2 id="editeur-titre">1. Éditeur</h2>
          <p>
            Le site Kookers est édité par <strong>{identity.name}</strong>, {PUBLISHER.legalForm} au capital de{' '}
            {identity.capital.replace(/ /g, '\u00a0')}.
          </p>
          <ul>
            <li>
              <strong>Siège social</strong> : {identity.address}
            </li>
            <li>
              <strong>SIREN</strong> : {identity.siren} ({identity.rcs})
            </li>
            <li>
              <strong>Numéro de TVA intracommunautaire</strong> : {identity.vatNumber}
            </li>
            <li>
              <strong>Directeur de la publication</strong> : <CompletableText value={PUBLISHER.publicationDirector} />
            </li>
          </ul>
          {isToComplete(PUBLISHER.registrationConfirmed) && (
            <p>
              <CompletableText value={PUBLISHER.registrationConfirmed} />
            </p>
          )}
        </section>

        <section id="contact" aria-labelledby="contact-titre">
          <h2 id="contact-titre">2. Nous contacter</h2>
          <ul>
            <li>
              <strong>Email</strong> : <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </li>
            <li>
              <strong>Téléphone</strong> : <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
            </li>
            <li>
              <strong>Formulaire</strong> : <Link to={paths.contact}>page Contact</Link>
            </li>
          </ul>
        </section>

        <section id="hebergeur" aria-labelledby="hebergeur-titre">
          <h2 id="hebergeur-titre">3. Hébergeur</h2>
          <p>
            Le site et ses données sont hébergés par <strong>{HOST.name}</strong>, {HOST.address} ({HOST.services}) —{' '}
            <a href={HOST.website} rel="noopener noreferrer" target="_blank">
              {HOST.website.replace(/^https?:\/\//, '')}
            </a>
            .
          </p>
          <p>
            Les traitements du site s’exécutent dans la région {HOST.functionsRegion} ({HOST.functionsRegionPlace}) ; la base de données est
            située dans la région {HOST.firestoreLocation} ({HOST.firestoreLocationPlace}).
          </p>
        </section>

        <section id="mediation" aria-labelledby="mediation-titre">
          <h2 id="mediation-titre">4. Médiation de la consommation</h2>
          <p>
            Pour toute réclamation, écrivez-nous d’abord via le <Link to={paths.contact}>formulaire de contact</Link> ou à l’adresse{' '}
            <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
          </p>
          <Mediation />
        </section>

        <section id="conditions" aria-labelledby="conditions-titre">
          <h2 id="conditions-titre">5. Conditions et informations</h2>
          <ul>
            <li>
              <Link to={paths.terms}>Conditions générales d’utilisation</Link>
            </li>
            <li>
              <Link to={paths.termsOfSale}>Conditions générales de vente</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Politique de confidentialité</Link>
            </li>
            <li>
              <Link to={paths.ranking}>Comment les résultats sont classés</Link>
            </li>
            <li>
              <Link to={paths.reviewsPolicy}>Comment fonctionnent les avis</Link>
            </li>
          </ul>
        </section>
      </div>
    </article>
  );
}

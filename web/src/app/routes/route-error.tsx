import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { NotFoundPage } from './not-found';

/**
 * What the router shows when a page fails to load or render, instead of React Router's
 * English default. A page that fails to download (often a new version was just deployed)
 * is fixed by reloading.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage />;
}

function ErrorMessage() {
  useDocumentTitle('Une erreur est survenue');
  return (
    <section className="status-page container" role="alert">
      <h1>Une erreur est survenue</h1>
      <p>
        Cette page n&apos;a pas pu s&apos;afficher. Vérifiez votre connexion puis rechargez la page ; si le problème persiste,
        contactez-nous.
      </p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
        <Link to={paths.home} className="button button--secondary" reloadDocument>
          Retour à l&apos;accueil
        </Link>
      </div>
    </section>
  );
}

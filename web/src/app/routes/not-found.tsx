import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page non trouvée');
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page non trouvée</h1>
      <p>La page que vous recherchez n&apos;existe pas ou a été déplacée.</p>
      <Link to={paths.home} className="button button--primary">
        Retour à l&apos;accueil
      </Link>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';

/** A page whose route exists but whose feature has not shipped yet. */
export function UpcomingPage({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <section className="status-page container">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to={paths.home} className="button button--secondary">
        Retour à l&apos;accueil
      </Link>
    </section>
  );
}

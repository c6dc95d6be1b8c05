import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { FaqList } from '../../features/faq/components/faq-list';
import { faqCategories } from '../../features/faq/faq-content';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Questions fréquentes');
  return (
    <div className="page container page--narrow">
      <header className="page__header">
        <h1>Questions fréquentes</h1>
        <p className="page__lead">Tout ce qu&apos;il faut savoir pour réserver un Kooker ou devenir Kooker.</p>
      </header>
      <FaqList categories={faqCategories} />
      <aside className="card faq__contact">
        <h2>Vous n&apos;avez pas trouvé votre réponse ?</h2>
        <p>Notre équipe est là pour vous aider.</p>
        <Link to={paths.contact} className="button button--primary">
          Contactez-nous
        </Link>
      </aside>
    </div>
  );
}

import { useSearchParams } from 'react-router-dom';
import { Logo } from '../../components/ui/logo';
import { EmailAction } from '../../features/auth/components/email-action';
import { useDocumentTitle } from '../../lib/document-title';

/** Standalone page: where the links of Firebase Auth's emails land. */
export function Component() {
  const [params] = useSearchParams();
  const isReset = params.get('mode') === 'resetPassword';
  const title = isReset ? 'Nouveau mot de passe' : 'Vérification de l’email';
  useDocumentTitle(title);
  return (
    <main className="standalone-layout">
      <Logo />
      <section className="card standalone-layout__card" aria-labelledby="action-titre">
        <h1 id="action-titre" className="auth-form__title">
          {title}
        </h1>
        <EmailAction />
      </section>
    </main>
  );
}

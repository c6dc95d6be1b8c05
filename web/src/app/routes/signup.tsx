import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Inscription');
  return (
    <>
      <h1 className="auth-form__title">Inscription</h1>
      <p className="auth-form__lead">Créez votre compte gratuitement et réservez votre premier Kooker.</p>
      <SignUpForm />
      <p className="auth-form__footer">
        Déjà inscrit ? <Link to={paths.login}>Se connecter</Link>
      </p>
    </>
  );
}

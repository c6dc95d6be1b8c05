import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Connexion');
  return (
    <>
      <h1 className="auth-form__title">Connexion</h1>
      <p className="auth-form__lead">Heureux de vous revoir ! Connectez-vous pour retrouver vos réservations.</p>
      <LoginForm />
      <p className="auth-form__footer">
        Pas encore de compte ? <Link to={paths.signup}>S&apos;inscrire</Link>
      </p>
    </>
  );
}

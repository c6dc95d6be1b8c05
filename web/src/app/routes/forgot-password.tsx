import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Mot de passe oublié');
  return (
    <>
      <h1 className="auth-form__title">Mot de passe oublié</h1>
      <p className="auth-form__lead">Indiquez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <ForgotPasswordForm />
      <p className="auth-form__footer">
        <Link to={paths.login}>Retour à la connexion</Link>
      </p>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import toast from '../../../lib/toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { confirmEmailChange, emailOfResetCode, requestPasswordReset, restoreEmail, verifyEmail } from '../api/account';
import { actionCodeErrorMessage } from '../auth-errors';
import { NewPasswordForm } from './new-password-form';
import { ResultCard } from './result-card';

type State =
  | { step: 'loading' }
  | { step: 'verified' }
  | { step: 'email-changed' }
  | { step: 'email-restored'; email: string }
  | { step: 'choose-password'; oobCode: string; email: string }
  | { step: 'error'; message: string };

const REDIRECT_AFTER_MS = 2000;
const SUPPORTED_MODES = new Set(['verifyEmail', 'resetPassword', 'verifyAndChangeEmail', 'recoverEmail']);

/**
 * Handles the links Firebase Auth sends (`mode`, `oobCode`, `continueUrl`): email verification,
 * password reset with a new-password form, the new address of 'Changer d’adresse email', and the
 * link sent to the old address after such a change, which gives the account its address back.
 */
export function EmailAction() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = params.get('mode') ?? 'verifyEmail';
  const oobCode = params.get('oobCode');
  const [state, setState] = useState<State>(() => {
    if (!oobCode) return { step: 'error', message: 'Token de vérification manquant' };
    if (!SUPPORTED_MODES.has(mode)) {
      return { step: 'error', message: 'Ce lien n’est pas pris en charge. Contactez-nous si le problème persiste.' };
    }
    return { step: 'loading' };
  });
  // A link's code works once: never apply it twice (React runs effects twice in development).
  const handled = useRef(false);

  useEffect(() => {
    if (!oobCode || handled.current) {
      if (!oobCode) toast.error('Token de vérification manquant', { id: 'missing-token' });
      return;
    }
    handled.current = true;
    if (mode === 'verifyEmail') {
      verifyEmail(oobCode).then(
        () => {
          toast.success('Votre email a été vérifié avec succès !');
          setState({ step: 'verified' });
        },
        (error: unknown) => {
          toast.error("Une erreur s'est produite lors de la vérification de votre email");
          setState({ step: 'error', message: actionCodeErrorMessage(error) });
        },
      );
    } else if (mode === 'verifyAndChangeEmail') {
      confirmEmailChange(oobCode).then(
        () => setState({ step: 'email-changed' }),
        (error: unknown) => setState({ step: 'error', message: actionCodeErrorMessage(error) }),
      );
    } else if (mode === 'recoverEmail') {
      restoreEmail(oobCode).then(
        (email) => setState({ step: 'email-restored', email }),
        (error: unknown) => setState({ step: 'error', message: actionCodeErrorMessage(error) }),
      );
    } else if (mode === 'resetPassword') {
      emailOfResetCode(oobCode).then(
        (email) => setState({ step: 'choose-password', oobCode, email }),
        (error: unknown) => setState({ step: 'error', message: actionCodeErrorMessage(error) }),
      );
    }
  }, [mode, oobCode]);

  useEffect(() => {
    if (state.step !== 'verified') return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.step, navigate]);

  switch (state.step) {
    case 'loading':
      return (
        <div className="result-card">
          <Spinner label={mode === 'resetPassword' ? 'Vérification du lien...' : 'Vérification de votre email...'} />
          <p>{mode === 'resetPassword' ? 'Vérification du lien...' : 'Vérification de votre email...'}</p>
        </div>
      );
    case 'verified':
      return (
        <ResultCard icon="✓" title="Email vérifié avec succès !">
          <p>Vous allez être redirigé vers la page d&apos;accueil...</p>
        </ResultCard>
      );
    case 'email-changed':
      return (
        <ResultCard icon="✓" title="Adresse email changée">
          <p>Votre nouvelle adresse est enregistrée. Connectez-vous avec elle et votre mot de passe habituel.</p>
          <Link to={paths.login} className="button button--primary">
            Se connecter
          </Link>
        </ResultCard>
      );
    case 'email-restored':
      return <EmailRestored email={state.email} />;
    case 'choose-password':
      return <NewPasswordForm oobCode={state.oobCode} email={state.email} />;
    case 'error':
      return (
        <ResultCard icon="!" title="Erreur de vérification" role="alert">
          <p>{state.message}</p>
          <Link to={paths.home} className="button button--primary">
            Retour à l&apos;accueil
          </Link>
        </ResultCard>
      );
  }
}

/**
 * The account has its old address back. If its owner did not ask for the change, someone else
 * knew the password: a reset link to the restored address lets them choose a new one.
 */
function EmailRestored({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  async function sendReset() {
    setSending(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch {
      toast.error('Le lien n’a pas pu être envoyé. Réessayez dans un instant.');
    } finally {
      setSending(false);
    }
  }
  return (
    <ResultCard icon="✓" title="Adresse email rétablie">
      <p>
        Votre compte a de nouveau l’adresse <strong>{email}</strong>. Si vous n’avez pas demandé ce changement, choisissez aussi un nouveau
        mot de passe : quelqu’un d’autre le connaît peut-être.
      </p>
      {sent ? (
        <p>Un lien pour choisir un nouveau mot de passe vient d’être envoyé à {email}.</p>
      ) : (
        <button type="button" className="button button--primary" onClick={() => void sendReset()} disabled={sending}>
          {sending ? 'Envoi…' : 'Changer de mot de passe'}
        </button>
      )}
      <Link to={paths.login} className="button button--secondary">
        Se connecter
      </Link>
    </ResultCard>
  );
}

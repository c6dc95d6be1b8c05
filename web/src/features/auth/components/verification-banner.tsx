import { useState } from 'react';
import { resendErrorMessage } from '../auth-errors';
import { useSession } from '../hooks/use-session';

// The banner loads for a signed-in user whose email is not verified (layouts/main-layout.tsx); its
// account actions, and the toasts that report them, load on demand (api/account.ts, lib/toast.ts).
const loadToast = () => import('../../../lib/toast').then((module) => module.default);

/** Firebase limits these emails too; this keeps a user from hammering the button. */
const RESEND_COOLDOWN_MS = 60_000;

/** On every page, for a signed-in user whose email is not verified yet. */
export function VerificationBanner() {
  const { session, user } = useSession();
  const [sending, setSending] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [checking, setChecking] = useState(false);

  if (session.status !== 'signed-in' || session.emailVerified || !user) return null;

  async function resend() {
    if (!user) return;
    setSending(true);
    try {
      // The account actions (and Firebase Auth with them) load on demand: the banner is on every page.
      const { resendVerificationEmail } = await import('../api/account');
      await resendVerificationEmail(user);
      (await loadToast()).success(`Un nouvel email de vérification a été envoyé à ${user.email ?? 'votre adresse'}.`);
      setCoolingDown(true);
      setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    } catch (error) {
      (await loadToast()).error(resendErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  // The link may have been opened on another device: ask Firebase again.
  async function check() {
    setChecking(true);
    try {
      const { refreshSession } = await import('../api/account');
      const refreshed = await refreshSession();
      const toast = await loadToast();
      if (refreshed?.emailVerified) toast.success('Votre email a été vérifié avec succès !');
      else toast.error("Votre email n'est pas encore vérifié. Cliquez sur le lien reçu par email.");
    } catch (error) {
      (await loadToast()).error(resendErrorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="banner" role="region" aria-label="Vérification de l'email">
      <div className="container banner__inner">
        <p>
          <strong>Votre email n&apos;est pas encore vérifié.</strong> Cliquez sur le lien que nous vous avons envoyé pour accéder à votre
          profil et réserver.
        </p>
        <div className="banner__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void resend()}
            disabled={sending || coolingDown}
          >
            {coolingDown ? 'Email envoyé' : sending ? 'Envoi...' : "Renvoyer l'email"}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => void check()} disabled={checking}>
            J&apos;ai vérifié mon email
          </button>
        </div>
      </div>
    </div>
  );
}

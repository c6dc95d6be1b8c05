import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { decideAccess, type Audience } from '../access';
import { useSession } from '../hooks/use-session';

/**
 * Renders the nested routes for the visitors the audience admits; shows a spinner until the
 * session is known, and otherwise redirects as decideAccess says. A visitor sent to the login
 * page carries the page they wanted, to come back to it after signing in.
 */
export function GuardedRoute({ audience }: { audience: Audience }) {
  const { session } = useSession();
  const location = useLocation();

  // Whether the visitor was already signed in when the session first became known here
  // (state adjusted during render, as React recommends, rather than in an effect).
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean | null>(null);
  if (signedInOnArrival === null && session.status !== 'loading') {
    setSignedInOnArrival(session.status === 'signed-in');
  }

  const decision = decideAccess(session, audience, signedInOnArrival ?? true);
  switch (decision.kind) {
    case 'wait':
      return <Spinner fullPage label="Vérification de votre session…" />;
    case 'allow':
      return <Outlet />;
    case 'redirect':
      if (decision.notice === 'already-signed-in') return <AlreadySignedIn to={decision.to} />;
      return <Navigate to={decision.to} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
}

const ALREADY_SIGNED_IN_MS = 5000;

function AlreadySignedIn({ to }: { to: string }) {
  useEffect(() => {
    // Toasts load on demand: the guards are in the first bundle (lib/toast.ts).
    void import('../../../lib/toast').then(({ default: toast }) =>
      toast(
        <div>
          <strong>Vous êtes déjà inscrit sur notre plateforme</strong>
          <div>Vous êtes connecté : votre compte vous attend dans « Mon profil ».</div>
        </div>,
        { id: 'already-signed-in', duration: ALREADY_SIGNED_IN_MS, icon: 'ℹ️' },
      ),
    );
  }, []);
  return <Navigate to={to} replace />;
}

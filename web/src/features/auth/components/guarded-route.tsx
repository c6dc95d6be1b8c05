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
  const decision = decideAccess(session, audience);
  switch (decision.kind) {
    case 'wait':
      return <Spinner fullPage label="Vérification de votre session…" />;
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return (
        <Navigate
          to={decision.to}
          replace
          state={{ from: `${location.pathname}${location.search}${location.hash}` }}
        />
      );
  }
}

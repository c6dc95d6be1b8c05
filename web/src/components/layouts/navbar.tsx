import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { Logo } from '../ui/logo';
import { useIsAppShell } from './app-shell';

// The unread count reads Firestore: loaded on demand, for a signed-in user only, so that the
// first bundle carries no Firestore code (docs/decisions/002-bundle-budget.md).
const UnreadMessages = lazy(() =>
  import('../../features/messages/components/unread-messages').then((module) => ({ default: module.UnreadMessages })),
);

/** The sticky top bar: logo, links for the visitor's session, and the phone menu. */
export function Navbar() {
  const { pathname } = useLocation();
  const { session, user } = useSession();
  const readsMessages = session.status === 'signed-in' && session.emailVerified && user !== null;
  // The phone menu belongs to the page it was opened on: it closes once the visitor has gone
  // somewhere else.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label="Navigation principale">
        <Logo />
        <div className="navbar__links navbar__links--desktop">
          <NavigationLinks />
        </div>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="menu-mobile"
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          {/* On a phone, the links wait in the menu: its button shows that messages are unread. */}
          {readsMessages && !menuOpen && (
            <Suspense fallback={null}>
              <UnreadMessages uid={user.uid}>
                {({ count }) => count > 0 && <span className="navbar__toggle-dot" aria-hidden="true" />}
              </UnreadMessages>
            </Suspense>
          )}
        </button>
      </nav>
      {menuOpen && (
        <div id="menu-mobile" className="navbar__mobile">
          <div className="container navbar__links navbar__links--mobile">
            <NavigationLinks />
          </div>
        </div>
      )}
    </header>
  );
}

function NavigationLinks() {
  const { session, user } = useSession();
  const navigate = useNavigate();

  // The shell is the same HTML for every path: no link may show as the current page there.
  const Nav = useIsAppShell() ? Link : NavLink;

  async function logOut() {
    try {
      // Loaded on demand, with Firebase Auth (already there for a signed-in visitor).
      const { logOut: signOut } = await import('../../features/auth/api/account');
      await signOut();
      navigate(paths.home);
    } catch {
      const { default: toast } = await import('../../lib/toast');
      toast.error('La déconnexion a échoué. Veuillez réessayer.');
    }
  }

  // 'Messages', with the number of conversations holding an unread message (docs/messagerie.md).
  const messages = (count: number, label: string | null) => (
    <Nav to={paths.messages} className="navbar__link" aria-label={label ? `Messages, ${label}` : undefined}>
      Messages
      {count > 0 && (
        <>
          {' '}
          <span className="navbar__badge">{count > 99 ? '99+' : count}</span>
        </>
      )}
    </Nav>
  );

  const search = (
    <Nav to={paths.search} className="navbar__link">
      Trouver un Kooker
    </Nav>
  );
  // Until the session is known (always in the prerendered HTML), the place of the signed-out
  // links is kept, empty: no 'Se connecter' that could turn into 'Mon profil' a moment later,
  // and nothing moves when the most common answer, signed out, arrives.
  if (session.status === 'loading') {
    return (
      <>
        {search}
        <span className="navbar__pending" aria-hidden="true">
          <span className="navbar__link">Se connecter</span>
          <span className="button button--primary button--small">S&apos;inscrire</span>
        </span>
      </>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <>
        {search}
        <Nav to={paths.login} className="navbar__link">
          Se connecter
        </Nav>
        <Link to={paths.signup} className="button button--primary button--small">
          S&apos;inscrire
        </Link>
      </>
    );
  }
  return (
    <>
      {search}
      {session.emailVerified && user && (
        <Suspense fallback={messages(0, null)}>
          <UnreadMessages uid={user.uid}>{({ count, label }) => messages(count, label)}</UnreadMessages>
        </Suspense>
      )}
      <Nav to={paths.settings} className="navbar__link">
        Mon profil
      </Nav>
      {session.isKooker && (
        <Nav to={paths.kookerSettings} className="navbar__link">
          Profil Kooker
        </Nav>
      )}
      <button type="button" className="button button--ghost button--small" onClick={() => void logOut()}>
        Déconnexion
      </button>
    </>
  );
}

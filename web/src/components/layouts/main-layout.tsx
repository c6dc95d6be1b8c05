import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/use-session';
import { AppShellContent, useIsAppShell } from './app-shell';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

// Only a signed-in user whose email is not verified sees it: its code (and its messages) load for them.
const VerificationBanner = lazy(() =>
  import('../../features/auth/components/verification-banner').then((module) => ({ default: module.VerificationBanner })),
);

export function MainLayout() {
  const inShell = useIsAppShell();
  const { session } = useSession();
  const unverified = session.status === 'signed-in' && !session.emailVerified;
  return (
    <div className="main-layout">
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Navbar />
      {unverified && (
        <Suspense fallback={null}>
          <VerificationBanner />
        </Suspense>
      )}
      <main id="contenu" className="main-layout__content">
        {inShell ? <AppShellContent /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}

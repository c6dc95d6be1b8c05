import { Outlet } from 'react-router-dom';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { AppShellContent, useIsAppShell } from './app-shell';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

export function MainLayout() {
  const inShell = useIsAppShell();
  return (
    <div className="main-layout">
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Navbar />
      <VerificationBanner />
      <main id="contenu" className="main-layout__content">
        {inShell ? <AppShellContent /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}

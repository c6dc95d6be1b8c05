import { Outlet } from 'react-router-dom';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

export function MainLayout() {
  return (
    <div className="main-layout">
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Navbar />
      <VerificationBanner />
      <main id="contenu" className="main-layout__content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

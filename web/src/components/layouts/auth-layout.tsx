import { Outlet } from 'react-router-dom';
import { Logo } from '../ui/logo';
import { ScrollToTop } from './scroll-to-top';

/** Split screen: the form on the left; from medium screens up, a warm picture and the slogan. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <ScrollToTop />
      <main className="auth-layout__form">
        <div className="auth-layout__logo">
          <Logo />
        </div>
        <div className="auth-layout__card">
          <Outlet />
        </div>
      </main>
      <aside className="auth-layout__visual" aria-hidden="true">
        <div className="auth-layout__slogan">
          <p className="auth-layout__quote">« La cuisine, c&apos;est encore meilleur quand on la partage. »</p>
          <p>Cours, ateliers et repas faits maison, chez vous, avec des Kookers passionnés.</p>
        </div>
      </aside>
    </div>
  );
}

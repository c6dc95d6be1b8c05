import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Logo } from '../ui/logo';

const columns = [
  {
    title: 'Liens rapides',
    links: [
      { label: 'Accueil', to: paths.home },
      { label: 'Trouver un Kooker', to: paths.search },
      { label: 'Se connecter', to: paths.login },
      { label: "S'inscrire", to: paths.signup },
    ],
  },
  {
    title: 'Devenir Kooker',
    links: [
      { label: 'Comment ça marche', to: `${paths.home}#comment-ca-marche` },
      { label: 'Avantages', to: `${paths.home}#devenir-kooker` },
      { label: 'Tarification', to: `${paths.faq}#paiements` },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', to: paths.faq },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    // The information the law asks of a marketplace, on every page (docs/produit.md, « Les pages légales »).
    title: 'Informations légales',
    links: [
      { label: 'Mentions légales', to: paths.legalNotice },
      { label: 'Conditions générales d’utilisation', to: paths.terms },
      { label: 'Conditions générales de vente', to: paths.termsOfSale },
      { label: 'Politique de confidentialité', to: paths.privacy },
      { label: 'Comment les résultats sont classés', to: paths.ranking },
      { label: 'Comment fonctionnent les avis', to: paths.reviewsPolicy },
    ],
  },
];

const noSubscription = () => () => undefined;

/**
 * This year; while prerendered HTML hydrates, the year it was built in (__BUILD_YEAR__, set by
 * web/vite.config.ts), then the browser's, so a page built last December hydrates cleanly.
 */
function useYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/** The dark footer of the main layout. */
export function Footer() {
  const year = useYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Logo inverted />
          <p>La cuisine faite maison, partagée entre particuliers : cours, ateliers et repas chez vous.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <p>© {year} Kookers. Tous droits réservés.</p>
      </div>
    </footer>
  );
}

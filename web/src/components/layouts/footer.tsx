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
      { label: 'Termes et conditions', to: paths.terms },
      { label: 'Politique de confidentialité', to: paths.privacy },
    ],
  },
];

/** The dark footer of the main layout. */
export function Footer() {
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
        <p>© {new Date().getFullYear()} Kookers. Tous droits réservés.</p>
      </div>
    </footer>
  );
}

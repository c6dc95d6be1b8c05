import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The Kookers wordmark with its pot icon; links home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to={paths.home} className={inverted ? 'logo logo--inverted' : 'logo'} aria-label="Kookers, accueil">
      <svg className="logo__icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path
          d="M8 15h16v3a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6v-3Zm-2 0h2m16 0h2M12 11c0-1.5 1-1.5 1-3m3 3c0-1.5 1-1.5 1-3m3 3c0-1.5 1-1.5 1-3"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">Kookers</span>
    </Link>
  );
}

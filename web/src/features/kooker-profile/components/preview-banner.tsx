import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Shown to a Kooker looking at their own unpublished profile. */
export function PreviewBanner() {
  return (
    <div className="banner" role="status">
      <div className="container banner__inner">
        <p>Aperçu : votre profil n’est pas encore visible par les clients.</p>
        <Link to={paths.kookerSettings} className="button button--secondary button--small">
          Compléter et publier mon profil
        </Link>
      </div>
    </div>
  );
}

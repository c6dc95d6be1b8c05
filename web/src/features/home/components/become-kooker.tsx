import { COMMISSION_PERCENT } from '@kookers/domain/rules';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/hooks/use-session';

const benefits = [
  'Fixez vos prix, vos prestations et vos disponibilités',
  'Partagez votre passion avec des gourmands près de chez vous',
  `Paiement garanti après chaque prestation, ${COMMISSION_PERCENT} % de commission seulement`,
  'Inscription gratuite, sans engagement',
];

export function BecomeKooker() {
  const { session } = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <section id="devenir-kooker" className="section section--highlight" aria-labelledby="devenir-kooker-titre">
      <div className="container become-kooker">
        <div>
          <p className="eyebrow eyebrow--light">Vous aimez cuisiner ?</p>
          <h2 id="devenir-kooker-titre">Devenez Kooker</h2>
          <p>
            Transformez votre passion en revenu complémentaire : proposez des cours, des ateliers ou des repas à domicile et faites
            découvrir vos spécialités.
          </p>
          <Link to={signedIn ? paths.settings : paths.signup} className="button button--light button--large">
            {signedIn ? 'Devenir Kooker' : "S'inscrire comme Kooker"}
          </Link>
        </div>
        <ul className="become-kooker__benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

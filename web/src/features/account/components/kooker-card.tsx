import { useState } from 'react';
import toast from '../../../lib/toast';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { callableErrorMessage } from '../../../lib/callable-error';
import { becomeKooker } from '../api/become-kooker';

/** 'Devenir Kooker' for a client; 'Mode Kooker' for a Kooker. */
export function KookerCard({ isKooker }: { isKooker: boolean }) {
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);

  if (isKooker) {
    return (
      <aside className="card" aria-labelledby="mode-kooker-titre">
        <h2 id="mode-kooker-titre">Mode Kooker</h2>
        <p>Gérez votre profil Kooker, vos prestations et vos disponibilités.</p>
        <Link to={paths.kookerSettings} className="button button--primary button--block">
          Profil Kooker
        </Link>
      </aside>
    );
  }

  async function start() {
    setWorking(true);
    try {
      await becomeKooker();
      toast.success('Bienvenue parmi les Kookers ! Complétez votre profil pour le publier.');
      navigate(paths.kookerSettings);
    } catch (error) {
      toast.error(callableErrorMessage(error, "Une erreur s'est produite. Veuillez réessayer."));
      setWorking(false);
    }
  }

  return (
    <aside className="card" aria-labelledby="devenir-kooker-titre">
      <h2 id="devenir-kooker-titre">Devenir Kooker</h2>
      <p>Partagez votre passion : proposez vos cours, ateliers et repas à domicile, à vos prix.</p>
      <button type="button" className="button button--primary button--block" onClick={() => void start()} disabled={working}>
        {working ? 'Un instant...' : 'Devenir Kooker'}
      </button>
    </aside>
  );
}

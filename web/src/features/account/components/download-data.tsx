import { exportFileName } from '@kookers/domain/accounts';
import { parisDateOf } from '@kookers/domain/rules';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { callableErrorMessage } from '../../../lib/callable-error';
import { saveFile } from '../../../lib/download';
import { exportMyData } from '../api/account-security';

/** 'Télécharger mes données': everything Kookers holds on the member, in one JSON file. */
export function DownloadData() {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setWorking(true);
    setFailure(null);
    try {
      const data = await exportMyData();
      saveFile(exportFileName(parisDateOf(new Date())), JSON.stringify(data, null, 2), 'application/json');
    } catch (error) {
      setFailure(callableErrorMessage(error, 'Vos données n’ont pas pu être préparées. Vérifiez votre connexion et réessayez.'));
    } finally {
      setWorking(false);
    }
  };
  return (
    <section className="account-section__part" aria-labelledby="mes-donnees">
      <h3 id="mes-donnees" className="account-section__title">
        Télécharger mes données
      </h3>
      <p>
        Un fichier JSON avec tout ce que Kookers garde sur vous : votre compte, vos profils, vos réservations (comme client et comme
        Kooker), vos avis, vos conversations et vos choix de courriels. Vos photos n’y sont pas recopiées : le fichier donne l’adresse de
        chacune.
      </p>
      <FormAlert message={failure} />
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={working}>
        {working ? 'Préparation du fichier…' : 'Télécharger mes données'}
      </button>
    </section>
  );
}

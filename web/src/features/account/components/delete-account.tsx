import type { BlockingBooking } from '@kookers/domain/accounts';
import { bookingWhen } from '@kookers/domain/booking';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ACCOUNT_TABS, paths } from '../../../config/paths';
import { callableErrorMessage } from '../../../lib/callable-error';
import { errorCode, errorDetails } from '../../../lib/firebase-error';
import toast from '../../../lib/toast';
import { accountErrorMessage } from '../account-errors';
import { blockingBookingsOf, deleteMyAccount } from '../api/account-security';
import { logOut } from '../../auth/api/account';

/** The message for a failed deletion: Firebase Auth's (the password) or the function's refusal. */
function failureOf(error: unknown): string {
  if (errorCode(error)?.startsWith('auth/')) return accountErrorMessage(error);
  return callableErrorMessage(error, 'Votre compte n’a pas pu être supprimé. Vérifiez votre connexion et réessayez.');
}

/** 'Supprimer mon compte': a dialog that asks the password again, and lists the bookings to cancel first if any. */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<BlockingBooking[] | null>(null);

  const close = () => {
    if (working) return;
    setOpen(false);
    setPassword('');
    setFailure(null);
    setBlocking(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setFailure('Mot de passe requis');
      return;
    }
    setWorking(true);
    setFailure(null);
    setBlocking(null);
    try {
      await deleteMyAccount(password);
      // Home first, rendered at once (not in a transition): signed out while 'Mon profil' is
      // still on screen, its route guard would send to the login page.
      await navigate(paths.home, { replace: true, flushSync: true });
      toast.success('Votre compte a été supprimé.');
      await logOut();
    } catch (error) {
      setBlocking(blockingBookingsOf(errorDetails(error)));
      setFailure(failureOf(error));
      setWorking(false);
    }
  };

  return (
    <section className="account-section__part account-section__part--danger" aria-labelledby="supprimer-compte">
      <h3 id="supprimer-compte" className="account-section__title">
        Supprimer mon compte
      </h3>
      <p>
        Votre compte, vos profils, vos photos et vos créneaux sont supprimés. Vos réservations passées et vos avis restent pour l’autre
        personne, sous le nom « Ancien membre », sans vos coordonnées. C’est définitif.
      </p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Supprimer mon compte
      </button>
      <Dialog open={open} title="Supprimer mon compte" onClose={close} size="small">
        <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Supprimer mon compte">
          <p>Pour confirmer, saisissez votre mot de passe. Votre compte sera supprimé aussitôt, et vous ne pourrez plus vous connecter.</p>
          <FormAlert message={failure} />
          {blocking && blocking.length > 0 && (
            <div className="account-section__blocking">
              <p>{blocking.length > 1 ? 'Les réservations en cause :' : 'La réservation en cause :'}</p>
              <ul>
                {blocking.map((booking) => (
                  <li key={booking.id}>
                    {bookingWhen(booking)} — {booking.service},{' '}
                    {booking.role === 'client' ? `avec ${booking.otherParty}` : `réservée par ${booking.otherParty}`}
                    {booking.unpaid && ' (terminée : votre part sera versée dans l’heure)'}
                  </li>
                ))}
              </ul>
              <p>
                {blocking.length > 1 ? 'Elles sont dans' : 'Elle est dans'}{' '}
                <Link to={paths.settingsTab(ACCOUNT_TABS.history)}>Historique</Link>
                {blocking.some((booking) => booking.role === 'kooker') && (
                  <>
                    {' '}
                    et <Link to={paths.settingsTab(ACCOUNT_TABS.received)}>Réservations reçues</Link>
                  </>
                )}
                .
              </p>
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor="suppression-mot-de-passe">
              Mot de passe
            </label>
            <input
              id="suppression-mot-de-passe"
              className="field__input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </div>
          <div className="account-section__actions">
            <button type="button" className="button button--ghost" onClick={close} disabled={working}>
              Annuler
            </button>
            <button type="submit" className="button button--danger" disabled={working}>
              {working ? 'Suppression…' : 'Supprimer définitivement'}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

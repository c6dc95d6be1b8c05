import { useId, useState } from 'react';
import { callableErrorMessage } from '../../../lib/callable-error';
import { calendarFeedUrl } from '../api/bookings';

type State =
  | { kind: 'hidden' }
  | { kind: 'working' }
  | { kind: 'shown'; url: string; note: string | null; confirmRenew: boolean }
  | { kind: 'error'; message: string };

/**
 * 'Mon calendrier': the private address of the Kooker's bookings as a calendar feed, to copy
 * into Google Calendar or to open in Apple Calendar (webcal://), and a new address that kills
 * the old one, asked twice (docs/notifications.md, « Le calendrier d'un Kooker »).
 */
export function CalendarFeedCard() {
  const [state, setState] = useState<State>({ kind: 'hidden' });
  const ids = useId();

  async function load(regenerate: boolean) {
    setState({ kind: 'working' });
    try {
      const url = await calendarFeedUrl(regenerate);
      setState({ kind: 'shown', url, note: regenerate ? 'Nouveau lien créé : l’ancien ne fonctionne plus.' : null, confirmRenew: false });
    } catch (error) {
      setState({ kind: 'error', message: callableErrorMessage(error, 'Le lien de votre calendrier n’a pas pu être obtenu. Réessayez.') });
    }
  }

  async function copy(url: string) {
    if (state.kind !== 'shown') return;
    try {
      await navigator.clipboard.writeText(url);
      setState({ ...state, note: 'Lien copié.' });
    } catch {
      setState({ ...state, note: 'Copie impossible ici : sélectionnez le lien et copiez-le.' });
    }
  }

  return (
    <section className="card calendar-feed" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="calendar-feed__title">
        Mon calendrier
      </h2>
      <p className="calendar-feed__lead">
        Vos réservations à venir dans Google Agenda ou Calendrier d’Apple, mises à jour toutes seules : la prestation, le client (prénom et
        initiale), la commune, les participants, les allergies et les régimes. Ce lien est privé : qui le connaît voit vos réservations. Il
        change si vous changez de mot de passe ou d’adresse email ; le téléphone et l’adresse du client sont sur chaque réservation.
      </p>
      {state.kind === 'hidden' && (
        <button type="button" className="button button--secondary" onClick={() => void load(false)}>
          Afficher le lien de mon calendrier
        </button>
      )}
      {state.kind === 'working' && <p role="status">Un instant…</p>}
      {state.kind === 'error' && (
        <>
          <p className="alert alert--error" role="alert">
            {state.message}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void load(false)}>
            Réessayer
          </button>
        </>
      )}
      {state.kind === 'shown' && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-url`}>
              Lien de mon calendrier
            </label>
            <input
              id={`${ids}-url`}
              className="field__input"
              type="text"
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="field__hint">Google Agenda : « Autres agendas » → « À partir de l’URL ». Sur iPhone ou Mac : « S’abonner ».</p>
          </div>
          <div className="calendar-feed__actions">
            <button type="button" className="button button--primary" onClick={() => void copy(state.url)}>
              Copier le lien
            </button>
            <a className="button button--secondary" href={state.url.replace(/^https?:/, 'webcal:')}>
              Ouvrir dans Calendrier
            </a>
            {!state.confirmRenew && (
              <button type="button" className="button button--ghost" onClick={() => setState({ ...state, confirmRenew: true, note: null })}>
                Générer un nouveau lien
              </button>
            )}
          </div>
          {state.confirmRenew && (
            <div className="alert alert--warning calendar-feed__confirm">
              <p>Le lien actuel cessera de fonctionner : les calendriers abonnés ne recevront plus vos réservations.</p>
              <div className="calendar-feed__actions">
                <button type="button" className="button button--primary" onClick={() => void load(true)}>
                  Générer un nouveau lien
                </button>
                <button type="button" className="button button--ghost" onClick={() => setState({ ...state, confirmRenew: false })}>
                  Garder le lien actuel
                </button>
              </div>
            </div>
          )}
          <p className="calendar-feed__note" role="status">
            {state.note}
          </p>
        </>
      )}
    </section>
  );
}

import { type EmailPreferences, type UserDocument, DEFAULT_EMAIL_PREFERENCES } from '@kookers/domain/accounts';
import { BOOKING_REMINDER_HOURS_BEFORE } from '@kookers/domain/rules';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { saveUserProfile } from '../../../lib/user-profile';

const CHOICES: ReadonlyArray<{ key: keyof EmailPreferences; label: string; hint: string }> = [
  {
    key: 'reminders',
    label: 'Le rappel la veille d’une réservation',
    hint: `Le jour, l’heure, le lieu et le téléphone de l’autre, ${BOOKING_REMINDER_HOURS_BEFORE} heures avant.`,
  },
  {
    key: 'reviewRequests',
    label: 'La demande d’avis après une prestation',
    hint: 'Un message dans l’heure qui suit la fin, pour noter le Kooker en quelques mots.',
  },
];

/**
 * 'Courriels' in 'Mon profil': the emails a user may turn off, saved at each tick
 * (docs/notifications.md « Ce que chacun choisit »). The others are always sent.
 */
export function EmailChoices({ uid, profile }: { uid: string; profile: UserDocument | undefined }) {
  const saved = profile?.emails ?? DEFAULT_EMAIL_PREFERENCES;
  // What the user just ticked, shown while it saves; the live profile takes over once written.
  const [pending, setPending] = useState<EmailPreferences | null>(null);
  const shown = pending ?? saved;

  const change = async (key: keyof EmailPreferences, on: boolean) => {
    const next = { ...shown, [key]: on };
    setPending(next);
    try {
      await saveUserProfile(uid, { emails: next }, profile !== undefined);
      toast.success(on ? 'Ce courriel vous sera envoyé.' : 'Ce courriel ne vous sera plus envoyé.');
    } catch {
      toast.error("Votre choix n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.");
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="email-choices">
      <fieldset className="form__fieldset email-choices__set" aria-describedby="courriels-toujours">
        <legend className="email-choices__title">Courriels</legend>
        <p id="courriels-toujours" className="field__hint">
          Les confirmations, les changements et les annulations de vos réservations vous sont toujours envoyés.
        </p>
        {CHOICES.map(({ key, label, hint }) => (
          <div key={key} className="field">
            <label className="field__checkbox">
              <input
                type="checkbox"
                checked={shown[key]}
                disabled={pending !== null}
                aria-describedby={`courriel-${key}-hint`}
                onChange={(event) => void change(key, event.currentTarget.checked)}
              />
              <span>{label}</span>
            </label>
            <p id={`courriel-${key}-hint`} className="field__hint email-choices__hint">
              {hint}
            </p>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

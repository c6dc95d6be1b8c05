import { PAYOUT_HOLDER_MAX } from '@kookers/domain/money';
import { PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS, PAYOUT_ACCOUNT_CHANGES_MAX, PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { passwordCheckErrorMessage } from '../../auth/auth-errors';
import { setPayoutAccount } from '../api/money-calls';
import { usePayoutAccount } from '../hooks/use-earnings';
import { electronicIban, payoutAccountFormSchema, type PayoutAccountFormValues } from '../iban';

const FAILED = 'Le compte n’a pas pu être enregistré. Vérifiez votre connexion et réessayez.';

/**
 * 'Compte de versement': the account the weekly payouts are sent to — its holder and what the
 * Kooker sees of its IBAN once set (the processor keeps the IBAN: setPayoutAccount), and the form
 * to give or change it, the IBAN checked before it is sent (iban.ts), the password asked again
 * (docs/argent.md, « Le compte de versement »: each change is mailed, limited, and held 72 h).
 */
export function PayoutAccountSection({ uid }: { uid: string }) {
  const account = usePayoutAccount(uid);
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  // The answer's, until the live document brings it.
  const [saved, setSaved] = useState<{ holder: string; ibanHint: string } | null>(null);
  if (account.status === 'loading') return <Spinner label="Chargement de votre compte de versement…" />;

  const current = account.data?.ibanHint ? { holder: account.data.holder, ibanHint: account.data.ibanHint } : saved;
  const done = (next: { holder: string; ibanHint: string } | null) => {
    if (next) setSaved(next);
    setEditing(false);
    // The form is gone: the section's heading keeps the reader's place.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section className="balance payout-account" aria-labelledby="compte-titre">
      <h3 id="compte-titre" ref={heading} tabIndex={-1} className="earnings__title">
        Compte de versement
      </h3>
      {current && !editing ? (
        <>
          <p>
            Vos versements partent vers le compte de <strong>{current.holder}</strong> :{' '}
            <span className="payout-account__iban">{current.ibanHint}</span>
          </p>
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
            Modifier le compte
          </button>
        </>
      ) : (
        <>
          <p className="earnings__note">
            Le compte bancaire sur lequel recevoir vos versements hebdomadaires. L’IBAN est confié à notre prestataire de paiement : Kookers
            n’en garde que le début et la fin.
            {current &&
              ` Par sécurité, vous pouvez changer de compte ${PAYOUT_ACCOUNT_CHANGES_MAX} fois en ${PAYOUT_ACCOUNT_CHANGES_WINDOW_DAYS} jours, et aucun versement ne part vers un nouveau compte pendant ${PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS} h.`}
          </p>
          <PayoutAccountForm holder={current?.holder ?? ''} onSaved={done} onCancel={current ? () => done(null) : null} />
        </>
      )}
    </section>
  );
}

interface FormProps {
  holder: string;
  onSaved: (account: { holder: string; ibanHint: string }) => void;
  /** Null for a first account: nothing to go back to. */
  onCancel: (() => void) | null;
}

function PayoutAccountForm({ holder, onSaved, onCancel }: FormProps) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: PayoutAccountFormValues) => {
    setError(null);
    const account = { holder: values.holder.trim(), iban: electronicIban(values.iban) };
    try {
      const { ibanHint } = await setPayoutAccount(values.password, account);
      toast.success('Votre compte de versement est enregistré.');
      onSaved({ holder: account.holder, ibanHint });
    } catch (failure) {
      // The password first (Firebase Auth), then the function's refusal.
      setError(passwordCheckErrorMessage(failure) ?? callableErrorMessage(failure, FAILED));
    }
  };

  return (
    <Formik initialValues={{ holder, iban: '', password: '' }} validationSchema={payoutAccountFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form payout-account__form" noValidate aria-label="Compte de versement">
          <FormAlert message={error} />
          <TextField
            id={`${ids}-holder`}
            name="holder"
            label="Titulaire du compte"
            autoComplete="name"
            maxLength={PAYOUT_HOLDER_MAX}
            hint="Le nom tel que votre banque l’écrit sur votre RIB."
          />
          <TextField
            id={`${ids}-iban`}
            name="iban"
            label="IBAN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Avec ou sans espaces, tel qu’il figure sur votre RIB."
          />
          <TextField
            id={`${ids}-password`}
            name="password"
            label="Mot de passe"
            type="password"
            autoComplete="current-password"
            hint="Par sécurité, votre mot de passe Kookers. Chaque changement vous est confirmé par courriel."
          />
          <div className="payout-account__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Enregistrement…' : 'Enregistrer le compte'}
            </button>
            {onCancel && (
              <button type="button" className="button button--ghost" onClick={onCancel} disabled={isSubmitting}>
                Annuler
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}

import { formatDay, frenchPhoneToE164, PHONE_NOT_FRENCH, phoneVerificationProblem } from '@kookers/domain/kookers';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../components/ui/form-alert';
import { callableErrorMessage } from '../../../../lib/callable-error';
import toast from '../../../../lib/toast';
import { confirmPhoneVerification, sendCode, type PendingCode } from '../../api/identity';

const SEND_FAILED = 'Le code n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.';
const CONFIRM_FAILED = 'La vérification n’a pas abouti. Vérifiez votre connexion et réessayez.';

/** What Auth's refusal means for the Kooker, in French; `fallback` for anything else. */
function authMessage(error: unknown, fallback: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return phoneVerificationProblem(code) ?? callableErrorMessage(error, fallback);
}

/**
 * The phone verified by SMS (docs/produit.md, « Qui est le Kooker »): the Kooker types their number
 * as they write it, receives a code, types it; Auth then holds the number on the account, and
 * confirmPhoneVerification records it. Changing the number is the same, with the new one.
 */
export function PhoneSection({
  verifiedOn,
  contactPhone,
  onAnswered,
}: {
  verifiedOn: string | null;
  contactPhone: string;
  onAnswered: (fields: { phoneVerifiedOn: string }) => void;
}) {
  const ids = useId();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(verifiedOn === null);
  const [phone, setPhone] = useState(contactPhone);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<PendingCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const e164 = frenchPhoneToE164(phone);
    if (!e164) {
      setError(PHONE_NOT_FRENCH);
      return;
    }
    if (!recaptcha.current) return;
    setWorking(true);
    try {
      setPending(await sendCode(e164, recaptcha.current));
      setCode('');
    } catch (failure) {
      setError(authMessage(failure, SEND_FAILED));
    } finally {
      setWorking(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Le code reçu par SMS compte 6 chiffres.');
      return;
    }
    setWorking(true);
    try {
      await pending.confirm(code.trim());
      const { phone: verified, verifiedOn: day } = await confirmPhoneVerification({});
      onAnswered({ phoneVerifiedOn: day });
      toast.success(`Votre numéro ${verified} est vérifié.`);
      setPending(null);
      setEditing(false);
    } catch (failure) {
      setError(authMessage(failure, CONFIRM_FAILED));
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="identity-section" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="identity-section__title">
        Votre téléphone
      </h3>
      <p className="field__hint">
        Vérifié par un code envoyé par SMS. Vos clients voient seulement qu’il est vérifié ; ils reçoivent votre numéro une fois leur
        réservation confirmée.
      </p>
      {verifiedOn && !editing && (
        <div className="identity-section__row">
          <p className="identity-section__saved">Numéro vérifié le {formatDay(verifiedOn)}.</p>
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            Changer de numéro
          </button>
        </div>
      )}
      <FormAlert message={error} />
      {editing && !pending && (
        <form className="form" noValidate aria-label="Recevoir un code par SMS" onSubmit={(event) => void send(event)}>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-phone`}>
              Numéro de téléphone portable
            </label>
            <input
              id={`${ids}-phone`}
              className="field__input"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="06 12 34 56 78"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
          <div>
            <button type="submit" className="button button--secondary" disabled={working}>
              {working ? 'Envoi…' : 'Recevoir un code par SMS'}
            </button>
          </div>
        </form>
      )}
      {pending && (
        <form className="form" noValidate aria-label="Saisir le code reçu" onSubmit={(event) => void confirm(event)}>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-code`}>
              Code reçu par SMS
            </label>
            <input
              id={`${ids}-code`}
              className="field__input identity-section__code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <p className="field__hint">Envoyé au {phone}.</p>
          </div>
          <div className="identity-section__row">
            <button type="submit" className="button button--secondary" disabled={working}>
              {working ? 'Vérification…' : 'Valider le code'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setPending(null)} disabled={working}>
              Changer de numéro
            </button>
          </div>
        </form>
      )}
      {/* The invisible reCAPTCHA Auth asks for before it sends an SMS. */}
      <div ref={recaptcha} />
    </section>
  );
}

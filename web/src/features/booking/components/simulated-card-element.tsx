import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { callableErrorMessage } from '../../../lib/callable-error';
import type { SimulatedAnswer } from '../api/payment-calls';
import { simulatedAuthentication, simulatedCardPayment } from '../api/simulated-payments';
import type { CardElementProps } from '../payment-step-state';
import { cardProblems, formatCardNumber, formatExpiry, SIMULATED_TEST_CARDS, type CardProblems, type CardValues } from '../simulated-card';
import './simulated-card-element.css';

const UNREACHABLE = 'Le paiement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.';
const DECLINED = 'Le paiement a été refusé. Essayez une autre carte.';
const EMPTY: CardValues = { number: '', expiry: '', cvc: '' };
const FIELDS = ['number', 'expiry', 'cvc'] as const;

/**
 * The local platform's card element (docs/decisions/017-paiements-par-carte.md, « plateforme
 * locale »): what Stripe's Payment Element does in production — the card typed, checked, sent to
 * the processor, and its 3-D Secure step — against the simulated processor, which answers as
 * Stripe's documented test cards do. Loaded only when the build talks to the emulators
 * (__LOCAL_PLATFORM__, components/payment-step-screen.tsx): a production build leaves it out.
 */
export function SimulatedCardElement({ bookingId, start, amount, disabled, onOutcome }: CardElementProps) {
  const ids = useId();
  const [card, setCard] = useState<CardValues>(EMPTY);
  const [problems, setProblems] = useState<CardProblems>({});
  const [working, setWorking] = useState(false);
  const [authenticating, setAuthenticating] = useState(start.state === 'requires-action');
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);
  const inputs = { number: numberInput, expiry: expiryInput, cvc: cvcInput };
  // Declined: the number is selected for another card, once the fields are enabled again.
  const [declines, setDeclines] = useState(0);
  useEffect(() => {
    if (declines > 0) numberInput.current?.select();
  }, [declines]);

  const answered = (answer: SimulatedAnswer) => {
    if (answer.state === 'requires-action') return setAuthenticating(true);
    if (answer.state === 'succeeded') return onOutcome({ state: 'succeeded' });
    // A declined card leaves the payment pending with its reason: another card may follow.
    if (answer.message !== null || answer.state === 'failed') {
      onOutcome({ state: 'failed', message: answer.message ?? DECLINED });
      return setDeclines((count) => count + 1);
    }
    onOutcome({ state: 'processing' });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const found = cardProblems(card, new Date());
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) return inputs[first].current?.focus();
    setWorking(true);
    try {
      answered(
        await simulatedCardPayment({
          bookingId,
          clientSecret: start.clientSecret,
          cardNumber: card.number,
          expiry: card.expiry,
          cvc: card.cvc,
        }),
      );
    } catch (error) {
      onOutcome({ state: 'failed', message: callableErrorMessage(error, UNREACHABLE) });
      setDeclines((count) => count + 1);
    } finally {
      setWorking(false);
    }
  };

  const authenticate = async (approve: boolean) => {
    setWorking(true);
    try {
      const answer = await simulatedAuthentication({ bookingId, clientSecret: start.clientSecret, approve });
      setAuthenticating(false);
      answered(answer);
    } catch (error) {
      setAuthenticating(false);
      onOutcome({ state: 'failed', message: callableErrorMessage(error, UNREACHABLE) });
    } finally {
      setWorking(false);
    }
  };

  const field = (name: keyof CardValues, format: (value: string) => string) => ({
    id: `${ids}-${name}`,
    className: 'field__input',
    value: card[name],
    inputMode: 'numeric' as const,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${ids}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = format(event.currentTarget.value);
      setCard((before) => ({ ...before, [name]: value }));
    },
  });

  const error = (name: keyof CardValues) =>
    problems[name] && (
      <p id={`${ids}-${name}-error`} className="field__error" role="alert">
        {problems[name]}
      </p>
    );

  return (
    <>
      <form className="card-element" onSubmit={(event) => void pay(event)} noValidate>
        <div className="card-element__note">
          <p>
            <strong>Paiement simulé — environnement de démonstration.</strong> Aucune carte n’est débitée. Cartes de test, avec une date
            d’expiration à venir et n’importe quel cryptogramme :
          </p>
          <ul>
            {SIMULATED_TEST_CARDS.map((test) => (
              <li key={test.number}>
                <span className="card-element__test-number">{test.number}</span> : {test.outcome}
              </li>
            ))}
          </ul>
        </div>
        <fieldset className="card-element__fields" disabled={disabled || working}>
          <legend className="card-element__legend">Carte bancaire</legend>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-number`}>
              Numéro de carte
            </label>
            <input
              ref={numberInput}
              {...field('number', formatCardNumber)}
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              maxLength={23}
            />
            {error('number')}
          </div>
          <div className="card-element__row">
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-expiry`}>
                Expiration (MM/AA)
              </label>
              <input ref={expiryInput} {...field('expiry', formatExpiry)} autoComplete="cc-exp" placeholder="MM/AA" maxLength={5} />
              {error('expiry')}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-cvc`}>
                Cryptogramme (CVC)
              </label>
              <input
                ref={cvcInput}
                {...field('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
              />
              {error('cvc')}
            </div>
          </div>
          <button type="submit" className="button button--primary button--block button--large">
            {working ? 'Paiement…' : `Payer ${amount}`}
          </button>
        </fieldset>
      </form>
      <Dialog
        open={authenticating}
        title="Authentification 3-D Secure (simulée)"
        size="small"
        onClose={() => !working && void authenticate(false)}
        footer={
          <>
            <button
              type="button"
              className="button button--ghost button--danger-text"
              onClick={() => void authenticate(false)}
              disabled={working}
            >
              Échouer
            </button>
            <button type="button" className="button button--primary" onClick={() => void authenticate(true)} disabled={working}>
              {working ? 'Un instant…' : 'Valider'}
            </button>
          </>
        }
      >
        <p>Votre banque demande de confirmer le paiement de {amount} à Kookers.</p>
        <p className="booking-note">Étape simulée : en production, c’est la fenêtre de votre banque qui s’ouvre ici.</p>
      </Dialog>
    </>
  );
}

import {
  EMPTY_TAX_PROFILE,
  EU_COUNTRIES,
  EU_COUNTRY_CODES,
  isEuCountry,
  TAX_PROFILE_LIMITS,
  taxProfileSchema,
  type TaxProfile,
  type TaxProfileInput,
} from '@kookers/domain/tax';
import { formatShortDate } from '@kookers/domain/money';
import { Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { callableErrorMessage } from '../../../lib/callable-error';
import toast from '../../../lib/toast';
import { setTaxProfile } from '../api/money-calls';
import { useTaxProfile } from '../hooks/use-earnings';

const FAILED = 'Vos informations fiscales n’ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.';

/** The section's id: the balance's « kept » message links to it. */
export const TAX_SECTION_ID = 'informations-fiscales';
/** The payout account section's title, which this section points to for the bank account. */
const PAYOUT_ACCOUNT_TITLE_ID = 'compte-titre';

const COUNTRY_OPTIONS = EU_COUNTRY_CODES.map((code) => ({ value: code, label: EU_COUNTRIES[code] }));

/**
 * « Informations fiscales » (docs/argent.md, « Déclaration DAC7 »): what Kookers declares of the
 * Kooker each year — legal name, date of birth, address of residence, tax number — given once,
 * checked by the schema setTaxProfile uses; the bank account is the payout account's. Until they
 * are complete, the weekly payout keeps the Kooker's balance.
 */
export function TaxProfileSection({ uid }: { uid: string }) {
  const profile = useTaxProfile(uid);
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  // The answer's, until the live document brings it.
  const [saved, setSaved] = useState<TaxProfileInput | null>(null);
  if (profile.status === 'loading') return <Spinner label="Chargement de vos informations fiscales…" />;

  const current = profile.data?.complete ? profile.data : saved;
  const done = (next: TaxProfileInput | null) => {
    if (next) setSaved(next);
    setEditing(false);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section className="balance tax-profile" id={TAX_SECTION_ID} aria-labelledby={`${TAX_SECTION_ID}-titre`}>
      <h3 id={`${TAX_SECTION_ID}-titre`} ref={heading} tabIndex={-1} className="earnings__title">
        Informations fiscales
      </h3>
      <p className="earnings__note">
        La loi (directive européenne DAC7) oblige Kookers à déclarer chaque année à l’administration fiscale les revenus que vous percevez
        sur la plateforme, et à vous en remettre le relevé. Le compte bancaire déclaré est votre{' '}
        <a href={`#${PAYOUT_ACCOUNT_TITLE_ID}`}>compte de versement</a> : inutile de redonner votre IBAN. Seuls vous et l’équipe Kookers
        voyez ces informations.
      </p>
      {current && !editing ? (
        <>
          <TaxSummary profile={current} />
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
            Modifier mes informations fiscales
          </button>
        </>
      ) : (
        <TaxProfileForm
          initial={profile.data ? inputOf(profile.data) : EMPTY_TAX_PROFILE}
          onSaved={done}
          onCancel={current ? () => done(null) : null}
        />
      )}
    </section>
  );
}

/** The stored document as the form's values. */
function inputOf(profile: TaxProfile): TaxProfileInput {
  const { firstNames, lastName, birthDate, street, postalCode, city, country, tin } = profile;
  return { firstNames, lastName, birthDate, street, postalCode, city, country: country || 'FR', tin };
}

function TaxSummary({ profile }: { profile: TaxProfileInput }) {
  const country = isEuCountry(profile.country) ? EU_COUNTRIES[profile.country] : profile.country;
  return (
    <dl className="tax-profile__summary">
      <dt>Nom et prénoms</dt>
      <dd>
        {profile.lastName} {profile.firstNames}
      </dd>
      <dt>Date de naissance</dt>
      <dd>{formatShortDate(profile.birthDate)}</dd>
      <dt>Adresse de résidence</dt>
      <dd>
        {profile.street}, {profile.postalCode} {profile.city}, {country}
      </dd>
      <dt>Numéro fiscal</dt>
      <dd className="tax-profile__tin">{profile.tin}</dd>
    </dl>
  );
}

interface FormProps {
  initial: TaxProfileInput;
  onSaved: (profile: TaxProfileInput) => void;
  /** Null while nothing complete was given: nothing to go back to. */
  onCancel: (() => void) | null;
}

function TaxProfileForm({ initial, onSaved, onCancel }: FormProps) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  // Judged on the day the form opens: an adult today.
  const schema = useMemo(() => taxProfileSchema(new Date()), []);

  const submit = async (values: TaxProfileInput) => {
    setError(null);
    try {
      await setTaxProfile(values);
      toast.success('Vos informations fiscales sont enregistrées.');
      onSaved(values);
    } catch (failure) {
      setError(callableErrorMessage(failure, FAILED));
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form tax-profile__form" noValidate aria-label="Informations fiscales">
          <FormAlert message={error} />
          <TextField
            id={`${ids}-first`}
            name="firstNames"
            label="Prénoms"
            autoComplete="given-name"
            maxLength={TAX_PROFILE_LIMITS.namesMax}
            hint="Tous vos prénoms, dans l’ordre de votre acte de naissance."
          />
          <TextField
            id={`${ids}-last`}
            name="lastName"
            label="Nom de famille"
            autoComplete="family-name"
            maxLength={TAX_PROFILE_LIMITS.namesMax}
            hint="Votre nom de naissance, tel qu’il figure à l’état civil."
          />
          <TextField id={`${ids}-birth`} name="birthDate" label="Date de naissance" type="date" autoComplete="bday" />
          <TextField
            id={`${ids}-street`}
            name="street"
            label="Adresse de résidence"
            autoComplete="street-address"
            maxLength={TAX_PROFILE_LIMITS.streetMax}
            hint="Le numéro et la rue de votre domicile."
          />
          <div className="tax-profile__row">
            <TextField
              id={`${ids}-postal`}
              name="postalCode"
              label="Code postal"
              autoComplete="postal-code"
              maxLength={TAX_PROFILE_LIMITS.postalCodeMax}
            />
            <TextField
              id={`${ids}-city`}
              name="city"
              label="Commune"
              autoComplete="address-level2"
              maxLength={TAX_PROFILE_LIMITS.cityMax}
            />
          </div>
          <SelectField
            id={`${ids}-country`}
            name="country"
            label="Pays de résidence"
            placeholder="Choisissez un pays"
            options={COUNTRY_OPTIONS}
          />
          <TinField id={`${ids}-tin`} />
          <div className="payout-account__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Enregistrement…' : 'Enregistrer mes informations fiscales'}
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

/** The tax number, its hint following the country of residence. */
function TinField({ id }: { id: string }) {
  const { values } = useFormikContext<TaxProfileInput>();
  const french = values.country === 'FR';
  const country = isEuCountry(values.country) ? EU_COUNTRIES[values.country] : 'votre pays';
  return (
    <TextField
      id={id}
      name="tin"
      label={french ? 'Numéro fiscal' : 'Numéro d’identification fiscale'}
      autoComplete="off"
      inputMode={french ? 'numeric' : 'text'}
      spellCheck={false}
      hint={
        french
          ? '13 chiffres, en haut de la première page de votre déclaration de revenus ou de votre avis d’impôt.'
          : `Le numéro que ${country} vous a attribué pour vos impôts.`
      }
    />
  );
}

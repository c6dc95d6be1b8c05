import { SERVICE_LOCATIONS, type KookerProfile } from '@kookers/domain/kookers';
import { OFFER_TEXT_LIMITS } from '@kookers/domain/offers';
import { Form, Formik, type FormikErrors } from 'formik';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DietaryFields } from '../../../components/ui/dietary-fields';
import { EventAddressFields } from '../../../components/ui/event-address-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { callableErrorMessage, isCallableRefusal } from '../../../lib/callable-error';
import { useCommuneData } from '../../../lib/commune-data';
import { setFields } from '../../../lib/form-fields';
import toast from '../../../lib/toast';
import { requestOffer } from '../api/offer-calls';
import { EMPTY_REQUEST, requestDateBounds, requestErrors, requestInputOf, type RequestFormValues } from '../offer-forms';
import { useClientAddress } from '../hooks/use-client-address';

interface RequestOfferFormProps {
  kooker: KookerProfile;
  uid: string;
  now: Date;
}

const UNSURE =
  'La demande n’a pas pu être confirmée : la connexion a été interrompue. Réessayez, ou voyez dans vos messages si elle est arrivée : une même demande n’est jamais envoyée deux fois.';

/**
 * « Demander une offre » (docs/reservations.md): the occasion, a date of the booking window (any,
 * not only a free slot), the time, the guests up to the Kooker's capacity, where, a budget, the
 * guests' allergies and diets, a message. Checked with the domain's schema before sending; sent,
 * the client goes on to the conversation where the request now stands.
 */
export function RequestOfferForm({ kooker, uid, now }: RequestOfferFormProps) {
  const navigate = useNavigate();
  const ids = useId();
  const { data: communes } = useCommuneData();
  const profileAddress = useClientAddress(uid);
  // One key per attempt: a retry after a lost answer finds the request the first call made.
  const key = useRef<string | null>(null);
  const bounds = requestDateBounds(now);
  const guestOptions = Array.from({ length: Math.max(0, kooker.maxGuests - 1) }, (_, index) => {
    const count = String(index + 2);
    return { value: count, label: `${count} personnes` };
  });
  const context = { kookerId: kooker.id, maxGuests: kooker.maxGuests, kooker, communes, now };

  return (
    <Formik<RequestFormValues>
      initialValues={EMPTY_REQUEST}
      validateOnBlur={false}
      validate={(values) => requestErrors(values, context) as FormikErrors<RequestFormValues>}
      onSubmit={async (values) => {
        key.current ??= crypto.randomUUID();
        try {
          const { conversationId } = await requestOffer(requestInputOf(values, kooker.id, key.current));
          key.current = null;
          toast.success(`Votre demande a été envoyée à ${kooker.firstName}. Sa réponse arrivera dans votre conversation.`, {
            id: 'offer-request',
          });
          navigate(paths.conversation(conversationId));
        } catch (error) {
          // Refused: nothing was sent, the next attempt is a new one; otherwise the key is kept.
          if (isCallableRefusal(error)) key.current = null;
          toast.error(callableErrorMessage(error, UNSURE), { id: 'offer-request' });
        }
      }}
    >
      {({ values, errors, submitCount, isSubmitting, setFieldValue }) => {
        const shown = (field: 'commune' | 'location') => (submitCount > 0 ? (errors[field] as string | undefined) : undefined);
        return (
          <Form noValidate aria-label={`Demande d’offre à ${kooker.firstName}`} className="form offer-request">
            <TextField
              name="occasion"
              label="L’occasion"
              hint="Un anniversaire, un déjeuner d’équipe, un cours pour une classe…"
              maxLength={OFFER_TEXT_LIMITS.occasion}
            />
            <div className="form-row">
              <TextField
                name="date"
                label="Date"
                type="date"
                min={bounds.min}
                max={bounds.max}
                hint="N’importe quel jour, de demain plus 24 h à 60 jours : pas seulement les créneaux libres."
              />
              <TextField name="time" label="Heure de début" type="time" step={900} />
            </div>
            <SelectField name="guests" label="Nombre d’invités" placeholder="Choisissez" options={guestOptions} />

            <fieldset className="offer-request__where" aria-describedby={shown('location') ? `${ids}-where-error` : undefined}>
              <legend className="field__label">Où ?</legend>
              {SERVICE_LOCATIONS.map((location) => (
                <label key={location} className="field__checkbox">
                  <input
                    type="radio"
                    name="location"
                    value={location}
                    checked={values.location === location}
                    onChange={() => void setFieldValue('location', location)}
                  />
                  <span>{location === 'client' ? 'Chez moi' : `Chez ${kooker.firstName}, à ${kooker.city}`}</span>
                </label>
              ))}
              {shown('location') && (
                <p id={`${ids}-where-error`} className="field__error" role="alert">
                  {shown('location')}
                </p>
              )}
            </fieldset>
            {values.location === 'client' && (
              // The commune only: the Kooker learns the street once the booking is paid (docs/reservations.md, « Demander une offre »).
              <EventAddressFields
                value={{ street: '', commune: values.commune, saveAddress: false }}
                onChange={(patch) => {
                  if (patch.commune !== undefined) setFields(setFieldValue, { commune: patch.commune }, submitCount > 0);
                }}
                errors={{ commune: shown('commune') }}
                profileAddress={profileAddress}
                kooker={kooker}
                offerSave={false}
                withStreet={false}
                streetHint={`${kooker.firstName} ne voit que la commune ; vous donnerez l’adresse en acceptant son offre.`}
              />
            )}

            <TextField
              name="budget"
              label="Budget par personne, en € (facultatif)"
              inputMode="decimal"
              autoComplete="off"
              hint="Ce que vous pensez mettre par invité, ingrédients compris : le Kooker en tient compte dans son offre."
            />

            <fieldset className="offer-request__dietary">
              <legend className="field__label">Allergies et régimes des invités</legend>
              <DietaryFields
                value={{ allergens: values.allergens, diets: values.diets, note: values.note }}
                onChange={(patch) => setFields(setFieldValue, patch, submitCount > 0)}
              />
            </fieldset>

            <TextAreaField
              name="message"
              label="Votre message"
              rows={5}
              maxLength={OFFER_TEXT_LIMITS.message}
              hint="Le menu dont vous rêvez, l’équipement de votre cuisine, le déroulé de la soirée…"
            />
            <button type="submit" className="button button--primary button--large" disabled={isSubmitting}>
              {isSubmitting ? 'Envoi de la demande…' : 'Envoyer ma demande'}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}

import { OFFER_DURATION_HOURS_MAX, parisDateOf } from '@kookers/domain/rules';
import type { KookerProfile, KookerService } from '@kookers/domain/kookers';
import { OFFER_TEXT_LIMITS, suggestedPricePerPerson, suggestionText, type OfferRequest } from '@kookers/domain/offers';
import { Form, Formik, type FormikErrors } from 'formik';
import { useRef } from 'react';
import { AllergenChoices } from '../../../components/ui/allergen-choices';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { callableErrorMessage, isCallableRefusal } from '../../../lib/callable-error';
import { setFields } from '../../../lib/form-fields';
import toast from '../../../lib/toast';
import { sendOffer } from '../api/offer-calls';
import { useOwnKooker } from '../hooks/use-offer-documents';
import { centsToEurosText, offerDefaults, offerErrors, offerInputOf, serviceFill, type OfferFormValues } from '../offer-forms';

interface OfferFormDialogProps {
  request: OfferRequest;
  now: Date;
  onClose: () => void;
}

const UNSURE =
  'L’offre n’a pas pu être confirmée : la connexion a été interrompue. Réessayez : une même offre n’est jamais envoyée deux fois.';

/** « Faire une offre » on a request: the Kooker's menu, time and price, prefilled from the request. */
export function OfferFormDialog({ request, now, onClose }: OfferFormDialogProps) {
  return (
    <Dialog open title="Faire une offre" onClose={onClose}>
      <LiveReadBoundary fallback={() => <p className="alert alert--error">Votre profil n’a pas pu être chargé. Rechargez la page.</p>}>
        <OfferFormLoader request={request} now={now} onClose={onClose} />
      </LiveReadBoundary>
    </Dialog>
  );
}

function OfferFormLoader({ request, now, onClose }: OfferFormDialogProps) {
  const own = useOwnKooker(request.kookerId);
  if (own.status === 'loading') return <Spinner label="Chargement de vos prestations…" />;
  if (!own.kooker) return <p className="alert alert--error">Votre profil de Kooker est introuvable.</p>;
  return <OfferForm request={request} now={now} onClose={onClose} kooker={own.kooker} services={own.services} />;
}

function OfferForm({
  request,
  now,
  onClose,
  kooker,
  services,
}: OfferFormDialogProps & { kooker: KookerProfile; services: KookerService[] }) {
  const key = useRef<string | null>(null);
  const today = parisDateOf(now);
  const initial = offerDefaults(request, kooker, services, today);
  const choices = [
    ...services.map((service) => ({ value: service.id, label: service.name })),
    { value: 'sur-mesure', label: 'Sur mesure (titre libre)' },
  ];

  return (
    <Formik<OfferFormValues>
      initialValues={{ ...initial, serviceId: initial.serviceId || 'sur-mesure' }}
      validateOnBlur={false}
      validate={(values) =>
        offerErrors(
          { ...values, serviceId: values.serviceId === 'sur-mesure' ? '' : values.serviceId },
          {
            maxGuests: kooker.maxGuests,
            today,
            now,
          },
        ) as FormikErrors<OfferFormValues>
      }
      onSubmit={async (values) => {
        key.current ??= crypto.randomUUID();
        try {
          const custom = { ...values, serviceId: values.serviceId === 'sur-mesure' ? '' : values.serviceId };
          await sendOffer(offerInputOf(custom, request.id, key.current));
          key.current = null;
          toast.success('Offre envoyée : le client la lit dans la conversation.', { id: 'offer' });
          onClose();
        } catch (error) {
          if (isCallableRefusal(error)) key.current = null;
          toast.error(callableErrorMessage(error, UNSURE), { id: 'offer' });
        }
      }}
    >
      {({ values, isSubmitting, setFieldValue, submitCount }) => {
        const hours = Number(values.durationHours);
        const participants = Number(values.participants);
        const valid = Number.isInteger(hours) && hours > 0 && Number.isInteger(participants) && participants > 0;
        const suggestion = valid ? suggestionText(kooker.pricePerHour, hours, participants) : null;
        const suggested = valid ? suggestedPricePerPerson(kooker.pricePerHour, hours, participants) : null;
        return (
          <Form noValidate className="offer-form" aria-label="Votre offre">
            <SelectField
              name="serviceId"
              label="Prestation"
              placeholder="Choisissez"
              options={choices}
              onChange={(event) => {
                const chosen = services.find((service) => service.id === event.currentTarget.value);
                setFields(setFieldValue, chosen ? serviceFill(chosen) : { serviceId: 'sur-mesure' }, submitCount > 0);
              }}
            />
            <TextField name="title" label="Titre de l’offre" maxLength={OFFER_TEXT_LIMITS.title} />
            <TextAreaField name="description" label="Description (facultatif)" rows={2} maxLength={OFFER_TEXT_LIMITS.description} />
            <TextAreaField
              name="menu"
              label="Menu"
              rows={5}
              maxLength={OFFER_TEXT_LIMITS.menu}
              hint="Un plat par ligne : entrée, plat, dessert… et ce que vous prévoyez pour les allergies signalées."
            />
            <div className="form-row">
              <TextField name="date" label="Date" type="date" />
              <TextField name="time" label="Heure de début" type="time" step={900} />
            </div>
            <div className="form-row">
              <TextField
                name="durationHours"
                label="Durée (heures)"
                type="number"
                min={1}
                max={OFFER_DURATION_HOURS_MAX}
                inputMode="numeric"
              />
              <TextField
                name="participants"
                label="Participants"
                type="number"
                min={2}
                max={kooker.maxGuests}
                inputMode="numeric"
                hint={`Vous accueillez jusqu’à ${kooker.maxGuests} personnes.`}
              />
            </div>
            <div className="offer-form__price">
              <TextField name="price" label="Prix par personne (€)" inputMode="decimal" autoComplete="off" hint={suggestion ?? undefined} />
              {suggested !== null && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void setFieldValue('price', centsToEurosText(suggested))}
                >
                  Utiliser ce prix
                </button>
              )}
            </div>
            <AllergenChoices
              legend="Allergènes que contient le menu"
              hint={
                request.dietary.allergens.length > 0
                  ? 'Le client a signalé des allergies : il confirmera avoir vu ceux que le menu contient avant de payer.'
                  : undefined
              }
              value={values.allergens}
              onChange={(allergens) => void setFieldValue('allergens', allergens)}
            />
            <TextField
              name="validUntil"
              label="Valable jusqu’au"
              type="date"
              min={today}
              hint="Au plus une semaine ; l’offre se ferme de toute façon 24 h avant la prestation."
            />
            <p className="offer-card__actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Envoi…' : 'Envoyer l’offre'}
              </button>
              <button type="button" className="button button--ghost" onClick={onClose} disabled={isSubmitting}>
                Annuler
              </button>
            </p>
          </Form>
        );
      }}
    </Formik>
  );
}

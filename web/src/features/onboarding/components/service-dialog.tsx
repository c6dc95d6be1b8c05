import {
  KOOKER_TEXT_LIMITS,
  ALLERGENS,
  ALLERGEN_IDS,
  serviceFieldsFromForm,
  serviceFormSchema,
  type ServiceForm,
  type KookerService,
  DEFAULT_SERVICE_LOCATION,
  SERVICE_LOCATION_CHOICES,
  SERVICE_LOCATIONS,
} from '@kookers/domain/kookers';
import { PHOTOS_PER_CARD_MAX } from '@kookers/domain/rules';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { saveService } from '../api/kooker-profile';
import { useFreshPhotos } from '../hooks/use-fresh-photos';
import { saveErrorMessage } from '../save-error';
import { PhotoField } from './photo-field';

interface ServiceDialogProps {
  uid: string;
  serviceId: string;
  /** The service being edited; null to add one. */
  service: KookerService | null;
  onClose: () => void;
}

/** The specialty-card modal: adds a service, or replaces the one being edited (never a copy). */
export function ServiceDialog({ uid, serviceId, service, onClose }: ServiceDialogProps) {
  const fresh = useFreshPhotos(uid);
  const [formError, setFormError] = useState<string | null>(null);
  const initialValues: ServiceForm = {
    name: service?.name ?? '',
    serviceArea: service?.serviceArea ?? '',
    // Whole euros in the form, cents once saved.
    pricePerPerson: service ? service.pricePerPerson / 100 : ('' as unknown as number),
    additionalInfo: service?.additionalInfo ?? '',
    requiredEquipment: service?.requiredEquipment ?? '',
    photos: service?.photos ?? [],
    allergens: service?.allergens ?? [],
    location: service?.location ?? DEFAULT_SERVICE_LOCATION,
  };

  function cancel() {
    fresh.discardAll();
    onClose();
  }

  return (
    <Formik<ServiceForm>
      initialValues={initialValues}
      validationSchema={serviceFormSchema}
      onSubmit={async (values) => {
        setFormError(null);
        try {
          await saveService(uid, serviceId, serviceFieldsFromForm(values));
          fresh.keepAll();
          toast.success(service ? 'La prestation a été modifiée.' : 'La prestation a été ajoutée.');
          onClose();
        } catch (error) {
          setFormError(saveErrorMessage(error));
        }
      }}
    >
      {({ values, setFieldValue, isSubmitting, submitForm }) => (
        <Dialog
          open
          title={service ? 'Modifier la prestation' : 'Nouvelle prestation'}
          onClose={() => !isSubmitting && cancel()}
          footer={
            <>
              <button type="button" className="button button--ghost" onClick={cancel} disabled={isSubmitting}>
                Annuler
              </button>
              <button type="button" className="button button--primary" onClick={() => void submitForm()} disabled={isSubmitting}>
                {isSubmitting ? 'Enregistrement…' : 'Enregistrer la prestation'}
              </button>
            </>
          }
        >
          <Form className="form" noValidate aria-label="Prestation">
            <FormAlert message={formError} />
            <TextField
              name="name"
              label="Nom de la prestation"
              maxLength={KOOKER_TEXT_LIMITS.serviceName}
              placeholder="Atelier pâtes fraîches"
            />
            <div className="form-row">
              <TextField name="pricePerPerson" label="Prix par personne (€)" type="number" inputMode="numeric" min={1} step={1} />
              <TextField
                name="serviceArea"
                label="Zone desservie"
                maxLength={KOOKER_TEXT_LIMITS.serviceArea}
                placeholder="Lyon et 20 km alentour"
              />
            </div>
            <fieldset className="field">
              <legend className="field__label">Où a lieu la prestation ?</legend>
              <ul className="choice-list">
                {SERVICE_LOCATIONS.map((location) => (
                  <li key={location}>
                    <label className="choice">
                      <input
                        type="radio"
                        name="location"
                        value={location}
                        checked={values.location === location}
                        onChange={() => void setFieldValue('location', location)}
                      />
                      <span>
                        {SERVICE_LOCATION_CHOICES[location].label}
                        <span className="field__hint">{SERVICE_LOCATION_CHOICES[location].hint}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <TextAreaField
              name="additionalInfo"
              label="Description"
              rows={4}
              maxLength={KOOKER_TEXT_LIMITS.serviceAdditionalInfo}
              placeholder="Déroulé, menu, ce qui est compris…"
            />
            <TextField
              name="requiredEquipment"
              label="Matériel requis (facultatif)"
              maxLength={KOOKER_TEXT_LIMITS.serviceRequiredEquipment}
              placeholder="Un four, un plan de travail…"
            />
            <fieldset className="field">
              <legend className="field__label">Allergènes présents dans le menu</legend>
              <p className="field__hint">
                Les 14 allergènes que la réglementation impose de signaler. Le client est prévenu s’il en a coché un en réservant.
              </p>
              <ul className="choice-grid">
                {ALLERGENS.map((allergen) => (
                  <li key={allergen.id}>
                    <label className="choice">
                      <input
                        type="checkbox"
                        checked={values.allergens.includes(allergen.id)}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          // Kept in the regulation's order, as the model reads them.
                          const next = ALLERGEN_IDS.filter((id) => (id === allergen.id ? on : values.allergens.includes(id)));
                          void setFieldValue('allergens', next);
                        }}
                      />
                      <span>{allergen.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <PhotoField
              uid={uid}
              label="Photos"
              hint={`Jusqu’à ${PHOTOS_PER_CARD_MAX} photos de vos plats.`}
              value={values.photos}
              max={PHOTOS_PER_CARD_MAX}
              onChange={(ids) => void setFieldValue('photos', ids)}
              fresh={fresh}
              describe={(index) => `Photo ${index + 1} de la prestation`}
            />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}

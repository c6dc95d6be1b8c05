import { communeByInsee, communeSuggestion, type CommuneSuggestion } from '@kookers/domain/communes';
import { nationalPhone, type PersonalStep } from '@kookers/domain/kookers';
import type { KookerContact } from '@kookers/domain/accounts';
import type { FormikProps } from 'formik';
import { useMemo, useState } from 'react';
import { CommuneField } from '../../../../components/ui/commune-field';
import { TextField } from '../../../../components/ui/form-field';
import { VerifiedPhoneField } from '../../../../components/ui/verified-phone-field';
import { useCommuneData } from '../../../../lib/commune-data';
import type { FreshPhotos } from '../../hooks/use-fresh-photos';
import { PhotoField } from '../photo-field';

/** Step 1's values: the public profile's fields, and the coordinates kept in the private profile. */
type PersonalStepValues = PersonalStep & KookerContact;

interface PersonalStepFieldsProps {
  form: FormikProps<PersonalStepValues>;
  fresh: FreshPhotos;
  uid: string;
  /** The phone verified by SMS (`+33…`), shown read-only; '' when none, and the phone is typed here. */
  verifiedPhone: string;
  /** Opens the step where a new phone is verified (« Statut, téléphone et assurance »). */
  onChangePhone: () => void;
}

/**
 * Step 1: who the Kooker is, their commune (picked among the suggestions: the centre of their
 * service area), how clients reach them once booked (private), their photos. A phone verified by
 * SMS changes only by verifying the new one (docs/produit.md, « Qui est le Kooker »).
 */
export function PersonalStepFields({ form, fresh, uid, verifiedPhone, onChangePhone }: PersonalStepFieldsProps) {
  const { values, setFieldValue } = form;
  return (
    <>
      <div className="form-row">
        <TextField name="firstName" label="Prénom" autoComplete="given-name" hint="Requis pour publier." />
        <TextField name="lastName" label="Nom" autoComplete="family-name" hint="Requis pour publier." />
      </div>
      <CityField form={form} />
      <fieldset className="field onboarding__private">
        <legend className="field__label">Vos coordonnées (privées)</legend>
        <p className="field__hint">
          Jamais sur votre profil ni dans la recherche : un client les reçoit dans sa réservation, une fois celle-ci faite.
        </p>
        {verifiedPhone ? (
          <VerifiedPhoneField
            id="phone"
            label="Téléphone"
            phone={nationalPhone(verifiedPhone)}
            change={
              <>
                à l’étape{' '}
                <button type="button" className="link-button" onClick={onChangePhone}>
                  « Statut, téléphone et assurance »
                </button>
              </>
            }
          />
        ) : (
          <TextField
            name="phone"
            label="Téléphone"
            type="tel"
            autoComplete="tel"
            placeholder="06 12 34 56 78"
            hint="Vos clients vous appellent à ce numéro."
          />
        )}
        <TextField
          name="address"
          label="Adresse"
          autoComplete="street-address"
          placeholder="12 rue Mercière, 69002 Lyon"
          hint="Donnée aux clients qui réservent une prestation chez vous."
        />
      </fieldset>
      <PhotoField
        uid={uid}
        label="Photo de profil"
        hint="Requise pour publier : un portrait où l’on voit votre visage."
        value={values.profileImage ? [values.profileImage] : []}
        max={1}
        onChange={(ids) => void setFieldValue('profileImage', ids[0] ?? null)}
        fresh={fresh}
        describe={() => 'Votre photo de profil'}
        shape="round"
      />
      <PhotoField
        uid={uid}
        label="Photo de couverture"
        hint="Facultative : un plat, votre cuisine, une table dressée. Elle s’affiche en bandeau sur votre profil."
        value={values.coverImage ? [values.coverImage] : []}
        max={1}
        onChange={(ids) => void setFieldValue('coverImage', ids[0] ?? null)}
        fresh={fresh}
        describe={() => 'Votre photo de couverture'}
        shape="wide"
      />
    </>
  );
}

/**
 * 'Ville': the Kooker's commune, picked among the suggestions (docs/decisions/014-communes.md). A
 * city typed and not picked, or an older profile's city, stays in the field until one is.
 */
function CityField({ form }: { form: FormikProps<PersonalStepValues> }) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = form;
  const { data } = useCommuneData();
  // The suggestion picked here keeps its postal code; one saved earlier shows with its first.
  const [picked, setPicked] = useState<CommuneSuggestion | null>(null);
  const saved = useMemo(() => {
    const commune = data && values.cityInsee ? communeByInsee(data, values.cityInsee) : undefined;
    return commune ? communeSuggestion(commune) : null;
  }, [data, values.cityInsee]);
  const value = picked && picked.commune.insee === values.cityInsee ? picked : saved;
  const error = (touched.city && errors.city) || (touched.cityInsee && errors.cityInsee) || undefined;

  return (
    <CommuneField
      id="city"
      label="Ville"
      hint="Votre commune : les clients vous trouvent par elle, et votre zone d’intervention se mesure depuis son centre."
      error={error}
      value={value}
      initialText={values.city}
      onText={(text) => {
        void setFieldValue('city', text.trim());
        void setFieldValue('cityInsee', '');
      }}
      onChange={(suggestion) => {
        setPicked(suggestion);
        if (!suggestion) return;
        void setFieldValue('city', suggestion.commune.name);
        void setFieldValue('cityInsee', suggestion.commune.insee);
      }}
      onBlur={() => {
        void setFieldTouched('city', true, false);
        void setFieldTouched('cityInsee', true);
      }}
    />
  );
}

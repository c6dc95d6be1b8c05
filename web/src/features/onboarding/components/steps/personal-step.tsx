import type { PersonalStep } from '@kookers/domain/kooker-profile';
import type { FormikProps } from 'formik';
import { TextField } from '../../../../components/ui/form-field';
import type { FreshPhotos } from '../../hooks/use-fresh-photos';
import { PhotoField } from '../photo-field';

/** Step 1: who the Kooker is, their profile photo and their cover. */
export function PersonalStepFields({ form, fresh, uid }: { form: FormikProps<PersonalStep>; fresh: FreshPhotos; uid: string }) {
  const { values, setFieldValue } = form;
  return (
    <>
      <div className="form-row">
        <TextField name="firstName" label="Prénom" autoComplete="given-name" hint="Requis pour publier." />
        <TextField name="lastName" label="Nom" autoComplete="family-name" hint="Requis pour publier." />
      </div>
      <TextField
        name="city"
        label="Ville"
        autoComplete="address-level2"
        placeholder="Lyon"
        hint="Là où vous cuisinez : les clients vous cherchent par ville."
      />
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

import { userProfileSchema, type UserDocument } from '@kookers/domain/accounts';
import { nationalPhone } from '@kookers/domain/kookers';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import toast from '../../../lib/toast';
import { TextField } from '../../../components/ui/form-field';
import { VerifiedPhoneField } from '../../../components/ui/verified-phone-field';
import { saveUserProfile } from '../../../lib/user-profile';

interface ProfileFormProps {
  uid: string;
  email: string;
  profile: UserDocument | undefined;
}

export function ProfileForm({ uid, email, profile }: ProfileFormProps) {
  const initialValues = {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
  };
  // A phone verified by SMS is kept by the rules: shown read-only, never sent (docs/produit.md, « Qui est le Kooker »).
  const verifiedPhone = profile?.verifiedPhone ?? '';
  const verified = verifiedPhone !== '';
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={userProfileSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const cleaned = userProfileSchema.cast(values, { stripUnknown: true });
          const { phone: _phone, ...others } = cleaned;
          await saveUserProfile(uid, verified ? others : cleaned, profile !== undefined);
          resetForm({ values: cleaned });
          toast.success('Vos informations ont été enregistrées.');
        } catch {
          toast.error("Vos informations n'ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.");
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form className="form" noValidate aria-label="Informations personnelles">
          <div className="field">
            <label className="field__label" htmlFor="email">
              Email
            </label>
            <input id="email" className="field__input" type="email" value={email} disabled aria-describedby="email-hint" />
            <p id="email-hint" className="field__hint">
              L&apos;adresse email ne peut pas être modifiée
            </p>
          </div>
          <div className="form-row">
            <TextField name="firstName" label="Prénom" autoComplete="given-name" />
            <TextField name="lastName" label="Nom" autoComplete="family-name" />
          </div>
          {verified ? (
            <VerifiedPhoneField
              id="phone"
              label="Téléphone"
              phone={nationalPhone(verifiedPhone)}
              change={
                <Link to={paths.kookerSettingsStep('identity')}>dans votre profil Kooker, étape « Statut, téléphone et assurance »</Link>
              }
            />
          ) : (
            <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" inputMode="tel" hint="Visible uniquement par vous." />
          )}
          <TextField name="address" label="Adresse" autoComplete="street-address" />
          <button type="submit" className="button button--primary" disabled={isSubmitting || !dirty}>
            {isSubmitting ? 'Enregistrement...' : 'Enregistrer les modifications'}
          </button>
        </Form>
      )}
    </Formik>
  );
}

import type { ReactNode } from 'react';

interface VerifiedPhoneFieldProps {
  id: string;
  label: string;
  /** The phone of the private profile, the one confirmPhoneVerification wrote. */
  phone: string;
  /** The way to the step where a new number is verified: a link, or a button on the same page. */
  change: ReactNode;
}

/**
 * A phone verified by SMS, where the private profile is edited ('Mon profil', the Kooker's first
 * step): read-only, since the rules keep it, and only a new SMS verification changes it
 * (docs/produit.md, « Qui est le Kooker »).
 */
export function VerifiedPhoneField({ id, label, phone, change }: VerifiedPhoneFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="tel" value={phone} readOnly aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field__hint">
        Numéro vérifié par SMS : c’est celui que reçoivent vos clients. Pour en changer, vérifiez le nouveau numéro {change}.
      </p>
    </div>
  );
}

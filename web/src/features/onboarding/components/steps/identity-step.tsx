import type { KookerProfile } from '@kookers/domain/kookers';
import type { IdentityFields } from '../../identity-answers';
import { InsuranceSection } from './insurance-section';
import { LegalStatusSection } from './legal-status-section';
import { PhoneSection } from './phone-section';

interface IdentityStepProps {
  profile: KookerProfile;
  /** The phone of the private profile, offered as the number to verify. */
  contactPhone: string;
  /** The Paris day: an insurance covers up to its last day included. */
  today: string;
  /** What a section's function answered it wrote on the profile. */
  onAnswered: (fields: Partial<IdentityFields>) => void;
}

/**
 * The fifth step, « Statut, téléphone et assurance » (docs/produit.md, « Qui est le Kooker »): each
 * part saved by its own function as soon as the Kooker sends it; publishing needs all three.
 */
export function IdentityStepFields({ profile, contactPhone, today, onAnswered }: IdentityStepProps) {
  return (
    <div className="identity-step">
      <p className="field__hint">
        Avant de publier, dites-nous qui vous êtes : vos clients lisent votre statut, la date de vérification de votre téléphone et celle de
        fin de votre assurance sur votre profil, avant de payer.
      </p>
      <LegalStatusSection saved={profile.legalStatus} onAnswered={onAnswered} />
      <PhoneSection verifiedOn={profile.phoneVerifiedOn} contactPhone={contactPhone} onAnswered={onAnswered} />
      <InsuranceSection validUntil={profile.insuranceValidUntil} today={today} onAnswered={onAnswered} />
    </div>
  );
}

import { insuranceCheckText, legalStatusText, phoneCheckText, type KookerProfile } from '@kookers/domain/kookers';

/**
 * What Kookers checked of the Kooker, each dated (docs/produit.md, « Qui est le Kooker »): their
 * status (and SIRET), their phone verified by SMS, their declared insurance. Read by the client
 * before paying; a profile written before the checks shows only what it has.
 */
export function ProfileChecks({ profile }: { profile: KookerProfile }) {
  const checks = [
    profile.legalStatus ? legalStatusText(profile.legalStatus) : null,
    profile.phoneVerifiedOn ? phoneCheckText(profile.phoneVerifiedOn) : null,
    profile.insuranceValidUntil ? insuranceCheckText(profile.insuranceValidUntil) : null,
  ].filter((check): check is string => check !== null);
  if (checks.length === 0) return null;
  return (
    <ul className="kooker-checks" aria-label="Vérifications">
      {checks.map((check) => (
        <li key={check} className="kooker-checks__item">
          <svg className="kooker-checks__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" fill="currentColor" />
          </svg>
          {check}
        </li>
      ))}
    </ul>
  );
}

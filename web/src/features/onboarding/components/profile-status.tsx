import {
  formatDay,
  insuranceState,
  type KookerProfile,
  ONBOARDING_STEPS,
  PUBLISH_REQUIREMENTS,
  type StepId,
} from '@kookers/domain/kookers';
import { suspensionNotice } from '@kookers/domain/operations';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** What 'Terminer' found: the profile went live, or what it still lacks. */
export type PublishReport = { kind: 'published' } | { kind: 'missing'; problems: Array<{ step: StepId; missing: string }> } | null;

interface ProfileStatusProps {
  uid: string;
  profile: KookerProfile;
  /** What the saved profile and the private coordinates still lack to be published. */
  problems: ReadonlyArray<{ step: StepId; missing: string }>;
  report: PublishReport;
  /** The Paris day (`yyyy-MM-dd`): whether the insurance still covers. */
  today: string;
  working: boolean;
  onPublish: () => void;
  onPause: () => void;
  onGoToStep: (step: StepId) => void;
}

/**
 * Whether the profile is online, paused, a draft or suspended by Kookers' team (docs/exploitation.md,
 * « Suspendre un Kooker »: then no publishing, and why), what publishing needs, and the link to the public profile.
 */
export function ProfileStatus({ uid, profile, problems, report, today, working, onPublish, onPause, onGoToStep }: ProfileStatusProps) {
  const insurance = insuranceState(profile.insuranceValidUntil, today);
  const publicLink = (
    <Link to={paths.kooker(uid)} className="button button--secondary">
      Voir mon profil public
    </Link>
  );

  if (profile.suspension) {
    return (
      <section className="profile-status profile-status--suspended" role="alert">
        <div>
          <h2 className="profile-status__title">Votre profil est suspendu</h2>
          <p>{suspensionNotice(profile.suspension.reason)}</p>
          <p>Il n’apparaît pas dans la recherche et personne ne peut réserver. Vous pouvez toujours modifier votre profil.</p>
        </div>
        <div className="profile-status__actions">
          <Link to={paths.contact} className="button button--secondary">
            Nous écrire
          </Link>
          <button type="button" className="button button--primary" disabled>
            Publier mon profil
          </button>
        </div>
      </section>
    );
  }

  // Paused by the daily check once the insurance ended (docs/exploitation.md, « Les assurances des Kookers »): why, and the way out.
  if (!profile.published && insurance.kind === 'expired') {
    return (
      <section className="profile-status profile-status--suspended" role="alert">
        <div>
          <h2 className="profile-status__title">Votre assurance a pris fin : votre profil est en pause</h2>
          <p>
            L’assurance responsabilité civile que vous avez déclarée s’est terminée le {formatDay(insurance.validUntil)}. Votre profil
            n’apparaît plus dans la recherche et personne ne peut réserver ; vos réservations déjà faites restent.
          </p>
          <p>Pour republier : déclarez votre nouveau contrat, puis publiez à nouveau votre profil.</p>
        </div>
        <div className="profile-status__actions">
          <button type="button" className="button button--primary" onClick={() => onGoToStep('identity')}>
            Déclarer mon nouveau contrat
          </button>
        </div>
      </section>
    );
  }

  if (profile.published) {
    return (
      <section className="profile-status profile-status--online" aria-live="polite">
        <div>
          <h2 className="profile-status__title">
            {report?.kind === 'published' ? 'Bravo, votre profil est en ligne !' : 'Votre profil est en ligne'}
          </h2>
          <p>
            Les clients vous trouvent dans la recherche et réservent vos prestations. Vos modifications sont visibles dès qu’elles sont
            enregistrées.
          </p>
          {insurance.kind === 'expiring' && (
            <p className="alert alert--warning" role="alert">
              Votre assurance se termine le {formatDay(insurance.validUntil)} : déclarez votre contrat renouvelé avant cette date (étape «
              Statut, téléphone et assurance »), sinon votre profil sera mis en pause.
            </p>
          )}
        </div>
        <div className="profile-status__actions">
          {publicLink}
          <button type="button" className="button button--ghost" onClick={onPause} disabled={working}>
            Mettre en pause
          </button>
        </div>
      </section>
    );
  }

  if (problems.length === 0) {
    return (
      <section className="profile-status profile-status--ready" aria-live="polite">
        <div>
          <h2 className="profile-status__title">Votre profil est prêt, mais il n’est pas en ligne</h2>
          <p>Il n’apparaît pas dans la recherche et personne ne peut réserver. Publiez-le quand vous voulez ; rien n’est perdu.</p>
        </div>
        <div className="profile-status__actions">
          <button type="button" className="button button--primary" onClick={onPublish} disabled={working}>
            {working ? 'Publication…' : 'Publier mon profil'}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="profile-status" aria-live="polite">
      <h2 className="profile-status__title">
        {report?.kind === 'missing' ? 'Il manque encore quelques informations' : 'Votre profil est un brouillon'}
      </h2>
      <p>Vos réponses sont enregistrées à chaque étape. Pour publier votre profil, il faut : {PUBLISH_REQUIREMENTS.join(', ')}.</p>
      {report?.kind === 'missing' && (
        <div className="alert alert--warning" role="alert">
          <p>Pour publier votre profil, il manque :</p>
          <ul className="profile-status__missing">
            {ONBOARDING_STEPS.filter((step) => report.problems.some((problem) => problem.step === step.id)).map((step) => (
              <li key={step.id}>
                <button type="button" className="link-button" onClick={() => onGoToStep(step.id)}>
                  {step.title}
                </button>{' '}
                :{' '}
                {report.problems
                  .filter((problem) => problem.step === step.id)
                  .map((problem) => problem.missing)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

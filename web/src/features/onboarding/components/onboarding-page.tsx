import { OwnerOnlyImages } from '../../../components/ui/stored-image';
import '../onboarding.css';
import {
  STEP_SCHEMAS,
  type KookerProfile,
  type KookerService,
  contactProblems,
  isStepComplete,
  ONBOARDING_STEPS,
  profileCompletion,
  publishProblems,
  resumeStepIndex,
  type StepId,
} from '@kookers/domain/kookers';
import { suspensionNotice } from '@kookers/domain/operations';
import type { WeeklySchedule } from '@kookers/domain/booking';
import { kookerContactSchema, publishedKookerContactSchema, type KookerContact } from '@kookers/domain/accounts';
import { parisDateOf } from '@kookers/domain/rules';
import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from '../../../lib/toast';
import { LiveReadBoundary } from '../../../components/ui/live-read-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { saveUserProfile, useUserProfile } from '../../../lib/user-profile';
import { useSession } from '../../auth/hooks/use-session';
import { saveProfileFields, useOwnKookerProfile, useOwnServices, type ProfileFields } from '../api/kooker-profile';
import type { CancelAsKooker } from '../api/upcoming-bookings';
import { useScheduleCheck, type ScheduleCheck } from '../hooks/use-schedule-check';
import { saveErrorMessage } from '../save-error';
import { withAnswer, withAnswers, type IdentityAnswers } from '../identity-answers';
import { stepValues } from '../step-values';
import { CompletionBar } from './completion-bar';
import { ProfileStatus, type PublishReport } from './profile-status';
import { ScheduleConflictsDialog } from './schedule-conflicts-dialog';
import { ServicesSection } from './services-section';
import { Stepper } from './stepper';
import { StepForm, type StepTarget } from './step-form';
import { AvailabilityStepFields } from './steps/availability-step';
import { ExperienceStepFields } from './steps/experience-step';
import { PersonalStepFields } from './steps/personal-step';
import { IdentityStepFields } from './steps/identity-step';
import { RatesStepFields } from './steps/rates-step';

/**
 * 'Devenir Kooker' (/kooker-settings): the signed-in Kooker's profile, step by step (the route
 * guard admits Kookers only). `cancelBooking` is the booking feature's, given by the route: a
 * change of schedule or a pause may cancel bookings (docs/reservations.md, « Côté Kooker »).
 */
export function OnboardingPage({ cancelBooking }: { cancelBooking: CancelAsKooker }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <LiveReadBoundary fallback={() => <LoadFailed />}>
      <OnboardingLoader uid={user.uid} cancelBooking={cancelBooking} />
    </LiveReadBoundary>
  );
}

function LoadFailed() {
  return (
    <p className="alert alert--error" role="alert">
      Votre profil Kooker n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.
    </p>
  );
}

function OnboardingLoader({ uid, cancelBooking }: { uid: string; cancelBooking: CancelAsKooker }) {
  const profile = useOwnKookerProfile(uid);
  const { status, services } = useOwnServices(uid);
  const user = useUserProfile(uid);
  // `?etape=identity` (paths.kookerSettingsStep): the step a link opens, such as 'Mon profil''s to verify a new phone.
  const [params] = useSearchParams();
  const openAt = ONBOARDING_STEPS.findIndex((step) => step.id === params.get('etape'));
  if (profile.status === 'loading' || status === 'loading' || user.status === 'loading') {
    return <Spinner label="Chargement de votre profil Kooker…" />;
  }
  if (!profile.data) return <LoadFailed />;
  // A private profile that sign-up could not create is created by the first save.
  const contact = user.data ? { phone: user.data.phone, address: user.data.address } : null;
  return (
    <Onboarding
      uid={uid}
      profile={profile.data}
      services={services}
      contact={contact}
      verifiedPhone={user.data?.verifiedPhone ?? ''}
      openAt={openAt < 0 ? null : openAt}
      cancelBooking={cancelBooking}
    />
  );
}

interface OnboardingProps {
  uid: string;
  profile: KookerProfile;
  services: readonly KookerService[];
  /** The phone and address of the private profile (`users/{uid}`); null when it does not exist. */
  contact: KookerContact | null;
  /** The phone verified by SMS (`users/{uid}.verifiedPhone`, `+33…`); '' when none. */
  verifiedPhone: string;
}

function Onboarding({
  uid,
  profile: live,
  services,
  contact,
  verifiedPhone,
  openAt,
  cancelBooking,
}: OnboardingProps & { openAt: number | null; cancelBooking: CancelAsKooker }) {
  // What the identity step's functions answered, shown until the live profile brings it.
  const [answers, setAnswers] = useState<IdentityAnswers>({});
  const profile = useMemo(() => withAnswers(live, answers), [live, answers]);
  // Where the Kooker left off, once; then wherever they go.
  // The Paris day of the visit: an insurance covers up to its last day included.
  const [today] = useState(() => parisDateOf(new Date()));
  const [current, setCurrent] = useState(() => openAt ?? resumeStepIndex(profile, services, today));
  const [report, setReport] = useState<PublishReport>(null);
  const [working, setWorking] = useState(false);
  // The open step's "save, then go": the stepper moves through it, so nothing typed is lost.
  const goRef = useRef<((target: StepTarget) => void) | null>(null);
  // Bookings a new schedule or a pause leaves without a place: asked about before saving.
  const schedule = useScheduleCheck(uid);
  const step = ONBOARDING_STEPS[current] ?? ONBOARDING_STEPS[0];
  const isLast = current === ONBOARDING_STEPS.length - 1;
  const complete = ONBOARDING_STEPS.map((s) => isStepComplete(s.id, profile, services, today));

  function goTo(index: number) {
    setCurrent(index);
    window.scrollTo({ top: 0, behavior: 'instant' });
  }

  /** What publishing still needs: the profile's fields and the private profile's coordinates. */
  const problemsOf = (saved: KookerProfile) => [...publishProblems(saved, services, today), ...contactProblems(contact)];

  async function setPublished(published: boolean, saved: KookerProfile = profile) {
    // Suspended by Kookers' team: the rules refuse it too (docs/exploitation.md, « Suspendre un Kooker »).
    if (published && profile.suspension) {
      toast.error(suspensionNotice(profile.suspension.reason));
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    if (published) {
      const problems = problemsOf(saved);
      if (problems.length > 0) {
        setReport({ kind: 'missing', problems });
        window.scrollTo({ top: 0, behavior: 'instant' });
        return;
      }
    }
    setWorking(true);
    try {
      if (!published) {
        const check = await schedule.check({ kind: 'pause' });
        if (!check.go) {
          if (check.error) toast.error(check.error);
          return;
        }
      }
      await saveProfileFields(uid, { published });
      setReport(published ? { kind: 'published' } : null);
      toast.success(published ? 'Votre profil est en ligne !' : 'Votre profil est en pause : il n’apparaît plus dans les recherches.');
      window.scrollTo({ top: 0, behavior: 'instant' });
    } catch (error) {
      toast.error(saveErrorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  function onSaved(target: StepTarget, saved: KookerProfile) {
    if (target !== 'finish') {
      goTo(target);
      return;
    }
    if (profile.published) {
      toast.success('Vos modifications sont en ligne.');
      return;
    }
    if (profile.suspension) {
      toast.success('Vos modifications sont enregistrées.');
      return;
    }
    void setPublished(true, saved);
  }

  const common = { uid, profile, services, onSaved, goRef };
  const navigation = (go: (target: StepTarget) => void, saving: boolean) => (
    <div className="onboarding__nav">
      <button type="button" className="button button--ghost" onClick={() => go(current - 1)} disabled={current === 0 || saving}>
        Précédent
      </button>
      {isLast ? (
        <button type="button" className="button button--primary" onClick={() => go('finish')} disabled={saving || working}>
          {saving || working ? 'Enregistrement…' : profile.published ? 'Enregistrer' : 'Terminer'}
        </button>
      ) : (
        <button type="button" className="button button--primary" onClick={() => go(current + 1)} disabled={saving}>
          {saving ? 'Enregistrement…' : 'Suivant'}
        </button>
      )}
    </div>
  );

  const ready = profile.published || publishProblems(profile, services, today).length === 0;
  return (
    // A draft's photos are not served to the public: its owner reads them from Firestore.
    <OwnerOnlyImages ownerOnly={!profile.published}>
      <div className="onboarding">
        <header className="page__header">
          <h1>{ready ? 'Mon profil Kooker' : 'Devenir Kooker'}</h1>
          <p className="page__lead">
            {ready
              ? 'Modifiez votre profil, vos prestations et vos disponibilités : chaque étape s’enregistre quand vous passez à la suivante.'
              : 'Présentez-vous, décrivez vos prestations et vos disponibilités : votre profil est enregistré à chaque étape.'}
          </p>
        </header>
        <ProfileStatus
          uid={uid}
          profile={profile}
          problems={problemsOf(profile)}
          today={today}
          report={report}
          working={working}
          onPublish={() => void setPublished(true)}
          onPause={() => void setPublished(false)}
          onGoToStep={(id: StepId) => goTo(ONBOARDING_STEPS.findIndex((s) => s.id === id))}
        />
        <CompletionBar percent={profileCompletion(profile, services, today)} />
        <Stepper
          current={current}
          complete={complete}
          canOpen={(index) => profile.published || index <= current || complete.slice(0, index).every(Boolean)}
          onOpen={(index) => (goRef.current ? goRef.current(index) : goTo(index))}
        />
        <section className="card onboarding__step" aria-labelledby="etape-titre">
          <h2 id="etape-titre" className="onboarding__step-title">
            <span className="onboarding__step-number">
              Étape {current + 1} sur {ONBOARDING_STEPS.length}
            </span>
            {step.title}
          </h2>
          {step.id === 'personal' && (
            <StepForm
              key="personal"
              {...common}
              stepId="personal"
              saved={{ ...stepValues.personal(profile), phone: contact?.phone ?? '', address: contact?.address ?? '' }}
              schema={STEP_SCHEMAS.personal}
              also={{
                // A phone verified by SMS is kept by the rules: neither checked nor sent here, only the
                // identity step changes it (docs/produit.md, « Qui est le Kooker »).
                schema: (profile.published ? publishedKookerContactSchema : kookerContactSchema).pick(
                  verifiedPhone ? ['address'] : ['phone', 'address'],
                ),
                save: async (values) => {
                  const next = kookerContactSchema.cast(values, { stripUnknown: true });
                  const phoneChanged = !verifiedPhone && next.phone !== contact?.phone;
                  if (phoneChanged || next.address !== contact?.address)
                    await saveUserProfile(uid, verifiedPhone ? { address: next.address } : next, contact !== null);
                },
              }}
              fields={(form, fresh) => (
                <PersonalStepFields
                  form={form}
                  fresh={fresh}
                  uid={uid}
                  verifiedPhone={verifiedPhone}
                  onChangePhone={() => goRef.current?.(ONBOARDING_STEPS.findIndex((s) => s.id === 'identity'))}
                />
              )}
              navigation={navigation}
            />
          )}
          {step.id === 'experience' && (
            <StepForm
              key="experience"
              {...common}
              stepId="experience"
              saved={stepValues.experience(profile)}
              schema={STEP_SCHEMAS.experience}
              fields={(form) => <ExperienceStepFields form={form} />}
              navigation={navigation}
            />
          )}
          {step.id === 'rates' && (
            <StepForm
              key="rates"
              {...common}
              stepId="rates"
              saved={stepValues.rates(profile)}
              schema={STEP_SCHEMAS.rates}
              fields={(form) => <RatesStepFields form={form} />}
              after={<ServicesSection uid={uid} services={services} published={profile.published} />}
              navigation={navigation}
            />
          )}
          {step.id === 'availability' && (
            <AvailabilityStep
              common={common}
              navigation={navigation}
              confirmSave={(fields) =>
                schedule.check({ kind: 'schedule', before: weeklyScheduleOf(profile), after: weeklyScheduleOf({ ...profile, ...fields }) })
              }
            />
          )}
          {step.id === 'identity' && (
            <>
              <IdentityStepFields
                profile={profile}
                contactPhone={contact?.phone ?? ''}
                today={today}
                onAnswered={(fields) => setAnswers((last) => withAnswer(last, live, fields))}
              />
              {navigation((target) => (target === 'finish' ? onSaved('finish', profile) : goTo(target)), false)}
            </>
          )}
        </section>
        {schedule.question && <ScheduleConflictsDialog question={schedule.question} cancel={cancelBooking} />}
      </div>
    </OwnerOnlyImages>
  );
}

/** The days, hours and blocked dates of a profile: what its bookings must fall in. */
const weeklyScheduleOf = ({ availableDays, typicalHours, blockedDates }: KookerProfile): WeeklySchedule => ({
  availableDays,
  typicalHours,
  blockedDates,
});

function AvailabilityStep({
  common,
  navigation,
  confirmSave,
}: {
  common: Omit<OnboardingProps, 'contact' | 'verifiedPhone'> & {
    onSaved: (target: StepTarget, saved: KookerProfile) => void;
    goRef: RefObject<((target: StepTarget) => void) | null>;
  };
  navigation: (go: (target: StepTarget) => void, saving: boolean) => ReactNode;
  confirmSave: (fields: ProfileFields) => Promise<ScheduleCheck>;
}) {
  const [today] = useState(() => parisDateOf(new Date()));
  const minimumDuration = common.profile.minimumDuration || stepValues.rates(common.profile).minimumDuration;
  return (
    <StepForm
      key="availability"
      {...common}
      stepId="availability"
      saved={stepValues.availability(common.profile, today)}
      schema={STEP_SCHEMAS.availability}
      context={{ minimumDuration }}
      confirmSave={confirmSave}
      fields={(form) => <AvailabilityStepFields form={form} minimumDuration={minimumDuration} today={today} />}
      navigation={navigation}
    />
  );
}

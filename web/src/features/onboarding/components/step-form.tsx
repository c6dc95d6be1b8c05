import { type KookerProfile, type KookerService, ONBOARDING_STEPS, publishProblems, type StepId } from '@kookers/domain/kookers';
import { parisDateOf } from '@kookers/domain/rules';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormAlert } from '../../../components/ui/form-alert';
import { saveProfileFields, type ProfileFields } from '../api/kooker-profile';
import { saveErrorMessage } from '../save-error';
import { clearLocalDraft, readLocalDraft, useLocalDraft } from '../hooks/use-local-draft';
import { useFreshPhotos, type FreshPhotos } from '../hooks/use-fresh-photos';
import type { ScheduleCheck } from '../hooks/use-schedule-check';

/** Where the Kooker goes once the step is saved: another step, or 'finish' (the last step's button). */
export type StepTarget = number | 'finish';

interface StepFormProps<Values extends object> {
  uid: string;
  stepId: StepId;
  profile: KookerProfile;
  services: readonly KookerService[];
  /** The step's values as saved (with the form's defaults for what was never saved). */
  saved: Values;
  /** The step's profile fields: what validates them and what is saved into the profile. */
  schema: AnyObjectSchema;
  /**
   * Fields of the step kept elsewhere (step 1: the phone and address, in the private profile),
   * validated with the step and saved just before its profile fields.
   */
  also?: { schema: AnyObjectSchema; save: (values: Values) => Promise<void> };
  /** Passed to the schema (availability needs the minimum duration). */
  context?: Record<string, unknown>;
  /**
   * Asked before a change is saved (the availability step: the bookings it leaves without a
   * place, docs/reservations.md, « Côté Kooker »); the step stays, with its error, unless it goes.
   */
  confirmSave?: (fields: ProfileFields) => Promise<ScheduleCheck>;
  /** Called once the step is saved: move to the target. */
  onSaved: (target: StepTarget, profile: KookerProfile) => void;
  fields: (form: FormikProps<Values>, fresh: FreshPhotos) => ReactNode;
  /** Shown after the fields, outside the step's form (the services and their own forms). */
  after?: ReactNode;
  navigation: (go: (target: StepTarget) => void, saving: boolean) => ReactNode;
  /** Filled with the step's `go`, for controls outside the step (the stepper). */
  goRef?: RefObject<((target: StepTarget) => void) | null>;
}

/**
 * One onboarding step: its fields in a form validated by the step's shared schema, saved as a
 * draft when the Kooker moves on (or live, when the profile is published), and kept in this
 * browser while it is not saved.
 */
export function StepForm<Values extends object>(props: StepFormProps<Values>) {
  const { uid, stepId, profile, services, saved, schema, also, context, onSaved, confirmSave } = props;
  const extraSchema = also?.schema;
  const fullSchema = useMemo(() => (extraSchema ? schema.concat(extraSchema) : schema), [schema, extraSchema]);
  const draftKey = `${uid}:${stepId}`;
  const [restored] = useState(() => readLocalDraft(draftKey, saved));
  const [formError, setFormError] = useState<string | null>(null);
  const target = useRef<StepTarget>('finish');
  const fresh = useFreshPhotos(uid);
  const title = ONBOARDING_STEPS.find((step) => step.id === stepId)?.title ?? '';

  /** Saves the step, then moves to `to`; a step with errors shows them and stays. */
  const go = (form: FormikProps<Values>) => (to: StepTarget) => {
    target.current = to;
    void (async () => {
      const errors = await form.validateForm();
      // Submitting also marks every field touched, so their messages show.
      await form.submitForm();
      if (Object.keys(errors).length > 0) setFormError('Corrigez les champs signalés pour continuer.');
    })();
  };

  async function save(values: Values) {
    setFormError(null);
    const fields = schema.cast(values, { stripUnknown: true, context }) as ProfileFields;
    const next = { ...profile, ...fields } as KookerProfile;
    if (profile.published) {
      const lost = publishProblems(next, services, parisDateOf(new Date())).filter((problem) => problem.step === stepId);
      if (lost.length > 0) {
        setFormError(
          `Votre profil est en ligne : il lui faut ${lost.map((problem) => problem.missing).join(', ')}. ` +
            'Complétez ce champ, ou mettez votre profil en pause pour l’enregistrer ainsi.',
        );
        return;
      }
    }
    const unchanged = Object.entries(fields).every(
      ([field, value]) => JSON.stringify(profile[field as keyof KookerProfile]) === JSON.stringify(value),
    );
    if (!unchanged && confirmSave) {
      const check = await confirmSave(fields);
      if (!check.go) {
        setFormError(check.error);
        return;
      }
    }
    try {
      if (also) await also.save(values);
      if (!unchanged) await saveProfileFields(uid, fields);
    } catch (error) {
      setFormError(saveErrorMessage(error));
      return;
    }
    clearLocalDraft(draftKey);
    fresh.keepAll();
    onSaved(target.current, next);
  }

  return (
    <Formik<Values> initialValues={restored ?? saved} validate={(values) => validateStep(fullSchema, values, context)} onSubmit={save}>
      {(form) => (
        <>
          <DraftKeeper draftKey={draftKey} values={form.values} saved={saved} />
          <Form id={`etape-${stepId}`} className="form onboarding__form" noValidate aria-label={title}>
            {restored && (
              <p className="alert alert--warning" role="status">
                Nous avons retrouvé ce que vous aviez saisi sans l’enregistrer : vérifiez-le puis continuez.
              </p>
            )}
            <FormAlert message={formError} />
            {props.fields(form, fresh)}
          </Form>
          {props.after}
          <Go goRef={props.goRef} go={go(form)} />
          {props.navigation(go(form), form.isSubmitting)}
        </>
      )}
    </Formik>
  );
}

function Go({ goRef, go }: { goRef: StepFormProps<object>['goRef']; go: (target: StepTarget) => void }) {
  useEffect(() => {
    if (!goRef) return;
    goRef.current = go;
    return () => {
      goRef.current = null;
    };
  });
  return null;
}

function DraftKeeper<Values>({ draftKey, values, saved }: { draftKey: string; values: Values; saved: Values }) {
  useLocalDraft(draftKey, values, saved);
  return null;
}

/** The step's schema, with its context (Formik's validationSchema takes none). */
async function validateStep(
  schema: AnyObjectSchema,
  values: object,
  context: Record<string, unknown> | undefined,
): Promise<FormikErrors<object>> {
  try {
    await validateYupSchema(values, schema, false, context);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

import { ONBOARDING_STEPS } from '@kookers/domain/kookers';

interface StepperProps {
  current: number;
  /** Whether each step has everything publishing needs from it. */
  complete: readonly boolean[];
  canOpen: (index: number) => boolean;
  onOpen: (index: number) => void;
}

/** The five steps: where the Kooker is, what is done, and a way back to any step already reached. */
export function Stepper({ current, complete, canOpen, onOpen }: StepperProps) {
  return (
    <nav aria-label="Étapes du profil Kooker">
      <ol className="stepper">
        {ONBOARDING_STEPS.map((step, index) => {
          const state = index === current ? 'current' : complete[index] ? 'done' : 'todo';
          return (
            <li key={step.id} className={`stepper__item stepper__item--${state}`}>
              <button
                type="button"
                className="stepper__button"
                aria-current={index === current ? 'step' : undefined}
                disabled={index === current || !canOpen(index)}
                onClick={() => onOpen(index)}
              >
                <span className="stepper__marker" aria-hidden="true">
                  {complete[index] && index !== current ? '✓' : index + 1}
                </span>
                {/* On a phone (onboarding.css), the short name shows in place of the title, which a screen reader still reads after it. */}
                <span className="stepper__short">{step.short} </span>
                <span className="stepper__title">{step.title}</span>
                {complete[index] && <span className="visually-hidden"> (complète)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

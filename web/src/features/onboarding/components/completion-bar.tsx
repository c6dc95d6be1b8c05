/** How complete the saved profile is (profileCompletion in domain/src/kookers/onboarding.ts). */
export function CompletionBar({ percent }: { percent: number }) {
  return (
    <div className="completion">
      <div className="completion__label">
        <span id="completion-label">Profil complété</span>
        <strong>{percent} %</strong>
      </div>
      <div
        className="completion__track"
        role="progressbar"
        aria-labelledby="completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="completion__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

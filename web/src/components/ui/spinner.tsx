interface SpinnerProps {
  label?: string;
  /** Fills the page's content area instead of sitting inline. */
  fullPage?: boolean;
}

export function Spinner({ label = 'Chargement…', fullPage = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

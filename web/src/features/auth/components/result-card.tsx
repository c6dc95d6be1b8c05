import type { ReactNode } from 'react';

interface ResultCardProps {
  /** A decorative sign: ✓, ✉, or ! for an error (drawn in the error's colours). */
  icon: string;
  title: string;
  /** `alert` for an error, `status` otherwise. */
  role?: 'status' | 'alert';
  children: ReactNode;
}

/** The card that says how an account action ended: a sign, a title, what follows. */
export function ResultCard({ icon, title, role = 'status', children }: ResultCardProps) {
  return (
    <div className="result-card" role={role}>
      <div className={role === 'alert' ? 'result-card__icon result-card__icon--error' : 'result-card__icon'} aria-hidden="true">
        {icon}
      </div>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

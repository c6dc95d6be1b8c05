/** A list or a page that could not be read, with 'Réessayer'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p>{message} Vérifiez votre connexion.</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

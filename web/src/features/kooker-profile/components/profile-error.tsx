/** The profile could not be read (network, timeout): say so in French and offer to try again. */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="status-page container">
      <h1>Profil momentanément indisponible</h1>
      <p role="alert">Le profil de ce Kooker n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Réessayer
      </button>
    </section>
  );
}

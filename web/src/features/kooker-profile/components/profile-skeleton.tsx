/** What the page looks like while the profile loads: the same boxes, empty, so nothing jumps. */
export function ProfileSkeleton() {
  return (
    <div className="kooker-profile" aria-busy="true">
      <span className="visually-hidden" role="status">
        Chargement du profil…
      </span>
      <div className="kooker-hero" aria-hidden="true">
        <div className="kooker-hero__cover">
          <div className="kooker-hero__cover-placeholder skeleton" />
        </div>
        <div className="container kooker-hero__identity">
          <span className="kooker-hero__photo skeleton" />
          <div className="kooker-hero__text">
            <span className="skeleton skeleton--line skeleton--title" />
            <span className="skeleton skeleton--line" />
          </div>
        </div>
      </div>
      <div className="container kooker-profile__layout" aria-hidden="true">
        <div className="kooker-profile__main">
          <div className="skeleton skeleton--block" />
          <div className="skeleton skeleton--block skeleton--tall" />
        </div>
      </div>
    </div>
  );
}

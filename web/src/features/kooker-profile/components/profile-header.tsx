import { StoredImage } from '../../../components/ui/stored-image';
import type { KookerProfile } from '@kookers/domain/kookers';
import { useState } from 'react';
import { formatRating } from '../../../lib/format';
import { fullName } from '../../../lib/format';
import { initialsOf, reviewCountLabel } from '../profile-format';

/** The cover's box, in CSS pixels at its widest: what width and height reserve before it loads. */
const COVER = { width: 1280, height: 360 };
const PHOTO_SIZE = 128;

interface ProfileHeaderProps {
  profile: KookerProfile;
  onBook: () => void;
  /** 'Poser une question'; null on the Kooker's own page. */
  onAsk: (() => void) | null;
}

/** Cover banner, profile photo (or initials), name, city, rating, 'Poser une question' and 'Réserver'. */
export function ProfileHeader({ profile, onBook, onAsk }: ProfileHeaderProps) {
  // A photo that failed to load (deleted since, network error) gives way to the placeholder.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const cover = profile.coverImage && !failed.has(profile.coverImage) ? profile.coverImage : null;
  const photo = profile.profileImage && !failed.has(profile.profileImage) ? profile.profileImage : null;
  const fail = (id: string) => setFailed((current) => new Set(current).add(id));
  const name = fullName(profile);

  return (
    <header className="kooker-hero">
      <div className="kooker-hero__cover">
        {cover ? (
          // The cover is the page's largest paint: loaded at once, first (not lazily).
          <StoredImage
            className="kooker-hero__cover-image"
            imageId={cover}
            variant="large"
            alt=""
            width={COVER.width}
            height={COVER.height}
            decoding="async"
            fetchPriority="high"
            onError={() => fail(cover)}
          />
        ) : (
          <div className="kooker-hero__cover-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="container kooker-hero__identity">
        {photo ? (
          <StoredImage
            className="kooker-hero__photo"
            imageId={photo}
            variant="small"
            alt={`Photo de ${name}`}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            decoding="async"
            onError={() => fail(photo)}
          />
        ) : (
          <span className="kooker-hero__photo kooker-hero__photo--initials" aria-hidden="true">
            {initialsOf(profile)}
          </span>
        )}
        <div className="kooker-hero__text">
          <h1 className="kooker-hero__name">{name}</h1>
          {profile.city && <p className="kooker-hero__city">{profile.city}</p>}
          <p className="kooker-hero__rating">
            {profile.reviewCount > 0 ? (
              <>
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">Note : </span>
                <strong>{formatRating(profile.rating)}</strong>
                <span className="visually-hidden"> sur 5</span> ({reviewCountLabel(profile.reviewCount)})
              </>
            ) : (
              'Nouveau Kooker'
            )}
          </p>
        </div>
        <div className="kooker-hero__actions">
          {onAsk && (
            <button type="button" className="button button--secondary button--large" onClick={onAsk}>
              Poser une question
            </button>
          )}
          <button type="button" className="button button--primary button--large" onClick={onBook}>
            Réserver
          </button>
        </div>
      </div>
    </header>
  );
}

import { imageUrl, type KookerProfile } from '@kookers/domain/kookers';
import { formatEuros } from '@kookers/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { deName, formatRating, fullName } from '../../lib/format';

const SHOWN_SPECIALTIES = 3;
/** The photo's size on the card, in CSS pixels: what `width` and `height` reserve before it loads. */
const PHOTO_SIZE = 64;

/** The cover's size on a card: the small variant of a 3:1 cover. */
const COVER = { width: 400, height: 133 };

interface KookerCardProps {
  profile: KookerProfile;
  /** Show the cover photo above (search results); the home page shows none. */
  withCover?: boolean;
  /** One of the first cards of a page: its photos load at once, first (the page's largest paint). */
  priority?: boolean;
  /** How far the Kooker comes from, in a search by commune: 'à 12 km', 'dans votre ville'. */
  distance?: string | null;
}

/**
 * A Kooker in a list (home, search): cover, photo, name, city, rating, bio, specialties, lowest
 * price, link to the profile. Photos are the small variants, loaded lazily; a photo that fails
 * to load gives way to the initials.
 */
export function KookerCard({ profile, withCover = false, priority = false, distance = null }: KookerCardProps) {
  // The images that failed to load: the initials or the plain banner take their place.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const usable = (id: string | null) => (id !== null && !failed.includes(id) ? id : null);
  const fail = (id: string) => setFailed((current) => [...current, id]);
  const photo = usable(profile.profileImage);
  const cover = usable(profile.coverImage);
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const name = fullName(profile);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <article className={`card kooker-card${withCover ? ' kooker-card--with-cover' : ''}`}>
      {withCover &&
        (cover ? (
          <img
            className="kooker-card__cover"
            src={imageUrl(cover, 'small')}
            alt=""
            width={COVER.width}
            height={COVER.height}
            {...loading}
            decoding="async"
            onError={() => fail(cover)}
          />
        ) : (
          <span className="kooker-card__cover kooker-card__cover--empty" aria-hidden="true" />
        ))}
      <div className="kooker-card__head">
        {photo ? (
          <img
            className="kooker-card__photo"
            src={imageUrl(photo, 'small')}
            alt=""
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            {...loading}
            decoding="async"
            onError={() => fail(photo)}
          />
        ) : (
          <span className="kooker-card__photo kooker-card__photo--initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <h3 className="kooker-card__name">{name}</h3>
          <p className="kooker-card__city">
            {profile.city}
            {distance && <span className="kooker-card__distance">{` · ${distance}`}</span>}
          </p>
        </div>
      </div>
      <p className="kooker-card__rating">
        {profile.reviewCount > 0 ? (
          <>
            <span aria-hidden="true">★ </span>
            <span className="visually-hidden">Note : </span>
            <strong>{formatRating(profile.rating)}</strong>
            <span className="visually-hidden"> sur 5</span> ({profile.reviewCount} avis)
          </>
        ) : (
          'Nouveau Kooker'
        )}
      </p>
      <p className="kooker-card__bio">{profile.bio}</p>
      {profile.specialties.length > 0 && (
        <ul className="tags" aria-label="Spécialités">
          {profile.specialties.slice(0, SHOWN_SPECIALTIES).map((specialty) => (
            <li key={specialty} className="tag">
              {specialty}
            </li>
          ))}
        </ul>
      )}
      <div className="kooker-card__footer">
        {profile.minPricePerPerson !== null && (
          <p className="kooker-card__price">
            À partir de <strong>{formatEuros(profile.minPricePerPerson)}</strong>/pers.
          </p>
        )}
        <Link to={paths.kooker(profile.id)} className="button button--secondary button--small">
          Voir le profil<span className="visually-hidden"> {deName(name)}</span>
        </Link>
      </div>
    </article>
  );
}

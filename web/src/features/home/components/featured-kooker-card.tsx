import { formatCents } from '@kookers/domain/money';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { deName, formatRating } from '../../../lib/format';
import type { FeaturedKooker } from '../api/featured-kookers';

const SHOWN_SPECIALTIES = 3;

/** A featured Kooker: photo, name, city, rating, bio, specialties, lowest price, link to the profile. */
export function FeaturedKookerCard({ kooker: { profile, photo } }: { kooker: FeaturedKooker }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <article className="card kooker-card">
      <div className="kooker-card__head">
        {photo ? (
          <img className="kooker-card__photo" src={photo} alt="" width={64} height={64} decoding="async" />
        ) : (
          <span className="kooker-card__photo kooker-card__photo--initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <h3 className="kooker-card__name">{name}</h3>
          <p className="kooker-card__city">{profile.city}</p>
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
            À partir de <strong>{formatCents(profile.minPricePerPerson)}</strong>/pers.
          </p>
        )}
        <Link to={paths.kooker(profile.id)} className="button button--secondary button--small">
          Voir le profil<span className="visually-hidden"> {deName(name)}</span>
        </Link>
      </div>
    </article>
  );
}

import { StoredImage } from '../../../components/ui/stored-image';
import { menuAllergensText, type KookerService } from '@kookers/domain/kookers';
import { formatCents } from '@kookers/domain/money';
import type { ViewedPhoto } from './photo-viewer';
import './service-card.css';

/** The first photo's box on the card and the thumbnails', in CSS pixels (the small variant is ≤ 400 px). */
const PHOTO = { width: 400, height: 300 };
const THUMBNAIL = 64;

interface ServiceCardProps {
  service: KookerService;
  /** Where it takes place, for a visitor (serviceLocationText). */
  where: string;
  onBook: (serviceId: string) => void;
  onViewPhoto: (photo: ViewedPhoto) => void;
}

/**
 * A service: its photos, name, price per person, where it takes place and its area, details,
 * equipment, the menu's allergens, and 'Réserver cette prestation'.
 */
export function ServiceCard({ service, where, onBook, onViewPhoto }: ServiceCardProps) {
  const [first, ...others] = service.photos;
  const view = (id: string, index: number) =>
    onViewPhoto({ id, alt: `${service.name}, photo ${index + 1} sur ${service.photos.length}`, title: service.name });
  const titleId = `prestation-${service.id}`;

  return (
    <article className="card service-card" aria-labelledby={titleId}>
      {first ? (
        <button type="button" className="service-card__photo-button" onClick={() => view(first, 0)}>
          <StoredImage
            className="service-card__photo"
            imageId={first}
            variant="small"
            alt={`${service.name}, photo 1 sur ${service.photos.length}`}
            width={PHOTO.width}
            height={PHOTO.height}
            loading="lazy"
            decoding="async"
          />
          <span className="visually-hidden"> (agrandir)</span>
        </button>
      ) : (
        <div className="service-card__photo service-card__photo--placeholder" aria-hidden="true" />
      )}
      <div className="service-card__body">
        <h3 id={titleId} className="service-card__name">
          {service.name}
        </h3>
        <p className="service-card__price">
          <strong>{formatCents(service.pricePerPerson)}</strong> / personne
        </p>
        <p className="service-card__where">
          <strong>Où :</strong> {where}
        </p>
        {service.location === 'client' && service.serviceArea && <p className="service-card__area">{service.serviceArea}</p>}
        {service.additionalInfo && <p className="service-card__info">{service.additionalInfo}</p>}
        {service.requiredEquipment && (
          <p className="service-card__equipment">
            <strong>Matériel requis :</strong> {service.requiredEquipment}
          </p>
        )}
        <p className="service-card__allergens">
          <strong>Allergènes :</strong> {menuAllergensText(service.allergens)}
        </p>
        {others.length > 0 && (
          <ul className="service-card__thumbnails" aria-label="Autres photos">
            {others.map((id, index) => (
              <li key={id}>
                <button type="button" className="service-card__thumbnail-button" onClick={() => view(id, index + 1)}>
                  <StoredImage
                    className="service-card__thumbnail"
                    imageId={id}
                    variant="small"
                    alt={`${service.name}, photo ${index + 2} sur ${service.photos.length} (agrandir)`}
                    width={THUMBNAIL}
                    height={THUMBNAIL}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--secondary service-card__book" onClick={() => onBook(service.id)}>
          Réserver cette prestation<span className="visually-hidden"> : {service.name}</span>
        </button>
      </div>
    </article>
  );
}

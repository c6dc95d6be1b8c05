import { type KookerService, serviceLocationText } from '@kookers/domain/kookers';
import { useState } from 'react';
import { PhotoViewer, type ViewedPhoto } from './photo-viewer';
import { ServiceCard } from './service-card';

interface ServicesSectionProps {
  services: KookerService[];
  /** The Kooker's commune and service area, for where each service takes place. */
  kooker: { city: string; serviceArea: number };
  onBook: (serviceId: string) => void;
}

/** 'Prestations proposées': the Kooker's services, each bookable from its card. */
export function ServicesSection({ services, kooker, onBook }: ServicesSectionProps) {
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  return (
    <section className="kooker-section" aria-labelledby="prestations-titre">
      <h2 id="prestations-titre">Prestations proposées</h2>
      {services.length > 0 ? (
        <ul className="service-grid">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                where={serviceLocationText(service.location, kooker)}
                onBook={onBook}
                onViewPhoto={setViewed}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="kooker-section__empty">Aucune prestation pour le moment.</p>
      )}
      <PhotoViewer photo={viewed} onClose={() => setViewed(null)} />
    </section>
  );
}

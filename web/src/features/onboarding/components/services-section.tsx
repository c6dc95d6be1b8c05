import { PHOTOS_PER_CARD_MAX, SPECIALTY_CARDS_MAX } from '@kookers/domain/rules';
import type { KookerService } from '@kookers/domain/kookers';
import { formatCents } from '@kookers/domain/money';
import { StoredImage } from '../../../components/ui/stored-image';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { deleteService, freeServiceId } from '../api/kooker-profile';
import { saveErrorMessage } from '../save-error';
import { ServiceDialog } from './service-dialog';

/** The message when a sixth service is asked for. */
const TOO_MANY_SERVICES = `Vous ne pouvez pas ajouter plus de ${SPECIALTY_CARDS_MAX} spécialités`;

interface ServicesSectionProps {
  uid: string;
  services: readonly KookerService[];
  published: boolean;
}

type Editing = { mode: 'add'; serviceId: string } | { mode: 'edit'; service: KookerService } | null;

/** 'Mes prestations': the Kooker's services (up to five), each added, edited and deleted in place. */
export function ServicesSection({ uid, services, published }: ServicesSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KookerService | null>(null);
  const [working, setWorking] = useState(false);

  function add() {
    const serviceId = freeServiceId(services);
    if (!serviceId) {
      toast.error(TOO_MANY_SERVICES);
      return;
    }
    setEditing({ mode: 'add', serviceId });
  }

  async function confirmDelete() {
    if (!deleting) return;
    if (published && services.length <= 1) {
      toast.error('Un profil en ligne garde au moins une prestation : ajoutez-en une autre, ou mettez votre profil en pause.');
      setDeleting(null);
      return;
    }
    setWorking(true);
    try {
      await deleteService(uid, deleting.id);
      toast.success(`La prestation « ${deleting.name} » a été supprimée.`);
      setDeleting(null);
    } catch (error) {
      toast.error(saveErrorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="services" aria-labelledby="prestations-titre">
      <div className="services__header">
        <div>
          <h3 id="prestations-titre">Mes prestations</h3>
          <p className="field__hint">
            Cours, ateliers ou repas : chacune avec son prix par personne et jusqu’à {PHOTOS_PER_CARD_MAX} photos ({services.length} /{' '}
            {SPECIALTY_CARDS_MAX}). Au moins une pour publier.
          </p>
        </div>
        {services.length < SPECIALTY_CARDS_MAX && (
          <button type="button" className="button button--secondary" onClick={add}>
            Ajouter une prestation
          </button>
        )}
      </div>
      {services.length === 0 ? (
        <p className="empty-state">Vous ne proposez encore aucune prestation.</p>
      ) : (
        <ul className="services__list">
          {services.map((service) => (
            <li key={service.id} className="service-card">
              {service.photos[0] ? (
                <StoredImage
                  className="service-card__photo"
                  imageId={service.photos[0]}
                  variant="small"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={96}
                  height={72}
                />
              ) : (
                <span className="service-card__photo service-card__photo--empty" aria-hidden="true">
                  🍽
                </span>
              )}
              <div className="service-card__body">
                <h4 className="service-card__name">{service.name}</h4>
                <p className="service-card__meta">
                  <strong>{formatCents(service.pricePerPerson)}/pers.</strong>
                  {service.serviceArea && ` · ${service.serviceArea}`}
                  {service.photos.length > 0 && ` · ${service.photos.length} photo${service.photos.length > 1 ? 's' : ''}`}
                </p>
              </div>
              <div className="service-card__actions">
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing({ mode: 'edit', service })}>
                  Modifier<span className="visually-hidden"> « {service.name} »</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small button--danger-text"
                  onClick={() => setDeleting(service)}
                >
                  Supprimer<span className="visually-hidden"> « {service.name} »</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ServiceDialog
          uid={uid}
          serviceId={editing.mode === 'add' ? editing.serviceId : editing.service.id}
          service={editing.mode === 'edit' ? editing.service : null}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer la prestation"
        message={`Supprimer « ${deleting?.name ?? ''} » ? Ses photos seront supprimées aussi. Les réservations déjà faites ne changent pas.`}
        confirmLabel="Supprimer"
        working={working}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

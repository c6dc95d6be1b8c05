import { menuAllergensText, type KookerService } from '@kookers/domain/kookers';
import { formatCents } from '@kookers/domain/money';

/** What the chosen service is: price, where, details, area and equipment, under the service select. */
export function ChosenService({ service, where }: { service: KookerService; where: string }) {
  return (
    <div className="chosen-service" id="prestation-choisie">
      <p className="chosen-service__price">
        <strong>{formatCents(service.pricePerPerson)}</strong> par personne
      </p>
      <p>
        <strong>Où :</strong> {where}
      </p>
      {service.additionalInfo && <p>{service.additionalInfo}</p>}
      {service.location === 'client' && service.serviceArea && (
        <p>
          <strong>Zone :</strong> {service.serviceArea}
        </p>
      )}
      {service.requiredEquipment && (
        <p>
          <strong>Matériel requis :</strong> {service.requiredEquipment}
        </p>
      )}
      <p>
        <strong>Allergènes :</strong> {menuAllergensText(service.allergens)}
      </p>
    </div>
  );
}

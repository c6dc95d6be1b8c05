import { menuAllergensText } from '@kookers/domain/dietary';
import type { KookerService } from '@kookers/domain/model';
import { formatCents } from '@kookers/domain/money';

/** What the chosen service is: details, price, area and equipment, under the service select. */
export function ChosenService({ service }: { service: KookerService }) {
  return (
    <div className="chosen-service" id="prestation-choisie">
      <p className="chosen-service__price">
        <strong>{formatCents(service.pricePerPerson)}</strong> par personne
      </p>
      {service.additionalInfo && <p>{service.additionalInfo}</p>}
      {service.serviceArea && (
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

import type { KookerProfile } from '@kookers/domain/kookers';
import { formatCents } from '@kookers/domain/money';

/** The four facts under the header: lowest price, minimum duration, capacity, service area. */
export function ProfileFacts({ profile, cheapest }: { profile: KookerProfile; cheapest: number | null }) {
  const facts = [
    ...(cheapest !== null ? [{ value: `À partir de ${formatCents(cheapest)}`, label: 'Par participant' }] : []),
    { value: `${profile.minimumDuration}h minimum`, label: 'Durée de service' },
    { value: `Jusqu'à ${profile.maxGuests} pers.`, label: "Capacité d'accueil" },
    { value: `${profile.serviceArea} km`, label: "Zone d'intervention" },
  ];
  return (
    <ul className="kooker-facts" aria-label="En bref">
      {facts.map((fact) => (
        <li key={fact.label} className="kooker-facts__item">
          <strong className="kooker-facts__value">{fact.value}</strong>
          <span className="kooker-facts__label">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

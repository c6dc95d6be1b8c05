import type { KookerService } from '@kookers/domain/kookers';
import { useMemo, useState } from 'react';

/** The services at the prices the client is asked to agree to. */
export interface PriceConsent {
  /** The services read with the page, each at its new price when the booking function gave one. */
  services: KookerService[];
  /** The services whose price changed since the page was read (the summary says so). */
  updatedPrices: ReadonlySet<string>;
  /** The booking function answered that this service's price changed. */
  priceChanged: (serviceId: string, pricePerPerson: number) => void;
}

/**
 * The prices the panel shows and books for (docs/argent.md): those read with the page, until the
 * booking function answers that one changed; the panel then shows the new one, and the next
 * 'Réserver' agrees to it (domain/src/money/consent.ts).
 */
export function usePriceConsent(read: KookerService[]): PriceConsent {
  const [newPrices, setNewPrices] = useState<ReadonlyMap<string, number>>(new Map());
  const services = useMemo(
    () => read.map((service) => ({ ...service, pricePerPerson: newPrices.get(service.id) ?? service.pricePerPerson })),
    [read, newPrices],
  );
  const updatedPrices = useMemo(() => new Set(newPrices.keys()), [newPrices]);
  const priceChanged = (serviceId: string, pricePerPerson: number) =>
    setNewPrices((prices) => new Map(prices).set(serviceId, pricePerPerson));
  return { services, updatedPrices, priceChanged };
}

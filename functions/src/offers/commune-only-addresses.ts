/**
 * Requests and offers written before a request named only a commune keep the client's street in
 * their `address`, which the Kooker reads: this leaves the postal code and commune the line ends
 * with (communeLineOfAddress, domain/src/booking/event-address.ts) — the street comes with the
 * acceptance now (docs/reservations.md, « Demander une offre »). Once by the deploy that brings it
 * (functions/src/migrate.ts) and at each start of the local platform (local-scheduler.ts); a
 * second run writes nothing.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { communeLineOfAddress } from '@kookers/domain/booking';
import { collectionOf } from '../shared/db';
import { updateEach } from '../shared/in-batches';

/** The address as its commune, when it says more; null when it says the commune only, or nothing. */
function communeOnly(_id: string, data: DocumentData): DocumentData | null {
  const address = typeof data.address === 'string' ? data.address.trim() : '';
  if (address === '') return null;
  const commune = communeLineOfAddress(address);
  return commune === address ? null : { address: commune };
}

export async function communeOnlyAddresses(db: Firestore): Promise<{ examined: number; written: number }> {
  const requests = await updateEach(db, collectionOf(db, 'offerRequests').withConverter(null), communeOnly, { pageSize: 400 });
  const offers = await updateEach(db, collectionOf(db, 'offers').withConverter(null), communeOnly, { pageSize: 400 });
  return { examined: requests.examined + offers.examined, written: requests.written + offers.written };
}

import type { KookerProfile, KookerService } from '@kookers/domain/kookers';
import type { Offer, OfferRequest } from '@kookers/domain/offers';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { offerRef, offerRequestRef, ownKookerRef, ownServicesRef } from '../api/offer-documents';

type Live<T> = { status: 'loading' } | { status: 'ready'; data: T | null };

/** A request, live (a refused read throws to the card's LiveReadBoundary); null when it does not exist. */
export function useOfferRequest(id: string): Live<OfferRequest> {
  const ref = useMemo(() => offerRequestRef(id), [id]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'loading' ? { status } : { status: 'ready', data: data ?? null };
}

/** An offer, live: its status moves as the other side answers, pays or lets it expire. */
export function useOffer(id: string): Live<Offer> {
  const ref = useMemo(() => offerRef(id), [id]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'loading' ? { status } : { status: 'ready', data: data ?? null };
}

/** The Kooker's own profile and services, for the offer form. */
export function useOwnKooker(
  uid: string,
): { status: 'loading' } | { status: 'ready'; kooker: KookerProfile | null; services: KookerService[] } {
  const profile = useFirestoreDocData(useMemo(() => ownKookerRef(uid), [uid]));
  const services = useFirestoreCollectionData(useMemo(() => ownServicesRef(uid), [uid]));
  if (profile.status === 'loading' || services.status === 'loading') return { status: 'loading' };
  return { status: 'ready', kooker: profile.data ?? null, services: services.data ?? [] };
}

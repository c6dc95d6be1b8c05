import type { Booking } from '@kookers/domain/booking';
import type { Payout, PayoutAccount } from '@kookers/domain/money';
import type { TaxProfile } from '@kookers/domain/tax';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { payoutAccountRef, payoutBookingsQuery, payoutsQuery, taxProfileRef, unpaidSharesQuery } from '../api/earnings';

type Live<T> = { status: 'loading' } | { status: 'ready'; data: T };

/** The Kooker's shares held or available, and their payouts, live (a refused read throws to the LiveReadBoundary). */
export function useEarnings(uid: string): Live<{ bookings: Booking[]; payouts: Payout[] }> {
  const shares = useFirestoreCollectionData(useMemo(() => unpaidSharesQuery(uid), [uid]));
  const payouts = useFirestoreCollectionData(useMemo(() => payoutsQuery(uid), [uid]));
  if (shares.status === 'loading' || payouts.status === 'loading') return { status: 'loading' };
  return { status: 'ready', data: { bookings: shares.data, payouts: payouts.data } };
}

/** The bookings one payout carried, live, once the Kooker opens it. */
export function usePayoutBookings(uid: string, payoutId: string): Live<Booking[]> {
  const { status, data } = useFirestoreCollectionData(useMemo(() => payoutBookingsQuery(uid, payoutId), [uid, payoutId]));
  return status === 'loading' ? { status } : { status: 'ready', data };
}

/** The Kooker's payout account, live; null until they give one. */
export function usePayoutAccount(uid: string): Live<PayoutAccount | null> {
  const { status, data } = useFirestoreDocData(useMemo(() => payoutAccountRef(uid), [uid]));
  return status === 'loading' ? { status } : { status: 'ready', data: data ?? null };
}

/** The Kooker's tax data, live; null until they give it. */
export function useTaxProfile(uid: string): Live<TaxProfile | null> {
  const { status, data } = useFirestoreDocData(useMemo(() => taxProfileRef(uid), [uid]));
  return status === 'loading' ? { status } : { status: 'ready', data: data ?? null };
}

import { SERVICE_IDS, type KookerProfile, type KookerService, type EditableField } from '@kookers/domain/kookers';
import { deleteDoc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { collectionOf, documentOf } from '../../../lib/store';
import { withTimeout } from '../../../lib/with-timeout';

const SAVE_TIMEOUT_MS = 15_000;

/** The signed-in Kooker's own profile, live (a draft until it is published). */
export function useOwnKookerProfile(uid: string) {
  const ref = useMemo(() => documentOf('kookers', uid), [uid]);
  return useFirestoreDocData(ref);
}

/** The Kooker's services, live, in the order of their places (service-1 first). */
export function useOwnServices(uid: string) {
  const ref = useMemo(() => collectionOf('services', uid), [uid]);
  const result = useFirestoreCollectionData(ref);
  const services = useMemo(() => [...(result.data ?? [])].sort((a, b) => a.id.localeCompare(b.id)), [result.data]);
  return { status: result.status, services };
}

export type ProfileFields = Partial<Pick<KookerProfile, EditableField>>;

/** Saves profile fields (one step, or publishing); the server dates the change. */
export async function saveProfileFields(uid: string, fields: ProfileFields): Promise<void> {
  await withTimeout(updateDoc(documentOf('kookers', uid), { ...fields, updatedAt: serverTimestamp() }), SAVE_TIMEOUT_MS);
}

/** The first free place for a new service, or null when the Kooker already offers five. */
export function freeServiceId(services: ReadonlyArray<Pick<KookerService, 'id'>>): string | null {
  return SERVICE_IDS.find((id) => !services.some((service) => service.id === id)) ?? null;
}

export type ServiceFields = Omit<KookerService, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Adds a service at `serviceId`, or replaces the one there (an edit replaces, never copies),
 * keeping its creation date.
 */
export async function saveService(uid: string, serviceId: string, fields: ServiceFields): Promise<void> {
  // Without the converter: the server dates the write.
  const ref = documentOf('services', uid, serviceId).withConverter(null);
  const write = async () => {
    const existing = await getDoc(ref);
    const createdAt = existing.exists() ? existing.get('createdAt') : serverTimestamp();
    await setDoc(ref, { ...fields, createdAt, updatedAt: serverTimestamp() });
  };
  await withTimeout(write(), SAVE_TIMEOUT_MS);
}

/** Deletes a service; its photos are released by a function. */
export async function deleteService(uid: string, serviceId: string): Promise<void> {
  await withTimeout(deleteDoc(documentOf('services', uid, serviceId)), SAVE_TIMEOUT_MS);
}

import { SERVICE_IDS, type KookerProfile, type KookerService } from '@kookers/domain/kookers';
import { collections } from '@kookers/domain/data';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import { liteConverters } from '../../../lib/lite-converters';
import { isPermissionDenied } from './lite-converters';

export interface KookerPageData {
  profile: KookerProfile;
  /** In the order of their places (service-1 … service-5). */
  services: KookerService[];
}

const placeOf = (service: KookerService) => (SERVICE_IDS as readonly string[]).indexOf(service.id);

/**
 * A Kooker's profile and services, read once with Firestore Lite (the page needs no listener
 * for them, and the full SDK would cost ~100 KB gz more: docs/decisions/002). Null when there is
 * no such Kooker, or when the rules refuse the read: a draft is readable by its owner only
 * (Lite sends the signed-in user's token, so the owner reads their draft).
 */
export async function loadKookerPage(id: string): Promise<KookerPageData | null> {
  const profileRef = doc(firestoreLite, collections.kookers.name, id).withConverter(liteConverters.kookers);
  const servicesRef = collection(profileRef, collections.services.name).withConverter(liteConverters.services);
  try {
    const [profile, services] = await Promise.all([getDoc(profileRef), getDocs(servicesRef)]);
    const data = profile.data();
    if (!data) return null;
    return { profile: data, services: services.docs.map((service) => service.data()).sort((a, b) => placeOf(a) - placeOf(b)) };
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * The one read of a Kooker's page — the profile and its services, in the order of their places —
 * for the app (Firestore Lite) and the kookerPage function (Admin SDK), as the search's query is
 * written once (domain/src/search/search-query-builder.ts): each SDK only says how it reads one
 * profile and one profile's services, through the data seam (domain/src/data/model.ts).
 */
import { SERVICE_IDS } from '../kookers/catalog';
import type { KookerProfile, KookerService } from '../kookers/model';

/** What a Kooker's page reads, as one SDK reads it. */
export interface KookerPageSource {
  /** `kookers/{kookerId}`, or null when there is no such document. */
  profile(kookerId: string): Promise<KookerProfile | null>;
  /** `kookers/{kookerId}/services`, in any order. */
  services(kookerId: string): Promise<KookerService[]>;
}

/** A Kooker's page: the profile and its services. */
export interface KookerPageData {
  profile: KookerProfile;
  /** In the order of their places (service-1 … service-5). */
  services: KookerService[];
}

const placeOf = (service: KookerService) => (SERVICE_IDS as readonly string[]).indexOf(service.id);

/**
 * The profile and its services, read side by side; null when there is no such profile. Whether it
 * may be shown (published, or its owner's draft) is the reader's to decide.
 */
export async function readKookerPage(source: KookerPageSource, kookerId: string): Promise<KookerPageData | null> {
  const [profile, services] = await Promise.all([source.profile(kookerId), source.services(kookerId)]);
  if (!profile) return null;
  return { profile, services: [...services].sort((a, b) => placeOf(a) - placeOf(b)) };
}

import { collections, converterFor, imageSource, type KookerProfile, type ModelOf } from '@kookers/domain/model';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where, type FirestoreDataConverter } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firestore-lite';
import { FEATURED_KOOKERS_COUNT } from '../featured';

/** A featured Kooker, with its profile photo ready for an `<img>` (null when it has none). */
export interface FeaturedKooker {
  profile: KookerProfile;
  photo: string | null;
}

/** The shared model's converter, typed for Firestore Lite (lib/converters.ts does the same for the full SDK). */
function liteConverter<Name extends 'kookers' | 'images'>(name: Name) {
  return converterFor(name) as unknown as FirestoreDataConverter<ModelOf<Name>>;
}

const kookers = collection(firestoreLite, collections.kookers.name).withConverter(liteConverter('kookers'));
const images = liteConverter('images');

async function photoOf(imageId: string | null): Promise<string | null> {
  if (!imageId) return null;
  const image = (await getDoc(doc(firestoreLite, collections.images.name, imageId).withConverter(images))).data();
  // A missing photo leaves the initials in its place rather than failing the whole section.
  return image ? imageSource(image) : null;
}

/** The best-rated published Kookers (more reviews first between equal ratings), with their photos. */
export async function loadFeaturedKookers(): Promise<FeaturedKooker[]> {
  const snapshot = await getDocs(
    query(kookers, where('published', '==', true), orderBy('rating', 'desc'), orderBy('reviewCount', 'desc'), limit(FEATURED_KOOKERS_COUNT)),
  );
  const profiles = snapshot.docs.map((document) => document.data());
  const photos = await Promise.all(profiles.map((profile) => photoOf(profile.profileImage)));
  return profiles.map((profile, index) => ({ profile, photo: photos[index] ?? null }));
}

/**
 * The collections a public page reads once with Firestore Lite (web/src/lib/store-lite.ts): the home
 * page, the search and a Kooker's page. Declared in a module of their own, part of the data seam
 * (domain/src/data/model.ts lists them with every other), so that such a page carries their
 * readers and no other (docs/decisions/002-bundle-budget.md).
 */
import {
  availabilityFromData,
  availabilityToData,
  imageFromData,
  imageToData,
  kookerFromData,
  kookerToData,
  reviewFromData,
  reviewToData,
  serviceFromData,
  serviceToData,
} from '../kookers/model';

export const kookers = { path: 'kookers/{uid}', fromData: kookerFromData, toData: kookerToData } as const;
export const services = { path: 'kookers/{kookerId}/services/{serviceId}', fromData: serviceFromData, toData: serviceToData } as const;
export const availability = { path: 'availability/{kookerId}', fromData: availabilityFromData, toData: availabilityToData } as const;
export const reviews = { path: 'reviews/{bookingId}', fromData: reviewFromData, toData: reviewToData } as const;
export const images = { path: 'images/{imageId}', fromData: imageFromData, toData: imageToData } as const;

export const publicCollections = { kookers, services, availability, reviews, images } as const;

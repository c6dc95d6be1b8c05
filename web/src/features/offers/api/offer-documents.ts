import { documentOf, collectionOf } from '../../../lib/store';

/*
 * The documents of « Demander une offre », followed live through the data seam: only the client
 * and the Kooker they concern may read them (firestore.rules); nobody writes them from the browser.
 */

/** `offerRequests/{id}`: what the client asked. */
export const offerRequestRef = (id: string) => documentOf('offerRequests', id);

/** `offers/{id}`: what the Kooker offered. */
export const offerRef = (id: string) => documentOf('offers', id);

/** The Kooker's own profile: their hourly rate, minimum duration and capacity fill the offer form. */
export const ownKookerRef = (uid: string) => documentOf('kookers', uid);

/** The Kooker's own services, one of which an offer may take its title, price and allergens from. */
export const ownServicesRef = (uid: string) => collectionOf('services', uid);

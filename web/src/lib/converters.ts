import { converterFor, type CollectionName, type ModelOf } from '@kookers/domain/model';
import type { FirestoreDataConverter } from 'firebase/firestore';

/** The web SDK's converters; reading and writing live in domain/src/model.ts, shared with functions. */
function converter<Name extends CollectionName>(name: Name): FirestoreDataConverter<ModelOf<Name>> {
  return converterFor(name) as unknown as FirestoreDataConverter<ModelOf<Name>>;
}

export const converters = {
  users: converter('users'),
  kookers: converter('kookers'),
  services: converter('services'),
  availability: converter('availability'),
  bookings: converter('bookings'),
  reviews: converter('reviews'),
  images: converter('images'),
  imageQuotas: converter('imageQuotas'),
  contactMessages: converter('contactMessages'),
};

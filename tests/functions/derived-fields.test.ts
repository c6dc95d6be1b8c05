import { describe, expect, it } from 'vitest';
import { refreshDerivedFields } from '../../functions/src/kookers/derived-fields';
import { db, eventually, newKookerId, publishedProfile, sameWrite, service, useEmptyEmulators } from './helpers';

useEmptyEmulators();

interface Derived {
  searchTokens: string[];
  cityKey?: string;
  minPricePerPerson?: number | null;
  searchFacets?: Record<string, unknown>;
}

async function derivedOf(kookerId: string): Promise<Derived> {
  const profile = await db().doc(`kookers/${kookerId}`).get();
  return {
    searchTokens: profile.get('searchTokens') ?? [],
    cityKey: profile.get('cityKey'),
    minPricePerPerson: profile.get('minPricePerPerson'),
    searchFacets: profile.get('searchFacets'),
  };
}

interface Expected {
  /** Tokens that must be there (words, and "a b" pairs)… */
  has: string[];
  /** …and tokens that must not. */
  lacks?: string[];
  cityKey: string;
  minPricePerPerson: number | null;
}

/** Waits until the profile's derived fields say what is expected. */
function derivedBecomes(kookerId: string, expected: Expected): Promise<Derived> {
  return eventually(
    () => derivedOf(kookerId),
    (derived) =>
      expected.has.every((token) => derived.searchTokens.includes(token)) &&
      (expected.lacks ?? []).every((token) => !derived.searchTokens.includes(token)) &&
      derived.cityKey === expected.cityKey &&
      derived.minPricePerPerson === expected.minPricePerPerson,
  );
}

describe('derived fields (searchTokens, cityKey, minPricePerPerson, searchFacets)', () => {
  it('are set on a new profile: words of the name, city and specialties without accents or hyphens, and their pairs', async () => {
    const id = newKookerId();
    await db()
      .doc(`kookers/${id}`)
      .set(
        publishedProfile({ firstName: 'Jean-Pierre', lastName: 'Lefèvre', city: 'Saint-Étienne', specialties: ['Pâtisserie française'] }),
      );

    const derived = await derivedBecomes(id, {
      has: ['jean', 'pierre', 'lefevre', 'saint', 'etienne', 'patisserie', 'francaise', 'etienne patisserie', 'jean lefevre'],
      cityKey: 'saint etienne',
      minPricePerPerson: null,
    });
    expect(derived.searchFacets).toMatchObject({ specialty: { patisserie: true }, price: '25-50', guests6: true, guests8: true });
  });

  it('follow edits of the name, the city, the specialties, the rate and the capacity', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', specialties: ['Boulangerie'] }));
    await derivedBecomes(id, {
      has: ['claire', 'dubois', 'lyon', 'boulangerie', 'boulangerie lyon'],
      cityKey: 'lyon',
      minPricePerPerson: null,
    });

    await profile.update({
      firstName: 'Zoé',
      city: 'Aix-en-Provence',
      specialties: ['Street food', 'Cuisine végane'],
      pricePerHour: 8000,
      maxGuests: 4,
    });
    const derived = await derivedBecomes(id, {
      has: ['zoe', 'aix', 'provence', 'street', 'food', 'vegane', 'vegetarienne', 'monde'],
      lacks: ['claire', 'lyon', 'boulangerie', 'en'],
      cityKey: 'aix en provence',
      minPricePerPerson: null,
    });
    expect(derived.searchFacets).toMatchObject({
      specialty: { vegetarienne: true, monde: true },
      price: 'plus-75',
      guests6: false,
      guests8: false,
    });
  });

  it('follow the services: added, renamed, repriced and deleted', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Kenza', lastName: 'Benali', city: 'Marseille', specialties: [] }));
    await derivedBecomes(id, { has: ['benali', 'kenza', 'marseille'], cityKey: 'marseille', minPricePerPerson: null });

    await profile.collection('services').doc('service-1').set(service('Atelier tajine', 45));
    await derivedBecomes(id, { has: ['atelier', 'tajine', 'marseille tajine'], cityKey: 'marseille', minPricePerPerson: 4500 });

    await profile.collection('services').doc('service-2').set(service('Cours de pâtes', 30));
    await derivedBecomes(id, { has: ['cours', 'pates', 'tajine'], lacks: ['de'], cityKey: 'marseille', minPricePerPerson: 3000 });

    await profile.collection('services').doc('service-1').update({ name: 'Dîner couscous' });
    await derivedBecomes(id, {
      has: ['diner', 'couscous', 'pates'],
      lacks: ['tajine', 'atelier'],
      cityKey: 'marseille',
      minPricePerPerson: 3000,
    });

    await profile.collection('services').doc('service-1').update({ pricePerPerson: 2500 });
    await derivedBecomes(id, { has: ['couscous'], cityKey: 'marseille', minPricePerPerson: 2500 });

    await profile.collection('services').doc('service-1').delete();
    await derivedBecomes(id, { has: ['pates'], lacks: ['couscous'], cityKey: 'marseille', minPricePerPerson: 3000 });

    await profile.collection('services').doc('service-2').delete();
    await derivedBecomes(id, { has: ['kenza'], lacks: ['pates'], cityKey: 'marseille', minPricePerPerson: null });
  });

  it('are idempotent: once the trigger has run, running the refresh twice more writes nothing', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Hugo', lastName: 'Marin', city: 'Nantes', specialties: ['Cuisine du monde'] }));
    await profile.collection('services').doc('service-1').set(service('Brunch', 25));
    await derivedBecomes(id, { has: ['brunch', 'hugo', 'marin', 'monde'], cityKey: 'nantes', minPricePerPerson: 2500 });
    const settled = await profile.get();

    // The trigger's run on its own write is exactly such a second run.
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual([]);
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual([]);
    const after = await profile.get();
    expect(sameWrite(after, settled)).toBe(true);
    expect(after.data()).toEqual(settled.data());
  });

  it('are written by a refresh only where they differ, and never on a profile that no longer exists', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Léa', lastName: 'Roux', city: 'Nice', specialties: [] }));
    await derivedBecomes(id, { has: ['lea', 'roux', 'nice'], cityKey: 'nice', minPricePerPerson: null });

    // An operator's mistake on one field: the refresh puts back that field only.
    await profile.update({ cityKey: 'paris' });
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual(['cityKey']);
    expect((await derivedOf(id)).cityKey).toBe('nice');

    await profile.delete();
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual([]);
    expect((await profile.get()).exists).toBe(false);
  });
});

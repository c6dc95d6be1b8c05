import { describe, expect, it } from 'vitest';
import { collectionPath, documentPath } from '@kookers/domain/data';
import { refreshDerivedFields } from '../../functions/src/kookers/derived-fields';
import { db, eventually, handledWrites, newKookerId, publishedProfile, sameWrite, service, useEmptyEmulators } from './helpers';

useEmptyEmulators();

interface Derived {
  searchTokens: string[];
  reach: string[];
  location?: { lat: number; lon: number } | null;
  minPricePerPerson?: number | null;
  searchFacets?: Record<string, unknown>;
}

async function derivedOf(kookerId: string): Promise<Derived> {
  const profile = await db().doc(documentPath('kookers', kookerId)).get();
  return {
    searchTokens: profile.get('searchTokens') ?? [],
    reach: profile.get('reach') ?? [],
    location: profile.get('location'),
    minPricePerPerson: profile.get('minPricePerPerson'),
    searchFacets: profile.get('searchFacets'),
  };
}

interface Expected {
  /** Tokens that must be there (words, and "a b" pairs)… */
  has: string[];
  /** …and tokens that must not. */
  lacks?: string[];
  /** The INSEE code of the Kooker's commune: reached from itself, at band 0. */
  home: string;
  minPricePerPerson: number | null;
}

/** Waits until the profile's derived fields say what is expected. */
function derivedBecomes(kookerId: string, expected: Expected): Promise<Derived> {
  return eventually(
    () => derivedOf(kookerId),
    (derived) =>
      expected.has.every((token) => derived.searchTokens.includes(token)) &&
      (expected.lacks ?? []).every((token) => !derived.searchTokens.includes(token)) &&
      derived.reach.includes(`${expected.home}@0`) &&
      derived.minPricePerPerson === expected.minPricePerPerson,
  );
}

describe('derived fields (searchTokens, location, reach, minPricePerPerson, searchFacets)', () => {
  it('are set on a new profile: words of the name, city and specialties without accents or hyphens, and their pairs', async () => {
    const id = newKookerId();
    await db()
      .doc(documentPath('kookers', id))
      .set(
        publishedProfile({ firstName: 'Jean-Pierre', lastName: 'Lefèvre', city: 'Saint-Étienne', specialties: ['Pâtisserie française'] }),
      );

    const derived = await derivedBecomes(id, {
      has: ['jean', 'pierre', 'lefevre', 'saint', 'etienne', 'patisserie', 'francaise', 'etienne patisserie', 'jean lefevre'],
      home: '42218',
      minPricePerPerson: null,
    });
    expect(derived.searchFacets).toMatchObject({ specialty: { patisserie: true }, price: null, guests6: true, guests8: true });
  });

  it('follow edits of the name, the city, the specialties, the rate and the capacity', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', specialties: ['Boulangerie'] }));
    await derivedBecomes(id, {
      has: ['claire', 'dubois', 'lyon', 'boulangerie', 'boulangerie lyon'],
      home: '69123',
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
      home: '13001',
      minPricePerPerson: null,
    });
    expect(derived.searchFacets).toMatchObject({
      specialty: { vegetarienne: true, monde: true },
      price: null,
      guests6: false,
      guests8: false,
    });
    // The commune's centre, and the communes reached: Aix's, no longer Lyon's.
    expect(derived.location).toEqual({ lat: 43.5097, lon: 5.3967 });
    expect(derived.reach).not.toContain('69123');
  });

  it('follow the service area: the communes it reaches, each with its band', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ firstName: 'Claire', city: 'Lyon', cityInsee: '69123', serviceArea: 5 }));
    const near = await derivedBecomes(id, { has: ['claire'], home: '69123', minPricePerPerson: null });
    // Villeurbanne is 5.2 km away: beyond 5 km, within 10.
    expect(near.reach).not.toContain('69266');
    await profile.update({ serviceArea: 10 });
    const wider = await eventually(
      () => derivedOf(id),
      (derived) => derived.reach.includes('69266'),
    );
    expect(wider.reach).toContain('69266@2');
  });

  it('follow the services: added, renamed, repriced and deleted', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ firstName: 'Kenza', lastName: 'Benali', city: 'Marseille', specialties: [] }));
    await derivedBecomes(id, { has: ['benali', 'kenza', 'marseille'], home: '13055', minPricePerPerson: null });

    await db().collection(collectionPath('services', id)).doc('service-1').set(service('Atelier tajine', 45));
    const one = await derivedBecomes(id, { has: ['atelier', 'tajine', 'marseille tajine'], home: '13055', minPricePerPerson: 4500 });
    // The price filter reads the price per person the card shows.
    expect(one.searchFacets).toMatchObject({ price: '40-60' });

    await db().collection(collectionPath('services', id)).doc('service-2').set(service('Cours de pâtes', 30));
    const two = await derivedBecomes(id, { has: ['cours', 'pates', 'tajine'], lacks: ['de'], home: '13055', minPricePerPerson: 3000 });
    expect(two.searchFacets).toMatchObject({ price: '25-40' });

    await db().collection(collectionPath('services', id)).doc('service-1').update({ name: 'Dîner couscous' });
    await derivedBecomes(id, {
      has: ['diner', 'couscous', 'pates'],
      lacks: ['tajine', 'atelier'],
      home: '13055',
      minPricePerPerson: 3000,
    });

    await db().collection(collectionPath('services', id)).doc('service-1').update({ pricePerPerson: 2500 });
    await derivedBecomes(id, { has: ['couscous'], home: '13055', minPricePerPerson: 2500 });

    await db().collection(collectionPath('services', id)).doc('service-1').delete();
    await derivedBecomes(id, { has: ['pates'], lacks: ['couscous'], home: '13055', minPricePerPerson: 3000 });

    await db().collection(collectionPath('services', id)).doc('service-2').delete();
    await derivedBecomes(id, { has: ['kenza'], lacks: ['pates'], home: '13055', minPricePerPerson: null });
  });

  it('are idempotent: once the trigger has run, running the refresh twice more writes nothing', async () => {
    const id = newKookerId();
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ firstName: 'Hugo', lastName: 'Marin', city: 'Nantes', specialties: ['Cuisine du monde'] }));
    await db().collection(collectionPath('services', id)).doc('service-1').set(service('Brunch', 25));
    await derivedBecomes(id, { has: ['brunch', 'hugo', 'marin', 'monde'], home: '44109', minPricePerPerson: 2500 });
    // Every trigger of these writes has run (the slots' too, which write the profile as well).
    await handledWrites([profile.path, documentPath('services', id, 'service-1')]);
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
    const profile = db().doc(documentPath('kookers', id));
    await profile.set(publishedProfile({ firstName: 'Léa', lastName: 'Roux', city: 'Nice', specialties: [] }));
    await derivedBecomes(id, { has: ['lea', 'roux', 'nice'], home: '06088', minPricePerPerson: null });

    // An operator's mistake on one field: the refresh puts back that field only.
    await profile.update({ reach: ['75056', '75056@0'] });
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual(['reach']);
    expect((await derivedOf(id)).reach).toContain('06088@0');

    await profile.delete();
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual([]);
    expect((await profile.get()).exists).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { refreshDerivedFields } from '../../functions/src/kookers/derived-fields';
import { db, eventually, newKookerId, publishedProfile, sameWrite, service, useEmptyEmulators } from './helpers';

useEmptyEmulators();

interface Derived {
  searchTokens?: string[];
  cityKey?: string;
  minPricePerPerson?: number | null;
}

async function derivedOf(kookerId: string): Promise<Derived> {
  const profile = await db().doc(`kookers/${kookerId}`).get();
  return { searchTokens: profile.get('searchTokens'), cityKey: profile.get('cityKey'), minPricePerPerson: profile.get('minPricePerPerson') };
}

/** Waits until the profile's derived fields are exactly `expected`. */
function derivedBecomes(kookerId: string, expected: Derived): Promise<Derived> {
  return eventually(
    () => derivedOf(kookerId),
    (derived) => JSON.stringify(derived) === JSON.stringify(expected),
  );
}

describe('derived fields (searchTokens, cityKey, minPricePerPerson)', () => {
  it('are set on a new profile: words of the name and specialties without accents, the city without accents or hyphens', async () => {
    const id = newKookerId();
    await db()
      .doc(`kookers/${id}`)
      .set(publishedProfile({ firstName: 'Jean-Pierre', lastName: 'Lefèvre', city: 'Saint-Étienne', specialties: ['Pâtisserie française'] }));

    await derivedBecomes(id, {
      searchTokens: ['francaise', 'jean', 'lefevre', 'patisserie', 'pierre'],
      cityKey: 'saint etienne',
      minPricePerPerson: null,
    });
  });

  it('follow edits of the name, the city and the specialties', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Claire', lastName: 'Dubois', city: 'Lyon', specialties: ['Boulangerie'] }));
    await derivedBecomes(id, { searchTokens: ['boulangerie', 'claire', 'dubois'], cityKey: 'lyon', minPricePerPerson: null });

    await profile.update({ firstName: 'Zoé', city: 'Aix-en-Provence', specialties: ['Street food', 'Cuisine végane'] });
    await derivedBecomes(id, {
      searchTokens: ['cuisine', 'dubois', 'food', 'street', 'vegane', 'zoe'],
      cityKey: 'aix en provence',
      minPricePerPerson: null,
    });
  });

  it('follow the services: added, renamed, repriced and deleted', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Kenza', lastName: 'Benali', city: 'Marseille', specialties: [] }));
    await derivedBecomes(id, { searchTokens: ['benali', 'kenza'], cityKey: 'marseille', minPricePerPerson: null });

    await profile.collection('services').doc('service-1').set(service('Atelier tajine', 45));
    await derivedBecomes(id, { searchTokens: ['atelier', 'benali', 'kenza', 'tajine'], cityKey: 'marseille', minPricePerPerson: 4500 });

    await profile.collection('services').doc('service-2').set(service('Cours de pâtes', 30));
    await derivedBecomes(id, {
      searchTokens: ['atelier', 'benali', 'cours', 'de', 'kenza', 'pates', 'tajine'],
      cityKey: 'marseille',
      minPricePerPerson: 3000,
    });

    await profile.collection('services').doc('service-1').update({ name: 'Dîner couscous' });
    await derivedBecomes(id, {
      searchTokens: ['benali', 'cours', 'couscous', 'de', 'diner', 'kenza', 'pates'],
      cityKey: 'marseille',
      minPricePerPerson: 3000,
    });

    await profile.collection('services').doc('service-1').update({ pricePerPerson: 2500 });
    await derivedBecomes(id, {
      searchTokens: ['benali', 'cours', 'couscous', 'de', 'diner', 'kenza', 'pates'],
      cityKey: 'marseille',
      minPricePerPerson: 2500,
    });

    await profile.collection('services').doc('service-1').delete();
    await derivedBecomes(id, { searchTokens: ['benali', 'cours', 'de', 'kenza', 'pates'], cityKey: 'marseille', minPricePerPerson: 3000 });

    await profile.collection('services').doc('service-2').delete();
    await derivedBecomes(id, { searchTokens: ['benali', 'kenza'], cityKey: 'marseille', minPricePerPerson: null });
  });

  it('are idempotent: once the trigger has run, running the refresh twice more writes nothing', async () => {
    const id = newKookerId();
    const profile = db().doc(`kookers/${id}`);
    await profile.set(publishedProfile({ firstName: 'Hugo', lastName: 'Marin', city: 'Nantes', specialties: ['Cuisine du monde'] }));
    await profile.collection('services').doc('service-1').set(service('Brunch', 25));
    await derivedBecomes(id, { searchTokens: ['brunch', 'cuisine', 'du', 'hugo', 'marin', 'monde'], cityKey: 'nantes', minPricePerPerson: 2500 });
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
    await derivedBecomes(id, { searchTokens: ['lea', 'roux'], cityKey: 'nice', minPricePerPerson: null });

    // An operator's mistake on one field: the refresh puts back that field only.
    await profile.update({ cityKey: 'paris' });
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual(['cityKey']);
    expect(await derivedOf(id)).toEqual({ searchTokens: ['lea', 'roux'], cityKey: 'nice', minPricePerPerson: null });

    await profile.delete();
    await expect(refreshDerivedFields(db(), id)).resolves.toEqual([]);
    expect((await profile.get()).exists).toBe(false);
  });
});

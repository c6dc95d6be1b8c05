import { describe, expect, it } from 'vitest';
import { FORMER_MEMBER_NAME } from '../accounts/accounts';
import { bookingToData } from '../booking/model';
import { conversationToData } from '../messaging/model';
import { modelSamples } from '../testing/model-samples';
import { collections, type CollectionName } from './model';
import { parentCollection, personalData, type DeletePart, type ExportPart, type Finder } from './personal-data';
import type { Stamp } from '../rules/read';

const names = Object.keys(collections) as CollectionName[];
/** A why in French: a sentence, not a placeholder. */
const FRENCH = /^[A-ZÀ-Ý«][^]*[a-zà-ÿ’]{3,}[^]*[.)]$/u;

describe('personal data registry (docs/modele-de-donnees.md, « Données personnelles d’un compte »)', () => {
  it('has an entry for every collection of the seam, and none for a collection it does not declare', () => {
    const missing = names.filter((name) => !Object.hasOwn(personalData, name));
    expect(missing, 'collections without an entry in domain/src/data/personal-data.ts').toEqual([]);
    expect(Object.keys(personalData).filter((name) => !Object.hasOwn(collections, name))).toEqual([]);
  });

  for (const name of names) {
    it(`says in French what ${name} holds and why export and delete do what they do`, () => {
      const entry = personalData[name];
      expect(entry.holds).toMatch(FRENCH);
      expect(entry.export.why).toMatch(FRENCH);
      expect(entry.delete.length).toBeGreaterThan(0);
      for (const part of entry.delete) expect(part.why).toMatch(FRENCH);
    });
  }

  /** Each part of a list with its collection, in the registry's order. */
  const partsOf = <Part extends ExportPart | DeletePart>(list: (name: CollectionName) => readonly Part[]) =>
    names.flatMap((name) => list(name).map((part) => ({ name, part })));
  const lists = {
    export: partsOf((name) => personalData[name].export.parts),
    delete: partsOf((name) => personalData[name].delete),
  };

  for (const [list, parts] of Object.entries(lists)) {
    it(`finds ${list}'s documents by what their collection is: a parent's for a subcollection, a part named before`, () => {
      const named = parts.flatMap(({ part }) => (part.name ? [part.name] : []));
      expect(new Set(named).size, 'part names are unique in a list').toBe(named.length);
      const order = Object.keys(personalData) as CollectionName[];
      for (const { name, part } of parts) {
        const find: Finder = part.find;
        const parent = parentCollection(name);
        if (find.by === 'under') {
          expect(parent, `${name}: only a subcollection is found under a parent`).not.toBeNull();
          const parentParts = parts.filter((other) => other.name === parent);
          expect(parentParts.length, `${name}: its parent's documents are found in this list`).toBeGreaterThan(0);
          expect(order.indexOf(parent ?? name), `${name}: its parent comes first`).toBeLessThan(order.indexOf(name));
        } else if (find.by === 'sameId') {
          const source = parts.find((other) => other.part.name === find.as);
          expect(source, `${name}: the part ${find.as} exists`).toBeDefined();
          expect(parentCollection(source?.name ?? name), `${name}: the same parent as ${find.as}`).toBe(parent);
          expect(order.indexOf(source?.name ?? name), `${name}: ${find.as} comes first`).toBeLessThanOrEqual(order.indexOf(name));
        } else {
          expect(parent, `${name}: a subcollection is found under its parent`).toBeNull();
        }
      }
    });
  }

  it('exports neither photo bytes nor the calendar secret', () => {
    const fields = (name: CollectionName) => personalData[name].export.parts.map((part) => part.fields);
    expect(fields('images')).toEqual([expect.not.arrayContaining(['data', 'smallData'])]);
    expect(fields('images')[0]).toContain('ownerId');
    expect(fields('calendarFeeds')).toEqual([['updatedAt']]);
  });

  it('deletes or anonymises what the table of docs/modele-de-donnees.md says, and keeps bookings for accounting', () => {
    const actions = Object.fromEntries(names.map((name) => [name, personalData[name].delete.map((part) => part.action).join(' + ')]));
    expect(actions).toMatchObject({
      users: 'delete',
      kookers: 'delete',
      bookings: 'anonymise + anonymise',
      reviews: 'anonymise + keep',
      hiddenReviews: 'anonymise + keep',
      conversations: 'anonymise',
      messages: 'keep',
      reports: 'keep',
      contactMessages: 'delete',
      taxProfiles: 'keep',
    });
  });
});

describe('anonymising', () => {
  const samples = modelSamples((iso): Stamp => {
    const date = new Date(iso);
    return { toMillis: () => date.getTime(), toDate: () => date };
  });
  const anonymisers = (name: CollectionName) => personalData[name].delete.flatMap((part) => (part.action === 'anonymise' ? [part] : []));
  const [asClient, asKooker] = anonymisers('bookings');
  if (!asClient || !asKooker) throw new Error('Two anonymisations of bookings expected');

  it('rewrites only the fields each part declares', () => {
    const documents: Partial<Record<CollectionName, Array<Record<string, unknown>>>> = {
      bookings: [
        bookingToData({ ...samples.booking, place: { location: 'client', address: '1 rue A' } }),
        bookingToData({ ...samples.booking, place: { location: 'kooker', address: '2 rue B' } }),
      ],
      conversations: [conversationToData(samples.conversation)],
      reviews: [{ author: 'Lucie R.' }],
      hiddenReviews: [{ author: 'Lucie R.' }],
    };
    for (const name of names)
      for (const part of anonymisers(name)) {
        expect(documents[name], `${name}: a sample to anonymise`).toBeDefined();
        for (const data of documents[name] ?? [])
          for (const uid of [samples.booking.clientId, samples.booking.kookerId, samples.conversation.clientId])
            expect(part.fields).toEqual(expect.arrayContaining(Object.keys(part.rewrite(data, uid))));
      }
  });

  it('empties the client’s name, contacts and note of a booking, and the address when it took place at theirs', () => {
    const atClient = bookingToData({ ...samples.booking, place: { location: 'client', address: '1 rue A' } });
    expect(asClient.rewrite(atClient, samples.booking.clientId)).toEqual({
      clientName: FORMER_MEMBER_NAME,
      'contacts.client': { firstName: '', lastName: '', phone: '' },
      'dietary.note': '',
      'place.address': '',
    });
    const atKooker = bookingToData({ ...samples.booking, place: { location: 'kooker', address: '2 rue B' } });
    expect(asClient.rewrite(atKooker, samples.booking.clientId)).not.toHaveProperty(['place.address']);
  });

  it('empties the Kooker’s name, city and phone of a booking, and the address when it took place at theirs', () => {
    const atKooker = bookingToData({ ...samples.booking, place: { location: 'kooker', address: '2 rue B' } });
    expect(asKooker.rewrite(atKooker, samples.booking.kookerId)).toEqual({
      kooker: { firstName: FORMER_MEMBER_NAME, lastName: '', city: '' },
      'contacts.kookerPhone': '',
      'place.address': '',
    });
    const atClient = bookingToData({ ...samples.booking, place: { location: 'client', address: '1 rue A' } });
    expect(asKooker.rewrite(atClient, samples.booking.kookerId)).not.toHaveProperty(['place.address']);
  });

  it('closes a conversation under the former member’s name, on their side only, and takes them out of the unread', () => {
    const [conversation] = anonymisers('conversations');
    if (!conversation) throw new Error('An anonymisation of conversations expected');
    const { clientId, kookerId } = samples.conversation;
    const data = { ...conversationToData(samples.conversation), unreadFor: [clientId, kookerId] };
    expect(conversation.rewrite(data, clientId)).toEqual({ clientName: FORMER_MEMBER_NAME, unreadFor: [kookerId], closed: true });
    expect(conversation.rewrite(data, kookerId)).toEqual({
      kookerName: FORMER_MEMBER_NAME,
      kookerImage: null,
      unreadFor: [clientId],
      closed: true,
    });
  });
});

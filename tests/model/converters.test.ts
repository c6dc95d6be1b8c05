import { modelSamples } from '@kookers/domain/testing';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { converters as adminConverters } from '../../functions/src/shared/converters';
import { converters as webConverters } from '../../web/src/lib/converters';
import { useRulesEnvironment } from '../rules/rules-environment';
import { admin, closeAdmin } from '../support/clients';
import { clearFirestore, DATA_PROJECT_ID } from '../support/emulators';

// Every document type written and read back through the real emulator, by the Admin SDK
// (functions) and by the web SDK (the app), with real Timestamps.

const environment = useRulesEnvironment();
beforeEach(() => clearFirestore(DATA_PROJECT_ID));
afterAll(closeAdmin);

const names = ['users', 'kookers', 'services', 'availability', 'bookings', 'reviews', 'images', 'imageQuotas', 'contactMessages'] as const;
const sampleKey = {
  users: 'user',
  kookers: 'kooker',
  services: 'service',
  availability: 'availability',
  bookings: 'booking',
  reviews: 'review',
  images: 'image',
  imageQuotas: 'imageQuota',
  contactMessages: 'contactMessage',
} as const;
/** Services live under their Kooker. */
const collectionOf = (name: (typeof names)[number]) => (name === 'services' ? 'kookers/kenza/services' : name);
const idOf = (value: object) => ('id' in value ? (value.id as string) : (value as { kookerId: string }).kookerId);

/** Timestamps compare by their instant, whatever SDK made them. */
function comparable(value: unknown): unknown {
  if (value && typeof value === 'object' && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return { instant: (value as { toMillis(): number }).toMillis() };
  }
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]));
  return value;
}

describe('converters round-trip every document type', () => {
  const adminSamples = modelSamples((iso) => AdminTimestamp.fromDate(new Date(iso)));
  for (const name of names) {
    it(`${name}, through the Admin SDK`, async () => {
      const sample = adminSamples[sampleKey[name]];
      const ref = admin(DATA_PROJECT_ID)
        .firestore.collection(collectionOf(name))
        .doc(idOf(sample))
        .withConverter(adminConverters[name] as never);
      await ref.set(sample as never);
      expect(comparable((await ref.get()).data())).toEqual(comparable(sample));
    });
  }

  const webSamples = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
  for (const name of names) {
    it(`${name}, through the web SDK`, async () => {
      const sample = webSamples[sampleKey[name]];
      await environment().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        const ref = doc(db, collectionOf(name), idOf(sample)).withConverter(webConverters[name] as never);
        await setDoc(ref, sample as never);
        expect(comparable((await getDoc(ref)).data())).toEqual(comparable(sample));
      });
    });
  }
});

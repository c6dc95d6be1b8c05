import { documentPath, modelConverters } from '@kookers/domain/data';
import { modelSamples } from '@kookers/domain/testing';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { converters as adminConverters } from '../../functions/src/shared/db';
import { useRulesEnvironment } from '../rules/rules-environment';
import { admin, closeAdmin } from '../support/clients';
import { clearFirestore, DATA_PROJECT_ID } from '../support/emulators';

// Every document type written and read back through the real emulator, by the Admin SDK
// (functions) and by the web SDK (the app), with real Timestamps.

const environment = useRulesEnvironment();
beforeEach(() => clearFirestore(DATA_PROJECT_ID));
afterAll(closeAdmin);

type Samples = ReturnType<typeof modelSamples>;
/** Each document type: its sample, and where it is stored (services live under their Kooker). */
const documentTypes = {
  users: { sampleOf: (samples: Samples) => samples.user, pathOf: (id: string) => documentPath('users', id) },
  kookers: { sampleOf: (samples: Samples) => samples.kooker, pathOf: (id: string) => documentPath('kookers', id) },
  services: { sampleOf: (samples: Samples) => samples.service, pathOf: (id: string) => documentPath('services', 'kenza', id) },
  availability: { sampleOf: (samples: Samples) => samples.availability, pathOf: (id: string) => documentPath('availability', id) },
  bookings: { sampleOf: (samples: Samples) => samples.booking, pathOf: (id: string) => documentPath('bookings', id) },
  reviews: { sampleOf: (samples: Samples) => samples.review, pathOf: (id: string) => documentPath('reviews', id) },
  images: { sampleOf: (samples: Samples) => samples.image, pathOf: (id: string) => documentPath('images', id) },
  imageQuotas: { sampleOf: (samples: Samples) => samples.imageQuota, pathOf: (id: string) => documentPath('imageQuotas', id) },
  contactMessages: {
    sampleOf: (samples: Samples) => samples.contactMessage,
    pathOf: (id: string) => documentPath('contactMessages', id),
  },
};
const names = Object.keys(documentTypes) as Array<keyof typeof documentTypes>;
const idOf = (value: object) => ('id' in value ? (value.id as string) : (value as { kookerId: string }).kookerId);
const pathOf = (name: (typeof names)[number], sample: object) => documentTypes[name].pathOf(idOf(sample));

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
      const sample = documentTypes[name].sampleOf(adminSamples);
      const ref = admin(DATA_PROJECT_ID)
        .firestore.doc(pathOf(name, sample))
        .withConverter(adminConverters[name] as never);
      await ref.set(sample as never);
      expect(comparable((await ref.get()).data())).toEqual(comparable(sample));
    });
  }

  const webSamples = modelSamples((iso) => Timestamp.fromDate(new Date(iso)));
  for (const name of names) {
    it(`${name}, through the web SDK`, async () => {
      const sample = documentTypes[name].sampleOf(webSamples);
      await environment().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        // The model's converters, as web/src/lib/store.ts gives them to the web SDK.
        const ref = doc(db, pathOf(name, sample)).withConverter(modelConverters[name] as never);
        await setDoc(ref, sample as never);
        expect(comparable((await getDoc(ref)).data())).toEqual(comparable(sample));
      });
    });
  }
});

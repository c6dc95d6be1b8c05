import { describe, expect, it } from 'vitest';
import { modelSamples } from '../testing/model-samples';
import { readKookerPage, type KookerPageSource } from './kooker-page-reader';

const { kooker, service } = modelSamples((iso) => {
  const date = new Date(iso);
  return { toMillis: () => date.getTime(), toDate: () => date };
});

/** A source over a few documents, which notes what it was asked. */
function sourceOf(profiles: Record<string, typeof kooker>, services: Record<string, (typeof service)[]>) {
  const asked: string[] = [];
  const source: KookerPageSource = {
    profile: async (id) => (asked.push(`profile ${id}`), profiles[id] ?? null),
    services: async (id) => (asked.push(`services ${id}`), services[id] ?? []),
  };
  return { source, asked };
}

describe('readKookerPage', () => {
  it('reads the profile and its services side by side, the services in the order of their places', async () => {
    const services = ['service-3', 'service-1', 'service-5', 'service-2'].map((id) => ({ ...service, id }));
    const { source, asked } = sourceOf({ [kooker.id]: kooker }, { [kooker.id]: services });
    const page = await readKookerPage(source, kooker.id);
    expect(page?.profile).toBe(kooker);
    expect(page?.services.map((read) => read.id)).toEqual(['service-1', 'service-2', 'service-3', 'service-5']);
    expect(asked.sort()).toEqual([`profile ${kooker.id}`, `services ${kooker.id}`]);
  });

  it('finds no page without a profile, whatever services remain', async () => {
    const { source } = sourceOf({}, { ghost: [service] });
    expect(await readKookerPage(source, 'ghost')).toBeNull();
  });

  it('lets the source’s failure through, for its caller to decide', async () => {
    const refused = Object.assign(new Error('refused'), { code: 'permission-denied' });
    const source: KookerPageSource = { profile: () => Promise.reject(refused), services: async () => [] };
    await expect(readKookerPage(source, kooker.id)).rejects.toBe(refused);
  });
});

/**
 * The seed's only source of randomness: a seeded PRNG, so that the same inputs always give the
 * same documents and the same pictures, byte for byte.
 */

export type Random = () => number;

/** A small seeded PRNG (mulberry32): numbers in [0, 1). */
export function prng(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit seed from a text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
export const integer = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

export function shuffled<T>(random: Random, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A point at a random spot of a disc (uniform over its area). */
export function inDisc(random: Random, cx: number, cy: number, radius: number): [number, number] {
  const angle = random() * Math.PI * 2;
  const distance = Math.sqrt(random()) * radius;
  return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance];
}

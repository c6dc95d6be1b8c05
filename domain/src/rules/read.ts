/**
 * What every model reader uses (docs/modele-de-donnees.md): the timestamp both SDKs offer and the
 * defensive readers, with which a missing or mistyped field reads as its empty value, never a crash.
 * A leaf: each folder's model.ts reads its documents with these (the allergens' reader is
 * domain/src/kookers/dietary.ts, the place's domain/src/kookers/model.ts).
 */
export interface Stamp {
  toMillis(): number;
  toDate(): Date;
}

export type Data = Record<string, unknown>;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const int = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0);
export const flag = (value: unknown): boolean => value === true;
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
export const stamp = (value: unknown): Stamp | null =>
  typeof value === 'object' && value !== null && typeof (value as Stamp).toMillis === 'function' ? (value as Stamp) : null;
export const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
export const nullableText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
export const nullableInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;

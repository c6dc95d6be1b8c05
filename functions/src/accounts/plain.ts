import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

/**
 * A Firestore value as plain JSON, for a member's download (docs/produit.md, « Compte »):
 * instants as ISO strings, references as their path, points as `{ lat, lon }`.
 */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof GeoPoint) return { lat: value.latitude, lon: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

/** A document as plain JSON with its id first, or null when it does not exist. */
export function plainDoc(snapshot: {
  id: string;
  exists: boolean;
  data(): Record<string, unknown> | undefined;
}): Record<string, unknown> | null {
  const data = snapshot.exists ? snapshot.data() : undefined;
  return data ? { id: snapshot.id, ...(plain(data) as Record<string, unknown>) } : null;
}

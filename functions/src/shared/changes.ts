import { isDeepStrictEqual } from 'node:util';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

type Data = Record<string, unknown>;

/** A snapshot's fields, or null when the document does not exist (before a create, after a delete). */
export function dataOf(snapshot: DocumentSnapshot | undefined): Data | null {
  return snapshot?.exists ? (snapshot.data() ?? {}) : null;
}

/**
 * Whether a write left every one of `fields` as it was: how a trigger recognises the writes it
 * has nothing to do with, its own included, and returns before reading anything. A create or a
 * delete always counts as a change.
 */
export function unchangedFields(before: Data | null, after: Data | null, fields: readonly string[]): boolean {
  return before !== null && after !== null && fields.every((field) => isDeepStrictEqual(before[field], after[field]));
}

/** The entries of `next` that differ from what `current` holds (a missing field differs from null). */
export function changedEntries<T extends Data>(current: Data, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => !isDeepStrictEqual(current[field], value))) as Partial<T>;
}

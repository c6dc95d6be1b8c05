/**
 * How the data seam declares a collection (domain/src/data/model.ts, docs/modele-de-donnees.md):
 * the path of one of its documents, each `{…}` an id, and its reader and writer; the paths and the
 * converter every SDK builds from a declaration. Nothing here names a collection.
 */
import type { Data } from '../rules/read';

/** The ids a path template names, in order: 'kookers/{kookerId}/services/{serviceId}' → [string, string]. */
export type IdsOf<Path extends string> = Path extends `${string}{${string}}${infer Rest}` ? [string, ...IdsOf<Rest>] : [];
export type WithoutLast<T extends unknown[]> = T extends [...infer Head, unknown] ? Head : [];

/** A declaration's document ids, its parents' first. */
export type DeclaredIds<Path extends string> = IdsOf<Path>;
/** A declaration's parents' ids. */
export type DeclaredParentIds<Path extends string> = WithoutLast<IdsOf<Path>>;

function fill(template: string, ids: readonly string[]): string {
  let next = 0;
  return template.replace(/\{[^}]+\}/g, () => {
    const id = ids[next++];
    if (id === undefined || id === '' || id.includes('/')) throw new Error(`Identifiant invalide pour ${template}`);
    return id;
  });
}

/** The path of one document of a declared path: `fillDocumentPath('reviews/{bookingId}', ['b1'])`. */
export function fillDocumentPath(template: string, ids: readonly string[]): string {
  return fill(template, ids);
}

/** The path of the collection of a declared path, given its parents' ids. */
export function fillCollectionPath(template: string, parents: readonly string[]): string {
  return fill(template.replace(/\/\{[^}]+\}$/, ''), parents);
}

/** What the web SDK's and the Admin SDK's document snapshots both provide. */
export interface SnapshotLike {
  id: string;
  data(): Data;
}

/** A Firestore data converter of one model type, in the shape both SDKs' converters accept. */
export interface ModelConverter<T> {
  toFirestore(value: T): Data;
  fromFirestore(snapshot: SnapshotLike): T;
}

/** A collection's converter: its declared reader and writer, the only ones. */
export function converterOf<T>({
  fromData,
  toData,
}: {
  fromData: (id: string, data: Data) => T;
  toData: (value: T) => Data;
}): ModelConverter<T> {
  return {
    toFirestore: (value) => toData(value),
    fromFirestore: (snapshot) => fromData(snapshot.id, snapshot.data()),
  };
}

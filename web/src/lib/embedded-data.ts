import { createContext, useContext } from 'react';

/**
 * Where a page finds the data its HTML carries (domain/src/page-data.ts): the document in the
 * browser; on the server, what the kookerPage or searchPage function renders the page with
 * (app/prerender.tsx), so that both renders read the same thing and hydration keeps the HTML.
 */
export interface EmbeddedDataSource {
  getElementById(id: string): { textContent: string | null } | null;
}

export const EmbeddedDataContext = createContext<EmbeddedDataSource | null>(null);

/** The source of this render: the server's, or the document; none when prerendering without data. */
export function useEmbeddedData(): EmbeddedDataSource | null {
  return useContext(EmbeddedDataContext) ?? (typeof document === 'undefined' ? null : document);
}

/** A source holding the given elements' texts, by id. */
export function embeddedDataOf(texts: Readonly<Record<string, string>>): EmbeddedDataSource {
  return { getElementById: (id) => (Object.hasOwn(texts, id) ? { textContent: texts[id] ?? null } : null) };
}

export type EmbeddedRecord = Record<string, unknown>;

/** A JSON object (not an array, not null): what each piece of embedded data must be. */
export const isRecord = (value: unknown): value is EmbeddedRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parsed JSON of an element of the source, or null when absent or unreadable. */
export function readEmbeddedJson(source: EmbeddedDataSource | null, id: string): unknown {
  const text = source?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

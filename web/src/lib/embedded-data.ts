import { createContext, useContext } from 'react';

/**
 * Where a page finds the data its HTML carries (domain/src/pages/page-data.ts): the document in the
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

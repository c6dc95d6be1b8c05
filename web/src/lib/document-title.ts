import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Kookers';

/** "Questions fréquentes · Kookers"; the home page is the brand and its promise. */
export function formatTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : `${SITE_NAME} — Cuisine faite maison, partagée entre particuliers`;
}

/**
 * When pages are prerendered (app/prerender.tsx), where their title goes: effects do not run
 * there, and the title must be in the HTML's <title>.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

/** Sets the French document title of the page for as long as it is shown. */
export function useDocumentTitle(pageTitle: string | null): void {
  useContext(DocumentTitleCollector)?.(formatTitle(pageTitle));
  useEffect(() => {
    document.title = formatTitle(pageTitle);
  }, [pageTitle]);
}

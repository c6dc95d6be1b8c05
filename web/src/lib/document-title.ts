import { useEffect } from 'react';

export const SITE_NAME = 'Kookers';

/** "Questions fréquentes · Kookers"; the home page is the brand and its promise. */
export function formatTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : `${SITE_NAME} — Cuisine faite maison, partagée entre particuliers`;
}

/** Sets the French document title of the page for as long as it is shown. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = formatTitle(pageTitle);
  }, [pageTitle]);
}

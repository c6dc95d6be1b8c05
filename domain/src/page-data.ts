/**
 * The data a page's HTML carries for the app (docs/decisions/012-pages-rendered-on-the-server.md):
 * the kookerPage and searchPage functions render the page with it on the server and write it
 * into the HTML, in a `<script type="application/json">` the browser's first render reads, so
 * that the page hydrates exactly as it was rendered, without waiting for Firestore.
 */

/** The element of each page's data. */
export const PAGE_DATA_IDS = {
  kooker: 'kooker-page-data',
  search: 'search-page-data',
} as const;

/** A search's first results, as the searchPage function embeds them. */
export interface EmbeddedSearchPage {
  /** The search they answer: `searchCriteriaKey` of its state. */
  criteria: string;
  /** Pages of results read (the URL's `pages`). */
  pages: number;
  kookers: Array<Record<string, unknown>>;
  total: number;
  atLeast: boolean;
  more: boolean;
}

/**
 * The data as the text of a `<script type="application/json">`: JSON with `<`, `>`, `&` and the
 * line separators escaped, so that no text of a Kooker can close the element or start markup
 * (JSON.parse reads the escapes back).
 */
export function pageDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The `<script>` element carrying `json` (from pageDataJson). */
export function pageDataScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}

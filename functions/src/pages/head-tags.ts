/**
 * The tags a page's HTML carries for search engines and link previews (Open Graph, Twitter
 * cards), written into the app's own shell (web/dist/index.html as Hosting serves it): pure
 * text in, text out, everything injected escaped.
 */

export interface PageMeta {
  /** The document title, whole ("Claire Dubois — Kooker à Lyon · Kookers"). */
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image, if any. */
  image: string | null;
  imageAlt?: string;
  type: 'profile' | 'website';
  /**
   * Photos the page shows first (its largest paint), as root-relative URLs: preloaded from the
   * HTML, so the browser fetches them while the app's scripts load instead of after.
   */
  preloadImages?: string[];
  /** Open Graph profile fields, for `type: 'profile'`. */
  firstName?: string;
  lastName?: string;
}

export const SITE_NAME = 'Kookers';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
/** Tags this module writes: removed from the shell first, so that they are never doubled. */
const OWN_TAGS =
  /[ \t]*<(?:meta\s+(?:property=["'](?:og|profile):[^"']*["']|name=["']twitter:[^"']*["'])|link\s+rel=["']canonical["']|link\s+rel=["']preload["']\s+as=["']image["'])[^>]*>\n?/gi;

function tag(attribute: 'property' | 'name', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
}

/** The Open Graph and Twitter tags of a page, one a line. */
function headTags(meta: PageMeta): string[] {
  const tags = [
    // High priority: the app's scripts are fetched at low priority (decision 010), this photo is the page's largest paint.
    ...(meta.preloadImages ?? []).map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" />`),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:locale', 'fr_FR'),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
  ];
  if (meta.type === 'profile') {
    if (meta.firstName) tags.push(tag('property', 'profile:first_name', meta.firstName));
    if (meta.lastName) tags.push(tag('property', 'profile:last_name', meta.lastName));
  }
  if (meta.image) {
    tags.push(tag('property', 'og:image', meta.image));
    if (meta.imageAlt) tags.push(tag('property', 'og:image:alt', meta.imageAlt));
  }
  // A large card needs an image; without one, the plain card.
  tags.push(tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'));
  tags.push(tag('name', 'twitter:title', meta.title));
  tags.push(tag('name', 'twitter:description', meta.description));
  if (meta.image) tags.push(tag('name', 'twitter:image', meta.image));
  return tags;
}

/**
 * The shell with the page's title, meta description and preview tags. Replacements go through
 * functions, so that a `$` in a Kooker's text is never read as a replacement pattern.
 */
export function withPageMeta(shell: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = tag('name', 'description', meta.description);
  let html = shell.replace(OWN_TAGS, '');
  html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  html = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html.replace(/<\/head>/i, () => `${description}\n</head>`);
  const block = headTags(meta)
    .map((line) => `    ${line}\n`)
    .join('');
  return html.replace(/[ \t]*<\/head>/i, () => `${block}  </head>`);
}

/** The site's own title and description (for a page with none of its own, or a Kooker who is not public). */
export function genericMeta(shell: string, origin: string): PageMeta {
  return { title: shellTitle(shell), description: shellDescription(shell), url: `${origin}/`, image: null, type: 'website' };
}

/** The description the shell itself carries (the site's), for pages that have none of their own. */
export function shellDescription(shell: string): string {
  const match = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']/i.exec(shell);
  return match?.[1] ? decodeEntities(match[1]) : '';
}

/** The shell's own title (the site's). */
export function shellTitle(shell: string): string {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(shell);
  return match?.[1] ? decodeEntities(match[1].trim()) : SITE_NAME;
}

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[name] ?? '',
  );
}

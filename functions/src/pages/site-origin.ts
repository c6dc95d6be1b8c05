/**
 * Which origin a page served by a function belongs to: the one its links (og:url, og:image)
 * name and the one the app's shell is fetched from. Hosting forwards the visitor's host in
 * `X-Forwarded-Host`, but anyone can call the function's own URL with any header: a host is
 * trusted only if it is one of the project's Hosting domains (preview channels included), a
 * domain listed in KOOKERS_SITE_HOSTS (custom domains, comma-separated, in functions/.env), or
 * the loopback when emulated. Otherwise the project's default Hosting domain is used, so a
 * forged header can never make the function fetch or link to another site.
 */

export interface OriginSettings {
  projectId: string;
  /** Running in the Functions emulator. */
  emulated: boolean;
  /** Custom domains of the site, lower-case host names. */
  extraHosts: readonly string[];
}

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the site may be served under that host (`name` or `name:port`). */
function isTrustedHost(host: string, settings: OriginSettings): boolean {
  if (settings.emulated && LOOPBACK.test(host)) return true;
  if (!HOST.test(host)) return false;
  const project = escapeRegExp(settings.projectId.toLowerCase());
  // {project}.web.app, {project}.firebaseapp.com, and preview channels {project}--{channel}-{hash}.web.app.
  if (new RegExp(`^${project}(--[a-z0-9-]+)?\\.web\\.app$`).test(host)) return true;
  if (host === `${settings.projectId.toLowerCase()}.firebaseapp.com`) return true;
  return settings.extraHosts.includes(host);
}

/**
 * The origin of the request as Hosting forwarded it, if trusted; else null (the caller falls
 * back to the default origin). Only the first host of a list counts: the visitor's.
 */
export function trustedOrigin(forwardedHost: string | undefined, settings: OriginSettings): string | null {
  const host = forwardedHost?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (host === '' || !isTrustedHost(host, settings)) return null;
  return `${settings.emulated && LOOPBACK.test(host) ? 'http' : 'https'}://${host}`;
}

/** The project's default Hosting origin (production). */
export function defaultOrigin(projectId: string): string {
  return `https://${projectId.toLowerCase()}.web.app`;
}

/** KOOKERS_SITE_HOSTS, "kookers.fr, www.kookers.fr", as lower-case host names. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

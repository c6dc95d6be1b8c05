import { emulatedHostingOrigin } from '../pages/page-response';
import { defaultOrigin } from '../pages/site-origin';

/**
 * The site the emails link to: KOOKERS_SITE_ORIGIN in production ("https://kookers.fr", in
 * functions/.env; docs/notifications.md), else the project's Hosting domain; on the emulators,
 * the Hosting emulator's origin.
 */
export async function siteOriginForMail(): Promise<string> {
  const configured = process.env.KOOKERS_SITE_ORIGIN?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const projectId = process.env.GCLOUD_PROJECT ?? '';
  if (process.env.FUNCTIONS_EMULATOR === 'true') return (await emulatedHostingOrigin()) ?? defaultOrigin(projectId);
  return defaultOrigin(projectId);
}

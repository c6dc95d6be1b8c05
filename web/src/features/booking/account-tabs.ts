import { paths } from '../../config/paths';

/**
 * The tabs of 'Mon profil' this feature fills, as the `onglet` parameter of /settings names
 * them (the route composes them: web/src/app/routes/settings.tsx).
 */
export const ACCOUNT_TABS = {
  history: 'historique',
  reviews: 'avis',
  received: 'reservations-recues',
} as const;

export type AccountTab = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS];

/** `/settings?onglet=historique`: a link straight to one tab of 'Mon profil'. */
export function accountTabPath(tab: AccountTab): string {
  return `${paths.settings}?onglet=${tab}`;
}

/**
 * A member's own account (docs/produit.md, « Compte »): what they may download, and what
 * deleting it keeps for the other party of their bookings and conversations.
 */

/** The name a deleted member leaves behind, on bookings, reviews and conversations. */
export const FORMER_MEMBER_NAME = 'Ancien membre';

/** How recent the sign-in must be for the account to be deleted (the browser asks the password again just before). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export const STALE_SIGN_IN = 'Reconnectez-vous : pour supprimer votre compte, saisissez à nouveau votre mot de passe.';

export const UPCOMING_BOOKINGS_BLOCK_DELETION = 'Vous avez des réservations à venir : annulez-les avant de supprimer votre compte.';

/**
 * A Kooker's share of a service that has ended is paid by the hourly completion (docs/reservations.md,
 * « Terminer »): until then their account holds money due to them, and cannot go.
 */
export const UNPAID_SHARE_BLOCKS_DELETION =
  'Votre part d’une prestation terminée ne vous est pas encore versée : elle le sera dans l’heure qui suit sa fin. Vous pourrez supprimer votre compte ensuite.';

/** Whether a sign-in at `authTimeSeconds` (the ID token's `auth_time`, in seconds) is recent enough at `now`. */
export function isRecentSignIn(authTimeSeconds: unknown, now: Date): boolean {
  if (typeof authTimeSeconds !== 'number' || !Number.isFinite(authTimeSeconds)) return false;
  const age = now.getTime() - authTimeSeconds * 1000;
  // A clock slightly ahead on the Auth side is not a stale sign-in.
  return age <= RECENT_SIGN_IN_MS && age >= -RECENT_SIGN_IN_MS;
}

/** One upcoming booking that stands in the way of a deletion, as the refusal lists it. */
export interface BlockingBooking {
  id: string;
  date: string;
  time: string;
  service: string;
  /** The other party's name: the Kooker for a booking as client, the client for one as Kooker. */
  otherParty: string;
  role: 'client' | 'kooker';
  /** Over, as a Kooker, their share not paid yet (the hourly completion has not run). */
  unpaid: boolean;
}

/** The name of the file the browser downloads: `kookers-mes-donnees-YYYY-MM-DD.json`, the day in Paris. */
export function exportFileName(parisDate: string): string {
  return `kookers-mes-donnees-${parisDate}.json`;
}

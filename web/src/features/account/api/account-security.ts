import type { BlockingBooking } from '@kookers/domain/accounts';
import { updatePassword, verifyBeforeUpdateEmail } from 'firebase/auth';
import { paths } from '../../../config/paths';
import { continueTo } from '../../auth/api/account';
import { reauthenticate } from '../../auth/api/reauthenticate';

// 'Compte' in 'Mon profil' (docs/produit.md, « Compte »). Firebase Auth only at the top: the
// callables load the Functions SDK on demand, when the member asks (docs/decisions/002-bundle-budget.md).

/**
 * Sends a link to the new address; the address changes only once the member follows it (and the
 * old one is told). Until then they keep signing in with the old one.
 */
export async function changeEmail(currentPassword: string, newEmail: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail, continueTo(paths.login));
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await updatePassword(user, newPassword);
}

/** Everything the platform holds on the member (the exportMyData function), as JSON. */
export async function exportMyData(): Promise<unknown> {
  const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('../../../lib/functions')]);
  return (await httpsCallable(functions, 'exportMyData')()).data;
}

/** The upcoming bookings a refused deletion lists, if that is why it was refused. */
export function blockingBookingsOf(details: unknown): BlockingBooking[] | null {
  if (typeof details !== 'object' || details === null) return null;
  const { reason, bookings } = details as { reason?: unknown; bookings?: unknown };
  if ((reason !== 'upcoming-bookings' && reason !== 'unpaid-share') || !Array.isArray(bookings)) return null;
  return (bookings as BlockingBooking[]).map((booking) => ({ ...booking, unpaid: booking.unpaid === true }));
}

/**
 * Deletes the account: the password again (the function wants a sign-in of less than 5
 * minutes), then the deleteMyAccount function. The caller then leaves the page and signs out.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  await reauthenticate(password);
  const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('../../../lib/functions')]);
  await httpsCallable(functions, 'deleteMyAccount')();
}

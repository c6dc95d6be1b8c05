import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { refreshSession } from '../../auth/api/account';

/** Makes the signed-in client a Kooker (becomeKooker function), then refreshes their claims. */
export async function becomeKooker(): Promise<void> {
  await httpsCallable(functions, 'becomeKooker')();
  await refreshSession();
}

import { HttpsError, type CallableRequest } from 'firebase-functions/https';

export interface VerifiedCaller {
  uid: string;
  email: string | undefined;
}

/** The caller must be signed in with a verified email (docs/roles.md: only verified clients act). */
export function requireVerifiedUser(request: Pick<CallableRequest<unknown>, 'auth'>): VerifiedCaller {
  const token = request.auth?.token;
  if (!request.auth || !token) {
    throw new HttpsError('unauthenticated', 'Vous devez être connecté pour effectuer cette action.');
  }
  if (token.email_verified !== true) {
    throw new HttpsError('failed-precondition', 'Veuillez d’abord vérifier votre adresse email.');
  }
  return { uid: request.auth.uid, email: token.email };
}

/**
 * The caller must be signed in, verified or not: a member's own data (docs/produit.md, « Compte »)
 * is theirs to download or delete before they ever confirmed their address.
 */
export function requireSignedIn(request: Pick<CallableRequest<unknown>, 'auth'>): { uid: string; authTime: unknown } {
  if (!request.auth?.token) throw new HttpsError('unauthenticated', 'Vous devez être connecté pour effectuer cette action.');
  return { uid: request.auth.uid, authTime: request.auth.token.auth_time };
}

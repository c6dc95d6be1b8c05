import { errorCode } from '../../lib/firebase-error';

const NETWORK = 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.';

/** Signing in again with the current password, then changing the address or the password: a French message for each failure. */
export function accountErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'Mot de passe actuel incorrect.';
    case 'auth/email-already-in-use':
      return 'Cette adresse est déjà utilisée par un autre compte.';
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return 'Email invalide';
    case 'auth/weak-password':
      return 'Ce mot de passe est trop faible : choisissez-en un plus long.';
    case 'auth/too-many-requests':
      return 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.';
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
    case 'auth/user-mismatch':
      return 'Votre session a expiré : déconnectez-vous, reconnectez-vous, puis réessayez.';
    case 'auth/network-request-failed':
      return NETWORK;
    default:
      return "Une erreur s'est produite. Veuillez réessayer.";
  }
}

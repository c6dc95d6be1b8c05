import { PASSWORD_MIN_LENGTH } from '@kookers/domain/rules';
import { errorCode } from '../../lib/firebase-error';

const NETWORK = 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.';
const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`;
const TOO_MANY = 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.';

/** Login: whatever the reason, the same message, so nobody can learn which emails have an account. */
export function loginErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/too-many-requests':
      return 'Trop de tentatives de connexion. Veuillez patienter quelques minutes ou réinitialiser votre mot de passe.';
    case 'auth/network-request-failed':
      return NETWORK;
    case 'auth/user-disabled':
      return 'Ce compte a été désactivé. Contactez-nous pour en savoir plus.';
    default:
      return 'Email ou mot de passe incorrect.';
  }
}

export function signUpErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/email-already-in-use':
      return 'Un compte existe déjà avec cet email.';
    case 'auth/invalid-email':
      return 'Email invalide';
    case 'auth/weak-password':
      return PASSWORD_TOO_SHORT;
    case 'auth/too-many-requests':
      return TOO_MANY;
    case 'auth/network-request-failed':
      return NETWORK;
    default:
      return "Une erreur s'est produite lors de l'inscription.";
  }
}

/** Password reset and email verification links: expired, already used or mangled. */
export function actionCodeErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/expired-action-code':
      return 'Ce lien a expiré. Demandez-en un nouveau.';
    case 'auth/invalid-action-code':
      return 'Ce lien n’est plus valide : il a peut-être déjà été utilisé. Demandez-en un nouveau.';
    case 'auth/user-disabled':
    case 'auth/user-not-found':
      return 'Le compte associé à ce lien n’existe plus ou a été désactivé.';
    case 'auth/weak-password':
      return PASSWORD_TOO_SHORT;
    case 'auth/network-request-failed':
      return NETWORK;
    default:
      return "Une erreur s'est produite. Veuillez réessayer.";
  }
}

/** Resending the verification email. */
export function resendErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/too-many-requests':
      return 'Trop de demandes d’email. Veuillez patienter quelques minutes avant de réessayer.';
    case 'auth/network-request-failed':
      return NETWORK;
    default:
      return "L'email n'a pas pu être envoyé. Veuillez réessayer.";
  }
}

/**
 * The password asked again before a change of where the money goes (api/reauthenticate.ts): a
 * French message for each failure of Firebase Auth, null for any other error (the call's own).
 */
export function passwordCheckErrorMessage(error: unknown): string | null {
  const code = errorCode(error);
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'Mot de passe incorrect.';
    case 'auth/missing-password':
      return 'Saisissez votre mot de passe.';
    case 'auth/too-many-requests':
      return TOO_MANY;
    case 'auth/network-request-failed':
      return NETWORK;
    case 'auth/requires-recent-login':
    case 'auth/user-token-expired':
    case 'auth/user-mismatch':
      return 'Votre session a expiré : déconnectez-vous, reconnectez-vous, puis réessayez.';
    default:
      return code?.startsWith('auth/') ? "Une erreur s'est produite. Veuillez réessayer." : null;
  }
}

/**
 * The identity step's calls (docs/produit.md, « Qui est le Kooker »): the legal status and the
 * insurance, checked and written by functions, and the phone verified by SMS with Firebase Auth's
 * phone verification, then recorded by a function that reads the number from the account.
 * Imported by the onboarding route only: neither the first file nor a public page carries it.
 */
import type { InsuranceInput, KookerLegalStatus, LegalStatusInput } from '@kookers/domain/kookers';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

const TIMEOUT_MS = 30_000;

function callable<Input, Output>(name: string) {
  const call = httpsCallable<Input, Output>(functions, name, { timeout: TIMEOUT_MS });
  return async (input: Input): Promise<Output> => (await call(input)).data;
}

/** Particulier, or professionnel with a SIRET whose key the function checks. */
export const setLegalStatus = callable<LegalStatusInput, { legalStatus: KookerLegalStatus }>('setLegalStatus');

/** The insurer, the contract's number and its last day of cover. */
export const declareInsurance = callable<InsuranceInput, { validUntil: string }>('declareInsurance');

/** Records the number Auth now holds on the account as verified: answers it, as French readers write it, and the day. */
export const confirmPhoneVerification = callable<Record<string, never>, { phone: string; verifiedOn: string }>('confirmPhoneVerification');

/** A code sent by SMS, waiting for the Kooker to type it. */
export interface PendingCode {
  /** Checks the code with Auth; the account then holds the number. */
  confirm(code: string): Promise<void>;
}

/**
 * Sends a code by SMS to `phone` (E.164) for the signed-in user, through an invisible reCAPTCHA
 * in `container`: linkWithPhoneNumber for a first number, verifyPhoneNumber then
 * updatePhoneNumber to replace one (Firebase Auth's documented phone verification).
 */
export async function sendCode(phone: string, container: HTMLElement): Promise<PendingCode> {
  const [{ auth }, { linkWithPhoneNumber, PhoneAuthProvider, RecaptchaVerifier, updatePhoneNumber }] = await Promise.all([
    import('../../../lib/auth'),
    import('firebase/auth'),
  ]);
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Non connecté'), { code: 'auth/requires-recent-login' });
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    if (user.phoneNumber) {
      const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier);
      return { confirm: (code) => updatePhoneNumber(user, PhoneAuthProvider.credential(verificationId, code)) };
    }
    const confirmation = await linkWithPhoneNumber(user, phone, verifier);
    return {
      confirm: async (code) => {
        await confirmation.confirm(code);
      },
    };
  } finally {
    verifier.clear();
  }
}

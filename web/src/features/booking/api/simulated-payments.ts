import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type { SimulatedAnswer, SimulatedAuthenticationInput, SimulatedCardInput } from './payment-calls';

// The local platform's processor (docs/decisions/017-paiements-par-carte.md, « plateforme
// locale »): these functions exist on the emulators only, and only the simulated card element,
// itself loaded only there (components/payment-step-screen.tsx), imports this module.

/** The card typed into the simulated element, sent to the simulated processor as Stripe.js would confirm it. */
export async function simulatedCardPayment(input: SimulatedCardInput): Promise<SimulatedAnswer> {
  const call = httpsCallable<SimulatedCardInput, SimulatedAnswer>(functions, 'simulatedCardPayment', { timeout: 30_000 });
  return (await call(input)).data;
}

/** The simulated 3-D Secure step: the client validates or fails it. */
export async function simulatedAuthentication(input: SimulatedAuthenticationInput): Promise<SimulatedAnswer> {
  const call = httpsCallable<SimulatedAuthenticationInput, SimulatedAnswer>(functions, 'simulatedAuthentication', { timeout: 30_000 });
  return (await call(input)).data;
}

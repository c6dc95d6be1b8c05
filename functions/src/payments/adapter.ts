/**
 * Which processor the functions talk to (docs/decisions/017-paiements-par-carte.md): Stripe when
 * the project is configured for it (KOOKERS_PROCESSOR=stripe, with its secrets), the simulated
 * processor otherwise — which only a local project (`demo-…`, the emulators) may run: on any
 * other project, a call fails rather than pretend to take money.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Processor } from './processor';
import { createSimulatedProcessor } from './simulated-processor';
import type * as StripeAdapter from './stripe-processor';

let current: Processor | null = null;

/** Whether the functions run on the local platform (the emulators, a `demo-` project). */
export function isLocalPlatform(): boolean {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
  return process.env.FUNCTIONS_EMULATOR === 'true' || project.startsWith('demo-') || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}

export function processor(): Processor {
  if (current) return current;
  if (process.env.KOOKERS_PROCESSOR === 'stripe') {
    const key = process.env.STRIPE_SECRET_KEY ?? '';
    const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
    if (!key || !webhookSecret) throw new Error('STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET manquent : aucun paiement possible.');
    // Loaded here, not at the top: the Stripe SDK is most of the functions' bundle, and every
    // instance that starts on the local platform (the simulated processor) would evaluate it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, lazy load (esbuild keeps it in the bundle)
    const { createStripeProcessor } = require('./stripe-processor') as typeof StripeAdapter;
    current = createStripeProcessor(key, webhookSecret);
    return current;
  }
  if (!isLocalPlatform())
    throw new Error(
      'Le prestataire simulé ne tourne que sur la plateforme locale : configurez Stripe (docs/decisions/017-paiements-par-carte.md).',
    );
  current = createSimulatedProcessor(getFirestore());
  return current;
}

/** Tests and the bench choose their processor (a simulated one on their own database). */
export function useProcessor(chosen: Processor | null): void {
  current = chosen;
}

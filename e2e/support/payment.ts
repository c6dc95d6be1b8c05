// The payment step of the booking page as a client drives it on the local platform: the simulated
// card element, which answers as Stripe's documented test cards do
// (docs/decisions/017-paiements-par-carte.md, « Le prestataire simulé »).
import { expect, type Page } from './test';

/**
 * How long a test waits for what a processor's event settles (a payment confirming the booking, a
 * refund, a payout): the simulated processor sends each a second later through the Functions
 * emulator, whose first delivery of a run starts two function instances (the delivery and the
 * webhook), seconds each on a busy machine.
 */
export const EVENT_TIMEOUT = 45_000;

/** Stripe's test cards the simulated processor knows. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticationRequired: '4000 0027 6000 3184',
} as const;

/** The card element's form, found by its fields' legend. */
export const cardForm = (page: Page) => page.getByRole('group', { name: 'Carte bancaire' });

/** Types a card with a date to come and any cryptogram, then « Payer … ». */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const card = cardForm(page);
  const number = card.getByLabel('Numéro de carte');
  // Disabled while a previous attempt is sent.
  await expect(number).toBeEnabled();
  await number.fill(cardNumber);
  await card.getByLabel('Expiration (MM/AA)').fill('12/34');
  await card.getByLabel('Cryptogramme (CVC)').fill('123');
  await card.getByRole('button', { name: /^Payer / }).click();
}

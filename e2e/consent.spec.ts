import { readFile } from 'node:fs/promises';
import { documentPath } from '@kookers/domain/data';
import { termsVersionLabel } from '@kookers/domain/legal';
import { TERMS_VERSION } from '@kookers/domain/rules';
import { pdfText } from '../tests/support/pdf-text';
import { adminFirestore } from './support/admin';
import { axeViolations } from './support/axe';
import { choose, termsBox } from './support/booking-panel';
import { CARDS, EVENT_TIMEOUT, payWithCard } from './support/payment';
import { day, peopleFor } from './support/people';
import { screenshots } from './support/screenshots';
import { logIn } from './support/session';
import { expect, test } from './support/test';

// What a client reads and accepts before paying (docs/reservations.md, « Ce que le client
// accepte »): the Kooker the contract is made with and their status, the platform as
// intermediary, no withdrawal right, the terms of sale ticked — the version the booking records
// and its receipt says.
const RUN = `cgv-${Date.now().toString(36)}`;
const people = peopleFor(RUN);
test.afterAll(people.removeAll);

const VERSION = termsVersionLabel(TERMS_VERSION).toLowerCase();

test('a client reads who the contract is with and ticks the terms of sale before paying; the booking and its receipt keep the version accepted', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const kooker = await people.createKooker('pro', { firstName: 'Claire', lastName: 'Dubois' });
  await adminFirestore.doc(documentPath('kookers', kooker.uid)).update({ legalStatus: { kind: 'professional', siret: '73282932000074' } });
  const client = await people.createAccount('cliente', 'Julie', 'Lemoine');

  await logIn(page, client.email);
  await page.goto(`/kookers/${kooker.uid}`);
  await expect(page.getByRole('list', { name: 'Vérifications' })).toContainText('Professionnel — SIRET 732 829 320 00074');

  const panel = await choose(page, day(10), '14:00', 2, { acceptTerms: false });
  const consent = panel.getByRole('region', { name: 'Avant de payer' });
  await expect(consent).toContainText(
    'Votre contrat est conclu avec Claire Dubois, Kooker professionnel (SIRET 732 829 320 00074) : vous bénéficiez envers lui des droits que le Code de la consommation donne aux consommateurs.',
  );
  await expect(consent).toContainText('Kookers est l’intermédiaire');
  await expect(consent).toContainText('Pas de droit de rétractation');
  await expect(consent.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/terms-of-sale');
  await expect(consent).toContainText(`(${VERSION})`);

  // Unticked, nothing is asked of the server: the panel says why.
  await panel.getByRole('button', { name: 'Réserver et payer' }).click();
  await expect(consent.getByRole('alert')).toHaveText('Cochez la case pour accepter les conditions générales de vente.');
  await expect(page).toHaveURL(new RegExp(`/kookers/${kooker.uid}`));
  expect(await axeViolations(page, { include: '.booking-panel', seriousOnly: true })).toEqual([]);
  await panel.screenshot({ path: testInfo.outputPath('avant-de-payer.png') });

  await termsBox(panel).check();
  await expect(consent.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Réserver et payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payer votre réservation' })).toBeVisible();
  const bookingId = new URL(page.url()).pathname.split('/').at(-1) as string;
  const stored = (await adminFirestore.doc(documentPath('bookings', bookingId)).get()).data();
  expect(stored?.terms.version).toBe(TERMS_VERSION);
  expect(stored?.termsAcceptedAt).toBeTruthy();
  expect(stored?.kooker.legalStatus).toEqual({ kind: 'professional', siret: '73282932000074' });

  await payWithCard(page, CARDS.succeeds);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible({ timeout: EVENT_TIMEOUT });
  const accepted = new RegExp(`Conditions générales de vente acceptées le \\d+(er)? \\p{L}+ \\d{4} \\(${VERSION}\\)`, 'u');
  await expect(page.getByRole('region', { name: 'Annulation' })).toContainText(accepted);
  await screenshots(page, testInfo, 'reservation-cgv');

  // The receipt says it too, with the Kooker's status.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger le reçu : paiement du client/ }).click();
  const path = testInfo.outputPath('recu-cgv.pdf');
  await (await download).saveAs(path);
  // A paragraph may wrap: its lines read as one.
  const receipt = (await pdfText(await readFile(path))).replace(/\n/g, ' ');
  expect(receipt).toContain('Professionnel — SIRET 732 829 320 00074');
  expect(receipt).toMatch(accepted);
});

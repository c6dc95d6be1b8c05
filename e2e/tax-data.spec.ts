import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { documentPath } from '@kookers/domain/data';
import { EARNINGS_HELD_HOURS, parisDateOf } from '@kookers/domain/rules';
import { TAX_DATA_MISSING, TAX_PROFILE_MESSAGES } from '@kookers/domain/tax';
import { adminFirestore } from './support/admin';
import { axeViolations } from './support/axe';
import { jobsOn } from './support/jobs';
import { day, peopleFor } from './support/people';
import { screenshots } from './support/screenshots';
import { logIn } from './support/session';

// A Kooker's tax data for the yearly DAC7 report (docs/argent.md, « Déclaration DAC7 »): until
// they give it, the weekly payout keeps their balance and « Revenus » says why, with a link to the
// form; a numéro fiscal of the wrong form is refused in French, the right one saved; the message
// goes, the next payout pays them; their yearly statement of last year downloads as a PDF.
const RUN = `fisc-${Date.now()}`;
const HOUR = 60 * 60 * 1000;

const people = peopleFor(RUN);
test.afterAll(people.removeAll);

const tabPanel = (page: Page) => page.getByRole('tabpanel');

test('a Kooker without tax data has their balance kept, fills the form (a wrong numéro fiscal first), and is paid by the next payout; their DAC7 statement downloads', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const kooker = await people.createKooker('fisc', { firstName: 'Maël', lastName: 'Kerouac', taxProfile: false });
  const client = await people.createAccount('fisc-client', 'Julie', 'Lemoine');
  await people.callAs(kooker, 'setPayoutAccount', { holder: 'Maël Kerouac', iban: 'FR76 3000 6000 0112 3456 7890 189' });
  // A booking of 3 at 45 €, paid by card: 121,50 € for the Kooker; its service placed last November.
  const bookingId = await people.bookAs(client, kooker, day(10), '10:00', 3);
  const lastYear = Number(parisDateOf(new Date()).slice(0, 4)) - 1;
  const date = `${lastYear}-11-10`;
  const bookingRef = adminFirestore.doc(documentPath('bookings', bookingId));
  const jobs = jobsOn(adminFirestore);
  const completedAt = await jobs.completeOn(bookingId, date);
  await jobs.releaseEarnings(new Date(completedAt.getTime() + EARNINGS_HELD_HOURS * HOUR));
  expect((await bookingRef.get()).data()).toMatchObject({ payout: { status: 'available' } });

  // The Monday payout keeps it: no tax data.
  expect((await jobs.payKookers(new Date())).withoutTaxData).toBeGreaterThanOrEqual(1);
  expect((await bookingRef.get()).data()).toMatchObject({ payout: { status: 'available' } });

  // « Revenus » says why, and links to the form.
  await logIn(page, kooker.email);
  await page.goto('/settings?onglet=revenus');
  const balance = tabPanel(page).getByRole('region', { name: 'Mon solde' });
  await expect(balance.getByRole('listitem').filter({ hasText: /^Disponible/ })).toContainText(/121,50\s€/);
  await expect(balance).toContainText(TAX_DATA_MISSING);
  await screenshots(page, testInfo, 'revenus-sans-informations-fiscales');
  await balance.getByRole('link', { name: 'Compléter mes informations fiscales' }).click();
  const form = tabPanel(page).getByRole('form', { name: 'Informations fiscales' });
  await expect(form.getByLabel('Prénoms')).toBeInViewport();

  // A numéro fiscal of 13 digits starting with 4: refused before anything is sent.
  await form.getByLabel('Prénoms').fill('Maël Yves');
  await form.getByLabel('Nom de famille').fill('Kerouac');
  await form.getByLabel('Date de naissance').fill('1984-06-02');
  await form.getByLabel('Adresse de résidence').fill('3 rue du Prieuré');
  await form.getByLabel('Code postal').fill('29180');
  await form.getByLabel('Commune').fill('Locronan');
  await expect(form.getByLabel('Pays de résidence')).toHaveValue('FR');
  await form.getByLabel('Numéro fiscal').fill('4234 5678 90123');
  await form.getByRole('button', { name: 'Enregistrer mes informations fiscales' }).click();
  await expect(form).toContainText(TAX_PROFILE_MESSAGES.tinFrance);
  expect((await adminFirestore.doc(documentPath('taxProfiles', kooker.uid)).get()).exists).toBe(false);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await screenshots(page, testInfo, 'informations-fiscales-refusees');

  await form.getByLabel('Numéro fiscal').fill('1234 5678 90123');
  await form.getByRole('button', { name: 'Enregistrer mes informations fiscales' }).click();
  const section = tabPanel(page).getByRole('region', { name: 'Informations fiscales' });
  await expect(section).toContainText('Kerouac Maël Yves');
  await expect(section).toContainText('1234567890123');
  await expect(balance).not.toContainText(TAX_DATA_MISSING);
  expect((await adminFirestore.doc(documentPath('taxProfiles', kooker.uid)).get()).data()).toMatchObject({
    firstNames: 'Maël Yves',
    lastName: 'Kerouac',
    tin: '1234567890123',
    complete: true,
  });
  await screenshots(page, testInfo, 'informations-fiscales-donnees');

  // The next payout pays it.
  await jobs.payKookers(new Date(Date.now() + 7 * 24 * HOUR));
  await expect.poll(async () => (await bookingRef.get()).get('payout.status')).toBe('released');
  await expect(balance.getByRole('listitem').filter({ hasText: /^Versé/ })).toContainText(/121,50\s€/);

  // Last year's DAC7 statement, as a PDF.
  const documents = tabPanel(page).getByRole('region', { name: 'Relevés et factures' });
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: `Relevé annuel DAC7 ${lastYear}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`releve-dac7-${lastYear}.pdf`);
  const path = testInfo.outputPath('releve-dac7.pdf');
  await file.saveAs(path);
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

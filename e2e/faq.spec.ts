import { holdAppScripts } from './support/held-scripts';
import { expect, test } from './support/test';

// The FAQ's questions are native disclosures (details and summary): they open by click or
// keyboard, each on its own, and on the served page before any script has run.

test('FAQ lists the four categories and its items open independently', async ({ page }) => {
  await page.goto('/faq');
  for (const category of ['Général', 'Réservations', 'Devenir Kooker', 'Paiements']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  const items = page.locator('.faq__item details');
  const first = items.nth(0);
  const second = items.nth(1);
  await expect(first).not.toHaveAttribute('open');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(0);

  await first.locator('summary').click();
  // The keyboard opens one too.
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open');
  await expect(second).toHaveAttribute('open');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(2);

  await first.locator('summary').click();
  await expect(first).not.toHaveAttribute('open');
  await expect(second).toHaveAttribute('open');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(1);
});

test('FAQ answers state the real cancellation rule', async ({ page }) => {
  await page.goto('/faq');
  await page
    .locator('.faq__question', { hasText: /annuler/i })
    .first()
    .click();
  await expect(page.locator('.faq__answer:visible')).toContainText('48');
});

test('a question of the served FAQ opens before the app has started', async ({ page }) => {
  // The app's scripts are held until the visitor has opened a question.
  const release = await holdAppScripts(page);
  await page.goto('/faq', { waitUntil: 'commit' });
  await page
    .locator('.faq__question', { hasText: /annuler/i })
    .first()
    .click();
  await expect(page.locator('.faq__answer:visible')).toContainText('48');
  release();
  // Once the app has hydrated the page, the question is still open.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('.faq__answer:visible')).toContainText('48');
});

test("FAQ 'Contactez-nous' goes to the contact page", async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Contactez-nous' }).click();
  await expect(page).toHaveURL('/contact');
});
